import { describe, expect, it } from 'vitest';
import * as app from '../../src/app';
import { campaignForChannel } from '../../src/store/campaign/campaigns';
import { murphyBalance, murphyLog } from '../../src/store/campaign/murphy';
import { openSession } from '../../src/store/campaign/sessions';
import { as, begGranted, deepKeys, makeDeps } from './helpers';

const GM = 'u-gm';
const CO = app.asUserId('u-co');
const ANA = 'u-ana';
const BEN = 'u-ben';

async function world() {
  const deps = makeDeps();
  await app.createCampaign(deps, as(GM), { name: 'Eros', rackSize: null });
  await app.createCharacter(deps, as(ANA), { name: 'Ana' });
  await app.createCharacter(deps, as(BEN), { name: 'Ben' });
  return deps;
}

describe('campaign set-up', () => {
  it('GIVEN /campaign create THEN the caller is GM of this channel only', async () => {
    const deps = await world();
    expect((await campaignForChannel(deps.db, 'g1', 'c1'))!.gmUserId).toBe(GM);
    expect(await campaignForChannel(deps.db, 'g1', 'other')).toBeNull();
    expect(await campaignForChannel(deps.db, 'g2', 'c1')).toBeNull();
  });

  it('GIVEN a co-GM THEN it may use GM commands (commands.md)', async () => {
    const deps = await world();
    await expect(app.createNpc(deps, as(CO), { name: 'Bob' })).rejects.toThrow(
      expect.objectContaining({ code: 'auth/not-gm' }),
    );
    await app.addCampaignCoGm(deps, as(GM), { userId: CO });
    await app.createNpc(deps, as(CO), { name: 'Bob' });
  });

  it('GIVEN the GM removes a co-GM THEN its GM powers go; removing a stranger or oneself is refused', async () => {
    const deps = await world();
    await app.addCampaignCoGm(deps, as(GM), { userId: CO });
    const o = await app.addCampaignCoGm(deps, as(GM), { userId: CO, remove: true });
    expect(o.public[0]).toEqual({ kind: 'notice', text: `<@${CO}> is no longer a co-GM of Eros.`, pings: [CO] });
    await expect(app.createNpc(deps, as(CO), { name: 'Bob' })).rejects.toThrow(
      expect.objectContaining({ code: 'auth/not-gm' }),
    );
    await expect(app.addCampaignCoGm(deps, as(GM), { userId: CO, remove: true })).rejects.toThrow(
      expect.objectContaining({ code: 'input/bad-text' }),
    );
    await expect(app.addCampaignCoGm(deps, as(GM), { userId: app.asUserId(GM) })).rejects.toThrow(
      expect.objectContaining({ code: 'input/bad-text' }),
    );
  });

  it('GIVEN /campaign show THEN players, house rules and the session appear, nothing secret', async () => {
    const deps = await world();
    await app.setCampaignRule(deps, as(GM), { rule: 'unmatched', value: 'reroll' });
    const o = await app.showCampaign(deps, as(ANA));
    expect(o.public[0]).toMatchObject({
      kind: 'campaign',
      campaign: { name: 'Eros', houseRules: { unmatched: 'reroll' }, characters: [{ name: 'Ana' }, { name: 'Ben' }] },
    });
    expect(deepKeys(o.public).has('balance')).toBe(false);
  });

  it('GIVEN a lifestyle twice THEN refused (R2.3)', async () => {
    const deps = await world();
    await app.addCharacterLifestyle(deps, as(ANA), { name: 'Dock rat', habits: 'gambling' });
    await expect(app.addCharacterLifestyle(deps, as(ANA), { name: 'dock RAT' })).rejects.toThrow(
      expect.objectContaining({ code: 'character/duplicate-lifestyle' }),
    );
  });

  it('GIVEN /character show THEN the sheet lists skills, gear and level but no points', async () => {
    const deps = await world();
    await app.addCharacterSkill(deps, as(ANA), { path: 'Coordination' });
    await app.addCharacterGear(deps, as(ANA), {
      name: 'Airgun',
      quality: 4,
      mode: 'assist',
      skill: 'Coordination',
      pmp: 1,
    });
    const o = await app.showCharacter(deps, as(BEN), { character: 'ana' });
    expect(o.public[0]).toMatchObject({
      kind: 'character',
      sheet: {
        name: 'Ana',
        level: 6,
        skills: [{ text: 'Coordination', own: true, from: [] }],
        gear: [{ name: 'Airgun', quality: 4, from: null }],
      },
    });
    expect(deepKeys(o.public).has('playerPoints')).toBe(false);
  });
});

describe('sessions and the Murphy pool (R10.1, R10.2, R13.3)', () => {
  it('GIVEN /session start THEN one rack per player and gear PMP goes to Murphy, told only to the GM', async () => {
    const deps = await world();
    await app.addCharacterGear(deps, as(ANA), {
      name: 'Cursed charm',
      quality: 1,
      mode: 'circumstance',
      skill: 'Coordination',
      pmp: 2,
    });
    const o = await app.startSession(deps, as(GM));
    expect(await openSession(deps.db, 1)).toMatchObject({ budgetRacks: 2, racksLeft: 2 });
    expect(await murphyBalance(deps.db, 1)).toBe(2);
    expect(JSON.stringify(o.public)).not.toMatch(/Murphy pool \(now/);
    expect(o.private[GM]?.[0]).toMatchObject({ kind: 'notice' });
  });

  it('GIVEN Murphy added and spent with narration THEN only the narration is public and the log keeps both', async () => {
    const deps = await world();
    const added = await app.addMurphy(deps, as(GM), { amount: 3, reason: 'Ben refused a compel' });
    expect(added.public).toEqual([]);
    const spent = await app.spendMurphy(deps, as(GM), {
      amount: 2,
      reason: 'bad luck',
      narration: 'The lift cable snaps.',
    });
    expect(spent.public).toEqual([{ kind: 'notice', text: expect.stringContaining('The lift cable snaps.') }]);
    expect(JSON.stringify(spent.public)).not.toMatch(/"balance"|\b1\b/);
    expect(spent.private[GM]?.[0]).toMatchObject({ kind: 'murphy', balance: 1 });
    expect((await murphyLog(deps.db, 1)).map((l) => l.delta)).toEqual([-2, 3]);
  });

  it("GIVEN /points show by the GM THEN it sees a player's points; by another player THEN refused (R13.3)", async () => {
    const deps = await world();
    await begGranted(deps, as(ANA), as(GM), { amount: 1, reason: 'mercy' });
    expect((await app.showPoints(deps, as(GM), { character: 'Ana' })).private[GM]?.[0]).toMatchObject({
      kind: 'points',
      characters: [{ name: 'Ana', points: 1 }],
    });
    await expect(app.showPoints(deps, as(BEN), { character: 'Ana' })).rejects.toThrow(
      expect.objectContaining({ code: 'auth/not-owner' }),
    );
  });

  it('GIVEN /points spend THEN the lucky event is public and the balance private', async () => {
    const deps = await world();
    await begGranted(deps, as(ANA), as(GM), { amount: 2, reason: 'mercy' });
    const o = await app.spendPoints(deps, as(ANA), { amount: 1, reason: 'a cab pulls up' });
    expect(o.public[0]).toMatchObject({ kind: 'notice', text: expect.stringContaining('a cab pulls up') });
    expect(o.private[ANA]?.[0]).toMatchObject({ kind: 'points', characters: [{ points: 1 }] });
  });
});
