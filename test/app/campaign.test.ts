import { describe, expect, it } from 'vitest';
import * as app from '../../src/app';
import { campaignForChannel } from '../../src/store/campaigns';
import { murphyBalance, murphyLog } from '../../src/store/murphy';
import { openSession } from '../../src/store/sessions';
import { as, begGranted, deepKeys, makeDeps } from './helpers';

const GM = 'u-gm';
const CO = app.asUserId('u-co');
const ANA = 'u-ana';
const BEN = 'u-ben';

function world() {
  const deps = makeDeps();
  app.createCampaign(deps, as(GM), { name: 'Eros', rackSize: null });
  app.createCharacter(deps, as(ANA), { name: 'Ana' });
  app.createCharacter(deps, as(BEN), { name: 'Ben' });
  return deps;
}

describe('campaign set-up', () => {
  it('GIVEN /campaign create THEN the caller is GM of this channel only', () => {
    const deps = world();
    expect(campaignForChannel(deps.db, 'g1', 'c1')!.gmUserId).toBe(GM);
    expect(campaignForChannel(deps.db, 'g1', 'other')).toBeNull();
    expect(campaignForChannel(deps.db, 'g2', 'c1')).toBeNull();
  });

  it('GIVEN a co-GM THEN it may use GM commands (commands.md)', () => {
    const deps = world();
    expect(() => app.createNpc(deps, as(CO), { name: 'Bob' })).toThrow(
      expect.objectContaining({ code: 'auth/not-gm' }),
    );
    app.addCampaignCoGm(deps, as(GM), { userId: CO });
    expect(() => app.createNpc(deps, as(CO), { name: 'Bob' })).not.toThrow();
  });

  it('GIVEN the GM removes a co-GM THEN its GM powers go; removing a stranger or oneself is refused', () => {
    const deps = world();
    app.addCampaignCoGm(deps, as(GM), { userId: CO });
    const o = app.addCampaignCoGm(deps, as(GM), { userId: CO, remove: true });
    expect(o.public[0]).toEqual({ kind: 'notice', text: `<@${CO}> is no longer a co-GM of Eros.`, pings: [CO] });
    expect(() => app.createNpc(deps, as(CO), { name: 'Bob' })).toThrow(
      expect.objectContaining({ code: 'auth/not-gm' }),
    );
    expect(() => app.addCampaignCoGm(deps, as(GM), { userId: CO, remove: true })).toThrow(
      expect.objectContaining({ code: 'input/bad-text' }),
    );
    expect(() => app.addCampaignCoGm(deps, as(GM), { userId: app.asUserId(GM) })).toThrow(
      expect.objectContaining({ code: 'input/bad-text' }),
    );
  });

  it('GIVEN /campaign show THEN players, house rules and the session appear, nothing secret', () => {
    const deps = world();
    app.setCampaignRule(deps, as(GM), { rule: 'unmatched', value: 'reroll' });
    const o = app.showCampaign(deps, as(ANA));
    expect(o.public[0]).toMatchObject({
      kind: 'campaign',
      campaign: { name: 'Eros', houseRules: { unmatched: 'reroll' }, characters: [{ name: 'Ana' }, { name: 'Ben' }] },
    });
    expect(deepKeys(o.public).has('balance')).toBe(false);
  });

  it('GIVEN a lifestyle twice THEN refused (R2.3)', () => {
    const deps = world();
    app.addCharacterLifestyle(deps, as(ANA), { name: 'Dock rat', habits: 'gambling' });
    expect(() => app.addCharacterLifestyle(deps, as(ANA), { name: 'dock RAT' })).toThrow(
      expect.objectContaining({ code: 'character/duplicate-lifestyle' }),
    );
  });

  it('GIVEN /character show THEN the sheet lists skills, gear and level but no points', () => {
    const deps = world();
    app.addCharacterSkill(deps, as(ANA), { path: 'Coordination' });
    app.addCharacterGear(deps, as(ANA), { name: 'Airgun', quality: 4, mode: 'assist', skill: 'Coordination', pmp: 1 });
    const o = app.showCharacter(deps, as(BEN), { character: 'ana' });
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
  it('GIVEN /session start THEN one rack per player and gear PMP goes to Murphy, told only to the GM', () => {
    const deps = world();
    app.addCharacterGear(deps, as(ANA), {
      name: 'Cursed charm',
      quality: 1,
      mode: 'circumstance',
      skill: 'Coordination',
      pmp: 2,
    });
    const o = app.startSession(deps, as(GM));
    expect(openSession(deps.db, 1)).toMatchObject({ budgetRacks: 2, racksLeft: 2 });
    expect(murphyBalance(deps.db, 1)).toBe(2);
    expect(JSON.stringify(o.public)).not.toMatch(/Murphy pool \(now/);
    expect(o.private[GM]?.[0]).toMatchObject({ kind: 'notice' });
  });

  it('GIVEN Murphy added and spent with narration THEN only the narration is public and the log keeps both', () => {
    const deps = world();
    const added = app.addMurphy(deps, as(GM), { amount: 3, reason: 'Ben refused a compel' });
    expect(added.public).toEqual([]);
    const spent = app.spendMurphy(deps, as(GM), { amount: 2, reason: 'bad luck', narration: 'The lift cable snaps.' });
    expect(spent.public).toEqual([{ kind: 'notice', text: expect.stringContaining('The lift cable snaps.') }]);
    expect(JSON.stringify(spent.public)).not.toMatch(/"balance"|\b1\b/);
    expect(spent.private[GM]?.[0]).toMatchObject({ kind: 'murphy', balance: 1 });
    expect(murphyLog(deps.db, 1).map((l) => l.delta)).toEqual([-2, 3]);
  });

  it("GIVEN /points show by the GM THEN it sees a player's points; by another player THEN refused (R13.3)", () => {
    const deps = world();
    begGranted(deps, as(ANA), as(GM), { amount: 1, reason: 'mercy' });
    expect(app.showPoints(deps, as(GM), { character: 'Ana' }).private[GM]?.[0]).toMatchObject({
      kind: 'points',
      characters: [{ name: 'Ana', points: 1 }],
    });
    expect(() => app.showPoints(deps, as(BEN), { character: 'Ana' })).toThrow(
      expect.objectContaining({ code: 'auth/not-owner' }),
    );
  });

  it('GIVEN /points spend THEN the lucky event is public and the balance private', () => {
    const deps = world();
    begGranted(deps, as(ANA), as(GM), { amount: 2, reason: 'mercy' });
    const o = app.spendPoints(deps, as(ANA), { amount: 1, reason: 'a cab pulls up' });
    expect(o.public[0]).toMatchObject({ kind: 'notice', text: expect.stringContaining('a cab pulls up') });
    expect(o.private[ANA]?.[0]).toMatchObject({ kind: 'points', characters: [{ points: 1 }] });
  });
});
