/**
 * Merchant of Venus optional rule 5, Customized Spaceships (seed 001, "CUSTOM SHIPS" table and its
 * Notes): how many dice each species' ship rolls for movement, how many it may use, and what
 * multiplies them.
 */
import { rollD6, type RandomSource } from '../dice';
import { SystemError } from './errors';
import { sum } from './validate';
import { ruleMessages } from '../messages';

export const SPECIES = ['human', 'whynom', 'eeepeeep', 'nik', 'dell', 'qossuth'] as const;
export const SHIP_TYPES = ['scout', 'clipper', 'transport', 'freighter'] as const;
export type Species = (typeof SPECIES)[number];
export type ShipType = (typeof SHIP_TYPES)[number];
export type HullExtra = 'fare' | 'equipment' | 'goods';

export interface CustomShip {
  species: Species;
  ship: ShipType;
  /** Dice rolled for movement. */
  roll: number;
  /** Dice that may be used; null means all rolled dice are used. */
  use: number | null;
  /** Multiplies the used dice; 1 when the table gives none. */
  multiplier: number;
  /** "Double one": one used die (the player's pick) counts twice. */
  doubleOne: boolean;
  /** Holds that may carry only Fares or Equipment. */
  restrictedHolds: number;
  /** One extra marker of this type may ride on the hull. */
  hullExtra: HullExtra | null;
}

type Row = [
  roll: number,
  use: number | null,
  multiplier: number,
  doubleOne: boolean,
  restricted: number,
  extra: HullExtra | null,
];

/** Columns are scout, clipper, transport, freighter, in the seed's order. */
const TABLE: Record<Species, [Row, Row, Row, Row]> = {
  human: [
    [3, null, 1, false, 0, null],
    [4, null, 1, false, 0, null],
    [3, null, 1, false, 0, null],
    [2, null, 1, false, 0, null],
  ],
  // "1 die, doubled" on the freighter is read as a x2 multiplier, not as "double one".
  whynom: [
    [2, null, 1, true, 0, null],
    [3, null, 1, true, 0, null],
    [2, null, 1, true, 0, null],
    [1, null, 2, false, 0, null],
  ],
  eeepeeep: [
    [2, 1, 4, false, 0, null],
    [3, 1, 3, false, 0, null],
    [2, 1, 4, false, 0, null],
    [1, null, 3, false, 0, null],
  ],
  nik: [
    [4, 3, 1, false, 1, null],
    [4, 2, 2, false, 1, null],
    [4, 3, 1, false, 2, null],
    [3, 2, 1, false, 3, null],
  ],
  dell: [
    [4, 2, 1, false, 0, 'fare'],
    [4, 3, 1, false, 0, 'equipment'],
    [4, 2, 1, false, 0, 'goods'],
    [4, 1, 1, false, 0, null],
  ],
  qossuth: [
    [1, null, 3, false, 0, 'equipment'],
    [1, null, 4, false, 0, 'equipment'],
    [1, null, 3, false, 0, 'equipment'],
    [1, null, 2, false, 0, 'equipment'],
  ],
};

/** Looks up a species' customised ship; names are case-insensitive. */
export function customShip(species: string, ship: string): CustomShip {
  const sp = String(species).trim().toLowerCase();
  const sh = String(ship).trim().toLowerCase();
  if (!(SPECIES as readonly string[]).includes(sp)) {
    throw new SystemError('system/unknown-species', ruleMessages.unknownSpecies(species, SPECIES.join(', ')));
  }
  if (!(SHIP_TYPES as readonly string[]).includes(sh)) {
    throw new SystemError('system/unknown-ship', ruleMessages.unknownShipType(ship, SHIP_TYPES.join(', ')));
  }
  const row = TABLE[sp as Species][SHIP_TYPES.indexOf(sh as ShipType)]!;
  const [roll, use, multiplier, doubleOne, restrictedHolds, hullExtra] = row;
  return { species: sp as Species, ship: sh as ShipType, roll, use, multiplier, doubleOne, restrictedHolds, hullExtra };
}

/** The movement rule in words, e.g. "rolls 4 dice, uses 2, times 2". */
export function describeShip(s: CustomShip): string {
  const parts = [`rolls ${s.roll} ${s.roll === 1 ? 'die' : 'dice'}`];
  if (s.use !== null) parts.push(`uses ${s.use}`);
  if (s.doubleOne) parts.push('one counts twice');
  if (s.multiplier !== 1) parts.push(`times ${s.multiplier}`);
  return parts.join(', ');
}

/** "6, 1, 3 and 5". */
export function listInWords(xs: readonly (number | string)[]): string {
  return xs.length > 1 ? `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}` : String(xs[0] ?? 'nothing');
}

/** The player's picks after rolling; indices point into the rolled dice. */
export interface MovementChoice {
  /** Which dice to use; required size is the ship's `use`. Default: the highest dice. */
  use?: readonly number[];
  /** For "double one" ships, which used die counts twice. Default: the highest used die. */
  double?: number;
}

