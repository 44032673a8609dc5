/** The nudge house rule's waits in the store, on the run's engine (SQLite, or PostgreSQL with VENUS_TEST_DB=postgres). */
import { describe, expect, it } from 'vitest';
import * as app from '../../src/app';
import {
  claimNudge,
  conflictsToNudge,
  forgetNudgeWait,
  lastMoveAt,
  nudgeWait,
  putNudgeWait,
} from '../../src/store/conflict/conflict-nudges';
import { as } from '../app/helpers';
import { ANA, GM, world } from '../app/campaign/world';

const AT = '2140-01-02T00:00:00.000Z';
const AIRGUN = 'Coordination: Projectiles: Airgun';
const LATER = '2140-01-03T00:00:00.000Z';

/** A campaign with one conflict running: Ana against Viktor. */
async function running() {
  const deps = await world();
  for (const path of ['Coordination', 'Coordination: Projectiles', AIRGUN])
    await app.addCharacterSkill(deps, as(ANA), { path });
  await app.createNpc(deps, as(GM), { name: 'Viktor' });
  await app.startConflict(deps, as(ANA), { primary: AIRGUN, against: 'Viktor' });
  return deps;
}

describe('conflict nudges (store)', () => {
  it('GIVEN the rule off, then on, then off THEN only while it is on is the running conflict one to watch', async () => {
    const deps = await running();
    expect(await conflictsToNudge(deps.db)).toEqual([]);
    await app.setCampaignRule(deps, as(GM), { rule: 'nudge', value: '12h' });
    expect(await conflictsToNudge(deps.db)).toEqual([1]);
    await app.setCampaignRule(deps, as(GM), { rule: 'nudge', value: 'off' });
    expect(await conflictsToNudge(deps.db)).toEqual([]);
    await deps.db.close();
  });

  it('GIVEN a wait THEN it is claimed once; a new wait replaces it unsent, and forgetting it leaves nothing', async () => {
    const deps = await running();
    expect(await nudgeWait(deps.db, 1)).toBeUndefined();
    await putNudgeWait(deps.db, 1, 'answer:1|u-ana', AT);
    expect(await nudgeWait(deps.db, 1)).toEqual({ conflictId: 1, waits: 'answer:1|u-ana', since: AT, sentAt: null });
    // Another wait is not the one to claim; the same, once only.
    expect(await claimNudge(deps.db, 1, 'lead:1|u-ana', LATER)).toBe(false);
    expect(await claimNudge(deps.db, 1, 'answer:1|u-ana', LATER)).toBe(true);
    expect(await claimNudge(deps.db, 1, 'answer:1|u-ana', LATER)).toBe(false);
    expect((await nudgeWait(deps.db, 1))?.sentAt).toBe(LATER);
    await putNudgeWait(deps.db, 1, 'lead:1|u-gm', LATER);
    expect(await nudgeWait(deps.db, 1)).toEqual({ conflictId: 1, waits: 'lead:1|u-gm', since: LATER, sentAt: null });
    await forgetNudgeWait(deps.db, 1);
    expect(await nudgeWait(deps.db, 1)).toBeUndefined();
    await deps.db.close();
  });

  it('GIVEN moves made THEN the last move is the latest event', async () => {
    const deps = await running();
    const at = await lastMoveAt(deps.db, 1);
    expect(at).toMatch(/^2140-/);
    expect(await lastMoveAt(deps.db, 2)).toBeNull();
    await deps.db.close();
  });
});
