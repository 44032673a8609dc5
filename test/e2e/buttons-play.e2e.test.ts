/**
 * The common path of a conflict by buttons and menus only, through the local double
 * (which checks every payload against Discord's schema), on the conflict's table: Join (with a
 * menu for a player with two characters) and Roll, Lead for the suggested leader (house rule
 * strict-turns on), dice picked with toggle buttons and "Push N", the action in a form, the answer
 * the same way, a goal bought from the private "Buy a goal" menu, and the end, which the GM
 * confirms. Strangers and the other side are refused privately and change nothing; the table
 * drops the buttons of moves that are over, and buttons elsewhere that are over are greyed out.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Proc, startBot, stopBot } from './bot-process';
import { type DiscordDouble, type DoubleUser, ref, type SentMessage } from '../../tools/double';
import {
  gailPatQuinn,
  answered,
  buttonId,
  content,
  customIds,
  poolIn,
  privateOnes,
  publicOnes,
  pushButtonId,
  selectOptions,
  tableOf,
  tableShowing,
  toggleDice,
  transcript,
  typedCommands,
} from './helpers';

const { gm, pat, quinn } = gailPatQuinn('37'); // Pat plays Ana, Quinn plays Bea and Cora
const stranger: DoubleUser = { id: '370000000000000009', username: 'sam' };
const AIRGUN = 'Coordination: Projectiles: Airgun';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let double: DiscordDouble;
let bot: Proc;
let dir: string;

const run = typedCommands(() => double);
const click = (user: DoubleUser, m: SentMessage, label: string | RegExp) =>
  double.button(user, buttonId(m, label), ref(m));

/** One private sentence, and nothing public. */
function refusedPrivately(sent: SentMessage[], pattern: RegExp): void {
  expect(
    sent.map((m) => [m.kind, m.ephemeral]),
    transcript(sent),
  ).toEqual([['reply', true]]);
  expect(content(sent[0])).toMatch(pattern);
}

/** The one public message of an answer, waiting a little for a follow-up a busy machine delays. */
async function onePublic(sent: SentMessage[]): Promise<SentMessage> {
  const id = sent[0]?.interactionId;
  const all = () => (id === undefined ? sent : double.messages.filter((m) => m.interactionId === id));
  for (let tries = 0; tries < 40 && publicOnes(answered(all())).length === 0; tries++)
    await new Promise((r) => setTimeout(r, 50));
  const pub = publicOnes(answered(all()));
  expect(pub, transcript(all())).toHaveLength(1);
  return pub[0]!;
}

const userOf: Record<string, DoubleUser> = { Ana: pat, Bea: quinn, GM: gm };

beforeAll(async () => {
  ({ double, bot, dir } = await startBot({ seed: 17, quietMs: 150, name: 'buttons' }));
});

afterAll(() => stopBot({ double, bot, dir }));

