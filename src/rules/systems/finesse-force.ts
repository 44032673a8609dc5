/**
 * The Finesse/Force d6 combat roll of seed 004 ("Basic Combat"): pick a pool access, add Will, roll
 * d6s where 1s and 2s succeed, split the successes into Finesse and Force, then array the Force
 * over the chosen actions. Modifier dice (Step 3) are left to the table.
 */
import { rollD6, type RandomSource } from '../dice';
import { assertRollDice } from './limits';
import { SystemError } from './errors';
import { sum, wholeNumber } from './validate';
import { ruleMessages } from '../messages';

export interface PoolAccess {
  /** The smallest of the pools the character means to use: the most access allowed. */
  limit: number;
  access: number;
  will: number;
  /** Dice to roll: access + will. */
  dice: number;
}

/**
 * Step 1: access may not exceed any of the Aptitude + Ability pools used this round (it defaults to
 * the smallest); each point of Will adds one die.
 */
export function poolAccess(pools: readonly number[], options: { access?: number; will?: number } = {}): PoolAccess {
  if (!Array.isArray(pools) || pools.length === 0) {
    throw new SystemError('system/bad-number', ruleMessages.noPoolAccess);
  }
  pools.forEach((p, i) => wholeNumber(p, `pool ${i + 1}`, 0, 1000));
  const limit = Math.min(...pools);
  const access = wholeNumber(options.access ?? limit, 'pool access', 0, limit);
  const will = wholeNumber(options.will ?? 0, 'Will spent', 0, 1000);
  return { limit, access, will, dice: assertRollDice(access + will, 'Finesse/Force dice') };
}

export interface FinesseForceRoll {
  rolls: number[];
  /** Successful faces (1s and 2s) in roll order; each is worth its face in points. */
  successes: number[];
  ones: number;
  twos: number;
  text: string;
}

/**
 * Step 2: roll the pool; 1s and 2s succeed. Reading: a successful die is worth its face (1 or 2),
 * as Step 3 speaks of a die's "point value" and of dice with "the same number".
 */
