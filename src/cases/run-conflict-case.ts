// The `conflict` case kind: a whole conflict played through the rules' own state machine
// (startWithPools, apply). Nothing here decides a rule; it only reads the case and the result.
import { type Face, scriptedDice } from '../rules';
import { apply, type ConflictHouseRules, type ConflictState, type Move, startWithPools } from '../rules/conflict';
import type { RulesCase } from './case-schema';

type ConflictCase = Extract<RulesCase, { kind: 'conflict' }>;

/** Thrown for a case that fails before its expectations can be compared (a move gone wrong). */
export class CaseFailure extends Error {}

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

export function evaluateConflict(c: ConflictCase): Record<string, unknown> {
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
  let state: ConflictState = start;
  const dice = scriptedDice(c.dice ?? []);
  c.moves.forEach((raw, i) => {
    const { by, refused, code, ...move } = raw;
    if (move.do === 'knockout-check') return; // R4.5 is applied by the rules after every buy.
    const label = `move ${i + 1} (${move.do}${by ? ` by ${by}` : ''})`;
    const r = apply(state, move as unknown as Move, by ?? '', dice);
    if (r.ok && refused) throw new CaseFailure(`${label} was accepted, expected a refusal`);
    if (!r.ok && !refused) throw new CaseFailure(`${label} was refused: ${r.refusal.code}: ${r.refusal.message}`);
    if (!r.ok && code !== undefined && code !== r.refusal.code)
      throw new CaseFailure(`${label} was refused with ${r.refusal.code}, expected ${code}`);
    if (r.ok) state = r.state;
  });
  if (dice.remaining() > 0) throw new CaseFailure(`the case lists ${dice.remaining()} more dice than the moves rolled`);
  return shapeLike(c.expect, observe(state), (name) => npcSide(state, name));
}

/** An NPC's name reads its GM side's books, pool and points. */
function npcSide(s: ConflictState, name: string): string | undefined {
  const isNpc = s.npcs.some((n) => n.name.toLowerCase() === name.trim().toLowerCase());
  return isNpc ? s.participants.find((p) => p.kind === 'gm')?.name : undefined;
}

/** Everything a `conflict` case may expect, for every name. */
function observe(s: ConflictState) {
  const byName = <T>(f: (p: ConflictState['participants'][number]) => T) =>
    Object.fromEntries(s.participants.map((p) => [p.name, f(p)]));
  const gmHasNpcs = s.npcs.length > 0;
  return {
    phase: s.phase,
    endReason: s.endReason,
    books: byName((p) => p.books),
    pools: byName((p) => [...p.pool]),
    points: byName((p) => p.points),
    leftoverBooks: byName((p) => p.leftoverBooks),
    followUpDice: byName((p) => p.followUpDice),
    out: [
      ...s.participants.filter((p) => p.out !== null && !(p.kind === 'gm' && gmHasNpcs)).map((p) => p.name),
      ...s.npcs.filter((n) => n.out !== null).map((n) => n.name),
    ],
    effects: s.effects.map((e) => ({ target: e.target, kind: e.kind })),
    suggestedLeader: s.suggestedLeader,
  };
}

/**
 * Name maps are checked only for the names the case lists (an NPC's name reads its GM side);
 * lists of names and effects are compared in any order.
 */
function shapeLike(
  expect: Record<string, unknown>,
  got: ReturnType<typeof observe>,
  sideOf: (npc: string) => string | undefined,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...got };
  for (const key of ['books', 'pools', 'points', 'leftoverBooks', 'followUpDice'] as const) {
    const want = expect[key];
    if (!want || typeof want !== 'object') continue;
    const all = got[key] as Record<string, unknown>;
    out[key] = Object.fromEntries(
      Object.keys(want).map((name) => [name, all[name in all ? name : (sideOf(name) ?? name)]]),
    );
  }
  for (const key of ['out', 'effects'] as const) {
    const want = expect[key];
    if (!Array.isArray(want)) continue;
    const sortKey = (x: unknown) => JSON.stringify(x);
    const mine = [...got[key]].map(sortKey).sort();
    const theirs = want.map(sortKey).sort();
    out[key] = JSON.stringify(mine) === JSON.stringify(theirs) ? want : got[key];
  }
  return out;
}
