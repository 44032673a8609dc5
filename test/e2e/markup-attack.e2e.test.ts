/**
 * The second attack through Discord, each finding closed, seen as the channel sees it:
 * text people type is never the bot's Markdown (habits, reasons of luck and pleas, a connection's
 * "for", a display name on /roll, a negotiated goal in the agreement, the purchase and the target's
 * sheet, user ids in an imported file), a command acts only as whom it names, a Push on someone
 * else's picker opens nothing, a form without its field and a file the database refuses answer in
 * words, and a refused /conflict start opens no thread. The shared teardown then scans every
 * public payload for live Markdown that people typed (payload-scan.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type DoubleUser, ref, type SentMessage } from '../../tools/double';
import {
  gailPatQuinn,
  answered,
  buttonId,
  content,
  onlyPublicOf,
  poolIn,
  privateOnes,
  publicOnes,
  pushButtonId,
  toggleDice,
  transcript,
  tableOf,
} from './helpers';
import { useBot } from './use-bot';

const { gm, pat, quinn } = gailPatQuinn('27'); // Pat plays Ana, Quinn plays Bea
// A display name is text its owner chose, like any other.
const nitro: DoubleUser = { id: '270000000000000004', username: '[Free Nitro](https://nitro.example) # claim' };
const imports = '270000000000000088'; // a channel of the server with no campaign yet
const elsewhere = '270000000000000099'; // another channel, with its own campaign

const LINK = '[Free Nitro](https://nitro.example)';
const AIRGUN = 'Coordination: Projectiles: Airgun';
const e2e = useBot({ seed: 27, quietMs: 80, name: 'markup' });
const { cmd: run, flat, click } = e2e;

/** One sentence matching `pattern`, only to the one who asked, and nothing public or opened. */
function refused(sent: SentMessage[], pattern: RegExp): void {
  const shown = answered(sent);
  expect(
    shown.map((m) => [m.kind === 'modal' ? 'modal' : 'message', m.ephemeral]),
    transcript(sent),
  ).toEqual([['message', true]]);
  expect(content(shown[0])).toMatch(pattern);
}

/** What people see of a typed masked link: its characters, not a link. */
function shownAsText(text: string): void {
  expect(text).not.toContain(LINK);
  expect(text).not.toMatch(/(?<!\\)\[[^\]]*(?<!\\)\]\(/);
  expect(text).toContain('\\[Free Nitro\\](https\\://nitro.example)');
}

const importFile = (user: DoubleUser, text: string, channelId: string) =>
  e2e.double.command(
    user,
    'campaign',
    [
      {
        name: 'import',
        type: 1,
        options: [
          { name: 'file', type: 11, value: e2e.double.attachment('campaign.json', text, 'application/json').id },
        ],
      },
    ],
    { channelId },
  );

beforeAll(async () => {
  await run(gm, 'campaign', 'create', { name: 'Eros Nights' });
  await run(pat, 'character', 'create', { name: 'Ana' });
  await run(quinn, 'character', 'create', { name: 'Bea' });
  for (const user of [pat, quinn])
    for (const path of ['Coordination', 'Coordination: Projectiles', AIRGUN, 'Physique'])
      await run(user, 'character', 'skill', { path });
  await run(gm, 'session', 'start');
});