export function rollFinesseForce(dice: number, source: RandomSource): FinesseForceRoll {
  assertRollDice(dice, 'Finesse/Force dice');
  const rolls: number[] = [];
  for (let i = 0; i < dice; i++) rolls.push(rollD6(source));
  const successes = rolls.filter((f) => f <= 2);
  const ones = successes.filter((f) => f === 1).length;
  const twos = successes.length - ones;
  return { rolls, successes, ones, twos, text: finesseForceRollText(rolls) };
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const WORDS = ['no', 'a', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const faces = (n: number, face: number) => `${WORDS[n] ?? n} ${face}${n === 1 ? '' : 's'}`;

/**
 * The roll as a player says it: "Rolled **2**, 3, **1**: 2 dice succeed, a 2 and a 1 (only 1s and
 * 2s succeed)." The successful faces are in bold.
 */
export function finesseForceRollText(rolls: readonly number[]): string {
  const shown = rolls.map((f) => (f <= 2 ? `**${f}**` : String(f))).join(', ');
  const ones = rolls.filter((f) => f === 1).length;
  const twos = rolls.filter((f) => f === 2).length;
  if (ones + twos === 0) return `Rolled ${shown}: no die succeeds (only 1s and 2s do).`;
  const which = [twos ? faces(twos, 2) : '', ones ? faces(ones, 1) : ''].filter((w) => w).join(' and ');
  return `Rolled ${shown}: ${count(ones + twos, 'die succeeds', 'dice succeed')}, ${which} (only 1s and 2s succeed).`;
}

export interface FinesseForceSplit {
  /** Faces given to Finesse, 2s first. */
  finesse: number[];
  /** Faces given to Force, 2s first. */
  force: number[];
  finesseTotal: number;
  /** Force dice points plus the free +1. */
  forceTotal: number;
  /** At least one point of Finesse is needed to succeed at anything. */
  canSucceed: boolean;
}

/**
 * Step 2 split: the player says how many successful 1s and 2s go to Force; the rest are Finesse.
 * Force is the sum of its dice plus 1, so an empty Force still gives Force 1.
 */
export function splitFinesseForce(
  roll: Pick<FinesseForceRoll, 'ones' | 'twos'>,
  toForce: { ones: number; twos: number },
): FinesseForceSplit {
  const forceOnes = wholeNumber(toForce.ones, 'the 1s given to Force', 0, roll.ones, 'system/bad-choice');
  const forceTwos = wholeNumber(toForce.twos, 'the 2s given to Force', 0, roll.twos, 'system/bad-choice');
  const force = [...Array<number>(forceTwos).fill(2), ...Array<number>(forceOnes).fill(1)];
  const finesse = [...Array<number>(roll.twos - forceTwos).fill(2), ...Array<number>(roll.ones - forceOnes).fill(1)];
  const finesseTotal = sum(finesse);
  return { finesse, force, finesseTotal, forceTotal: sum(force) + 1, canSucceed: finesseTotal >= 1 };
}

/**
 * Step 4 Force array: full Force, then Force - 1, Force - 2, ... one entry per action. Reading: when
 * the Force runs out the remaining actions get 0, and a 0 entry is an automatic failure.
 */
export function forceArray(force: number, actions: number): number[] {
  wholeNumber(force, 'Force', 1, 100_000);
  wholeNumber(actions, 'the number of actions', 1, 1000);
  return Array.from({ length: actions }, (_, i) => Math.max(0, force - i));
}

export interface PlannedAction {
  /** Positions in `split.finesse` committed to this action. */
  dice: number[];
  /** Points of those dice plus any extra Wits bought for this action. */
  finesse: number;
  force: number;
  /** Unpaid Wits or a Force of 0 make the action fail. */
  fails: boolean;
  reason?: 'no-wits' | 'no-force';
}

export interface ActionPlan {
  actions: PlannedAction[];
  witsSpent: number;
  witsLeft: number;
}

/**
 * Step 4 in full: each action takes one or more whole Finesse dice (by position in split.finesse),
 * costs 1 Wits plus 1 per extra Finesse point bought, and takes the Force array entry in listed
 * order (list actions in the order you want the array applied). Reading: Wits is paid action by
 * action in the listed order; an action the remaining Wits cannot pay for fails and costs nothing.
 */
export function planActions(
  split: FinesseForceSplit,
  actions: ReadonlyArray<{ dice: readonly number[]; extraWits?: number }>,
  wits: number,
): ActionPlan {
  const witsAtStart = wholeNumber(wits, 'Wits', 0, 100_000);
  let witsLeft = witsAtStart;
  if (!Array.isArray(actions) || actions.length === 0) {
    throw new SystemError('system/bad-choice', ruleMessages.noActionPlanned);
  }
  const array = forceArray(split.forceTotal, actions.length);
  const taken = new Set<number>();
  const planned = actions.map((a, n): PlannedAction => {
    const dice: readonly number[] = a.dice;
    if (!Array.isArray(dice) || dice.length === 0) {
      throw new SystemError('system/bad-choice', ruleMessages.actionWithoutFinesse(n + 1));
    }
    for (const i of dice) {
      wholeNumber(i, `a die position in action ${n + 1}`, 0, split.finesse.length - 1, 'system/bad-choice');
      if (taken.has(i)) throw new SystemError('system/bad-choice', ruleMessages.finesseDieCommittedTwice(i));
      taken.add(i);
    }
    const extra = wholeNumber(a.extraWits ?? 0, `the extra Wits for action ${n + 1}`, 0, 100_000);
    const force = array[n]!;
    const points = sum(dice.map((i) => split.finesse[i]!));
    if (witsLeft < 1 + extra) return { dice: [...dice], finesse: points, force, fails: true, reason: 'no-wits' };
    witsLeft -= 1 + extra;
    const action: PlannedAction = { dice: [...dice], finesse: points + extra, force, fails: force === 0 };
    if (force === 0) action.reason = 'no-force';
    return action;
  });
  return { actions: planned, witsSpent: witsAtStart - witsLeft, witsLeft };
}

export interface FinesseAttack {
  /** The attacking action's Finesse and its Force from the array. */
  attack: { finesse: number; force: number };
  /** The defence action, or null when the target has none against this attack. */
  defence: { finesse: number; force: number } | null;
  /** True when the defence's Finesse reaches the attack's. */
  defended: boolean;
  /** Force the attack still inflicts. */
  inflicted: number;
  text: string;
}

/**
 * Step 5, attack against defence. The attack gets through when its Finesse is higher than the
 * defence's; a defence with equal or higher Finesse takes its own Force off the attack's, plus 1 for
 * every point of Finesse above the attack's (the least needed to defend is the attack's Finesse).
 * Reading: what is left of the attack's Force, never below 0, is still inflicted.
 */
export function resolveFinesseAttack(
  attack: { finesse: number; force: number },
  defence: { finesse: number; force: number } | null,
): FinesseAttack {
  const a = {
    finesse: wholeNumber(attack.finesse, "the attack's Finesse", 0, 100_000),
    force: wholeNumber(attack.force, "the attack's Force", 0, 100_000),
  };
  const d =
    defence === null
      ? null
      : {
          finesse: wholeNumber(defence.finesse, "the defence's Finesse", 0, 100_000),
          force: wholeNumber(defence.force, "the defence's Force", 0, 100_000),
        };
  if (a.finesse < 1 || a.force < 1) {
    return {
      attack: a,
      defence: d,
      defended: false,
      inflicted: 0,
      text: `The attack has Finesse ${a.finesse} and Force ${a.force}: it fails on its own.`,
    };
  }
  if (d === null || d.finesse < a.finesse) {
    const against = d === null ? 'no defence' : `a defence of Finesse ${d.finesse}`;
    return {
      attack: a,
      defence: d,
      defended: false,
      inflicted: a.force,
      text: `Finesse ${a.finesse} beats ${against}: the attack inflicts Force ${a.force}.`,
    };
  }
  const reduction = d.force + (d.finesse - a.finesse);
  const inflicted = Math.max(0, a.force - reduction);
  return {
    attack: a,
    defence: d,
    defended: true,
    inflicted,
    text: `A defence of Finesse ${d.finesse} meets the attack's ${a.finesse}: Force ${a.force} less ${reduction} leaves ${inflicted}.`,
  };
}
