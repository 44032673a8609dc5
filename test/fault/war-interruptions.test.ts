// Dice must never vanish when a war is interrupted (found by the fuzz and consistency checks).
import { playedParticipants } from '../support/played';
import { describe, expect, it } from 'vitest';
import * as app from '../../src/app';
import { ANA, caller, GM, world } from '../authz/world';
import { allProblems } from './consistency';

// The 'war' world: trailing-tie war; Ana (5 5 5 4 4) led Brute with a 5, the GM answered with a 5,
// the tie is a trailing stake, and both sides are asked for one more die. Pools: Ana 5 5 4 4,
// GM 5 4 4 4; the GM's answered 5 sits in the exchange's target_dice.
describe('an interrupted war keeps every die', () => {
  it('GIVEN the war world THEN it is consistent before anything happens', async () => {
    expect(await allProblems((await world('war')).db)).toEqual([]);
  });

  // Was a bug (src/app/conflict/exchange/exchange-cancel.ts, `addToPool(actor.pool, pending.actorDice)`): /exchange cancel
  // is accepted after the target has answered (a war is waiting). The actor gets its die back,
  // the target's answered 5 (and any war dice) are lost, and the exchange is marked cancelled.
  // Fix: refuse cancelling once target_dice is set (the war must be fought), or also return
  // target_dice + war_target to the target and war_actor to the actor.
  it('GIVEN a war waiting WHEN the actor cancels THEN it is refused and no die disappears', async () => {
    const deps = await world('war');
    await expect(app.cancelExchange(deps, caller(ANA))).rejects.toThrow(
      expect.objectContaining({ code: 'exchange/answered' }),
    );
    expect(await allProblems(deps.db)).toEqual([]);
    // The GM's answered 5 stays in the pending exchange until the war is fought.
    expect((await playedParticipants(deps.db, app.asConflictId(1))).find((p) => p.name === 'GM')!.pool).toEqual([
      5, 4, 4, 4,
    ]);
  });

  // Was a bug (the old end helper, before the machine played the end): ending a conflict with
  // a war waiting returns only the actor's pushed dice; the target's answered dice and war dice
  // vanish, so its leftover (R8.1 books / R8.2 follow-up dice) is short. Here the GM ends with
  // leftover 4 instead of 5. Fix: give back target_dice + war_target to the target and war_actor
  // to the actor before counting leftovers.
  it('GIVEN a war waiting WHEN the GM ends the conflict THEN leftovers count every die', async () => {
    const deps = await world('war');
    await app.endConflictCommand(deps, caller(GM));
    expect((await playedParticipants(deps.db, app.asConflictId(1))).find((p) => p.name === 'GM')!.leftover).toBe(5);
    expect(await allProblems(deps.db)).toEqual([]);
  });
});
