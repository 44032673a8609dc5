/** R4.1 through the use cases: the set-up stays open after rolling; who may begin, and when. */
import { describe, expect, it } from 'vitest';
import * as app from '../../../src/app';
import { scriptedDice } from '../../../src/rules';
import { readConflictDocument } from '../../../src/store/conflict/conflict-state';
import { latestConflict } from '../../../src/store/conflict/conflicts';
import { as, CHANNEL, dump, GUILD, makeDeps } from '../helpers';

const GM = 'u-gm';
const ANA = 'u-ana';
const BEN = 'u-ben';
const AIRGUN = 'Coordination: Projectiles: Airgun';

/** Ana starts a conflict against Ben's character (the other side); every die rolls a 5. */
async function table(rules: Record<string, string> = {}) {
  const deps = makeDeps({ dice: scriptedDice(Array(60).fill(5)) });
  await app.createCampaign(deps, as(GM), { name: 'Standoff' });
  for (const [rule, value] of Object.entries(rules)) await app.setCampaignRule(deps, as(GM), { rule, value });
  await app.createCharacter(deps, as(ANA), { name: 'Ana' });
  await app.addCharacterSkill(deps, as(ANA), { path: 'Coordination' });
  await app.createCharacter(deps, as(BEN), { name: 'Ben' });
  await app.addCharacterSkill(deps, as(BEN), { path: 'Coordination' });
  await app.startConflict(deps, as(ANA), { primary: AIRGUN, against: 'Ben' });
  return deps;
}
const phase = async (deps: Awaited<ReturnType<typeof table>>) =>
  (await readConflictDocument(deps.db, (await latestConflict(deps.db, GUILD, CHANNEL))!.id)).state.phase;

describe('R4.1 the open set-up through the use cases', () => {
  it('R4.1 GIVEN no secondary skill THEN begin is refused with what is missing, and nothing changes', async () => {
    const deps = await table();
    await app.rollPool(deps, as(ANA));
    await app.rollPool(deps, as(BEN));
    const before = await dump(deps.db);
    await expect(app.beginExchanges(deps, as(ANA))).rejects.toThrow(
      expect.objectContaining({
        code: 'conflict/not-ready',
        message: 'The exchanges cannot begin yet: still waiting for the secondary skill.',
      }),
    );
    await expect(app.leadExchange(deps, as(ANA), { target: 'Ben', action: 'I draw', dice: [5] })).rejects.toThrow(
      expect.objectContaining({ code: 'conflict/not-ready' }),
    );
    expect(await dump(deps.db)).toEqual(before);
  });

  it('R4.1 GIVEN the table ready THEN Ben (the challenged side) may not begin, and a lead by Ana begins the exchanges', async () => {
    const deps = await table();
    await app.setSecondary(deps, as(BEN), { skill: 'Coordination: Acrobatics' });
    await app.rollPool(deps, as(ANA));
    await app.rollPool(deps, as(BEN));
    expect(await phase(deps)).toBe('rolling');
    await expect(app.beginExchanges(deps, as(BEN))).rejects.toThrow(
      expect.objectContaining({ code: 'auth/not-initiator' }),
    );
    const led = await app.leadExchange(deps, as(ANA), { target: 'Ben', action: 'I draw', dice: [5] });
    expect(led.public[0]).toEqual({ kind: 'notice', text: 'The exchanges begin with this lead.' });
    expect(led.public.map((v) => v.kind)).toContain('exchange-led');
    expect(await phase(deps)).toBe('exchanges');
  });

  it('R4.1 GIVEN house rule setup-wait 15 THEN Ben may begin once 15 minutes passed without anyone joining', async () => {
    const deps = await table({ 'setup-wait': '15' });
    await app.setSecondary(deps, as(BEN), { skill: 'Coordination: Acrobatics' });
    await app.rollPool(deps, as(ANA));
    await app.rollPool(deps, as(BEN));
    await expect(app.beginExchanges(deps, as(BEN))).rejects.toThrow(
      expect.objectContaining({ code: 'auth/not-initiator' }),
    );
    const later = { ...deps, now: () => new Date(Date.parse('2140-01-01T00:16:00Z')) };
    const begun = await app.beginExchanges(later, as(BEN));
    expect(begun.public[0]).toMatchObject({ kind: 'conflict', conflict: { phase: 'exchanges' } });
  });
});
