/**
 * The GM's controls and the table's menus: the set-up from the GM panel on the
 * campaign's message (NPC and gang forms, a session, a house rule from a menu); at the table,
 * "GM moves…" for the GM's routine moves (an NPC or gang joins, a circumstance die, a rack, Murphy
 * added and spent: only the narration is public), the secondary skill from the skill tree's menus,
 * and the players' moves by menus (resist gear, Give books to a friend on the side, fly dice's
 * skill and target, the chin's follow-up skill once Ana's side ran out) and Propose a goal. Anyone but the GM pressing a GM control is refused on the
 * click, no form opens, and the stored rows stay as they were. A skill typed close to one of the
 * catalog's is answered "Did you mean …?" with a button that takes it.
 */
import { describe, expect, it, vi } from 'vitest';
import { type DoubleUser, ref, type SentMessage } from '../../tools/double';
import { storedRows } from './bot-process';
import {
  answered,
  buttonId,
  buttonsOf,
  content,
  customIds,
  gailPatQuinn,
  poolIn,
  privateOnes,
  publicOnes,
  selectOptions,
  tableOf,
  tableShowing,
  transcript,
} from './helpers';
import { pickSkill } from './pick-skill';
import { useBot } from './use-bot';

const { gm, pat, quinn } = gailPatQuinn('63'); // Pat plays Ana, Quinn plays Bea: both on Ana's side
const AIRGUN = 'Coordination: Projectiles: Airgun';
const e2e = useBot({ seed: 11, quietMs: 120, deploy: true, name: 'gm-controls' });
const run = e2e.cmd;

/** Everything the GM's controls write, to show that a refused press wrote nothing. */
async function stored(): Promise<string> {
  const tables = [
    'SELECT id, house_rules, rack_size FROM campaigns ORDER BY id',
    'SELECT * FROM npcs ORDER BY id',
    'SELECT * FROM sessions ORDER BY id',
    'SELECT * FROM conflict_npcs ORDER BY 1, 2',
    'SELECT * FROM circumstances ORDER BY id',
    'SELECT * FROM murphy_pools ORDER BY 1',
    'SELECT * FROM murphy_log ORDER BY id',
    'SELECT COUNT(*) AS n FROM events',
    'SELECT * FROM participants ORDER BY id',
  ];
  const rows = [];
  for (const sql of tables) rows.push(await storedRows(e2e.run.database, sql));
  return JSON.stringify(rows);
}

/** A press refused on the click: one private sentence, no form, no menu. */
async function refusedOnClick(sent: Promise<SentMessage[]>, pattern = /Only the GM/): Promise<void> {
  const all = answered(await sent);
  expect(
    all.map((m) => [m.kind, m.ephemeral]),
    transcript(all),
  ).toEqual([['reply', true]]);
  expect(customIds(all[0])).toEqual([]);
  expect(content(all[0])).toMatch(pattern);
}

const on = (m: SentMessage | undefined) => ({ id: m?.messageId ?? '', ephemeral: m?.ephemeral ?? false });

/** Presses `label` on the (private) message `m` as `user`. */
const press = (user: DoubleUser, m: SentMessage | undefined, label: string) =>
  e2e.double.button(user, buttonId(m, label), on(m));

const modalOf = (sent: SentMessage[]): SentMessage => {
  const m = sent.find((s) => s.kind === 'modal');
  if (!m) throw new Error(`no form opened: ${transcript(sent)}`);
  return m;
};

/** The private "GM moves…" panel of the table, opened by the GM. */
async function gmMoves(): Promise<SentMessage> {
  const t = tableOf(e2e.double);
  const [panel] = privateOnes(await e2e.double.button(gm, buttonId(t, 'GM moves…'), ref(t)));
  expect(buttonsOf(panel).map((b) => b.label)).toEqual([
    'Add an NPC or gang',
    'Circumstance die…',
    'Spend a rack',
    'Add Murphy…',
    'Spend Murphy…',
  ]);
  return panel!;
}

