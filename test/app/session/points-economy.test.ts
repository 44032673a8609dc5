import { playedParticipants } from '../../support/played';
import { describe, expect, it } from 'vitest';
import * as app from '../../../src/app';
import { restrictedAmount, replaceRestrictedPoints } from '../../../src/store/campaign/restricted-points';
import { liveConflict } from '../../../src/store/conflict/conflicts';
import { as } from '../helpers';
import {
  ANA,
  BEN,
  expectNoPublicSecrets,
  expectRefused,
  GM,
  idOf,
  murphy,
  pointsOf,
  privateKinds,
  publicText,
  world,
} from '../campaign/world';

describe('enemyEnters', () => {
  it("GIVEN R10.5 an enemy at base level THEN Murphy and only that player gain 1, whatever the NPC's lifestyle level", async () => {
    const deps = await world();
    await app.createNpc(deps, as(GM), { name: 'Jack', level: 7 });
    const o = await app.enemyEnters(deps, as(GM), { enemy: 'jack', character: 'Ana' });
    expect([await pointsOf(deps.db, 'Ana'), await pointsOf(deps.db, 'Ben'), await murphy(deps.db)]).toEqual([1, 0, 1]);
    expect(publicText(o)).toBe("⚔️ **Jack**, Ana's enemy, enters the scene. Ana gains player points.");
    expect(privateKinds(o)).toEqual({ [ANA]: ['points'], [GM]: ['notice', 'murphy'] });
    expect(o.private[GM]?.[1]).toMatchObject({ kind: 'murphy', balance: 1 });
    expectNoPublicSecrets(o);
  });

  it("GIVEN R10.5 a level set once THEN it is kept for the enemy's later entries", async () => {
    const deps = await world();
    await app.createNpc(deps, as(GM), { name: 'Jack' });
    await app.enemyEnters(deps, as(GM), { enemy: 'Jack', character: 'Ben', level: 3 });
    await app.enemyEnters(deps, as(GM), { enemy: 'Jack', character: 'Ben' });
    expect([await pointsOf(deps.db, 'Ana'), await pointsOf(deps.db, 'Ben'), await murphy(deps.db)]).toEqual([0, 6, 6]);
  });

  it('GIVEN R10.5 a coincidence THEN the Murphy point is gained and spent at once, and the log shows both', async () => {
    const deps = await world();
    await app.createNpc(deps, as(GM), { name: 'Jack' });
    const o = await app.enemyEnters(deps, as(GM), { enemy: 'Jack', character: 'Ana', coincidence: true });
    expect([await pointsOf(deps.db, 'Ana'), await murphy(deps.db)]).toEqual([1, 0]);
    const log = (o.private[GM]![1] as { log: { delta: number }[] }).log.map((l) => l.delta);
    expect(log.slice(0, 2)).toEqual([-1, 1]);
  });

  it('GIVEN a live conflict THEN the same enemy cannot enter it twice for one character', async () => {
    const deps = await world();
    await app.createNpc(deps, as(GM), { name: 'Jack', level: 6 });
    await app.startConflict(deps, as(ANA), { primary: 'Coordination: Pilot: Boat', against: 'Jack' });
    await app.enemyEnters(deps, as(GM), { enemy: 'Jack', character: 'Ana' });
    await expectRefused(
      deps.db,
      () => app.enemyEnters(deps, as(GM), { enemy: 'Jack', character: 'Ana' }),
      'conflict/already-joined',
    );
    await app.enemyEnters(deps, as(GM), { enemy: 'Jack', character: 'Ben' });
    expect([await pointsOf(deps.db, 'Ana'), await pointsOf(deps.db, 'Ben'), await murphy(deps.db)]).toEqual([1, 1, 2]);
  });

  it.each([
    ['a player', ANA, 'Jack', 'Ana', 'auth/not-gm'],
    ['an unknown NPC', GM, 'Nobody', 'Ana', 'npc/unknown'],
    ['an unknown character', GM, 'Jack', 'Nobody', 'character/unknown'],
  ])('GIVEN %s THEN refused', async (_n, user, enemy, character, code) => {
    const deps = await world();
    await app.createNpc(deps, as(GM), { name: 'Jack' });
    await expectRefused(deps.db, () => app.enemyEnters(deps, as(user), { enemy, character }), code);
  });

  it('GIVEN a level out of range THEN refused and nothing changes', async () => {
    const deps = await world();
    await app.createNpc(deps, as(GM), { name: 'Jack' });
    await expectRefused(
      deps.db,
      () => app.enemyEnters(deps, as(GM), { enemy: 'Jack', character: 'Ana', level: 0 }),
      'input/bad-number',
    );
  });
});

