/**
 * Preset rolls through Discord: the other seeds' dice systems played to the end with buttons, menus and
 * forms on a /roll result. A drama pool bought with skill, ability and drama, then each spend against
 * the balance the GM grants and sets; a secret Finesse/Force turn split, planned to its Force array
 * and an attack; a ship movement with a chosen die doubled; a mercenary attack by names; refusals
 * (unknown keys and names, over-cap pools, spends beyond the balance) that change nothing. Each roll
 * is one message, redrawn in place by every choice; a choice made on a state the roll has left (an
 * old copy's menu, an interaction sent again) is refused and changes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { startScript } from './bot-process';
import { useBot } from './use-bot';
import { type CommandOption, type DoubleUser, opts, ref, type SentMessage } from '../../tools/double';
import { content, customIds } from './helpers';

const gm: DoubleUser = { id: '418000000000000001', username: 'gail' };
const ana: DoubleUser = { id: '418000000000000002', username: 'ana' };

const e2e = useBot({ seed: 31, name: 'systems' });

const roll = (user: DoubleUser, preset: string, notation: string, secret = false) =>
  e2e.double.command(user, 'roll', opts({ preset, notation, ...(secret ? { secret } : {}) }));
const drama = (user: DoubleUser, subcommand: string, options: CommandOption[] = []) =>
  e2e.double.command(user, 'drama', [{ name: subcommand, type: 1, options }]);
const player = (u: DoubleUser): CommandOption => ({ name: 'player', type: 6, value: u.id });
const amount = (n: number): CommandOption => ({ name: 'amount', type: 4, value: n });
const balance = async () => content((await drama(ana, 'show'))[0]);

/** The options of the select menu with this custom id. */
function menuOptions(m: SentMessage | undefined, customId: string): { label: string; value: string }[] {
  const rows: any[] = Array.isArray(m?.data?.components) ? m.data.components : [];
  return rows.flatMap((r) => r.components ?? []).find((c: any) => c.custom_id === customId)?.options ?? [];
}
/** All the answers to one interaction once `n` have arrived (a late follow-up on a busy machine). */
const settled = e2e.settled;
const idLike = (m: SentMessage | undefined, code: string) => customIds(m).find((id) => id.startsWith(`roll:${code}:`))!;
/** Faces of the first line of dice, "Rolled **7** on a d8 and 3 on a d8, needing…" → [7, 3]. */
const dramaFaces = (m: SentMessage | undefined) =>
  [...(/^Rolled (.*?), needing/m.exec(content(m))?.[1] ?? '').matchAll(/(\d+)\** on a d\d+/g)].map((x) => Number(x[1]));

beforeAll(async () => {
  await e2e.double.command(gm, 'campaign', [
    { name: 'create', type: 1, options: [{ name: 'name', type: 3, value: 'Drama Night' }] },
  ]);
});

