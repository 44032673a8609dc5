// The `conflict` case kind: a whole conflict played through the rules' own state machine
// (startWithPools, apply) in memory and, in step with it, through the store and the use cases
// (stored-conflict-case.ts). Nothing here decides a rule; it only reads the case and the result.
import { type Face, scriptedDice } from '../rules';
import { apply, type ConflictHouseRules, type ConflictState, type Move, startWithPools } from '../rules/conflict';
import { CaseFailure } from './case-failure';
import type { RulesCase } from './case-schema';
import { observedFor } from './conflict-observe';
import { type AfterSave, StoredConflict } from './stored-conflict-case';

type ConflictCase = Extract<RulesCase, { kind: 'conflict' }>;

const HOUSE_RULES: Record<string, (v: string | boolean, h: Partial<ConflictHouseRules>) => void> = {
  'trailing-tie': (v, h) => {
    h.trailingTie = pick(v, ['discard', 'war'] as const, 'trailing-tie');
  },
  unmatched: (v, h) => {
    h.unmatched = pick(v, ['pair', 'reroll'] as const, 'unmatched');
  },
  'strict-turns': (v, h) => {
    h.strictTurns = onOff(v, 'strict-turns');
  },
  'gm-sees-pools': (v, h) => {
    h.gmSeesPools = onOff(v, 'gm-sees-pools');
  },
};

function pick<const T extends string>(v: string | boolean, allowed: readonly T[], name: string): T {
  if (typeof v === 'string' && (allowed as readonly string[]).includes(v)) return v as T;
  throw new CaseFailure(`house rule ${name} takes ${allowed.join(' or ')}, not ${JSON.stringify(v)}`);
}

function onOff(v: string | boolean, name: string): boolean {
  if (typeof v === 'boolean') return v;
  return pick(v, ['on', 'off'], name) === 'on';
}

/**
 * Plays the case in memory and through the store, move by move; either one failing the case, or
 * the two parting, throws CaseFailure. `afterSave` is for this runner's own tests.
 */
export async function evaluateConflict(c: ConflictCase, afterSave?: AfterSave): Promise<Record<string, unknown>> {
  const start = startState(c);
  const stored = await StoredConflict.create(start, c.dice ?? [], afterSave);
  try {
    const state = await playBoth(c, start, stored);
    return observedFor(c.expect, state);
  } finally {
    stored.close();
  }
}

function startState(c: ConflictCase): ConflictState {
  const houseRules: Partial<ConflictHouseRules> = {};
  for (const [k, v] of Object.entries(c.houseRules ?? {})) {
    const set = HOUSE_RULES[k];
    if (!set) throw new CaseFailure(`unknown house rule ${k}`);
    set(v, houseRules);
  }
  const start = startWithPools({
    primary: c.primary,
    secondary: c.secondary ?? null,
    houseRules,
    fixedRack: c.rackSize ?? null,
    participants: c.participants.map((p) => ({ ...p, pool: p.pool as Face[] })),
  });
  if ('code' in start) throw new CaseFailure(`the conflict could not start: ${start.message}`);
  return start;
}

async function playBoth(c: ConflictCase, start: ConflictState, stored: StoredConflict): Promise<ConflictState> {
  let state = start;
  const dice = scriptedDice(c.dice ?? []);
  for (const [i, raw] of c.moves.entries()) {
    const { by, refused, code, ...move } = raw;
    if (move.do === 'knockout-check') continue; // R4.5 is applied by the rules after every buy.
    const label = `move ${i + 1} (${move.do}${by ? ` by ${by}` : ''})`;
    const r = apply(state, move as unknown as Move, by ?? '', dice);
    if (r.ok && refused) throw new CaseFailure(`${label} was accepted, expected a refusal`);
    if (!r.ok && !refused) throw new CaseFailure(`${label} was refused: ${r.refusal.code}: ${r.refusal.message}`);
    if (!r.ok && code !== undefined && code !== r.refusal.code)
      throw new CaseFailure(`${label} was refused with ${r.refusal.code}, expected ${code}`);
    await stored.play(i + 1, label, move as unknown as Move, by ?? '', state, r, dice.remaining());
    if (r.ok) state = r.state;
  }
  if (dice.remaining() > 0) throw new CaseFailure(`the case lists ${dice.remaining()} more dice than the moves rolled`);
  await stored.finish(c.moves.length, state);
  return state;
}
