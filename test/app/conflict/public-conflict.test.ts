// R13.1: the conflict the channel sees is the machine's public view of the stored state, plus app
// data; no pool and no pool size reach it, at any step of a whole conflict.
import { beforeAll, describe, expect, it } from 'vitest';
import * as app from '../../../src/app';
import { scriptedDice } from '../../../src/rules';
import { type ConflictState, type PublicConflictView, view } from '../../../src/rules/conflict';
import { campaignHere } from '../../../src/app/use-case/load';
import type { PublicConflict } from '../../../src/app/views';
import { latestConflict } from '../../../src/store/conflict/conflicts';
import { loadConflictState } from '../../../src/store/conflict/conflict-state';
import { as, CHANNEL, deepKeys, GUILD, makeDeps } from '../helpers';
import { GANG_FIGHT_DICE, GM, gangFight } from '../scripts';

/** Every array of numbers anywhere in a value: a public conflict should hold none. */
function numberLists(value: unknown, path = ''): string[] {
  if (Array.isArray(value))
    return value.length > 0 && value.every((v) => typeof v === 'number')
      ? [path]
      : value.flatMap((v, i) => numberLists(v, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => numberLists(v, `${path}.${k}`));
}

describe('the public conflict is the machine’s public view', () => {
  const deps = makeDeps({ dice: scriptedDice(GANG_FIGHT_DICE) });
  const seen: { step: string; shown: PublicConflict; state: ConflictState }[] = [];
  beforeAll(async () => {
    for (const s of gangFight()) {
      await s.run(deps);
      if (!(await latestConflict(deps.db, GUILD, CHANNEL))) continue;
      const status = (await app.conflictStatus(deps, as(GM))).public[0]!;
      if (status.kind !== 'conflict') throw new Error(`${s.name}: no conflict shown`);
      const campaign = await campaignHere(deps.db, as(GM));
      const state = (await loadConflictState(deps.db, campaign, (await latestConflict(deps.db, GUILD, CHANNEL))!))
        .state;
      seen.push({ step: s.name, shown: status.conflict, state });
    }
  });

  it('GIVEN every step THEN names, books, out, pending count and suggested leader are the view’s', () => {
    expect(seen.map((x) => x.shown.phase)).toEqual(expect.arrayContaining(['setup', 'exchanges', 'ended']));
    for (const { step, shown, state } of seen) {
      const machine = view(state, { kind: 'public' });
      expect(shown, step).toMatchObject(machine);
      expect(
        shown.participants.map((p) => [p.name, p.books, p.out, p.hasDice]),
        step,
      ).toEqual(state.participants.map((p) => [p.name, p.books, p.out, p.pool.length > 0]));
      expect(shown.pending?.count ?? null, step).toBe(state.pending?.actorDice.length ?? null);
      expect(shown.suggestedLeader, step).toBe(state.phase === 'exchanges' ? state.suggestedLeader : null);
    }
  });

  it('GIVEN an exchange waiting THEN the channel sees when it was led, not its dice', () => {
    const waiting = seen.filter((x) => x.shown.pending);
    expect(waiting.length).toBeGreaterThan(0);
    for (const { step, shown } of waiting) {
      expect(Date.parse(shown.pendingSince ?? ''), step).not.toBeNaN();
      expect(shown.pending, step).toMatchObject({ answerer: expect.any(String), count: expect.any(Number) });
    }
    expect(seen.filter((x) => !x.shown.pending).every((x) => x.shown.pendingSince === null)).toBe(true);
  });

  it('GIVEN every step THEN no pool, no pool size and no list of dice is shown', () => {
    for (const { step, shown } of seen) {
      const keys = deepKeys(shown);
      for (const forbidden of ['pool', 'poolSize', 'rolled', 'drawn', 'me', 'gm'])
        expect(keys.has(forbidden), `${step}: ${forbidden}`).toBe(false);
      expect(numberLists(shown), step).toEqual([]);
    }
  });

  it('GIVEN the GM’s or a participant’s own view THEN it cannot pass for the public one', () => {
    const { state } = seen.find((x) => x.shown.phase === 'exchanges')!;
    const gm = view(state, { kind: 'gm' });
    const mine = view(state, { kind: 'participant', name: 'Shred' });
    // @ts-expect-error the GM's view carries the GM pool
    const gmAsPublic: PublicConflictView = gm;
    // @ts-expect-error a participant's view carries its own pool
    const mineAsPublic: PublicConflictView = mine;
    // @ts-expect-error nor can it be dressed up as the conflict the channel is shown
    const dressed: PublicConflict = { ...gm, id: 1, houseRules: {}, circumstanceOffers: [], pendingSince: null };
    // At run time each still holds its pool: only the types keep it out of the channel.
    const secretKeys = (v: object) => Object.keys(v).filter((k) => k === 'gm' || k === 'me');
    expect([gmAsPublic, mineAsPublic, dressed].map(secretKeys)).toEqual([['gm'], ['me'], ['gm']]);
  });
});