describe('drama dice (seed 002)', () => {
  let rolled: SentMessage;

  it('GIVEN the GM grants drama THEN only the GM is told, and the player sees their own balance', async () => {
    const [granted] = await drama(gm, 'grant', [player(ana), amount(16)]);
    expect(granted).toMatchObject({ ephemeral: true });
    expect(content(granted)).toBe(`<@${ana.id}> now has 16 drama.`);
    expect(await balance()).toBe('You have 16 drama in Drama Night.');
    const [refused] = await drama(ana, 'grant', [player(ana), amount(5)]);
    expect(content(refused)).toBe('Only the GM of Drama Night can do that.');
    expect(await balance()).toBe('You have 16 drama in Drama Night.');
  });

  it('GIVEN unknown keys, an over-cap pool or too little drama THEN one sentence each and nothing changes', async () => {
    const before = e2e.double.messages.length;
    const answers = [
      await roll(ana, 'drama-pool', 'skil=3 ability=2 2d8 vs 6'),
      await roll(ana, 'drama-pool', 'skill=1 ability=1 10d12 vs 6'),
      await roll(ana, 'drama-pool', 'skill=3 ability=2 drama=17 2d8 d6 vs 6'),
      await roll(ana, 'drama-pool', '2d8 vs 6'),
    ];
    expect(answers.map((a) => a.map((m) => m.ephemeral))).toEqual([[true], [true], [true], [true]]);
    expect(answers.map((a) => content(a[0]))).toEqual([
      '"skil=" is not an input here; the known ones are skill=, ability=, drama=.',
      'Those dice cost 50, but drama can at most double a pool of 2 to 4.',
      'You put in 17 drama, but you have only 16.',
      expect.stringMatching(/^Type skill= and ability=/),
    ]);
    expect(e2e.double.messages.slice(before).filter((m) => !m.ephemeral)).toEqual([]);
    expect(await balance()).toBe('You have 16 drama in Drama Night.');
  });

  it('GIVEN a pool bought with skill, ability and drama THEN the roll is public with its spends as buttons', async () => {
    const answers = await settled(await roll(ana, 'drama-pool', 'skill=3 ability=2 drama=3 2d8 d6 vs 6'), 2);
    expect(answers.map((m) => m.ephemeral)).toEqual([false, true]);
    expect(content(answers[1])).toBe('You have 13 drama left.');
    rolled = answers[0]!;
    expect(content(rolled)).toMatch(
      /^\*\*ana\*\* rolled Drama dice: pool roll \(`skill=3 ability=2 drama=3 2d8 d6 vs 6`\)\nRolled .* on a d8, .* on a d8 and .* on a d6, needing 6 or more: \d+ success/,
    );
    expect(content(rolled)).toContain('Dice cost 8 from a pool of 5, 3 of it from drama.');
    expect(customIds(rolled).map((id) => id.replace(/:\d+:/, ':N:'))).toEqual(
      expect.arrayContaining(['roll:rr:N:0', 'roll:ma:N:0', 'roll:df:N:0']),
    );
    expect(await balance()).toBe('You have 13 drama in Drama Night.');
  });

  it('GIVEN someone else clicks THEN they are refused and nothing changes', async () => {
    const [refused] = await e2e.double.select(gm, idLike(rolled, 'rr'), ['0'], ref(rolled));
    expect(refused).toMatchObject({ ephemeral: true });
    expect(content(refused)).toBe('Only ana can make the choices of this roll.');
    expect(await balance()).toBe('You have 13 drama in Drama Night.');
  });

  it('GIVEN a reroll, a max-one and a max-all THEN each costs its drama and redraws the one roll message; beyond the balance it is refused', async () => {
    const publicBefore = e2e.double.channelMessages().length;
    const rerolled = await settled(await e2e.double.select(ana, idLike(rolled, 'rr'), ['0'], ref(rolled)), 2);
    expect(rerolled.map((m) => [m.kind, m.ephemeral])).toEqual([
      ['update', false],
      ['followup', true],
    ]);
    expect(rerolled[0]!.messageId).toBe(rolled.messageId);
    expect(content(rerolled[0])).toMatch(/\n\*\*ana\*\* spends 1 drama to reroll one die: die 1 \d+ → \d+\.\n/);
    expect(content(rerolled[1])).toBe('You have 12 drama left.');

    // The menu as first shown (an old copy of the message, a replay): refused, nothing spent or redrawn.
    const stale = await e2e.double.select(ana, idLike(rolled, 'rr'), ['1'], ref(rolled));
    expect(stale.map((m) => [m.kind, m.ephemeral])).toEqual([['reply', true]]);
    expect(content(stale[0])).toBe(
      'This roll has changed since that choice was shown, so nothing was done: choose again on the roll as it stands now.',
    );
    expect(e2e.double.channelMessages().find((m) => m.id === rolled.messageId)?.content).toBe(content(rerolled[0]));
    expect(await balance()).toBe('You have 12 drama in Drama Night.');

    const latest = rerolled[0]!;
    const mx = idLike(latest, 'mx');
    const option = menuOptions(latest, mx)[0]!;
    const maxed = await settled(await e2e.double.select(ana, mx, [option.value], ref(latest)), 2);
    expect(content(maxed[0])).toMatch(/spends 5 drama to max out one die: die \d \d+ → (8|6)\./);
    expect(content(maxed[1])).toBe('You have 7 drama left.');

    const [short] = await e2e.double.button(ana, idLike(maxed[0], 'ma'), ref(maxed[0]!));
    expect(short).toMatchObject({ ephemeral: true });
    expect(content(short)).toBe('That spend costs 10 drama, but only 7 are left.');
    expect(await balance()).toBe('You have 7 drama in Drama Night.');

    const [set] = await drama(gm, 'set', [player(ana), amount(10)]);
    expect(content(set)).toBe(`<@${ana.id}> now has 10 drama.`);
    const all = await settled(await e2e.double.button(ana, idLike(maxed[0], 'ma'), ref(maxed[0]!)), 2);
    expect(content(all[0])).toMatch(/spends 10 drama to max out every die/);
    expect(dramaFaces(all[0])).toEqual([8, 8, 6]);
    expect(content(all[0])).toContain('needing 6 or more: 3 successes.');
    expect(customIds(all[0]).some((id) => id.startsWith('roll:ma:'))).toBe(false);
    expect(content(all[1])).toBe('You have 0 drama left.');
    // Five choices, and still the one message in the channel.
    expect(e2e.double.channelMessages().length).toBe(publicBefore);
    expect(all[0]!.messageId).toBe(rolled.messageId);
  });

  it('GIVEN the roll compared with a defence THEN the hit and its extra damage point are shown; the old form is refused', async () => {
    const last = e2e.double.messages.filter((m) => !m.ephemeral && content(m).includes('max out every die')).at(-1)!;
    const [modal] = await e2e.double.button(ana, idLike(last, 'df'), ref(last));
    expect(modal).toMatchObject({ kind: 'modal' });
    const [compared] = await e2e.double.modalSubmit(ana, modal!.data.custom_id, { successes: '1' }, ref(last));
    expect(compared).toMatchObject({ kind: 'update', ephemeral: false, messageId: rolled.messageId });
    expect(content(compared)).toContain('3 successes against 1: a hit, with 1 extra damage pool point.');
    expect(customIds(compared).some((id) => id.startsWith('roll:df:'))).toBe(false);
    // The same form sent again: the roll has moved on, so it is refused and the message stays.
    const [again] = await e2e.double.modalSubmit(ana, modal!.data.custom_id, { successes: '3' }, ref(last));
    expect(again).toMatchObject({ ephemeral: true });
    expect(content(again)).toMatch(/^This roll has changed since that choice was shown/);
    expect(e2e.double.channelMessages().find((m) => m.id === rolled.messageId)?.content).toBe(content(compared));
  });

  it('GIVEN an attack the defender does not roll against THEN the opposed preset still resolves it', async () => {
    const [attack] = await roll(ana, 'drama-opposed', 'skill=4 ability=4 2d8 vs 3');
    expect(content(attack)).toMatch(/\d+ success(es)? against no defence: (a hit|the attack misses)/);
  });
});