describe("the GM's controls and the table's menus", () => {
  let campaign: SentMessage | undefined;
  let panel: SentMessage | undefined;
  const pools: Record<string, number[]> = {};

  it('GIVEN the campaign message THEN its GM panel is refused to a player on the click, nothing stored changes', async () => {
    campaign = publicOnes(await e2e.withPublic(run(gm, 'campaign', 'create', { name: 'Panel Night' })))[0];
    expect(buttonsOf(campaign).map((b) => b.label)).toEqual(['GM panel']);
    await run(pat, 'character', 'create', { name: 'Ana' });
    for (const path of ['Coordination', 'Coordination: Projectiles', AIRGUN, 'Coordination: Acrobatics'])
      await run(pat, 'character', 'skill', { path });
    await run(pat, 'character', 'gear', { name: 'Vest', quality: 3, mode: 'resist', skill: 'Coordination' });
    await run(quinn, 'character', 'create', { name: 'Bea' });
    await run(quinn, 'character', 'skill', { path: 'Physique' });
    const before = await stored();
    await refusedOnClick(e2e.double.button(pat, buttonId(campaign, 'GM panel'), ref(campaign!)));
    // Nor does a forged form or menu of the panel do anything for a player.
    await refusedOnClick(e2e.double.modalSubmit(pat, 'gmp:npcf', { name: 'Mallory', level: '' }));
    await refusedOnClick(e2e.double.button(pat, 'gmp:sess', ref(campaign!)));
    await refusedOnClick(e2e.double.select(pat, 'gmp:rule', ['threads=on'], ref(campaign!)));
    expect(await stored()).toBe(before);
  });

  it('GIVEN the GM panel THEN the GM creates an NPC and a gang by forms, starts a session and sets a house rule from a menu', async () => {
    [panel] = privateOnes(await e2e.double.button(gm, buttonId(campaign, 'GM panel'), ref(campaign!)));
    expect(buttonsOf(panel).map((b) => b.label)).toEqual([
      'Create an NPC…',
      'Create a gang…',
      'Start a session',
      'Add Murphy…',
      'Spend Murphy…',
    ]);
    expect(selectOptions(panel).map((o) => o.value)).toContain('trailing-tie=war');
    const npcForm = modalOf(await press(gm, panel, 'Create an NPC…'));
    const viktor = await e2e.withPublic(
      e2e.double.modalSubmit(gm, npcForm.data.custom_id, { name: 'Viktor', level: '6' }, on(panel)),
    );
    expect(transcript(viktor)).toMatch(/Viktor/);
    const gangForm = modalOf(await press(gm, panel, 'Create a gang…'));
    await e2e.withPublic(
      e2e.double.modalSubmit(gm, gangForm.data.custom_id, { name: 'Pier Rats', size: '12', level: '' }, on(panel)),
    );
    await e2e.withPublic(press(gm, panel, 'Start a session'));
    await e2e.withPublic(e2e.double.select(gm, 'gmp:rule', ['trailing-tie=war'], on(panel)));
    const [npcs, sessions, campaigns] = [
      await storedRows<{ name: string; gang_size: number | null }>(
        e2e.run.database,
        'SELECT name, gang_size FROM npcs ORDER BY id',
      ),
      await storedRows(e2e.run.database, 'SELECT id FROM sessions'),
      await storedRows<{ house_rules: string }>(e2e.run.database, 'SELECT house_rules FROM campaigns'),
    ];
    expect(npcs).toEqual([
      { name: 'Viktor', gang_size: null },
      { name: 'Pier Rats', gang_size: 12 },
    ]);
    expect(sessions).toHaveLength(1);
    expect(JSON.parse(campaigns[0]!.house_rules)).toMatchObject({ 'trailing-tie': 'war' });
  });

  it('GIVEN a conflict THEN a player pressing GM moves… or any GM control is refused on the click, nothing stored changes', async () => {
    await e2e.withPublic(run(pat, 'conflict', 'start', { primary: AIRGUN, against: 'Viktor' }));
    await run(quinn, 'conflict', 'join');
    const t = await tableShowing(e2e.double, /\*\*Bea\*\* joins/);
    expect(buttonsOf(t).map((b) => b.label)).toContain('GM moves…');
    const conflictId = /^tb:gm:(\d+)$/.exec(buttonId(t, 'GM moves…'))![1];
    const before = await stored();
    for (const user of [pat, quinn]) {
      await refusedOnClick(e2e.double.button(user, buttonId(t, 'GM moves…'), ref(t)));
      for (const move of ['gm-npc', 'gm-circ'])
        await refusedOnClick(e2e.double.button(user, `tb:${move}:${conflictId}`, ref(t)));
      for (const id of ['gmp:rack', 'gmp:madd', 'gmp:mspd']) await refusedOnClick(e2e.double.button(user, id, ref(t)));
      await refusedOnClick(e2e.double.select(user, `tb:gm-npc-pick:${conflictId}`, ['Pier Rats'], ref(t)));
      await refusedOnClick(
        e2e.double.modalSubmit(user, `tb:gm-circ-form:${conflictId}`, { who: 'Ana', reason: 'mine' }),
      );
      await refusedOnClick(e2e.double.modalSubmit(user, 'gmp:maddf', { amount: '5', reason: 'mine' }));
    }
    expect(await stored()).toBe(before);
  });

  it('GIVEN GM moves… THEN the gang joins from a menu, a circumstance die, a rack and Murphy added and spent, only the narration public', async () => {
    const npcMenu = privateOnes(await press(gm, await gmMoves(), 'Add an NPC or gang'))[0]!;
    expect(selectOptions(npcMenu)).toEqual([{ label: 'Pier Rats (a gang of 12)', value: 'Pier Rats' }]);
    // Quiet moves: the table is edited in place, nothing new in the channel.
    await e2e.double.select(gm, customIds(npcMenu)[0]!, ['Pier Rats'], on(npcMenu));
    await tableShowing(e2e.double, /Pier Rats/);

    const circ = modalOf(await press(gm, await gmMoves(), 'Circumstance die…'));
    const who = circ.data.components.find((c: any) => c.label === 'Who gets the die').component;
    expect(who.options.map((o: any) => o.value)).toEqual(['Ana', 'Bea', 'GM']);
    await e2e.double.modalSubmit(gm, circ.data.custom_id, { who: 'Ana', reason: 'she holds the high ground' });
    await tableShowing(e2e.double, /\+1 circumstance die for \*\*Ana\*\*/);

    const racksLeft = async () =>
      (await storedRows<{ racks_left: number }>(e2e.run.database, 'SELECT racks_left FROM sessions'))[0]!.racks_left;
    const racks = await racksLeft();
    // Told in the channel, as /conflict rack tells it.
    const spentRack = await e2e.withPublic(press(gm, await gmMoves(), 'Spend a rack'));
    expect(publicOnes(spentRack).map(content)).toEqual([
      expect.stringMatching(/^The GM spends a rack from the session budget/),
    ]);
    expect(await racksLeft()).toBe(racks - 1);

    const add = modalOf(await press(gm, await gmMoves(), 'Add Murphy…'));
    const added = answered(
      await e2e.double.modalSubmit(gm, add.data.custom_id, { amount: '2', reason: 'Ben refused the compel' }),
    );
    expect(publicOnes(added), transcript(added)).toEqual([]);
    const spend = modalOf(await press(gm, await gmMoves(), 'Spend Murphy…'));
    const spent = await e2e.withPublic(
      e2e.double.modalSubmit(gm, spend.data.custom_id, {
        amount: '1',
        reason: 'secret grudge',
        narration: 'The lights go out.',
      }),
    );
    expect(publicOnes(spent).map(content)).toEqual(['🎲 Murphy strikes: The lights go out.']);
    const channel = () =>
      e2e.double
        .channelMessages()
        .map((m) => m.content)
        .join('\n');
    await vi.waitFor(() => expect(channel()).toContain('The lights go out.'), { timeout: 5_000 });
    expect(channel()).not.toMatch(/secret grudge|Ben refused/);
    const [pool] = await storedRows<{ balance: number }>(e2e.run.database, 'SELECT balance FROM murphy_pools');
    const log = await storedRows<{ delta: number }>(e2e.run.database, 'SELECT delta FROM murphy_log ORDER BY id');
    expect(log.map((l) => l.delta)).toEqual(expect.arrayContaining([2, -1]));
    expect(pool!.balance).toBeGreaterThanOrEqual(1);
  });

  it('GIVEN a skill or an NPC typed close to a known one THEN "Did you mean" answers with a button that takes it', async () => {
    const guessed = answered(await run(gm, 'conflict', 'secondary', { skill: 'Physiqe' }));
    expect(guessed.map((m) => m.ephemeral)).toEqual([true]);
    expect(content(guessed[0])).toMatch(/Did you mean \*\*Physique\*\*\?/);
    // Only the challenged side picks the secondary skill: Pat's press of the same button is refused.
    const mine = answered(await press(pat, guessed[0], 'Use Physique'));
    expect(content(mine[0])).toMatch(/challenged/);
    await e2e.double.button(gm, buttonId(guessed[0], 'Use Physique'), on(guessed[0]));
    await tableShowing(e2e.double, /Secondary skill: Physique/);

    // An NPC's name typed close to one of the campaign's: its button adds that one, for the GM only.
    await run(gm, 'npc', 'create', { name: 'Mallory', level: 4 });
    const npc = answered(await run(gm, 'conflict', 'add-npc', { npc: 'Malory' }));
    expect(content(npc[0])).toMatch(/Did you mean \*\*Mallory\*\*\?/);
    const before = await stored();
    await refusedOnClick(press(pat, npc[0], 'Add Mallory'));
    expect(await stored()).toBe(before);
    await press(gm, npc[0], 'Add Mallory');
    await tableShowing(e2e.double, /Mallory/);
  });

  it('GIVEN the secondary skill THEN the GM changes it from the menus before the rolls', async () => {
    const t = tableOf(e2e.double);
    const opened = await e2e.double.button(gm, buttonId(t, 'Secondary skill'), ref(t));
    const fields = selectOptions(privateOnes(opened)[0]).map((o) => o.value);
    expect(fields).toEqual(expect.arrayContaining(['Coordination', 'Physique']));
    await pickSkill(e2e.double, gm, opened, 'Coordination: Acrobatics');
    await tableShowing(e2e.double, /Secondary skill: Coordination: Acrobatics/);
    pools.Ana = poolIn(await run(pat, 'conflict', 'roll'));
    pools.Bea = poolIn(await run(quinn, 'conflict', 'roll'));
    pools.GM = poolIn(await run(gm, 'conflict', 'roll'));
    await run(gm, 'conflict', 'begin');
    await tableShowing(e2e.double, /\(exchanges\)/);
  });

  it('GIVEN the exchanges THEN Ana resists with her gear from a menu, proposes a goal, and gives a book to Bea from a menu', async () => {
    const high = (p: number[]) => String(Math.max(...p));
    const low = (p: number[]) => String(Math.min(...p));
    // Ana's best die against the GM's worst: Ana wins books.
    await run(pat, 'exchange', 'lead', {
      target: 'Viktor',
      action: 'I fire across the catwalk',
      dice: high(pools.Ana!),
    });
    await run(gm, 'exchange', 'respond', { action: 'Viktor ducks', dice: low(pools.GM!) });
    await tableShowing(e2e.double, /Exchange 1:/);

    await run(gm, 'exchange', 'lead', { target: 'Ana', action: 'Viktor swings a pipe', dice: low(pools.GM!.slice(1)) });
    const t = await tableShowing(e2e.double, /to answer/);
    const resist = modalOf(await e2e.double.button(pat, buttonId(t, 'Resist with gear'), ref(t)));
    const gear = resist.data.components[0].component;
    expect([gear.type, gear.options.map((o: any) => o.value)]).toEqual([3, ['Vest']]);
    await e2e.double.modalSubmit(pat, resist.data.custom_id, { gear: 'Vest' });
    await tableShowing(e2e.double, /resists with Vest/);
    await run(pat, 'exchange', 'respond', { action: 'I catch the pipe', dice: high(pools.Ana!.slice(1)) });
    await tableShowing(e2e.double, /Exchange 2:/);

    const table = tableOf(e2e.double);
    // A proposal first: a gift of books (like a purchase) closes the step until the next exchange.
    const [menu] = answered(await e2e.double.button(pat, buttonId(table, 'Buy a goal'), ref(table)));
    const propose = modalOf(await press(pat, menu, 'Propose a goal…'));
    const proposed = await e2e.withPublic(
      e2e.double.modalSubmit(pat, propose.data.custom_id, {
        target: 'Viktor',
        goal: 'Viktor drops his knife',
        price: '2',
      }),
    );
    expect(content(publicOnes(proposed)[0])).toMatch(
      /\*\*Ana\*\* proposes “Viktor drops his knife” against \*\*Viktor\*\*/,
    );
    const now = tableOf(e2e.double);
    const give = modalOf(await e2e.double.button(pat, buttonId(now, 'Give books'), ref(now)));
    const to = give.data.components.find((c: any) => c.label === 'To whom').component;
    expect([to.type, to.options.map((o: any) => o.value)]).toEqual([3, ['Bea']]);
    await e2e.double.modalSubmit(pat, give.data.custom_id, { to: 'Bea', amount: '1' });
    // A gift is told in the channel, or (a quiet click) on the table: either way everyone reads it.
    const channel = () =>
      e2e.double
        .channelMessages()
        .map((m) => m.content)
        .join('\n');
    await vi.waitFor(() => expect(channel()).toMatch(/Ana\*{0,2} (gives|gave) 1 book to \*{0,2}Bea/), {
      timeout: 5_000,
    });
  });

  it('GIVEN /fly with a skill typed close to one of the catalog THEN its "Did you mean" button asks whom from a menu', async () => {
    const guessed = answered(await e2e.flat(pat, 'fly', { skill: 'Coordination: Acrobatcs', against: 'Viktor' }));
    expect(content(guessed[0])).toMatch(/Did you mean \*\*Coordination: Acrobatics\*\*\?/);
    const [whom] = answered(await press(pat, guessed[0], 'Use Coordination: Acrobatics'));
    // Two stand on the other side: whom is asked again, from a menu (nothing flown yet).
    expect(selectOptions(whom).map((o) => o.value)).toEqual(['Viktor', 'Pier Rats', 'Mallory']);
    expect(customIds(whom)[0]).toMatch(/^tb:fly-to:\d+:\d+$/);
  });

  it('GIVEN Fly dice THEN Ana picks the skill from the tree and whom from a menu of the other side', async () => {
    const t = tableOf(e2e.double);
    const opened = await e2e.double.button(pat, buttonId(t, 'Fly dice'), ref(t));
    const asked = await pickSkill(e2e.double, pat, opened, 'Coordination: Acrobatics');
    const whom = privateOnes(asked).find((m) => customIds(m).some((id) => id.startsWith('tb:fly-to:')))!;
    expect(selectOptions(whom).map((o) => o.value)).toEqual(['Viktor', 'Pier Rats', 'Mallory']);
    const flown = await e2e.withPublic(e2e.double.select(pat, customIds(whom)[0]!, ['Pier Rats'], on(whom)));
    expect(content(publicOnes(flown)[0])).toMatch(/^\*\*Ana\*\* rolls fly dice against \*\*Pier Rats\*\*/);
  });

  it('GIVEN Ana pushes her last dice THEN her side ran out first, and the chin picks the follow-up skill from the menus', async () => {
    const ana = poolIn(await run(pat, 'conflict', 'pool'));
    const gmPool = poolIn(await run(gm, 'conflict', 'pool'));
    const lowest = [...gmPool].sort((a, b) => a - b).slice(0, ana.length);
    await run(pat, 'exchange', 'lead', {
      target: 'Viktor',
      action: 'I throw everything I have',
      dice: ana.join(' '),
      confirm: true,
    });
    await run(gm, 'exchange', 'respond', { action: 'Viktor takes it', dice: lowest.join(' ') });
    const over = await tableShowing(e2e.double, /\(over\)/);
    expect(buttonsOf(over).map((b) => b.label)).toContain('Take it on the chin');
    const chin = await e2e.double.button(pat, buttonId(over, 'Take it on the chin'), ref(over));
    await pickSkill(e2e.double, pat, chin, AIRGUN);
    // R8.4: the follow-up starts, or waits first for the books still unspent to be spent or given up.
    await tableShowing(e2e.double, /\(setting up\)|Before the follow-up/);
  });
});
