import { describe, expect, it } from 'vitest';
import * as app from '../../../src/app';
import { as } from '../helpers';
import {
  ANA,
  BEN,
  CO,
  expectNoPublicSecrets,
  expectRefused,
  GM,
  murphy,
  pointsOf,
  privateKinds,
  publicText,
  world,
} from '../campaign/world';

describe('offerCompel', () => {
  it('GIVEN the GM offers Ana 2 points THEN the offer is public and carries its id (R10.4)', async () => {
    const deps = await world();
    const o = await app.offerCompel(deps, as(GM), { character: 'ana', points: 2, reason: 'gamble away the rent' });
    expect(o.compelId).toBe(1);
    expect(publicText(o)).toContain('the GM offers **Ana** 2 player points to gamble away the rent');
    expect(publicText(o)).toContain(`<@${ANA}>`);
    expect(o.private).toEqual({});
  });

  it('GIVEN a reason typed with its own full stop THEN the offer has one full stop, not two', async () => {
    const o = await app.offerCompel(await world(), as(GM), {
      character: 'ana',
      points: 1,
      reason: 'gamble away the rent.',
    });
    expect(publicText(o)).toContain('1 player point to gamble away the rent. <@');
  });

  it('GIVEN a co-GM THEN it may offer too', async () => {
    const deps = await world();
    await app.addCampaignCoGm(deps, as(GM), { userId: CO });
    expect(
      (await app.offerCompel(deps, as(CO), { character: 'Ben', points: 1, reason: 'pick a fight' })).compelId,
    ).toBe(1);
  });

  it.each([
    ['a player offering', ANA, { character: 'Ben', points: 1, reason: 'x' }, 'auth/not-gm'],
    ['no points', GM, { character: 'Ben', points: 0, reason: 'x' }, 'input/bad-number'],
    ['too many points', GM, { character: 'Ben', points: 21, reason: 'x' }, 'input/bad-number'],
    ['an empty reason', GM, { character: 'Ben', points: 1, reason: '  ' }, 'input/bad-text'],
    ['an unknown character', GM, { character: 'Zed', points: 1, reason: 'x' }, 'character/unknown'],
  ])('GIVEN %s THEN refused and nothing changes', async (_n, user, input, code) => {
    const deps = await world();
    await expectRefused(deps.db, () => app.offerCompel(deps, as(user), input), code);
  });
});

describe('answerCompel', () => {
  it('GIVEN Ana accepts THEN she gains the points, her balance private to her (R10.4, R13.3)', async () => {
    const deps = await world();
    const { compelId } = await app.offerCompel(deps, as(GM), {
      character: 'Ana',
      points: 2,
      reason: 'gamble away the rent',
    });
    const o = await app.answerCompel(deps, as(ANA), { compelId, accept: true });
    expect(await pointsOf(deps.db, 'Ana')).toBe(2);
    expect(await murphy(deps.db)).toBe(0);
    expect(publicText(o)).toContain('**Ana** accepts the compel');
    expect(o.private[ANA]).toEqual([{ kind: 'points', characters: [{ name: 'Ana', points: 2, restricted: [] }] }]);
    expect(privateKinds(o)).toEqual({ [ANA]: ['points'] });
    expectNoPublicSecrets(o);
  });

  it('GIVEN Ana refuses THEN the GM gains 1 Murphy, told to the GM only; the public hears only the refusal', async () => {
    const deps = await world();
    await app.addMurphy(deps, as(GM), { amount: 4, reason: 'stock' });
    const { compelId } = await app.offerCompel(deps, as(GM), { character: 'Ana', points: 2, reason: 'gamble' });
    const o = await app.answerCompel(deps, as(ANA), { compelId, accept: false });
    expect(await murphy(deps.db)).toBe(5);
    expect(await pointsOf(deps.db, 'Ana')).toBe(0);
    expect(o.public).toEqual([{ kind: 'notice', text: '⚖️ **Ana** refuses.' }]);
    expect(privateKinds(o)).toEqual({ [GM]: ['notice', 'murphy'] });
    expect(o.private[GM]?.[1]).toMatchObject({ kind: 'murphy', balance: 5 });
  });

  it('GIVEN a compel answered once THEN a second answer is refused and changes nothing', async () => {
    const deps = await world();
    const { compelId } = await app.offerCompel(deps, as(GM), { character: 'Ana', points: 2, reason: 'gamble' });
    await app.answerCompel(deps, as(ANA), { compelId, accept: true });
    const msg = await expectRefused(
      deps.db,
      () => app.answerCompel(deps, as(ANA), { compelId, accept: false }),
      'exchange/already-resolved',
    );
    expect(msg).toMatch(/already answered/);
  });

  it('GIVEN the same button click delivered twice THEN it counts once (exactly-once)', async () => {
    const deps = await world();
    const { compelId } = await app.offerCompel(deps, as(GM), { character: 'Ana', points: 3, reason: 'gamble' });
    const click = as(ANA);
    await app.answerCompel(deps, click, { compelId, accept: true });
    expect((await app.answerCompel(deps, click, { compelId, accept: true })).replayed).toBe(true);
    expect(await pointsOf(deps.db, 'Ana')).toBe(3);
  });

  it.each([
    ['another player', BEN, 'auth/not-owner'],
    ['the GM', GM, 'auth/not-owner'],
  ])("GIVEN %s answering Ana's compel THEN refused", async (_n, user, code) => {
    const deps = await world();
    const { compelId } = await app.offerCompel(deps, as(GM), { character: 'Ana', points: 2, reason: 'gamble' });
    await expectRefused(deps.db, () => app.answerCompel(deps, as(user), { compelId, accept: true }), code);
  });

  it('GIVEN an unknown compel id THEN refused', async () => {
    const deps = await world();
    await expectRefused(
      deps.db,
      () => app.answerCompel(deps, as(ANA), { compelId: 99, accept: true }),
      'input/bad-number',
    );
    await expectRefused(
      deps.db,
      () => app.answerCompel(deps, as(ANA), { compelId: 1.5, accept: true }),
      'input/bad-number',
    );
  });
});