describe('Finesse and Force (seed 004), secret', () => {
  it('GIVEN a secret roll THEN split, plan and an attack stay private and reach the Force array', async () => {
    const answers = await roll(ana, 'finesse-force', '9 12 will=3', true);
    expect(answers.map((m) => [m.ephemeral, m.userId])).toEqual([[true, ana.id]]);
    const first = answers[0]!;
    expect(content(first)).toContain('(secret: only you see this)');
    expect(content(first)).toContain('12 dice (pool access 9, plus 3 Will)');
    // "Rolled **2**, 5, **1**: 2 dice succeed, a 2 and a 1 (only 1s and 2s succeed)."
    const rolled = /^Rolled (.*?): /m.exec(content(first))![1]!;
    expect(content(first)).toMatch(/(die|dice) succeeds?, .* \(only 1s and 2s succeed\)\./);
    const twos = rolled.split('**2**').length - 1;
    const ones = rolled.split('**1**').length - 1;
    expect(twos + ones).toBeGreaterThan(1);

    const [splitForm] = await e2e.double.button(ana, idLike(first, 'sp'), ref(first));
    expect(splitForm).toMatchObject({ kind: 'modal' });
    const toForce = twos > 0 ? { twos: '1', ones: '0' } : { twos: '0', ones: '1' };
    const [split] = await e2e.double.modalSubmit(ana, splitForm!.data.custom_id, toForce, ref(first));
    expect(split).toMatchObject({ kind: 'update', ephemeral: true, messageId: first.messageId });
    const force = twos > 0 ? 3 : 2;
    expect(content(split)).toContain(`Force ${force} (`);

    const [planForm] = await e2e.double.button(ana, idLike(split, 'pl'), ref(split!));
    const [planned] = await e2e.double.modalSubmit(
      ana,
      planForm!.data.custom_id,
      { actions: '1, 2', wits: '3' },
      ref(split!),
    );
    expect(planned).toMatchObject({ ephemeral: true });
    expect(content(planned)).toContain(`Force array: ${force}, ${force - 1} · Wits spent 2, left 1`);
    expect(content(planned)).toMatch(/Action 1: dice 1, Finesse [12], Force \d/);

    const [attackForm] = await e2e.double.button(ana, idLike(planned, 'at'), ref(planned!));
    const [attacked] = await e2e.double.modalSubmit(
      ana,
      attackForm!.data.custom_id,
      { action: '1', finesse: '', force: '' },
      ref(planned!),
    );
    expect(content(attacked)).toMatch(
      new RegExp(`Attack with action 1: Finesse [12] beats no defence: the attack inflicts Force ${force}\\.`),
    );
    expect(
      e2e.double.messages.filter((m) => m.interactionId === attacked!.interactionId).every((m) => m.ephemeral),
    ).toBe(true);
  });

  it('GIVEN more dice than plain notation allows THEN the preset refuses them too', async () => {
    const [refused] = await roll(ana, 'finesse-force', '600 will=401');
    expect(content(refused)).toBe('At most 1000 dice can be rolled at once (asked for 1001 Finesse/Force dice).');
  });
});

