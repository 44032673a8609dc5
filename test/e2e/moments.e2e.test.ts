/**
 * The moments that change what someone must do next are messages, not silent edits of a table
 * that has scrolled away: a dispute and resist gear (from the lead's own buttons), a gift of books,
 * a knock-out, a follow-up held back for unspent books and then started, the check of the dice.
 * Each posts one line calling only whoever must act next (its mention and allowed_mentions), the
 * table moves to the bottom once more than three messages stand below it, a follow-up gets a table
 * of its own while the finished one keeps its Recap and Check the dice, and the channel holds at
 * most 15 messages from the first lead. Seeded dice (VENUS_DICE_SEED 11: Ana 6 6 4 4 4, Bea 4 4,
 * GM 6 6 6 6 5 5 4 4 4).
 */
import { describe, expect, it, vi } from 'vitest';
import type { ChannelMessage, SentMessage } from '../../tools/double';
import { anaAndBeaAgainstViktor, content, gailPatQuinn, onlyPublicOf, privateOnes, transcript } from './helpers';
import { useBot } from './use-bot';

const { gm, pat, quinn } = gailPatQuinn('47'); // Pat plays Ana, Quinn plays Bea
const AIRGUN = 'Coordination: Projectiles: Airgun';

const e2e = useBot({ seed: 11, quietMs: 120, deploy: true, name: 'moments' });
const run = e2e.cmd;

const buttonsOn = (m: { components?: any[]; data?: any } | undefined): { label: string; custom_id: string }[] => {
  const rows: any[] = (m && 'components' in m && m.components ? m.components : m?.data?.components) ?? [];
  return rows.flatMap((r) => r.components ?? []).filter((c: any) => c.type === 2);
};

/** The tables standing in the channel, oldest first (a table starts with the conflict's heading or a line on top). */
const tables = (): ChannelMessage[] =>
  e2e.double.channelMessages().filter((m) => !m.deleted && /(^|\n)\*\*Conflict over /.test(m.content));

/** The current conflict's table: the newest one. */
const table = (): ChannelMessage => {
  const t = tables().at(-1);
  if (!t) throw new Error('no table in the channel');
  return t;
};

async function tableShows(text: string | RegExp): Promise<ChannelMessage> {
  await vi.waitFor(() => expect(table().content).toMatch(text), { timeout: 5_000 });
  return table();
}

/** Clicks `label` on a public message (as sent, or as the channel shows it). */
function click(user: typeof gm, m: SentMessage | ChannelMessage | undefined, label: string) {
  const b = buttonsOn(m).find((c) => c.label === label);
  if (!m || !b) throw new Error(`no ${label} on the message: ${buttonsOn(m).map((c) => c.label)}`);
  return e2e.double.button(user, b.custom_id, { id: 'messageId' in m ? m.messageId : m.id, ephemeral: false });
}

const modalOf = (sent: SentMessage[]) => {
  const m = sent.find((s) => s.kind === 'modal');
  if (!m) throw new Error(`no form opened: ${transcript(sent)}`);
  return String(m.data.custom_id);
};

/**
 * The line a moment posted, with whom it may ping: its own message, or, when the table had three
 * messages below it and moved to the bottom anyway, the top of the table posted there.
 */
async function momentOf(act: () => Promise<SentMessage[]>): Promise<{ text: string; users: string[] }> {
  const calls = e2e.double.calls.length;
  const sent = await act();
  const posted = () =>
    e2e.double.calls.slice(calls).find((c) => c.method === 'POST' && /\/channels\/\d+\/messages$/.test(c.path)) as
      | { body: any }
      | undefined;
  let said: { text: string; users: string[]; parse: string[] } | undefined;
  await vi.waitFor(
    () => {
      const own = sent.find(
        (m) => !m.ephemeral && m.kind !== 'deferredUpdate' && m.kind !== 'modal' && m.data?.content,
      );
      const table = posted();
      if (own)
        said = { text: content(own), users: own.data.allowed_mentions.users, parse: own.data.allowed_mentions.parse };
      else if (table)
        said = {
          text: String(table.body.content),
          users: table.body.allowed_mentions.users,
          parse: table.body.allowed_mentions.parse,
        };
      expect(said).toBeDefined();
    },
    { timeout: 5_000 },
  );
  expect(said!.parse).toEqual([]);
  return { text: said!.text, users: [...said!.users].sort() };
}

