/**
 * Merchant of Venus optional combat pieces from seed 001: the mercenary attack (rule 9.332), the
 * mercenary roster ("THE MERCENARIES" table) and Variable Nova Balls (rule 3). All dice are d6.
 */
import { rollD6, type RandomSource } from '../dice';
import { echo } from '../echo';
import { SystemError } from './errors';
import { wholeNumber } from './validate';
import { ruleMessages } from '../messages';

export interface Mercenary {
  id: string;
  name: string;
  culture: string;
  /** Firepower printed on the front of the marker. */
  strength: number;
  /** Price in dollars. */
  cost: number;
}

const roster: Array<[string, string, string, number]> = [
  ['CI', 'Carnivorous Ivy', 'Nillis', 30],
  ['GL', 'General Luck', 'Volois', 60],
  ['MG', 'Mud Guard', 'Graw', 30],
  ['SL', 'Slug Guard', 'Graw', 30],
  ['SA', 'Stock Aides', 'Graw', 20],
  ['TS', 'Time Servers', 'Graw', 20],
  ['PJ', 'Practical Jokers', 'Niks', 40],
  ['AA', 'Armored Auditors', 'Dell', 40],
  ['AP', 'Adventurous Pessimists', 'Dell', 30],
  ['SC', 'Street Cops', 'Humans', 50],
  ['SG', 'Street Gang', 'Humans', 40],
  ['PP', 'Panzer Pack', 'Shenna', 60],
  ['WP', 'War Pride', 'Shenna', 50],
  ['PB', 'Puss-in-Boots', 'Shenna', 40],
  ['FT', 'Field Team', 'Yxklyx', 40],
  ['ST', 'Swarm Troopers', 'Zum', 40],
  ['SW', 'Swat Team', 'Zum', 20],
  ['TT', 'Think Tank', 'Eeepeeep', 60],
  ['AC', 'AirCav', 'Whynoms', 70],
  ['SF', 'Storm Flu', 'Cholos', 40],
  ['TTTT', '10-Ton Tapdance Troop', 'Wollow', 40],
  ['BC', 'Ballet Company', 'Wollow', 30],
  ['MD', 'Mad Dreams', 'Qossuth', 50],
  ['NM', 'New Math', 'Qossuth', 50],
];

/** Every cost in the seed's table is three dollars per point of strength. */
export const MERCENARIES: readonly Mercenary[] = roster.map(([id, name, culture, strength]) => ({
  id,
  name,
  culture,
  strength,
  cost: strength * 3,
}));

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** "AC AirCav, AA Armored Auditors, …": every marker, for refusals that list the known ones. */
export const MERCENARY_LIST = [...MERCENARIES]
  .sort((a, b) => a.id.localeCompare(b.id))
  .map((m) => `${m.id} ${m.name}`)
  .join(', ');

/**
 * A mercenary marker by its id (AC) or its name (AirCav, "Puss-in-Boots"), ignoring case, spaces and
 * punctuation; an unknown one is refused with the list of known markers.
 */
export function findMercenary(nameOrId: string): Mercenary {
  const key = squash(String(nameOrId));
  const merc = key === '' ? undefined : MERCENARIES.find((m) => squash(m.id) === key || squash(m.name) === key);
  if (!merc)
    throw new SystemError('system/bad-choice', ruleMessages.unknownMercenary(echo(String(nameOrId)), MERCENARY_LIST));
  return merc;
}

/** Sums the strengths of mercenaries named by id or name; repeats are refused (each marker is unique). */
export function mercenaryFirepower(names: readonly string[]): number {
  const seen = new Set<string>();
  let total = 0;
  for (const raw of names) {
    const merc = findMercenary(raw);
    if (seen.has(merc.id)) throw new SystemError('system/bad-choice', ruleMessages.mercenaryListedTwice(merc.name));
    seen.add(merc.id);
    total += merc.strength;
  }
  return total;
}

export type AttackOutcome = 'attacker-wins' | 'defender-wins' | 'tie';

export interface MercenaryAttackSide {
  roll: number;
  /** Firepower of the side's Forts and mercenaries on the dot. */
  firepower: number;
  /** Ten times the roll plus firepower. */
  strength: number;
}

/** Both sides of one attack, and the attack told in one line. */
interface BothSides<Side> {
  attacker: Side;
  defender: Side;
  text: string;
}

export interface MercenaryAttackResult extends BothSides<MercenaryAttackSide> {
  outcome: AttackOutcome;
  /** What the outcome means at the table, in one sentence. */
  effect: string;
}