export interface MovementResult {
  ship: CustomShip;
  rolls: number[];
  /** Indices of the dice used for movement, in roll order. */
  used: number[];
  /** Indices of the dice set aside (they neither move the ship nor serve as Pilot number). */
  discarded: number[];
  /** Index of the die counted twice, or null. */
  doubled: number | null;
  points: number;
  /** Faces the player may name as Pilot number: the used dice at face value, high to low, distinct. */
  pilotOptions: number[];
  text: string;
}

/** Rolls a ship's movement dice and applies `choice` (or the highest-scoring default). */
export function rollMovement(
  species: string,
  ship: string,
  source: RandomSource,
  choice: MovementChoice = {},
): MovementResult {
  const spec = customShip(species, ship);
  const rolls: number[] = [];
  for (let i = 0; i < spec.roll; i++) rolls.push(rollD6(source));
  return chooseMovement(spec, rolls, choice);
}

/** Scores already-rolled movement dice under the player's choice; lets the player re-pick. */
export function chooseMovement(
  spec: CustomShip,
  rolls: readonly number[],
  choice: MovementChoice = {},
): MovementResult {
  if (rolls.length !== spec.roll || rolls.some((f) => !Number.isInteger(f) || f < 1 || f > 6)) {
    throw new SystemError(
      'system/bad-choice',
      ruleMessages.movementFacesWrong(spec.species, spec.ship, spec.roll, spec.roll === 1 ? 'die' : 'dice'),
    );
  }
  const used = pickUsed(spec, rolls, choice.use);
  const doubled = pickDoubled(spec, rolls, used, choice.double);
  const faces = used.map((i) => rolls[i]!);
  const base = sum(faces) + (doubled === null ? 0 : rolls[doubled]!);
  const points = base * spec.multiplier;
  const discarded = rolls.map((_, i) => i).filter((i) => !used.includes(i));
  const pilotOptions = [...new Set(faces)].sort((a, b) => b - a);
  return {
    ship: { ...spec },
    rolls: [...rolls],
    used,
    discarded,
    doubled,
    points,
    pilotOptions,
    text: movementText(spec, rolls, used, doubled, points),
  };
}

function pickUsed(spec: CustomShip, rolls: readonly number[], wanted: readonly number[] | undefined): number[] {
  const need = spec.use ?? spec.roll;
  if (wanted === undefined) {
    const order = rolls.map((f, i) => ({ f, i })).sort((a, b) => b.f - a.f || a.i - b.i);
    return order
      .slice(0, need)
      .map((x) => x.i)
      .sort((a, b) => a - b);
  }
  const unique = new Set(wanted);
  const valid = wanted.every((i) => Number.isInteger(i) && i >= 0 && i < rolls.length);
  if (!valid || unique.size !== wanted.length || wanted.length !== need) {
    throw new SystemError(
      'system/bad-choice',
      ruleMessages.movementPickWrong(need, need === 1 ? 'die' : 'dice', rolls.length - 1, spec.ship),
    );
  }
  return [...unique].sort((a, b) => a - b);
}

function pickDoubled(
  spec: CustomShip,
  rolls: readonly number[],
  used: readonly number[],
  wanted: number | undefined,
): number | null {
  if (!spec.doubleOne) {
    if (wanted !== undefined) {
      throw new SystemError('system/bad-choice', ruleMessages.noDieToDouble(spec.species, spec.ship));
    }
    return null;
  }
  if (wanted === undefined) {
    let best = used[0]!;
    for (const i of used) if (rolls[i]! > rolls[best]!) best = i;
    return best;
  }
  if (!used.includes(wanted)) {
    throw new SystemError('system/bad-choice', ruleMessages.doubledDieNotUsed(used.join(', ')));
  }
  return wanted;
}

function movementText(
  spec: CustomShip,
  rolls: readonly number[],
  used: readonly number[],
  doubled: number | null,
  points: number,
): string {
  // "Nik clipper (rolls 4 dice, uses 2, times 2): rolled 6, 1, 3 and 5; it uses 1 and 3: 1 + 3 = 4,
  // times 2 = 8, so 8 movement points."
  const name = `${spec.species.charAt(0).toUpperCase()}${spec.species.slice(1)} ${spec.ship}`;
  const list = listInWords;
  const usedFaces = used.map((i) => rolls[i]!);
  const terms = used.flatMap((i) => (i === doubled ? [rolls[i]!, rolls[i]!] : [rolls[i]!]));
  const base = terms.reduce((a, b) => a + b, 0);
  const picked = used.length === rolls.length ? '' : `; it uses ${list(usedFaces)}`;
  const twice = doubled === null ? '' : ` (the ${rolls[doubled]} counts twice)`;
  const m = spec.multiplier;
  const added = terms.length > 1 ? `${terms.join(' + ')} = ${base},` : `${base}`;
  const sum = m === 1 ? (terms.length > 1 ? added.slice(0, -1) : '') : `${added} times ${m} = ${points}`;
  const total = `${points} movement ${points === 1 ? 'point' : 'points'}`;
  return `${name} (${describeShip(spec)}): rolled ${list(rolls)}${picked}${twice}: ${sum ? `${sum}, so ` : ''}${total}.`;
}
