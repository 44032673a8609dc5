// Seed 004 (Finesse and Force) as a stored roll: pool access and Will, the roll, then the split into
// Finesse and Force, the actions with their Wits and Force array, and attacks against defences.
// Rules in src/rules/systems/finesse-force.ts.
import type { RandomSource } from '../../rules';
import {
  finesseForceRollText,
  type PoolAccess,
  planActions,
  poolAccess,
  resolveFinesseAttack,
  rollFinesseForce,
  splitFinesseForce,
} from '../../rules/systems';
import { refuse } from '../use-case/errors';
import type { Acted, StateView } from './roll-view';
import { appMessages } from '../messages';

export interface FfState {
  system: 'ff';
  access: PoolAccess;
  rolls: number[];
  /** The 1s and 2s given to Force, once split. */
  split: { ones: number; twos: number } | null;
  /** Actions in the order the Force array is applied: Finesse dice (positions) and extra Wits. */
  plan: { actions: { dice: number[]; extraWits: number }[]; wits: number } | null;
  /** One line per attack resolved. */
  attacks: string[];
}

/** Why an action fails, in players' words. */
const FAILS: Record<string, string> = {
  'no-wits': ': fails, no Wits left to pay for it',
  'no-force': ': fails, Force 0',
};

export function startFf(input: { pools: number[]; access?: number; will?: number }, random: RandomSource): FfState {
  const access = poolAccess(input.pools, { access: input.access, will: input.will });
  return {
    system: 'ff',
    access,
    rolls: rollFinesseForce(access.dice, random).rolls,
    split: null,
    plan: null,
    attacks: [],
  };
}

const counts = (rolls: readonly number[]) => ({
  ones: rolls.filter((f) => f === 1).length,
  twos: rolls.filter((f) => f === 2).length,
});

/** "a 2 and two 1s": faces given somewhere, in words. */
function facesInWords(twos: number, ones: number): string {
  const words = ['', 'a', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
  const part = (n: number, face: string) => `${words[n] ?? n} ${face}${n === 1 ? '' : 's'}`;
  return [twos ? part(twos, '2') : '', ones ? part(ones, '1') : ''].filter((w) => w).join(' and ');
}

/** The split as a player says it, the Finesse dice numbered as the plan's actions name them. */
function splitText(finesse: readonly number[], finesseTotal: number, forceTotal: number, given: FfState['split']) {
  const dice = finesse.map((f, i) => `die ${i + 1} is a ${f}`).join(', ');
  const fin = finesse.length ? `Finesse ${finesseTotal} (${dice})` : 'Finesse 0 (no die)';
  const gave =
    given && given.ones + given.twos > 0
      ? `you gave it ${facesInWords(given.twos, given.ones)}, plus 1`
      : 'the 1 it always has';
  return `${fin}; Force ${forceTotal} (${gave}).`;
}

function plannedOf(s: FfState) {
  if (!s.split || !s.plan) return null;
  const split = splitFinesseForce(counts(s.rolls), s.split);
  return { split, plan: planActions(split, s.plan.actions, s.plan.wits) };
}

export function viewFf(s: FfState): StateView {
  const a = s.access;
  const lines = [
    `${a.dice} ${a.dice === 1 ? 'die' : 'dice'} (pool access ${a.access}${a.will ? `, plus ${a.will} Will` : ''})`,
    finesseForceRollText(s.rolls),
  ];
  const { ones, twos } = counts(s.rolls);
  const controls: StateView['controls'] = [];
  if (!s.split) {
    if (ones + twos === 0) lines.push('No successes: Finesse 0 and Force 1, so nothing can succeed this round.');
    else controls.push({ kind: 'split', ones, twos });
    return { lines, controls };
  }
  const split = splitFinesseForce({ ones, twos }, s.split);
  lines.push(splitText(split.finesse, split.finesseTotal, split.forceTotal, s.split));
  if (!split.canSucceed) {
    lines.push('No Finesse: nothing can succeed this round.');
    return { lines, controls };
  }
  const planned = plannedOf(s);
  if (!planned) {
    controls.push({ kind: 'plan', finesse: split.finesse });
    return { lines, controls };
  }
  lines.push(
    `Force array: ${planned.plan.actions.map((x) => x.force).join(', ')} · Wits spent ${planned.plan.witsSpent}, left ${planned.plan.witsLeft}`,
  );
  planned.plan.actions.forEach((x, n) => {
    const fails = x.reason ? FAILS[x.reason] : '';
    lines.push(
      `Action ${n + 1}: dice ${x.dice.map((i) => i + 1).join('+')}, Finesse ${x.finesse}, Force ${x.force}${fails}`,
    );
  });
  lines.push(...s.attacks);
  controls.push({ kind: 'ff-attack', actions: planned.plan.actions.length });
  return { lines, controls };
}

export type FfAction =
  | { kind: 'split'; ones: number; twos: number }
  | { kind: 'plan'; actions: { dice: number[]; extraWits: number }[]; wits: number }
  | { kind: 'ff-attack'; action: number; defence: { finesse: number; force: number } | null };

export function actFf(s: FfState, action: FfAction): Acted<FfState> {
  if (action.kind === 'split') {
    if (s.split) refuse('input/bad-number', appMessages.alreadySplit);
    const split = splitFinesseForce(counts(s.rolls), { ones: action.ones, twos: action.twos });
    return {
      state: { ...s, split: { ones: action.ones, twos: action.twos } },
      headline: `splits the successes: Finesse ${split.finesseTotal}, Force ${split.forceTotal}.`,
    };
  }
  if (action.kind === 'plan') {
    if (!s.split) refuse('input/bad-number', appMessages.splitFirst);
    if (s.plan) refuse('input/bad-number', appMessages.alreadyPlanned);
    checkDiceNumbers(action.actions, splitFinesseForce(counts(s.rolls), s.split).finesse.length);
    const state: FfState = { ...s, plan: { actions: action.actions, wits: action.wits } };
    const planned = plannedOf(state)!;
    return {
      state,
      headline: `plans ${planned.plan.actions.length} ${planned.plan.actions.length === 1 ? 'action' : 'actions'}: Force array ${planned.plan.actions.map((x) => x.force).join(', ')}.`,
    };
  }
  const planned = plannedOf(s);
  if (!planned) refuse('input/bad-number', appMessages.planFirst);
  const chosen = planned.plan.actions[action.action - 1];
  if (!chosen) refuse('input/bad-number', appMessages.noSuchAction(planned.plan.actions.length));
  const attack = chosen.fails ? { finesse: 0, force: 0 } : { finesse: chosen.finesse, force: chosen.force };
  const result = resolveFinesseAttack(attack, action.defence);
  const line = `Attack with action ${action.action}: ${result.text}`;
  return { state: { ...s, attacks: [...s.attacks, line] }, headline: `resolves an attack: ${result.text}` };
}

/** Players number Finesse dice from 1: refuse a number off the list, or a die given twice, in those words. */
function checkDiceNumbers(actions: ReadonlyArray<{ dice: readonly number[] }>, count: number): void {
  const seen = new Set<number>();
  for (const i of actions.flatMap((a) => a.dice)) {
    if (!Number.isInteger(i) || i < 0 || i >= count) refuse('input/bad-number', appMessages.noSuchFinesseDie(count));
    if (seen.has(i)) refuse('input/bad-number', appMessages.finesseDieGivenTwice(i + 1));
    seen.add(i);
  }
}