describe('requestBeg / answerBeg', () => {
  it('GIVEN Ana begs and the GM grants THEN +n points for her and +n Murphy for the GM, each told privately (R10.3)', async () => {
    const deps = await world();
    const asked = await app.requestBeg(deps, as(ANA), { amount: 2, reason: 'the lift is stuck' });
    expect(asked.begId).toBe(1);
    expect(publicText(asked)).toContain('**Ana** begs fate for 2 player points (the lift is stuck)');
    expect(await pointsOf(deps.db, 'Ana')).toBe(0);
    const o = await app.answerBeg(deps, as(GM), { begId: asked.begId, grant: true });
    expect([await pointsOf(deps.db, 'Ana'), await murphy(deps.db)]).toEqual([2, 2]);
    expect(privateKinds(o)).toEqual({ [ANA]: ['points'], [GM]: ['murphy'] });
    expectNoPublicSecrets(o);
  });

  it('GIVEN the GM denies THEN nothing is gained, and the plea cannot be answered again', async () => {
    const deps = await world();
    const { begId } = await app.requestBeg(deps, as(ANA), { amount: 2, reason: 'please' });
    const o = await app.answerBeg(deps, as(GM), { begId, grant: false });
    expect(publicText(o)).toBe("🙏 The GM denies Ana's plea.");
    expect([await pointsOf(deps.db, 'Ana'), await murphy(deps.db)]).toEqual([0, 0]);
    await expectRefused(
      deps.db,
      () => app.answerBeg(deps, as(GM), { begId, grant: true }),
      'exchange/already-resolved',
    );
  });

  it.each([
    ['a player answering', () => ({ user: ANA }), 'auth/not-gm'],
    ['an unknown plea', () => ({ user: GM, begId: 42 }), 'input/bad-number'],
  ])('GIVEN %s THEN refused', async (_n, make, code) => {
    const deps = await world();
    const { begId } = await app.requestBeg(deps, as(ANA), { amount: 1, reason: 'please' });
    const { user, begId: other } = make() as { user: string; begId?: number };
    await expectRefused(deps.db, () => app.answerBeg(deps, as(user), { begId: other ?? begId, grant: true }), code);
  });

  it.each([
    ["for someone else's character", BEN, { amount: 1, reason: 'x', character: 'Ana' }, 'auth/not-owner'],
    ['the GM without a character', GM, { amount: 1, reason: 'x' }, 'character/none'],
    ['too much', ANA, { amount: 21, reason: 'x' }, 'input/bad-number'],
  ])('GIVEN a plea %s THEN refused', async (_n, user, input, code) => {
    const deps = await world();
    await expectRefused(deps.db, () => app.requestBeg(deps, as(user), input), code);
  });
});

describe('spendRestrictedPoints', () => {
  const BOAT = { key: 'coordination: pilot: boat', text: 'Coordination: Pilot: Boat' };
  const trained = async (amount = 3) => {
    const deps = await world();
    await replaceRestrictedPoints(
      deps.db,
      await idOf(deps.db, 'Ana'),
      BOAT,
      amount,
      'trained',
      deps.now().toISOString(),
    );
    return deps;
  };

  it('GIVEN points trained in Boat THEN Ana spends them on a lucky event with Boat, the balance private', async () => {
    const deps = await trained();
    const o = await app.spendRestrictedPoints(deps, as(ANA), {
      skill: 'coordination: pilot: boat',
      amount: 2,
      reason: 'the current carries her clear',
    });
    expect((await restrictedAmount(deps.db, await idOf(deps.db, 'Ana'), BOAT.key))?.amount).toBe(1);
    expect(publicText(o)).toContain('thanks to Coordination: Pilot: Boat: the current carries her clear');
    expect(o.private[ANA]).toEqual([
      {
        kind: 'points',
        characters: [{ name: 'Ana', points: 0, restricted: [{ skill: 'Coordination: Pilot: Boat', amount: 1 }] }],
      },
    ]);
    expectNoPublicSecrets(o);
  });

  it.each([
    ['another skill', { skill: 'Physique: Unarmed: Punch', amount: 1, reason: 'x' }, 'points/not-enough'],
    ['a parent of the skill', { skill: 'Coordination: Pilot', amount: 1, reason: 'x' }, 'points/not-enough'],
    ['more than trained', { skill: 'Coordination: Pilot: Boat', amount: 4, reason: 'x' }, 'points/not-enough'],
    ['a bad skill path', { skill: 'a:b:c:d', amount: 1, reason: 'x' }, 'skill/bad-path'],
  ])('GIVEN %s THEN refused: restricted points are usable only with their skill (R10.3)', async (_n, input, code) => {
    const deps = await trained();
    await expectRefused(deps.db, () => app.spendRestrictedPoints(deps, as(ANA), input), code);
  });

  it('GIVEN another player THEN refused', async () => {
    const deps = await trained();
    await expectRefused(
      deps.db,
      () => app.spendRestrictedPoints(deps, as(BEN), { skill: BOAT.text, amount: 1, reason: 'x', character: 'Ana' }),
      'auth/not-owner',
    );
  });

  it('GIVEN a Boat conflict THEN the points spend like books there; in a Punch conflict they are refused', async () => {
    const deps = await trained();
    await app.startConflict(deps, as(ANA), { primary: 'Coordination: Pilot: Boat' });
    await app.spendRestrictedPoints(deps, as(ANA), {
      skill: BOAT.text,
      amount: 2,
      reason: 'knows these waters',
      asBooks: true,
    });
    const conflict = (await liveConflict(deps.db, 'g1', 'c1'))!;
    expect((await playedParticipants(deps.db, conflict.id)).find((p) => p.name === 'Ana')?.books).toBe(2);
    await app.endConflictCommand(deps, as(GM));
    await app.startConflict(deps, as(ANA), { primary: 'Physique: Unarmed: Punch' });
    await expectRefused(
      deps.db,
      () => app.spendRestrictedPoints(deps, as(ANA), { skill: BOAT.text, amount: 1, reason: 'x', asBooks: true }),
      'goal/not-available',
    );
  });
});