/** The public line an interaction posted, with whom it may ping. */
function line(sent: SentMessage[]): { text: string; users: string[] } {
  const m = onlyPublicOf(sent);
  expect(m.data.allowed_mentions.parse).toEqual([]);
  return { text: content(m), users: [...m.data.allowed_mentions.users].sort() };
}

describe('moments that matter are messages', () => {
  let start = 0;
  let lead: SentMessage | undefined;

  it('GIVEN Ana, Bea and Viktor at the table THEN the GM leads two dice at Ana, whose lead message offers Respond, Dispute and Resist with gear', async () => {
    await anaAndBeaAgainstViktor(run, { gm, ana: pat, bea: quinn }, 'Dome Moments');
    await run(pat, 'character', 'gear', { name: 'Vest', quality: 3, mode: 'resist', skill: 'Coordination' });
    start = e2e.double.channelMessages().length;
    const led = await e2e.withPublic(
      run(gm, 'exchange', 'lead', { target: 'Ana', action: 'Viktor swings a pipe', dice: '66', confirm: true }),
    );
    lead = onlyPublicOf(led);
    expect(content(lead)).toMatch(/^\*\*Viktor\*\* leads exchange 1 against \*\*Ana\*\* with 2 dice:/);
    expect(buttonsOn(lead).map((b) => b.label)).toEqual(['Respond', 'Dispute', 'Resist with gear']);
  });

  it('GIVEN the lead THEN Ana disputes it from the lead message: one line, calling only Viktor’s GM, who may keep or withdraw it', async () => {
    const sent = await e2e.withPublic(click(pat, lead, 'Dispute'));
    const said = line(sent);
    expect(said.text).toBe(
      `**Ana** disputes the lead of exchange 1: it is now risky, and the higher total takes every die pushed. <@${gm.id}>, keep your lead as it stands or withdraw it.`,
    );
    expect(said.users).toEqual([gm.id]);
    await tableShows(/disputed: whoever totals more takes it/);
    // A stranger to the lead is refused, and nothing is posted.
    const refused = await click(quinn, lead, 'Dispute');
    expect(refused.every((m) => m.ephemeral || m.kind === 'modal')).toBe(true);
  });

  it('GIVEN the disputed lead THEN Ana resists with her Vest from the lead message: one line, calling only the GM', async () => {
    const form = await click(pat, lead, 'Resist with gear');
    let sent: SentMessage[] = [];
    const said = await momentOf(async () => {
      sent = await e2e.double.modalSubmit(pat, modalOf(form), { gear: 'Vest' });
      return sent;
    });
    expect(said.text.split('\n')[0]).toBe(
      `**Ana** resists with Vest. <@${gm.id}>, keep your lead as it stands or withdraw it.`,
    );
    expect(said.users).toEqual([gm.id]);
    // The faces stay Ana's: only she sees her pool.
    expect(privateOnes(sent).length).toBeGreaterThan(0);
  });

  it('GIVEN Ana answers 6 4 THEN Viktor takes both dice (risky, 12 against 10) and the lead message loses its buttons', async () => {
    const answered = await e2e.withPublic(run(pat, 'exchange', 'respond', { action: 'I block', dice: '64' }));
    expect(content(onlyPublicOf(answered))).toMatch(/Viktor[\s\S]*2 books/);
    await vi.waitFor(
      () => {
        const now = e2e.double.channelMessages().find((m) => m.id === lead!.messageId)!;
        expect(buttonsOn(now).every((b: any) => b.disabled)).toBe(true);
      },
      { timeout: 5_000 },
    );
  });

  it('GIVEN Ana wins a book THEN she gives it to Bea from the table: one line, calling only Bea', async () => {
    await e2e.withPublic(run(pat, 'exchange', 'lead', { target: 'Viktor', action: 'I aim', dice: '6', confirm: true }));
    await e2e.withPublic(run(gm, 'exchange', 'respond', { action: 'Viktor ducks', dice: '4' }));
    await tableShows(/Exchange 2: Ana \+1 book/);
    const form = await click(pat, table(), 'Give books');
    const said = await momentOf(() => e2e.double.modalSubmit(pat, modalOf(form), { to: 'Bea', amount: '1' }));
    expect(said.text).toMatch(/^\*\*Ana\*\* gives 1 book to \*\*Bea\*\*\.\nAna: Books: 0 · Bea: Books: 1/);
    expect(said.text).toContain(`<@${quinn.id}>, they are yours to spend.`);
    expect(said.users).toEqual([quinn.id]);
  });

  it('GIVEN a third book THEN the GM knocks Ana out, calling only her to her last purchase', async () => {
    await e2e.withPublic(
      run(gm, 'exchange', 'lead', { target: 'Ana', action: 'Viktor kicks', dice: '5', confirm: true }),
    );
    await e2e.withPublic(run(pat, 'exchange', 'respond', { action: 'I stumble', dice: '4' }));
    const bought = onlyPublicOf(await e2e.withPublic(run(gm, 'goal', 'buy', { goal: 'Knock out', target: 'Ana' })));
    expect(content(bought)).toMatch(/^\*\*Viktor\*\* buys \*\*Knock out\*\* against \*\*Ana\*\*/);
    expect(content(bought)).toContain(`**Ana** is knocked out: out of this conflict`);
    expect(content(bought)).toContain(`<@${pat.id}>, a last chance to spend books before the next lead.`);
    expect(bought.data.allowed_mentions).toEqual({ parse: [], users: [pat.id] });
  });

  it('GIVEN the end THEN a follow-up is held back for Bea’s book, calling only her; asked again it starts on a table of its own, calling the players', async () => {
    await e2e.withPublic(run(gm, 'conflict', 'end'));
    await tableShows(/\(over\)/);
    const finished = table();
    const held = await e2e.withPublic(run(gm, 'conflict', 'follow-up', { primary: AIRGUN }));
    const said = line(held);
    expect(said.text).toMatch(new RegExp(`^<@${quinn.id}> Before the follow-up: Bea still holds unspent books`));
    expect(said.users).toEqual([quinn.id]);
    expect(tables().at(-1)?.id).toBe(finished.id); // nothing started
    const started = await e2e.withPublic(run(gm, 'conflict', 'follow-up', { primary: AIRGUN }));
    const follow = onlyPublicOf(started);
    expect(content(follow)).toMatch(/The conflict follows up over \*\*Coordination: Projectiles: Airgun\*\*/);
    // Called once, on top of the new table.
    expect(content(follow).split(`<@${pat.id}> <@${quinn.id}>: the follow-up waits for you.`)).toHaveLength(2);
    expect([...follow.data.allowed_mentions.users].sort()).toEqual([pat.id, quinn.id].sort());
    // Two tables: the finished conflict's keeps its result, Recap and Check the dice.
    expect(tables().map((t) => t.id)).toEqual([finished.id, follow.messageId]);
    const old = tables()[0]!;
    expect(old.content).toMatch(/\(over\)/);
    expect(buttonsOn(old).map((b) => b.label)).toEqual(['Recap', 'Check the dice']);
  });

  it('GIVEN the finished table THEN Check the dice checks that conflict and says so in one line pinging nobody', async () => {
    const old = tables()[0]!;
    const sent = await e2e.withPublic(click(gm, old, 'Check the dice'));
    const said = line(sent);
    expect(said.text).toMatch(/^Verified: everyone played the dice they rolled\./);
    expect(said.users).toEqual([]);
  });

  it('GIVEN every moment above THEN the channel holds at most 15 messages from the first lead, with one table a conflict', () => {
    const posted = e2e.double
      .channelMessages()
      .slice(start)
      .filter((m) => !m.deleted);
    expect(posted.length, posted.map((m) => m.content.split('\n')[0]).join('\n')).toBeLessThanOrEqual(15);
    expect(tables()).toHaveLength(2);
  });
});