describe('a conflict played with buttons and menus', () => {
  const pools: Record<string, number[]> = {};
  let start: SentMessage;
  let begun: SentMessage;
  let result: SentMessage;
  let lead: SentMessage;
  let leader: string;
  let responder: string;

  it('GIVEN a table set up by commands THEN /conflict start posts the table with Join, Roll and the secondary skill', async () => {
    await run(gm, 'campaign', 'create', { name: 'Button Nights' });
    await run(gm, 'campaign', 'set', { rule: 'strict-turns', value: 'on' });
    await run(pat, 'character', 'create', { name: 'Ana' });
    for (const path of ['Coordination', 'Coordination: Projectiles', AIRGUN])
      await run(pat, 'character', 'skill', { path });
    await run(quinn, 'character', 'create', { name: 'Bea' });
    await run(quinn, 'character', 'create', { name: 'Cora' });
    await run(gm, 'npc', 'create', { name: 'Viktor', level: 6 });
    await run(gm, 'session', 'start');
    start = await onePublic(await run(pat, 'conflict', 'start', { primary: AIRGUN, against: 'Viktor' }));
    expect(content(start)).toContain('A conflict begins');
    expect(customIds(start)).toEqual([
      expect.stringMatching(/^cf:join:\d+$/),
      expect.stringMatching(/^cf:roll:\d+$/),
      expect.stringMatching(/^tb:secondary:\d+$/),
      expect.stringMatching(/^tb:gm:\d+$/),
    ]);
    expect(tableOf(double).messageId).toBe(start.messageId);
  });

  it('GIVEN Join THEN a stranger is refused, a player with two characters picks one in a private menu, and it joins', async () => {
    refusedPrivately(await click(stranger, start, 'Join'), /character/);
    const [menu] = await click(quinn, start, 'Join');
    expect(menu).toMatchObject({ kind: 'reply', ephemeral: true });
    expect(selectOptions(menu).map((o) => o.value)).toEqual(['Bea', 'Cora']);
    const joined = await double.select(quinn, customIds(menu)[0]!, ['Bea'], ref(menu!));
    // Nothing new in the channel: the table says it.
    expect(publicOnes(joined)).toEqual([]);
    start = await tableShowing(double, /· \*\*Bea\*\* joins the conflict\./);
    refusedPrivately(await click(quinn, start, 'Join'), /./);
    await run(gm, 'conflict', 'secondary', { skill: 'Physique' });
  });

  it('GIVEN Roll THEN each roll is private to its roller, a second click is refused, and Begin then offers Lead', async () => {
    for (const [name, user] of [
      ['Ana', pat],
      ['Bea', quinn],
    ] as const) {
      const rolled = await click(user, tableOf(double), 'Roll');
      pools[name] = poolIn(privateOnes(rolled));
      expect(publicOnes(rolled)).toEqual([]);
      await tableShowing(double, new RegExp(`· \\*\\*${name}\\*\\* has rolled\\.`));
    }
    refusedPrivately(await click(pat, tableOf(double), 'Roll'), /already rolled/);
    const last = await click(gm, tableOf(double), 'Roll');
    pools.GM = poolIn(privateOnes(last));
    const ready = await tableShowing(double, /to begin the exchanges with Begin/);
    // R4.1: the set-up stays open (Join, Roll) until the side that started it presses Begin.
    expect(buttonsLabels(ready)).toEqual(['Join', 'Roll', 'Begin', 'GM moves…']);
    refusedPrivately(await click(stranger, ready, 'Begin'), /./);
    await click(pat, ready, 'Begin');
    begun = await tableShowing(double, /\(exchanges\)/);
    expect(customIds(begun)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^cf:lead:\d+:0$/), expect.stringMatching(/^buy:open:\d+$/)]),
    );
    // The exchanges have begun: Join and Roll are off the table, which is the same message.
    expect(customIds(begun).filter((id) => /^cf:(join|roll):/.test(id))).toEqual([]);
    expect(begun.messageId).toBe(start.messageId);
  });

  /** The suggested leader leads exchange `no` with its lowest die from the Lead button of `from`; everyone else is refused. */
  async function leadFrom(from: SentMessage, no: number): Promise<void> {
    // The table says it in its "Waiting for" line (strict-turns: "Ana to lead the next exchange.").
    const suggested = /Suggested to lead(?: next)?: (\w+)\.|Waiting for\*\*: (\w+) to lead the next exchange\./
      .exec(content(tableOf(double)))!
      .slice(1)
      .find(Boolean)!;
    // The GM side is named by Viktor, its only NPC.
    leader = suggested === 'Viktor' ? 'GM' : suggested;
    const others = Object.entries(userOf).filter(([n]) => n !== leader);
    // strict-turns is on: only the suggested leader's player may lead.
    for (const [, user] of [...others, ['', stranger] as const]) refusedPrivately(await click(user, from, 'Lead'), /./);
    const [picker] = await click(userOf[leader]!, from, 'Lead');
    expect(picker).toMatchObject({ kind: 'reply', ephemeral: true });
    expect(content(picker)).toContain(`Pool: ${pools[leader]!.join(' ')}`);
    expect(buttonId(picker, 'Pick dice to push')).toMatch(/^dice:go:/);
    const ready = await toggleDice(double, userOf[leader]!, picker!, [pools[leader]!.at(-1)!]);
    expect(buttonId(ready, 'Push 1 die')).toBe(pushButtonId(ready));
    const [modal] = await double.button(userOf[leader]!, pushButtonId(ready), ref(ready));
    expect(modal).toMatchObject({ kind: 'modal' });
    // The GM side has two characters to aim at, so its form asks whom; Ana and Bea face Viktor alone.
    const fields: Record<string, string> = {
      action: 'A quick shot across the yard',
      ...(leader === 'GM' ? { target: 'Ana' } : {}),
    };
    const led = await double.modalSubmit(userOf[leader]!, modal!.data.custom_id, fields, ref(ready));
    pools[leader] = poolIn(privateOnes(led));
    lead = await onePublic(led);
    responder = leader === 'GM' ? 'Ana' : 'GM';
    expect(content(lead)).toMatch(new RegExp(`leads exchange ${no} against .* with 1 die`));
  }

  /** The target answers with its highest die through Respond, dice buttons and the form. */
  async function respondTo(no: number): Promise<void> {
    refusedPrivately(await click(userOf[leader]!, lead, 'Respond'), /can answer/);
    refusedPrivately(await click(stranger, lead, 'Respond'), /./);
    const [picker] = await click(userOf[responder]!, lead, 'Respond');
    expect(picker).toMatchObject({ kind: 'reply', ephemeral: true });
    const ready = await toggleDice(double, userOf[responder]!, picker!, [pools[responder]![0]!]);
    const [modal] = await double.button(userOf[responder]!, buttonId(ready, 'Push 1 die'), ref(ready));
    expect(modal).toMatchObject({ kind: 'modal' });
    const resolved = await double.modalSubmit(
      userOf[responder]!,
      modal!.data.custom_id,
      { action: 'Down behind the crates' },
      ref(ready),
    );
    pools[responder] = poolIn(privateOnes(resolved));
    result = await onePublic(resolved);
    expect(content(result)).toContain(`**Exchange ${no} resolved**`);
    // The moves are on the table.
    expect(buttonsLabels(result)).toEqual(['My pool']);
    expect(buttonsLabels(await tableShowing(double, new RegExp(`· Exchange ${no}:`)))).toEqual([
      'Lead',
      'Buy a goal',
      'Give books',
      'Fly dice',
      'My pool',
      'End the conflict',
      'GM moves…',
    ]);
    // The answered lead's Respond button is greyed out.
    await expect(click(userOf[responder]!, lead, 'Respond')).rejects.toThrow(/disabled/);
  }

  it('GIVEN Lead THEN only the suggested leader gets dice buttons; Push N opens the form and the lead is posted', async () => {
    await leadFrom(begun, 1);
  });

  it('GIVEN Respond THEN the other side is refused, the target pushes exactly the dice asked and names the answer in a form', async () => {
    await respondTo(1);
  });

  it('GIVEN Buy a goal THEN the clicker sees the goals on offer with prices, and picking one buys it in public', async () => {
    const won = /(\w+) wins 1 book/.exec(content(result));
    expect(won, content(result)).not.toBeNull();
    // The GM side is named by Viktor, its only NPC.
    const named = won![1]!;
    const buyer = named === 'Viktor' ? 'GM' : named;
    refusedPrivately(await click(stranger, tableOf(double), 'Buy a goal'), /not in this conflict/);
    const [menu] = await click(userOf[buyer]!, tableOf(double), 'Buy a goal');
    expect(menu).toMatchObject({ kind: 'reply', ephemeral: true });
    expect(content(menu)).toContain('Books: 1');
    expect(content(menu)).toMatch(/• \*\*Reputation\*\*: 1 book, you can afford it/);
    expect(content(menu)).toMatch(/• \*\*Knock out\*\*: 3 books, not enough books: takes them out of this conflict/);
    if (buyer !== 'GM')
      expect(content(menu)).toMatch(/• \*\*Escape\*\*: 2 books, .*the conflict ends for your character/);
    let bought = await double.select(userOf[buyer]!, customIds(menu)[0]!, ['Reputation'], ref(menu!));
    if (buyer === 'GM') {
      const [who] = answered(bought);
      bought = await double.select(gm, customIds(who)[0]!, [selectOptions(who)[0]!.value], ref(who!));
    }
    expect(content(await onePublic(bought))).toContain(`**${named}** buys **Reputation**`);
    refusedPrivately(await click(userOf[buyer]!, tableOf(double), 'Buy a goal'), /already bought/);
  });

  it('GIVEN the Lead button of the table THEN the next leader plays exchange 2 the same way, and the table then waits for the answer', async () => {
    await leadFrom(tableOf(double), 2);
    expect(buttonsLabels(await tableShowing(double, /to answer/))).toContain('Respond');
    await respondTo(2);
  });

  it('GIVEN End the conflict THEN the GM confirms first, it ends, the table offers what follows, and nothing public showed a pool', async () => {
    const [sure] = await click(gm, tableOf(double), 'End the conflict');
    expect(sure).toMatchObject({ kind: 'reply', ephemeral: true });
    expect(content(sure)).toMatch(/^End the conflict now, for everyone\?/);
    expect(content(tableOf(double))).toContain('(exchanges)'); // nothing happened yet
    const ended = await onePublic(await click(gm, sure!, 'End it now'));
    expect(content(ended)).toContain('**The conflict is over**');
    const over = await tableShowing(double, /\(over\)/);
    expect(buttonsLabels(over)).toEqual(expect.arrayContaining(['Follow-up', 'Recap', 'Check the dice', 'My pool']));
    const [mine] = await click(pat, result, 'My pool');
    expect(mine).toMatchObject({ ephemeral: true });
    for (const m of publicOnes(double.messages)) expect(JSON.stringify(m.data)).not.toMatch(/Pool: |Rolled: /);
  });
});

function buttonsLabels(m: SentMessage): string[] {
  return (m.data.components as { components: { label: string }[] }[]).flatMap((r) => r.components).map((c) => c.label);
}
