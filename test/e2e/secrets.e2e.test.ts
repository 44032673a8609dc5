/**
 * Security through Discord: the holes found when the bot was attacked by a hostile member of the
 * server (Mallory), each closed, seen as each user sees it: thread takeover, forged import, export
 * of a live conflict, pings from text, deep JSON, look-alike names and handled interactions kept
 * forever. The holes inside a conflict live in secrets-conflict.e2e.test.ts. The shared teardown scans every payload (payload-scan.ts).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BotRun, startBot, stopBot, storedRows } from './bot-process';
import { type DoubleUser, type InteractionTarget, opts, type SentMessage, sub } from '../../tools/double';
import { gailPatQuinn, answered, content, transcript } from './helpers';

const { gm, pat, quinn } = gailPatQuinn('33'); // Pat plays Ana, Quinn plays Bea
const mallory: DoubleUser = { id: '330000000000000004', username: 'mallory' }; // the attacker
const AIRGUN = 'Coordination: Projectiles: Airgun';
const elsewhere = '330000000000000777'; // another channel of the server, no campaign yet
const farAway = '330000000000000888';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let bot: BotRun;
let thread: InteractionTarget;
let exported = '';

const run = (
  user: DoubleUser,
  command: string,
  subcommand: string,
  options: Record<string, string | number | boolean> = {},
  target?: InteractionTarget,
) => bot.double.command(user, command, sub(subcommand, options), target);
const flat = (
  user: DoubleUser,
  command: string,
  options: Record<string, string | number | boolean>,
  target?: InteractionTarget,
) => bot.double.command(user, command, opts(options), target);
const importFile = (user: DoubleUser, text: string, target: InteractionTarget) =>
  bot.double.command(
    user,
    'campaign',
    [
      {
        name: 'import',
        type: 1,
        options: [
          { name: 'file', type: 11, value: bot.double.attachment('campaign.json', text, 'application/json').id },
        ],
      },
    ],
    target,
  );

/** One ephemeral sentence, and nothing in the channel (a "thinking…" placeholder is taken back). */
function refusal(sent: SentMessage[], pattern: RegExp): void {
  const shown = answered(sent);
  expect(
    shown.map((m) => m.ephemeral),
    transcript(sent),
  ).toEqual([true]);
  expect(content(shown[0])).toMatch(pattern);
}

/** The export file attached to an (ephemeral) answer. */
function fileOf(sent: SentMessage[]): string {
  const withFile = sent.find((m) => m.files.some((f) => f.endsWith('.venus-campaign.json')));
  if (!withFile) throw new Error(`no export file in ${transcript(sent)}`);
  const call = [...bot.double.calls].reverse().find((c) => c.files.includes(withFile.files[0]!));
  return call!.fileBytes![call!.files.indexOf(withFile.files[0]!)]!.toString('utf8');
}

beforeAll(async () => {
  bot = await startBot({ seed: 13, quietMs: 80, name: 'secrets' });
});

afterAll(() => stopBot(bot));

