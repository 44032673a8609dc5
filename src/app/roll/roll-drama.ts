// Seed 002 (drama dice) as a stored roll: bought dice rolled against a target, then drama spends
// (reroll one, max one, max all) against the player's balance, and optionally an attack compared
// with a defence. Rules in src/rules/systems/drama-dice.ts.
import type { RandomSource } from '../../rules';
import {
  buyDramaDice,
  compareSuccesses,
  DRAMA_SPEND_COST,
  type DramaDie,
  type DramaSpend,
  rollDramaPool,
  scoreDramaRoll,
  spendDrama,
} from '../../rules/systems';
import { dramaBalance } from '../../store/roll/drama';
import type { Db } from '../../store/engine/db';
import { spendDramaPoints } from './drama-balance';
import { refuse } from '../use-case/errors';
import type { Acted, DieChoice, StateView } from './roll-view';
import { appMessages } from '../messages';

export interface DramaState {
  system: 'drama';
  target: number;
  dice: { sides: DramaDie; face: number }[];
  /** How the dice were paid for, as shown. */
  bought: string;
  /** Set once the roll is compared as an attack: the defence's successes (null: none rolled). */
  defence?: { successes: number | null; text: string | null };
  /** Drama spends need a campaign (balances are kept per campaign). */
  campaignId: number | null;
}

export interface DramaPoolInput {
  dice: number[];
  target: number;
  skill: number;
  ability: number;
  drama: number;
}

/** Where drama comes from and goes to: the roller's balance in the roll's campaign. */
export interface DramaWallet {
  db: Db;
  campaignId: number | null;
  userId: string;
  now: string;
}

/** Seed 002: buys the dice (cost and the twice-the-pool cap checked), pays drama, rolls. */
export async function startDrama(
  input: DramaPoolInput,
  defence: { dice: number[]; target: number } | 'none' | null,
  wallet: DramaWallet,
  random: RandomSource,
): Promise<DramaState> {
  const bought = buyDramaDice(input.dice, { skill: input.skill, ability: input.ability, drama: input.drama });
  if (input.drama > 0) {
    if (wallet.campaignId === null) refuse('campaign/none-here', appMessages.dramaOutsideCampaign);
    const balance = await dramaBalance(wallet.db, wallet.campaignId, wallet.userId);
    if (input.drama > balance) refuse('points/not-enough', appMessages.dramaStakeTooHigh(input.drama, balance));
    await spendDramaPoints(wallet.db, {
      campaignId: wallet.campaignId,
      userId: wallet.userId,
      cost: bought.dramaSpent,
      reason: 'dice bought for a roll',
      now: wallet.now,
    });
  }
  const roll = rollDramaPool(bought.dice, input.target, random);
  const paid = bought.dramaSpent > 0 ? `, ${bought.dramaSpent} of it from drama` : '';
  const state: DramaState = {
    system: 'drama',
    target: roll.target,
    dice: roll.dice.map((d) => ({ sides: d.sides, face: d.face })),
    bought: `Dice cost ${bought.cost} from a pool of ${bought.basePool}${paid}.`,
    campaignId: wallet.campaignId,
  };
  if (defence === 'none') state.defence = { successes: null, text: null };
  else if (defence !== null) {
    const d = rollDramaPool(defence.dice, defence.target, random);
    state.defence = { successes: d.successes, text: `The defence ${d.text.replace(/^Rolled/, 'rolled')}` };
  }
  return state;
}

export function viewDrama(s: DramaState): StateView {
  const roll = scoreDramaRoll(s.dice, s.target);
  const lines = [roll.text, s.bought];
  if (s.defence) {
    if (s.defence.text) lines.push(s.defence.text);
    lines.push(compareSuccesses(roll.successes, s.defence.successes).text);
  }
  const controls: StateView['controls'] = [];
  if (s.campaignId !== null) {
    const all = s.dice.map((d, index): DieChoice => ({ index, label: dieLabel(index, d) }));
    controls.push({ kind: 'reroll', dice: all });
    const notMax = all.filter((c) => s.dice[c.index]!.face !== s.dice[c.index]!.sides);
    if (notMax.length) controls.push({ kind: 'max-one', dice: notMax }, { kind: 'max-all' });
  }
  if (!s.defence) controls.push({ kind: 'defence' });
  return { lines, controls };
}

const dieLabel = (index: number, d: { sides: number; face: number }) =>
  `Die ${index + 1}: d${d.sides} showing ${d.face}`;

export type DramaAction =
  | { kind: 'reroll' | 'max-one'; index: number }
  | { kind: 'max-all' }
  | { kind: 'defence'; successes: number | null };

export async function actDrama(
  s: DramaState,
  action: DramaAction,
  wallet: DramaWallet,
  random: RandomSource,
): Promise<Acted<DramaState>> {
  if (action.kind === 'defence') {
    if (s.defence) refuse('input/bad-number', appMessages.defenceAlreadyCompared);
    const state: DramaState = { ...s, defence: { successes: action.successes, text: null } };
    const against = action.successes === null ? 'no defence' : `a defence of ${action.successes}`;
    return { state, headline: `compares the roll, as an attack, with ${against}.` };
  }
  if (s.campaignId === null) refuse('campaign/none-here', appMessages.rollMadeOutsideCampaign);
  if (action.kind !== 'max-all') {
    const die = s.dice[action.index];
    if (!die) refuse('input/bad-number', appMessages.noSuchDie(s.dice.length));
    if (action.kind === 'max-one' && die.face === die.sides)
      refuse('input/bad-number', appMessages.dieAlreadyMax(action.index + 1));
  }
  const balance = await dramaBalance(wallet.db, s.campaignId, wallet.userId);
  const spend: DramaSpend =
    action.kind === 'max-all' ? { kind: 'max-all' } : { kind: action.kind, index: action.index };
  const result = spendDrama(scoreDramaRoll(s.dice, s.target), spend, balance, random);
  const cost = DRAMA_SPEND_COST[action.kind];
  await spendDramaPoints(wallet.db, {
    campaignId: s.campaignId,
    userId: wallet.userId,
    cost,
    reason: SPEND_WORDS[action.kind],
    now: wallet.now,
  });
  const state: DramaState = { ...s, dice: result.roll.dice.map((d) => ({ sides: d.sides, face: d.face })) };
  const changes = result.changes.map((c) => `die ${c.index + 1} ${c.from} → ${c.to}`).join(', ');
  const what = { reroll: 'reroll one die', 'max-one': 'max out one die', 'max-all': 'max out every die' }[action.kind];
  return { state, headline: `spends ${cost} drama to ${what}: ${changes}.` };
}

/** How a drama spend reads in the drama log. */
const SPEND_WORDS: Record<keyof typeof DRAMA_SPEND_COST, string> = {
  reroll: 'a die rerolled',
  'max-one': 'a die maxed out',
  'max-all': 'every die maxed out',
};
