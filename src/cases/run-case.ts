import {
  drawDice,
  type Face,
  followUpDice,
  type GearMode,
  isRuleError,
  leftoverBooks,
  outnumberedSide,
  parseSkillPath,
  priceGoal,
  rackSize,
  resolveExchange,
  resolveFly,
  rollIn,
  scriptedDice,
} from '../rules';
import { CASE_KINDS, caseSchema, type RulesCase } from './case-schema';
import { CaseFailure } from './case-failure';
import { evaluateConflict } from './run-conflict-case';

export interface CaseOutcome {
  id: string;
  ok: boolean;
  /** Why it failed, in one line. */
  detail?: string;
}

/** Runs one case (already parsed from JSON) through the rules core and compares with `expect`. */
export async function runCase(raw: unknown, position: number): Promise<CaseOutcome> {
  const fallbackId = idOf(raw) ?? `#${position + 1}`;
  const kind = (raw as { kind?: unknown } | null)?.kind;
  if (typeof kind !== 'string' || !CASE_KINDS.includes(kind as RulesCase['kind'])) {
    return {
      id: fallbackId,
      ok: false,
      detail: `unknown kind ${JSON.stringify(kind)} (known: ${CASE_KINDS.join(', ')})`,
    };
  }
  const parsed = caseSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      id: fallbackId,
      ok: false,
      detail: `malformed ${kind} case: ${issue?.path.join('.') || '(case)'} ${issue?.message ?? ''}`.trim(),
    };
  }
  const c = parsed.data;
  let got: Record<string, unknown>;
  try {
    got = await evaluate(c);
  } catch (err) {
    if (err instanceof CaseFailure) return { id: c.id, ok: false, detail: err.message };
    if (!isRuleError(err)) return { id: c.id, ok: false, detail: `crashed: ${String(err)}` };
    got = { error: err.code, message: err.message };
  }
  return compare(c.id, c.expect, got);
}

async function evaluate(c: RulesCase): Promise<Record<string, unknown>> {
  switch (c.kind) {
    case 'rollIn': {
      const source = scriptedDice(c.faces);
      const r = rollIn(c.n, source);
      if (source.remaining() > 0) {
        throw new Error(`the case lists ${source.remaining()} more faces than roll-in used`);
      }
      return { pool: r.pool, rolled: r.rolled.length, capped: r.capped };
    }
    case 'draw': {
      const d = drawDice({
        skills: c.skills.map(parseSkillPath),
        primary: parseSkillPath(c.primary),
        secondary: c.secondary ? parseSkillPath(c.secondary) : null,
        gear: (c.gear ?? []).map((g) => ({
          skill: parseSkillPath(g.skill),
          quality: g.quality,
          mode: g.mode as GearMode,
          needs: g.needs ? parseSkillPath(g.needs) : null,
        })),
        circumstances: c.circumstances ?? 0,
        followUp: c.followUp ?? 0,
      });
      return { dice: d.total, breakdown: d };
    }
    case 'exchange': {
      const o = c.options ?? {};
      const r = resolveExchange(
        c.actor as Face[],
        c.target as Face[],
        { risky: o.risky, trailingTie: o.trailingTie, unmatched: o.unmatched },
        {
          actor: (o.actorWar ?? []) as Face[],
          target: (o.targetWar ?? []) as Face[],
          actorPoolEmpty: o.actorPoolEmpty ?? false,
          targetPoolEmpty: o.targetPoolEmpty ?? false,
        },
      );
      if (r.pendingWar)
        throw new Error(`the war needs another die from ${r.pendingWar.needs.join(' and ')}; the case supplies none`);
      return { actorBooks: r.actorBooks, targetBooks: r.targetBooks };
    }
    case 'fly': {
      const r = resolveFly(c.a as Face[], c.b as Face[]);
      return { winner: r.winner ?? 'none', gained: r.gained };
    }
    case 'price':
      return { books: priceGoal(c.goal, c.people ?? 1, c.place ?? 'person', undefined, c.distance ?? 0).books };
    case 'followUp':
      return { dice: followUpDice(c.leftover) };
    case 'leftoverBooks':
      return { books: leftoverBooks(c.leftover) };
    case 'rack':
      return { size: rackSize(c.levels, c.fixed) };
    case 'outnumbered':
      return { behindSide: outnumberedSide(c.sides, c.rack) };
    case 'conflict':
      return await evaluateConflict(c);
  }
}

/**
 * Every key in `expect` must match. `error: true` (or an error code) expects a refusal; any other
 * expectation fails when the rules refused.
 */
function compare(id: string, expect: Record<string, unknown>, got: Record<string, unknown>): CaseOutcome {
  const expectsError = 'error' in expect && expect.error !== false && expect.error !== null;
  if ('error' in got && !expectsError) {
    return {
      id,
      ok: false,
      detail: `expected ${show(expect)} got refusal ${String(got.error)}: ${String(got.message)}`,
    };
  }
  if (expectsError) {
    if (!('error' in got))
      return { id, ok: false, detail: `expected a refusal got ${show(pick(got, Object.keys(expect)))}` };
    const ok = expect.error === true || expect.error === got.error;
    return ok ? { id, ok } : { id, ok, detail: `expected error ${String(expect.error)} got ${String(got.error)}` };
  }
  for (const key of Object.keys(expect)) {
    if (!(key in got))
      return { id, ok: false, detail: `expect.${key} is not something a ${'case'} of this kind produces` };
    if (JSON.stringify(got[key]) !== JSON.stringify(expect[key])) {
      return { id, ok: false, detail: `expected ${show(expect)} got ${show(pick(got, Object.keys(expect)))}` };
    }
  }
  return { id, ok: true };
}

function pick(o: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((k) => k in o).map((k) => [k, o[k]]));
}

function show(o: unknown): string {
  return JSON.stringify(o);
}

function idOf(raw: unknown): string | undefined {
  const id = (raw as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
}