describe('names and pings', () => {
  it('GIVEN look-alike names, a masked link and a mention as names THEN each is refused or is the same name', async () => {
    await run(gm, 'campaign', 'create', { name: 'Eros Nights' });
    await run(pat, 'character', 'create', { name: 'Ana' });
    refusal(await run(mallory, 'character', 'create', { name: 'Ana\u200b' }), /already has a character called Ana\.$/);
    refusal(await run(mallory, 'character', 'create', { name: ' ａｎａ ' }), /already has a character called ana\.$/i);
    refusal(await run(mallory, 'character', 'create', { name: 'G\u200bM' }), /"GM" is reserved/);
    refusal(
      await run(mallory, 'character', 'create', { name: '[GM](https://example.org)' }),
      // Escaped, so Discord shows the characters themselves.
      /not \\\* \\_ \\~ \\` \\\| \\\\ \\# \\< \\> \\@ \\\[ \\\] or a link\.$/,
    );
    refusal(await run(mallory, 'character', 'create', { name: `<@${quinn.id}>` }), /or a link\.$/);
    const [made] = await run(mallory, 'character', 'create', { name: 'Mal\u202eory\u2066' });
    // The builder opens privately; the name is already the one the channel will see.
    expect(made?.ephemeral).toBe(true);
    expect(content(made)).toMatch(/^Building \*\*Malory\*\*/);
  });

  it('GIVEN a compel whose reason holds a typed mention THEN only the compelled player is pinged', async () => {
    await run(quinn, 'character', 'create', { name: 'Bea' });
    const [offer] = await flat(gm, 'compel', {
      character: 'Ana',
      points: 1,
      reason: `insult <@${quinn.id}> in public`,
    });
    expect(offer?.ephemeral).toBe(false);
    expect(content(offer)).toContain(`<@${pat.id}>, accept or refuse`);
    expect(offer?.data.allowed_mentions).toEqual({ parse: [], users: [pat.id] });
  });
});

describe('a conflict in a thread cannot be taken over', () => {
  it('GIVEN threads on and a conflict in its thread THEN a stranger can neither make nor import a campaign there, nor act as its GM', async () => {
    for (const path of ['Coordination', 'Coordination: Projectiles', AIRGUN])
      await run(pat, 'character', 'skill', { path });
    await run(gm, 'npc', 'create', { name: 'Viktor', level: 6 });
    await run(gm, 'campaign', 'set', { rule: 'threads', value: 'on' });
    const started = await run(pat, 'conflict', 'start', { primary: AIRGUN, against: 'Viktor' });
    const threadId = /<#(\d+)>/.exec(answered(started).map(content).join('\n'))?.[1];
    expect(threadId, transcript(started)).toBeDefined();
    thread = { channelId: threadId!, parentId: bot.double.channelId };

    refusal(
      await run(mallory, 'campaign', 'create', { name: 'Mine now' }, thread),
      /^This channel already runs the campaign Eros Nights\.$/,
    );
    refusal(
      await importFile(mallory, '{}', thread),
      /^This channel already runs the campaign Eros Nights: import into a channel without one\.$/,
    );
    refusal(
      await run(mallory, 'campaign', 'set', { rule: 'gm-sees-pools', value: 'on' }, thread),
      /^Only the GM of Eros Nights can do that\.$/,
    );
    refusal(await run(mallory, 'conflict', 'pool', { participant: 'Ana' }, thread), /.+\.$/);
    // The conflict still answers to its own campaign in the thread.
    const [status] = await run(quinn, 'conflict', 'status', {}, thread);
    expect(content(status)).toContain(AIRGUN);
  });
});

describe('export and import', () => {
  it('GIVEN a live conflict THEN the GM cannot export, and is told why', async () => {
    refusal(
      await run(gm, 'campaign', 'export'),
      /still running, and its pools are secret: end it with \/conflict end, then export\.$/,
    );
  });

  it('GIVEN the conflict ended THEN the GM gets the file, privately', async () => {
    await run(gm, 'conflict', 'end', {}, thread);
    const sent = await run(gm, 'campaign', 'export');
    expect(sent.every((m) => m.ephemeral && m.userId === gm.id)).toBe(true);
    exported = fileOf(sent);
    expect(JSON.parse(exported).tables.conflicts.map((c: { channel_id: string }) => c.channel_id)).toEqual([
      thread.channelId,
    ]);
  });

  it('GIVEN a forged file aiming its campaign and conflict at the real channel THEN everything lands in the importing channel only', async () => {
    const doc = JSON.parse(exported);
    doc.tables.campaigns[0].name = 'Trojan';
    for (const c of doc.tables.conflicts)
      Object.assign(c, {
        channel_id: bot.double.channelId,
        parent_channel_id: null,
        phase: 'exchanges',
        end_reason: null,
        ended_at: null,
      });
    for (const b of doc.tables.campaign_channels) b.channel_id = bot.double.channelId;
    const [imported] = answered(await importFile(mallory, JSON.stringify(doc), { channelId: elsewhere }));
    expect(content(imported)).toMatch(
      new RegExp(`^📦 Campaign \\*\\*Trojan\\*\\* is imported into this channel: .* <@${mallory.id}> is its GM\\.$`),
    );
    // The real channel is untouched: its campaign, no conflict planted, its Murphy pool not Mallory's.
    refusal(await run(mallory, 'murphy', 'show'), /^Only the GM of Eros Nights can do that\.$/);
    refusal(await run(quinn, 'conflict', 'join'), /no conflict running in this channel/);
    expect(
      answered(await run(pat, 'conflict', 'start', { primary: AIRGUN, against: 'Viktor' }))
        .map(content)
        .join('\n'),
    ).toMatch(/<#\d+>/);
    // The planted conflict runs where the file was imported.
    const [there] = await run(mallory, 'conflict', 'status', {}, { channelId: elsewhere });
    expect(there?.ephemeral).toBe(false);
    expect(content(there)).toContain(AIRGUN);
  });

  it('GIVEN a file nested thousands of levels deep THEN one sentence, not the apology for a bug', async () => {
    const deep = `{"format": "venus-conflict-bot/campaign", "version": 2, "tables": ${'['.repeat(3000)}${']'.repeat(3000)}}`;
    refusal(
      await importFile(mallory, deep, { channelId: farAway }),
      /^The file nests deeper than 64 levels, which no campaign export does\.$/,
    );
  });
});

describe('what is kept to answer a redelivery', () => {
  it('GIVEN everything handled so far THEN the database keeps no pool, Murphy log or other private text for replays', async () => {
    const rows = await storedRows<{ outcome: string }>(bot.database, 'SELECT outcome FROM handled_interactions');
    expect(rows.length).toBeGreaterThan(10);
    for (const r of rows) expect(r.outcome, r.outcome).toMatch(/^\{("\w+Id":\d+)?\}$/);
  });
});