describe('text people type is plain text in public', () => {
  it("GIVEN a masked link as a lifestyle's habits THEN the public sheet shows its characters, not a link", async () => {
    await run(pat, 'character', 'lifestyle', { name: 'Spacer', habits: `${LINK} <@&1> @everyone` });
    const sheet = content(onlyPublicOf(await run(quinn, 'character', 'show', { character: 'Ana' })));
    shownAsText(sheet);
    expect(sheet).toContain('\\<\\@&1\\> \\@everyone');
  });

  it('GIVEN a masked link as the reason of a plea and of a stroke of luck THEN both show it as text', async () => {
    const [plea] = await run(pat, 'points', 'beg', { amount: 2, reason: `${LINK}\n# the air runs out` });
    shownAsText(content(plea));
    expect(content(plea)).not.toMatch(/^# /m);
    await click(gm, plea, 'Grant');
    const luck = await e2e.withPublic(run(pat, 'points', 'spend', { amount: 1, reason: `${LINK} for luck` }));
    shownAsText(publicOnes(luck).map(content).join('\n'));
  });

  it('GIVEN a masked link as whom a connection acts for THEN it shows as text', async () => {
    const sent = await e2e.withPublic(run(pat, 'points', 'connection', { lifestyle: 'Spacer', for: LINK }));
    shownAsText(publicOnes(sent).map(content).join('\n'));
  });

  it('GIVEN a masked link as the display name of whoever rolls THEN /roll shows the name as text', async () => {
    const rolled = content(onlyPublicOf(answered(await e2e.withPublic(flat(nitro, 'roll', { notation: '2d6' })))));
    shownAsText(rolled);
    expect(rolled).toMatch(/^\*\*\\\[Free Nitro\\\]\(https\\:\/\/nitro\.example\) \\# claim\*\* rolled `2d6`/);
  });
});

describe('a conflict between two players', () => {
  let begun: SentMessage;
  let anaPool: number[] = [];

  it('GIVEN Ana against Bea THEN both roll and the exchanges begin', async () => {
    await run(pat, 'conflict', 'start', { primary: AIRGUN, against: 'Bea' });
    await run(quinn, 'conflict', 'secondary', { skill: 'Physique' });
    anaPool = poolIn(await run(pat, 'conflict', 'roll'));
    await e2e.withPublic(run(quinn, 'conflict', 'roll'));
    // R4.1: the side that started the conflict begins the exchanges.
    const last = await e2e.withPublic(run(pat, 'conflict', 'begin'));
    begun = publicOnes(last).find((m) => /The exchanges begin/.test(content(m)))!;
    expect(begun, transcript(last)).toBeDefined();
  });

  it("GIVEN as: naming Bea from Ana's player THEN it is refused, and no exchange is led", async () => {
    refused(
      await run(pat, 'exchange', 'lead', { target: 'Ana', action: 'a feint', dice: '4', as: 'Bea' }),
      /^You do not play Bea in this conflict\.$/,
    );
    expect(content(onlyPublicOf(await run(gm, 'conflict', 'status')))).not.toMatch(/Exchange \d+ waits/);
  });

  it("GIVEN Ana's dice picker THEN Bea's player pressing its Push is refused and no form opens; a form without its box is refused in words", async () => {
    // The table may have moved down since (a status asked for posts it again).
    const [picker] = await click(pat, tableOf(e2e.double), 'Lead');
    const ready = await toggleDice(e2e.double, pat, picker!, [anaPool.at(-1)!]);
    refused(
      await e2e.double.button(quinn, pushButtonId(ready), ref(ready)),
      /^Only Ana's player can push Ana's dice\.$/,
    );
    const [form] = await e2e.double.button(pat, pushButtonId(ready), ref(ready));
    expect(form).toMatchObject({ kind: 'modal' });
    refused(
      await e2e.double.modalSubmit(pat, form!.data.custom_id, { action: null }, ref(ready)),
      /^That form came back without one of its boxes: open it again and fill it in\.$/,
    );
    expect(content(onlyPublicOf(await run(gm, 'conflict', 'status')))).not.toMatch(/Exchange \d+ waits/);
  });

  it("GIVEN a goal negotiated as a masked link THEN the offer, the agreement, the purchase and Bea's sheet show it as text", async () => {
    const goal = `${LINK} owns Bea`;
    const offer = onlyPublicOf(await run(pat, 'goal', 'propose', { target: 'Bea', goal, price: 0 }));
    shownAsText(content(offer));
    const agreed = await e2e.withPublic(e2e.double.button(quinn, buttonId(offer, 'Accept'), ref(offer)));
    const agreement = publicOnes(agreed).map(content).join('\n');
    expect(agreement).toMatch(/Agreed: /);
    shownAsText(agreement);
    const bought = await e2e.withPublic(run(pat, 'goal', 'buy', { goal, target: 'Bea' }));
    const purchase = publicOnes(bought).map(content).join('\n');
    expect(purchase, transcript(bought)).toMatch(/buys/);
    shownAsText(purchase);
    const sheet = content(onlyPublicOf(await run(pat, 'character', 'show', { character: 'Bea' })));
    shownAsText(sheet);
    expect(privateOnes(bought).map(content).join('\n')).not.toContain(LINK);
  });

  it('GIVEN the conflict ends THEN nothing more is asked of it', async () => {
    await e2e.withPublic(run(gm, 'conflict', 'end'));
  });
});

describe('files and threads', () => {
  let file = '';

  it('GIVEN a campaign exported from another channel THEN its file is at hand', async () => {
    await run(gm, 'campaign', 'create', { name: 'Ishtar Deep' }, { channelId: elsewhere });
    await run(pat, 'character', 'create', { name: 'Cid' }, { channelId: elsewhere });
    await run(quinn, 'character', 'create', { name: 'Dot' }, { channelId: elsewhere });
    const sent = await run(gm, 'campaign', 'export', {}, { channelId: elsewhere });
    const withFile = sent.find((m) => m.files.some((f) => f.endsWith('.venus-campaign.json')));
    const call = [...e2e.double.calls].reverse().find((c) => c.files.includes(withFile!.files[0]!));
    file = call!.fileBytes![call!.files.indexOf(withFile!.files[0]!)]!.toString('utf8');
    expect(JSON.parse(file).tables.characters).toHaveLength(2);
  });

  it('GIVEN a file whose user ids are a heading and a link THEN the import is refused whole, and nothing shows', async () => {
    const forged = JSON.parse(file);
    forged.tables.campaigns[0].gm_user_id = `1>\n# Free Nitro ${LINK}`;
    forged.tables.characters[0].owner_user_id = '<@&1>';
    refused(
      await importFile(gm, JSON.stringify(forged), imports),
      // Discord shows the escaped brackets as brackets.
      /^The file is malformed at tables\.campaigns\\\[0\\\]\.gm\\_user\\_id: it is not a Discord user id\.$/,
    );
    refused(await run(gm, 'campaign', 'show', {}, { channelId: imports }), /no campaign in this channel yet/);
    refused(
      await run(pat, 'character', 'show', { character: 'Cid' }, { channelId: imports }),
      /no campaign in this channel yet/,
    );
  });

  it('GIVEN a file the database refuses THEN the import is refused in words, not SQLite’s', async () => {
    const twins = JSON.parse(file);
    twins.tables.characters[1].name = twins.tables.characters[0].name.toUpperCase();
    const [answer] = answered(await importFile(gm, JSON.stringify(twins), imports));
    expect(answer?.ephemeral).toBe(true);
    expect(content(answer)).toMatch(/^The file's characters\\\[1\\\] cannot be stored: .+\.$/);
    expect(content(answer)).not.toMatch(/UNIQUE|constraint|SQLITE/i);
    refused(await run(gm, 'campaign', 'show', {}, { channelId: imports }), /no campaign in this channel yet/);
  });

  it('GIVEN markup in a typed skill path and in an uploaded file name THEN each refusal quotes it escaped exactly once', async () => {
    refused(await run(pat, 'character', 'skill', { path: 'A_b*c::' }), /^"A\\_b\\\*c::" is not a skill path: /);
    const named = e2e.double.attachment('A_b*c.png', 'x', 'image/png').id;
    refused(
      await e2e.double.command(
        gm,
        'campaign',
        [{ name: 'import', type: 1, options: [{ name: 'file', type: 11, value: named }] }],
        {
          channelId: imports,
        },
      ),
      /^A\\_b\\\*c\.png is not a campaign file: /,
    );
  });

  it('GIVEN threads on THEN a refused /conflict start opens no thread, whatever was typed', async () => {
    await run(gm, 'campaign', 'set', { rule: 'threads', value: 'on' });
    const threads = () => e2e.double.calls.filter((c) => c.method === 'POST' && /\/threads$/.test(c.path)).length;
    const before = threads();
    refused(
      await run(pat, 'conflict', 'start', { primary: `# ${LINK}`, against: 'Bea' }),
      /is not in this campaign's skill catalog|is not a skill path|not/,
    );
    refused(
      await run(pat, 'conflict', 'start', { primary: AIRGUN, against: `@everyone ${LINK}` }),
      /no NPC or character called/,
    );
    expect(threads()).toBe(before);
  });
});

describe('the scan itself', () => {
  it('GIVEN what people typed here THEN the double kept it for the teardown scan', () => {
    expect(e2e.double.typed).toEqual(expect.arrayContaining([nitro.username, `${LINK} for luck`]));
  });
});