describe('Merchant of Venus (seed 001)', () => {
  it('GIVEN a Whynom scout THEN the pilot picks the die to double', async () => {
    const [moved] = await roll(ana, 'mov-move', 'whynom scout');
    expect(content(moved)).toMatch(
      /Whynom scout \(rolls 2 dice, one counts twice\): rolled (\d) and (\d)\.\nPick the die that counts twice\./,
    );
    const [a, b] = /rolled (\d) and (\d)\./.exec(content(moved))!.slice(1).map(Number) as [number, number];
    const dbl = idLike(moved, 'dbl');
    const [notYours] = await e2e.double.select(gm, dbl, ['1'], ref(moved!));
    expect(content(notYours)).toBe('Only ana can make the choices of this roll.');
    const [picked] = await e2e.double.select(ana, dbl, ['1'], ref(moved!));
    expect(content(picked)).toContain(
      `Whynom scout (rolls 2 dice, one counts twice): rolled ${a} and ${b} (the ${b} counts twice): ${a} + ${b} + ${b} = ${a + 2 * b}, so ${a + 2 * b} movement points.`,
    );
    expect(customIds(picked).filter((id) => id !== 'undefined')).toEqual([]);
    expect(picked).toMatchObject({ kind: 'update', messageId: moved!.messageId });
    const [again] = await e2e.double.select(ana, dbl, ['0'], ref(moved!));
    expect(content(again)).toMatch(/^This roll has changed since that choice was shown/);
  });

  it('GIVEN a Nik clipper rolled before the bot restarts THEN its menu still picks the two dice afterwards', async () => {
    const [moved] = await roll(ana, 'mov-move', 'nik clipper');
    const faces = /rolled (\d), (\d), (\d) and (\d)\./.exec(content(moved))!.slice(1).map(Number);
    expect(menuOptions(moved, idLike(moved, 'use')).map((o) => o.label)).toEqual(
      faces.map((f, i) => `Die ${i + 1}: ${f}`),
    );
    await e2e.run.bot.kill('SIGKILL');
    e2e.double.disconnectAll();
    e2e.run.bot = startScript('src/main.ts', e2e.run.env);
    await e2e.double.waitForBot(20_000);
    const [picked] = await e2e.double.select(ana, idLike(moved, 'use'), ['1', '3'], ref(moved!));
    expect(content(picked)).toContain(
      `Nik clipper (rolls 4 dice, uses 2, times 2): rolled ${faces.slice(0, 3).join(', ')} and ${faces[3]}; it uses ${faces[1]} and ${faces[3]}: ${faces[1]} + ${faces[3]} = ${faces[1]! + faces[3]!}, times 2 = ${2 * (faces[1]! + faces[3]!)}, so ${2 * (faces[1]! + faces[3]!)} movement points.`,
    );
  });

  it('GIVEN a mercenary attack by names THEN their firepower is summed and the attack resolved', async () => {
    const [attack] = await roll(ana, 'mov-mercenary-attack', 'AirCav, Street Cops vs GL forts=20');
    expect(attack?.ephemeral).toBe(false);
    expect(content(attack)).toContain('Attacking: AirCav 70 + Street Cops 50. Defending: General Luck 60 + forts 20.');
    expect(content(attack)).toMatch(
      /The attacker rolled an? \d \(worth \d+\) with 120 firepower: \d+ in all\. The defender rolled an? \d \(worth \d+\) with 80 firepower: \d+ in all\. /,
    );
  });

  it('GIVEN an unknown mercenary or haggling key THEN the known ones are listed', async () => {
    const [merc] = await roll(ana, 'mov-mercenary-attack', 'Mercs vs GL');
    expect(content(merc)).toMatch(/^"Mercs" is not a mercenary; the markers are AA Armored Auditors, AC AirCav, .*\.$/);
    const [haggle] = await roll(ana, 'mov-haggle', 'goods=3 owns=2');
    expect(content(haggle)).toBe(
      '"owns=" is not an input here; the known ones are goods=, own=, enemy=, mercs=, enemy-mercs=.',
    );
  });
});
