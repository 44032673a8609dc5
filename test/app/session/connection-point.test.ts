import { describe, expect, it } from 'vitest';
import * as app from '../../../src/app';
import { as } from '../helpers';
import { ANA, BEN, expectNoPublicSecrets, expectRefused, GM, pointsOf, publicText, world } from '../campaign/world';

async function ready() {
  const deps = await world();
  await app.addCharacterLifestyle(deps, as(ANA), { name: 'Dock rat', habits: 'gambling' });
  await app.startSession(deps, as(GM));
  return deps;
}

describe('useConnectionAsPoint (R10.3)', () => {
  it('GIVEN Ana acting for a friend THEN her Dock rat contacts give one point, the balance private', async () => {
    const deps = await ready();
    const o = await app.useConnectionAsPoint(deps, as(ANA), {
      lifestyle: 'dock RAT',
      onBehalfOf: 'the harbour widows',
    });
    expect(publicText(o)).toBe(
      '📇 **Ana** calls on old Dock rat contacts, acting for the harbour widows: one player point.',
    );
    expect(await pointsOf(deps.db, 'Ana')).toBe(1);
    expect(Object.keys(o.private)).toEqual([ANA]);
    expectNoPublicSecrets(o);
  });

  it('GIVEN the same lifestyle twice in a session THEN refused; a new session allows it again', async () => {
    const deps = await ready();
    await app.useConnectionAsPoint(deps, as(ANA), { lifestyle: 'Dock rat', onBehalfOf: 'a friend' });
    await expectRefused(
      deps.db,
      () => app.useConnectionAsPoint(deps, as(ANA), { lifestyle: 'Dock rat', onBehalfOf: 'a friend' }),
      'points/not-enough',
    );
    await app.endSession(deps, as(GM));
    await app.startSession(deps, as(GM));
    await app.useConnectionAsPoint(deps, as(ANA), { lifestyle: 'Dock rat', onBehalfOf: 'a friend' });
    expect(await pointsOf(deps.db, 'Ana')).toBe(2);
  });

  it('GIVEN the lifestyle dropped and taken again THEN its connection does not serve twice in the session', async () => {
    const deps = await ready();
    await app.useConnectionAsPoint(deps, as(ANA), { lifestyle: 'Dock rat', onBehalfOf: 'a friend' });
    await app.removeCharacterLifestyle(deps, as(ANA), { name: 'Dock rat' });
    await app.addCharacterLifestyle(deps, as(ANA), { name: 'DOCK RAT', habits: 'gambling' });
    await expectRefused(
      deps.db,
      () => app.useConnectionAsPoint(deps, as(ANA), { lifestyle: 'Dock rat', onBehalfOf: 'a friend' }),
      'points/not-enough',
    );
    expect(await pointsOf(deps.db, 'Ana')).toBe(1);
  });

  it('GIVEN her own sheet imported again THEN the connection does not serve twice; Ben’s of the same name does', async () => {
    const deps = await ready();
    await app.useConnectionAsPoint(deps, as(ANA), { lifestyle: 'Dock rat', onBehalfOf: 'a friend' });
    const file = (await app.exportSheet(deps, as(ANA), {})).private[ANA]!.find(
      (d) => d.kind === 'document' && d.name === 'Ana.json',
    );
    await app.importSheet(deps, as(ANA), { text: (file as { text: string }).text, replace: true });
    await expectRefused(
      deps.db,
      () => app.useConnectionAsPoint(deps, as(ANA), { lifestyle: 'Dock rat', onBehalfOf: 'a friend' }),
      'points/not-enough',
    );
    await app.addCharacterLifestyle(deps, as(BEN), { name: 'Dock rat' });
    await app.useConnectionAsPoint(deps, as(BEN), { lifestyle: 'Dock rat', onBehalfOf: 'a friend' });
    expect([await pointsOf(deps.db, 'Ana'), await pointsOf(deps.db, 'Ben')]).toEqual([1, 1]);
    // The next session, it serves again.
    await app.endSession(deps, as(GM));
    await app.startSession(deps, as(GM));
    await app.useConnectionAsPoint(deps, as(ANA), { lifestyle: 'Dock rat', onBehalfOf: 'a friend' });
    expect(await pointsOf(deps.db, 'Ana')).toBe(2);
  });

  it.each([
    ['another player', BEN, { lifestyle: 'Dock rat', onBehalfOf: 'x', character: 'Ana' }, 'auth/not-owner'],
    ['an unknown lifestyle', ANA, { lifestyle: 'Pilot', onBehalfOf: 'x' }, 'input/bad-text'],
    ['nobody to act for', ANA, { lifestyle: 'Dock rat', onBehalfOf: '  ' }, 'input/bad-text'],
  ])('GIVEN %s THEN refused and nothing changes', async (_n, user, input, code) => {
    const deps = await ready();
    await expectRefused(deps.db, () => app.useConnectionAsPoint(deps, as(user), input), code);
  });

  it('GIVEN no open session THEN refused', async () => {
    const deps = await world();
    await app.addCharacterLifestyle(deps, as(ANA), { name: 'Dock rat', habits: 'gambling' });
    await expectRefused(
      deps.db,
      () => app.useConnectionAsPoint(deps, as(ANA), { lifestyle: 'Dock rat', onBehalfOf: 'x' }),
      'session/none-open',
    );
  });
});