/** Rule 9.332 with both rolls already known (each a d6 face). */
export function resolveMercenaryAttack(
  attacker: { roll: number; firepower: number },
  defender: { roll: number; firepower: number },
): MercenaryAttackResult {
  // Rule 9.33: an attack must use at least one mercenary, so the attacker's firepower cannot be 0.
  const a = side(attacker, 'attacker', 1);
  const d = side(defender, 'defender', 0);
  const outcome: AttackOutcome =
    a.strength > d.strength ? 'attacker-wins' : a.strength < d.strength ? 'defender-wins' : 'tie';
  const effect = {
    'attacker-wins': 'The target is removed and the attacker carries on with the turn.',
    'defender-wins': 'The defender picks one attacking mercenary to remove, and the attacker’s turn is over.',
    tie: 'Nobody loses anything, but the attacker’s turn is over.',
  }[outcome];
  // "The attacker rolled a 3 (worth 30) with 30 firepower: 60 in all."
  const told = (who: string, s: MercenaryAttackSide) =>
    `The ${who} rolled a ${s.roll} (worth ${10 * s.roll}) with ${s.firepower} firepower: ${s.strength} in all.`;
  const text = `${told('attacker', a)} ${told('defender', d)} ${effect}`;
  return { attacker: a, defender: d, outcome, effect, text };
}

/** Rule 9.332: each side rolls one die and adds its firepower. */
export const rollMercenaryAttack = rollEach(resolveMercenaryAttack, 'firepower', 'firepower', {
  attacker: 1,
  max: 100_000,
});
function side(s: { roll: number; firepower: number }, who: string, minFirepower: number): MercenaryAttackSide {
  const roll = wholeNumber(s.roll, `the ${who}'s roll`, 1, 6, 'dice/bad-face');
  const firepower = wholeNumber(s.firepower, `the ${who}'s firepower`, minFirepower, 100_000);
  return { roll, firepower, strength: 10 * roll + firepower };
}

/** Base worth of one Nova Ball; rule 3 doubles or halves it. */
export const NOVA_BALL_FIREPOWER = 20;

export interface NovaBallSide {
  roll: number;
  novaBalls: number;
  standing: 'higher' | 'lower' | 'tie';
  /** 40 for the higher roll, 10 for the lower, 20 on a tie. */
  perBall: number;
  firepower: number;
}

export type NovaBallResult = BothSides<NovaBallSide>;

/**
 * Rule 3 with the two blast-attack rolls known. Reading: "the player who rolls higher" compares the
 * two players' own blast-attack die rolls, one d6 each; a side that fired no Nova Balls still rolls.
 */
export function resolveNovaBalls(
  attacker: { roll: number; novaBalls: number },
  defender: { roll: number; novaBalls: number },
): NovaBallResult {
  const aRoll = wholeNumber(attacker.roll, "the attacker's roll", 1, 6, 'dice/bad-face');
  const dRoll = wholeNumber(defender.roll, "the defender's roll", 1, 6, 'dice/bad-face');
  const a = novaSide(aRoll, attacker.novaBalls, aRoll > dRoll ? 'higher' : aRoll < dRoll ? 'lower' : 'tie', 'attacker');
  const d = novaSide(dRoll, defender.novaBalls, dRoll > aRoll ? 'higher' : dRoll < aRoll ? 'lower' : 'tie', 'defender');
  const standing = { higher: 'the higher roll', lower: 'the lower roll', tie: 'a tie' };
  const show = (who: string, s: NovaBallSide): string =>
    `the ${who} rolled ${s.roll} (${standing[s.standing]}): ${s.novaBalls} Nova ${s.novaBalls === 1 ? 'Ball' : 'Balls'} at ${s.perBall} each, ${s.firepower} firepower`;
  const text = `${show('attacker', a)}; ${show('defender', d)}.`;
  return { attacker: a, defender: d, text: text.charAt(0).toUpperCase() + text.slice(1) };
}

/** Rule 3 rolling one d6 for each side. */
export const rollNovaBalls = rollEach(resolveNovaBalls, 'novaBalls', 'Nova Balls', { attacker: 0, max: 1000 });

/**
 * A roll where each side rolls one d6, the attacker first (rules 9.332 and 3): both sides' amounts
 * are checked before any die is rolled (the attacker's lowest may differ, the defender's is 0).
 */
function rollEach<K extends string, R>(
  resolve: (attacker: { roll: number } & Record<K, number>, defender: { roll: number } & Record<K, number>) => R,
  key: K,
  what: string,
  limits: { attacker: number; max: number },
): (attacker: number, defender: number, source: RandomSource) => R {
  return (attacker, defender, source) => {
    wholeNumber(attacker, `the attacker's ${what}`, limits.attacker, limits.max);
    wholeNumber(defender, `the defender's ${what}`, 0, limits.max);
    const side = (roll: number, amount: number) => ({ roll, [key]: amount }) as { roll: number } & Record<K, number>;
    const attackerRoll = rollD6(source);
    return resolve(side(attackerRoll, attacker), side(rollD6(source), defender));
  };
}

function novaSide(roll: number, balls: number, standing: NovaBallSide['standing'], who: string): NovaBallSide {
  const novaBalls = wholeNumber(balls, `the ${who}'s Nova Balls`, 0, 1000);
  const perBall =
    standing === 'higher'
      ? NOVA_BALL_FIREPOWER * 2
      : standing === 'lower'
        ? NOVA_BALL_FIREPOWER / 2
        : NOVA_BALL_FIREPOWER;
  return { roll, novaBalls, standing, perBall, firepower: perBall * novaBalls };
}
