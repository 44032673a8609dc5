/**
 * The seal on the public "has rolled" line (R13.2, R1.3): a short code from the pool's salted
 * commitment, which tells nothing of the pool, and which the check after the end shows again.
 */
import { describe, expect, it } from 'vitest';
import * as app from '../../../src/app';
import { commitmentOf, sealCode } from '../../../src/app/conflict/commitment';
import { textOf } from '../../../src/app/text/safe-text';
import { type Face, scriptedDice } from '../../../src/rules';
import { rows } from '../../support/sql';
import { as, makeDeps, poolOf } from '../helpers';

const GM = 'u-gm';
const ANA = 'u-ana';
const AIRGUN = 'Coordination: Projectiles: Airgun';

const noticeOf = (o: app.Outcome) => {
  const v = o.public.find((p) => p.kind === 'notice');
  return v?.kind === 'notice' ? textOf(v.text) : '';
};

describe('the seal of a rolled pool', () => {
  it('R13.2 GIVEN Ana and the GM roll THEN each "has rolled" line shows the start of its commitment, and verify shows the same codes', async () => {
    const deps = makeDeps({ dice: scriptedDice([6, 5, 5, 4, 4, 4, 2, 6, 6, 5, 5, 3, 1, 4, 4]) });
    await app.createCampaign(deps, as(GM), { name: 'Seals' });
    await app.createCharacter(deps, as(ANA), { name: 'Ana' });
    for (const path of ['Coordination', 'Coordination: Projectiles', AIRGUN])
      await app.addCharacterSkill(deps, as(ANA), { path });
    await app.createNpc(deps, as(GM), { name: 'Brute' });
    await app.startConflict(deps, as(ANA), { primary: AIRGUN, against: 'Brute' });
    await app.setSecondary(deps, as(GM), { skill: 'Cognition' });
    const anaRolled = await app.rollPool(deps, as(ANA));
    const ana = noticeOf(anaRolled);
    const gm = noticeOf(await app.rollPool(deps, as(GM)));

    const stored = await rows<{ name: string; commitment: string; salt: string }>(
      deps.db,
      'SELECT name, commitment, salt FROM participants ORDER BY id',
    );
    const seal = (name: string) => stored.find((p) => p.name === name)!.commitment;
    const code = (name: string) => `${seal(name).slice(0, 4).toUpperCase()}-${seal(name).slice(4, 8).toUpperCase()}`;
    expect(ana).toBe(`**Ana** has rolled. Seal: ${code('Ana')}.`);
    expect(gm).toBe(`**Brute** has rolled. Seal: ${code('GM')}.`);
    // Two different pools, two different codes; the code is no piece of the pool.
    expect(code('Ana')).not.toBe(code('GM'));
    expect(ana).not.toMatch(/6 ?5 ?5 ?4/);
    // The commitment is salted: the same pool with another salt has another seal, so a code cannot
    // be looked up in a table of pools.
    const anaRow = stored.find((p) => p.name === 'Ana')!;
    const anaPool = poolOf(anaRolled, ANA) as Face[];
    expect(commitmentOf(anaRow.salt, anaPool)).toBe(seal('Ana'));
    expect(sealCode(seal('Ana'))).toBe(code('Ana'));
    expect(sealCode(commitmentOf('another salt', anaPool))).not.toBe(code('Ana'));
    expect(sealCode(commitmentOf(anaRow.salt, [6, 6, 6]))).not.toBe(code('Ana'));

    await app.beginExchanges(deps, as(GM));
    await app.endConflictCommand(deps, as(GM));
    const verified = noticeOf(await app.verifyConflict(deps, as(ANA)));
    expect(verified).toMatch(/^Verified: everyone played the dice they rolled\./);
    expect(verified).toContain(
      `each matches the seal shown when it was rolled: Ana ${code('Ana')}, Brute ${code('GM')}`,
    );
  });
});
