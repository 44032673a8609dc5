import { beforeAll, describe, expect, it } from 'vitest';
import * as app from '../../src/app';
import type { Outcome } from '../../src/app';
import { scriptedDice } from '../../src/rules';
import { latestConflict } from '../../src/store/conflict/conflicts';
import { participantsOf } from '../../src/store/conflict/participants';
import { as, CHANNEL, deepKeys, GUILD, makeDeps } from './helpers';
import { GANG_FIGHT_DICE, gangFight, GM, SHRED, SVEN, WIRE } from './scripts';

// R13: walk every phase of a conflict; no public part holds a pool, no private part another's pool.
describe('secrecy across every phase of a conflict', () => {
  const deps = makeDeps({ dice: scriptedDice(GANG_FIGHT_DICE) });
  const seen: { step: string; outcome: Outcome }[] = [];
  const record = (step: string, o: Outcome) => seen.push({ step, outcome: o });
  const refusals = new Map<string, string>();
  beforeAll(async () => {
    for (const s of gangFight()) {
      record(s.name, await s.run(deps));
      // Read-only commands at every step, by everyone.
      for (const user of [GM, SHRED, SVEN, WIRE]) {
        for (const [name, call] of [
          ['status', () => app.conflictStatus(deps, as(user))],
          ['pool', () => app.showPool(deps, as(user))],
          ['campaign', () => app.showCampaign(deps, as(user))],
        ] as const) {
          try {
            record(`${s.name} / ${name} by ${user}`, await call());
          } catch (err) {
            // Refusals (no conflict yet, not a participant) are kept, to show they reveal nothing.
            if (!(err instanceof app.AppError)) throw err;
            refusals.set(err.code, String(err.sentence));
          }
        }
      }
    }
  });

  it('GIVEN every outcome THEN at least the whole conflict was walked', async () => {
    expect((await latestConflict(deps.db, GUILD, CHANNEL))!.phase).toBe('ended');
    expect(seen.length).toBeGreaterThan(100);
  });

  it('GIVEN a read-only command refused at some step THEN it is for want of a conflict or a seat, and names no dice', () => {
    expect([...refusals.keys()].sort()).toEqual(expect.arrayContaining(['conflict/none-here']));
    for (const [code, sentence] of refusals) {
      expect(['conflict/none-here', 'auth/not-participant', 'conflict/not-participant'], code).toContain(code);
      expect(sentence, code).not.toMatch(/\b[1-6](, [1-6])+\b|\bdice\b/);
    }
  });

  it('GIVEN every public part THEN no field can carry a pool, its size or a raw roll', () => {
    for (const { step, outcome } of seen) {
      const keys = deepKeys(outcome.public);
      for (const forbidden of ['pool', 'poolSize', 'rolled', 'drawn'])
        expect(keys.has(forbidden), `${step}: public ${forbidden}`).toBe(false);
    }
  });

  it("GIVEN every private part THEN a user only ever sees its own side's pool", async () => {
    const c = (await latestConflict(deps.db, GUILD, CHANNEL))!;
    const controller = Object.fromEntries((await participantsOf(deps.db, c.id)).map((p) => [p.name, p.userId]));
    let pools = 0;
    for (const { step, outcome } of seen) {
      for (const [user, views] of Object.entries(outcome.private)) {
        for (const v of views) {
          if (v.kind !== 'pool') continue;
          pools++;
          expect(controller[v.pool.participant], `${step}: ${user} saw ${v.pool.participant}`).toBe(user);
        }
      }
    }
    expect(pools).toBeGreaterThan(10);
  });

  it('GIVEN an exchange led THEN the public part tells the count pushed but not the faces (R13.2)', () => {
    const led = seen.find((s) => s.step === 'Wire leads the gang 66')!.outcome;
    expect(led.public).toEqual([expect.objectContaining({ kind: 'exchange-led', dice: 2 })]);
    expect(JSON.stringify(led.public)).not.toMatch(/\[6,6\]/);
  });
});
