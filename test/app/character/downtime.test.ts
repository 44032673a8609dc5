import { describe, expect, it } from 'vitest';
import * as app from '../../../src/app';
import { scriptedDice } from '../../../src/rules';
import { effectsOf } from '../../../src/store/character/effects';
import { restrictedPointsOf } from '../../../src/store/character/characters';
import { as, makeDeps } from '../helpers';
import {
  ANA,
  BEN,
  expectNoPublicSecrets,
  expectRefused,
  GM,
  idOf,
  privateKinds,
  publicText,
  world,
} from '../campaign/world';

const learn = async (deps: Awaited<ReturnType<typeof world>>, user: string, paths: string[]) => {
  for (const path of paths) await app.addCharacterSkill(deps, as(user), { path });
};

describe('quickTest (R11.4)', () => {
  it('GIVEN both sides roll THEN they push everything in one standard exchange and each keeps its books', () => {
    const r = app.quickTest(scriptedDice([6, 5, 5, 4, 1, 2, 3, 5, 4, 4, 1, 1]), 6, 5);
    expect(r.player).toEqual({ drawn: 6, rolled: [6, 5, 5, 4, 1, 2, 3], pushed: [6, 5, 5, 4], books: 3 });
    expect(r.opposition).toEqual({ drawn: 5, rolled: [5, 4, 4, 1, 1], pushed: [5, 4, 4], books: 0 });
  });

  it('GIVEN the player rolls nothing THEN the opposition pairs its unmatched dice', () => {
    const r = app.quickTest(scriptedDice([1, 2, 5, 5, 4, 4, 4]), 2, 5);
    expect([r.player.books, r.opposition.books]).toEqual([0, 2]);
  });

  it('GIVEN nobody rolls anything THEN nobody scores', () => {
    const r = app.quickTest(scriptedDice([1, 2, 3]), 1, 2);
    expect([r.player.books, r.opposition.books]).toEqual([0, 0]);
  });
});

describe('downtimeTrain (R11.1)', () => {
  it('GIVEN Ana trains Boat against two racks THEN her books become points restricted to Boat, the result public, the balance private', async () => {
    const deps = await world([
      6,
      5,
      5,
      4,
      1,
      2,
      3,
      ...[5, 4, 4, 1, 1, 1, 2, 2, 2, 3, 3, 3],
      ...[4, 4, 1, 1],
      ...Array(12).fill(1),
    ]);
    await learn(deps, ANA, ['Coordination', 'Coordination: Pilot', 'Coordination: Pilot: Boat']);
    await app.startDowntime(deps, as(GM));
    const o = await app.downtimeTrain(deps, as(ANA), { skill: 'coordination: pilot: boat' });
    expect(publicText(o)).toBe(
      [
        '🏋️ **Ana** trains Coordination: Pilot: Boat (quick test against two racks).',
        'Ana: 6 5 5 4 · Opposition: 5 4 4',
        'Books: Ana 3, opposition 0.',
        'Ana gains 3 player points usable only with Coordination: Pilot: Boat, until the next training.',
      ].join('\n'),
    );
    expect(privateKinds(o)).toEqual({ [ANA]: ['points', 'notice'] });
    expect(o.private[ANA]?.[1]).toEqual({
      kind: 'notice',
      text: 'You rolled 6 dice (6 for Coordination: Pilot: Boat + 0 gear) against two racks of 6.',
    });
    expectNoPublicSecrets(o);
    expect(await restrictedPointsOf(deps.db, await idOf(deps.db, 'Ana'))).toEqual([
      { skillKey: 'coordination: pilot: boat', skillText: 'Coordination: Pilot: Boat', amount: 3 },
    ]);
    // One activity per downtime.
    await expectRefused(
      deps.db,
      () => app.downtimeTrain(deps, as(ANA), { skill: 'Coordination: Pilot' }),
      'goal/already-bought',
    );
    // The next training replaces the restricted points.
    await app.endDowntime(deps, as(GM));
    await app.startDowntime(deps, as(GM));
    await app.downtimeTrain(deps, as(ANA), { skill: 'Coordination: Pilot' });
    expect(await restrictedPointsOf(deps.db, await idOf(deps.db, 'Ana'))).toEqual([
      { skillKey: 'coordination: pilot', skillText: 'Coordination: Pilot', amount: 1 },
    ]);
  });

  it('GIVEN a fixed rack size THEN the two racks use it', async () => {
    const deps = await world([1, 1, 1, 1]);
    await app.setCampaignRule(deps, as(GM), { rule: 'rack-size', value: '2' });
    await app.startDowntime(deps, as(GM));
    const o = await app.downtimeTrain(deps, as(BEN), { skill: 'Physique' });
    expect(o.private[BEN]?.[1]).toMatchObject({ text: expect.stringContaining('against two racks of 2') });
  });

  it.each([
    ['no downtime open', false, ANA, { skill: 'Physique' }, 'session/none-open'],
    ['a skill outside the catalog', true, ANA, { skill: 'Cooking' }, 'character/unknown-skill'],
    ["someone else's character", true, BEN, { skill: 'Physique', character: 'Ana' }, 'auth/not-owner'],
  ])('GIVEN %s THEN refused', async (_n, open, user, input, code) => {
    const deps = await world();
    if (open) await app.startDowntime(deps, as(GM));
    await expectRefused(deps.db, () => app.downtimeTrain(deps, as(user), input), code);
  });

  it('GIVEN the GM THEN it may train for a player (owner or GM)', async () => {
    const deps = await world(Array(12).fill(1));
    await app.startDowntime(deps, as(GM));
    await app.downtimeTrain(deps, as(GM), { skill: 'Physique', character: 'Ben' });
  });
});

describe('downtimeHeal (R11.2)', () => {
  async function hurt(dice: number[]) {
    const deps = await world(dice);
    await learn(deps, ANA, ['Physique', 'Physique: Unarmed']);
    const ids: number[] = [];
    for (const text of ['a cut arm', 'a cracked rib', 'a black eye'])
      ids.push((await app.addEffect(deps, as(GM), { character: 'Ana', kind: 'wound', text })).effectId);
    await app.startDowntime(deps, as(GM));
    return { deps, ids };
  }

  it('GIVEN 3 wounds THEN 9 dice oppose; 2 player books remove the first, 3 opposition books make the next permanent', async () => {
    const { deps, ids } = await hurt([6, 6, 4, 4, 1, 1, ...[5, 5, 5, 5, 4, 4, 1, 1, 1]]);
    const o = await app.downtimeHeal(deps, as(ANA), { skill: 'Physique: Unarmed' });
    expect(publicText(o)).toBe(
      [
        '🩹 **Ana** treats 3 wounds with Physique: Unarmed (quick test against 9 dice).',
        'Ana: 6 6 4 4 · The wounds: 5 5 5 5 4 4',
        'Books: Ana 2, the wounds 3.',
        'Healed: #1 (a cut arm).',
        'Made permanent: #2 (a cracked rib).',
      ].join('\n'),
    );
    const effects = await effectsOf(deps.db, { characterId: await idOf(deps.db, 'Ana') }, false);
    expect(effects.map((e) => [e.id, e.active, e.permanent])).toEqual([
      [ids[0], false, false],
      [ids[1], true, true],
      [ids[2], true, false],
    ]);
    expectNoPublicSecrets(o);
  });

  it('GIVEN chosen wounds THEN only they are treated, in that order, against 3 dice each', async () => {
    const { deps, ids } = await hurt([5, 5, 5, 1, ...[4, 1, 1, 1, 1, 1]]);
    const o = await app.downtimeHeal(deps, as(ANA), { skill: 'Physique: Unarmed', effectIds: [ids[2]!, ids[0]!] });
    expect(publicText(o)).toContain('treats 2 wounds with Physique: Unarmed (quick test against 6 dice)');
    expect(publicText(o)).toContain('Healed: #3 (a black eye).');
  });

  it('GIVEN the campaign prices "Remove a wound" at 1 THEN each player book removes a wound', async () => {
    const { deps } = await hurt([6, 6, 4, 4, 1, 1, ...[5, 5, 5, 5, 4, 4, 1, 1, 1]]);
    await app.editGoalChart(deps, as(GM), { action: 'price', name: 'remove a wound', books: 1 });
    expect(publicText(await app.downtimeHeal(deps, as(ANA), { skill: 'Physique: Unarmed' }))).toContain(
      'Healed: #1 (a cut arm) and #2 (a cracked rib).',
    );
  });

  it.each([
    [
      'a wound named twice',
      (ids: number[]) => ({ skill: 'Physique', effectIds: [ids[0]!, ids[0]!] }),
      'input/bad-number',
    ],
    ['a treated or unknown wound', () => ({ skill: 'Physique', effectIds: [99] }), 'input/bad-number'],
  ])('GIVEN %s THEN refused', async (_n, make, code) => {
    const { deps, ids } = await hurt([]);
    await expectRefused(deps.db, () => app.downtimeHeal(deps, as(ANA), make(ids)), code);
  });

  it("GIVEN R11.2 Ben as Ana's doctor THEN Ben's skill rolls, Ben's player may ask, and Ana's wounds heal", async () => {
    const { deps } = await hurt([6, 6, 4, 4, 1, 1, ...[5, 5, 5, 5, 4, 4, 1, 1, 1]]);
    await learn(deps, BEN, ['Physique', 'Physique: Unarmed']);
    const o = await app.downtimeHeal(deps, as(BEN), { skill: 'Physique: Unarmed', character: 'Ana', doctor: 'Ben' });
    expect(publicText(o)).toContain("🩹 **Ben** treats Ana's 3 wounds with Physique: Unarmed");
    expect(publicText(o)).toContain('Healed: #1 (a cut arm).');
    expect(Object.keys(o.private)).toEqual([BEN]);
  });

  it.each([
    ['a doctor without a patient', { skill: 'Physique', doctor: 'Ben' }, 'character/none'],
    ['a doctor treating themself', { skill: 'Physique', doctor: 'Ana', character: 'Ana' }, 'input/bad-text'],
    ['an unknown doctor', { skill: 'Physique', doctor: 'Zed', character: 'Ana' }, 'character/unknown'],
  ])('GIVEN R11.2 %s THEN refused', async (_n, input, code) => {
    const { deps } = await hurt([]);
    await expectRefused(deps.db, () => app.downtimeHeal(deps, as(ANA), input), code);
  });

  it("GIVEN R11.2 Ben's player asking for Ana without being her doctor THEN refused", async () => {
    const { deps } = await hurt([]);
    await expectRefused(
      deps.db,
      () => app.downtimeHeal(deps, as(BEN), { skill: 'Physique', character: 'Ana' }),
      'auth/not-owner',
    );
  });

  it('GIVEN R9.5 a fresh scar THEN it is treated like a wound and, healed, leaves its mark', async () => {
    const deps = await world([6, 6, 5, 5, 1, 1, 1, 1, 1]);
    await learn(deps, ANA, ['Physique', 'Physique: Unarmed']);
    const scar = (
      await app.addEffect(deps, as(GM), {
        character: 'Ana',
        kind: 'scar',
        text: 'a cut cheek',
        causedBy: 'Jack',
      })
    ).effectId;
    await app.startDowntime(deps, as(GM));
    expect(publicText(await app.downtimeHeal(deps, as(ANA), { skill: 'Physique: Unarmed' }))).toContain(
      `Healed: #${scar} (a cut cheek).`,
    );
    expect(
      (await effectsOf(deps.db, { characterId: await idOf(deps.db, 'Ana') })).map((e) => [
        e.kind,
        e.permanent,
        e.active,
      ]),
    ).toEqual([['scar', true, true]]);
  });

  it('GIVEN no open wound THEN refused', async () => {
    const deps = await world();
    await app.startDowntime(deps, as(GM));
    await expectRefused(deps.db, () => app.downtimeHeal(deps, as(ANA), { skill: 'Physique' }), 'input/bad-number');
  });
});

describe('permanent effects (R11.2)', () => {
  async function scarred(n: number) {
    const deps = await world();
    const ids: number[] = [];
    for (let i = 0; i < n; i++)
      ids.push((await app.addEffect(deps, as(GM), { character: 'Ana', kind: 'scar', text: `scar ${i + 1}` })).effectId);
    // Treated scars are the lasting marks (R9.5).
    for (const effectId of ids) await app.treatEffect(deps, as(GM), { effectId });
    await app.addEffect(deps, as(GM), { character: 'Ana', kind: 'reputation', text: 'famous' });
    return { deps, ids };
  }

  it('GIVEN 5 permanent effects (reputation aside) THEN Ana must heal 2 of them', async () => {
    const { deps } = await scarred(5);
    expect(await app.permanentEffectsToHeal(deps.db, await idOf(deps.db, 'Ana'))).toMatchObject({
      mustHeal: true,
      toHeal: 2,
    });
    expect(await app.permanentEffectsToHeal(deps.db, await idOf(deps.db, 'Ben'))).toMatchObject({
      mustHeal: false,
      toHeal: 0,
    });
  });

  it('GIVEN Ana enters downtime with 5 THEN she spends it healing: other activities are refused; the GM picks exactly 2', async () => {
    const { deps, ids } = await scarred(5);
    const start = await app.startDowntime(deps, as(GM));
    expect(publicText(start)).toContain('Ana carries 5 permanent effects and spends it healing: 2 of them go away');
    expect(
      await expectRefused(
        deps.db,
        () => app.downtimeTrain(deps, as(ANA), { skill: 'Physique' }),
        'conflict/wrong-phase',
      ),
    ).toMatch(/spends this downtime healing/);
    await expectRefused(
      deps.db,
      () => app.healPermanent(deps, as(GM), { character: 'Ana', effectIds: [ids[0]!] }),
      'input/bad-number',
    );
    await expectRefused(
      deps.db,
      () => app.healPermanent(deps, as(GM), { character: 'Ana', effectIds: [ids[0]!, ids[0]!] }),
      'input/bad-number',
    );
    await expectRefused(
      deps.db,
      () => app.healPermanent(deps, as(GM), { character: 'Ana', effectIds: [ids[0]!, 6] }),
      'input/bad-number',
    );
    await expectRefused(
      deps.db,
      () => app.healPermanent(deps, as(ANA), { character: 'Ana', effectIds: [ids[0]!, ids[1]!] }),
      'auth/not-gm',
    );
    const o = await app.healPermanent(deps, as(GM), { character: 'Ana', effectIds: [ids[3]!, ids[1]!] });
    expect(publicText(o)).toBe(
      '🌿 **Ana** spends the downtime healing: #4 scar (scar 4) and #2 scar (scar 2) go away.',
    );
    expect((await effectsOf(deps.db, { characterId: await idOf(deps.db, 'Ana') })).map((e) => e.text)).toEqual([
      'scar 1',
      'scar 3',
      'scar 5',
      'famous',
    ]);
    await expectRefused(deps.db, () => app.downtimeTrain(deps, as(ANA), { skill: 'Physique' }), 'goal/already-bought');
    expect(publicText(await app.endDowntime(deps, as(GM)))).toBe('☀️ Downtime is over. Ben let it pass.');
  });

  it('GIVEN 3 permanent effects THEN there is nothing to heal', async () => {
    const { deps, ids } = await scarred(3);
    await app.startDowntime(deps, as(GM));
    await expectRefused(
      deps.db,
      () => app.healPermanent(deps, as(GM), { character: 'Ana', effectIds: [ids[0]!] }),
      'input/bad-number',
    );
  });
});

describe('downtimeConnections (R11.3) and spendConnection', () => {
  it('GIVEN 2 relevant lifestyles and a Network memento THEN 6 dice against a rack; each book is a favour to call in', async () => {
    const deps = await world([6, 5, 4, 1, 1, 1, 2, ...[4, 1, 1, 1, 1, 1]]);
    await app.addCharacterLifestyle(deps, as(ANA), { name: 'Dock rat' });
    await app.startDowntime(deps, as(GM));
    const o = await app.downtimeConnections(deps, as(ANA), { lifestyles: 2, network: true });
    expect(publicText(o)).toContain('Ana: 6 5 4 · Opposition: 4\nBooks: Ana 2, opposition 0.');
    expect(publicText(o)).toContain('Ana has 2 favours to call in');
    expect(o.private[ANA]).toEqual([
      {
        kind: 'notice',
        text: 'You rolled 6 dice (4 for 2 lifestyles + 2 for the Network memento + no secondary skill) against a rack of 6.',
      },
    ]);
    const spent = await app.spendConnection(deps, as(ANA), { buy: 'loan', detail: '500 credits from Mama Ruiz' });
    expect(publicText(spent)).toBe(
      '📇 **Ana** calls in a favour: a loan — 500 credits from Mama Ruiz (1 favour left).',
    );
    await app.spendConnection(deps, as(ANA), { buy: 'Design skill', detail: 'a hull blueprint' });
    await expectRefused(
      deps.db,
      () => app.spendConnection(deps, as(ANA), { buy: 'information', detail: 'who sold us out' }),
      'points/not-enough',
    );
  });

  it.each([
    ['more lifestyles than her level', { lifestyles: 7 }, 'input/bad-number'],
    ['a secondary outside the catalog', { lifestyles: 1, secondary: 'Cooking' }, 'character/unknown-skill'],
  ])('GIVEN %s THEN refused', async (_n, input, code) => {
    const deps = await world();
    await app.startDowntime(deps, as(GM));
    await expectRefused(deps.db, () => app.downtimeConnections(deps, as(ANA), input), code);
  });

  it('GIVEN a favour of an unknown kind THEN refused', async () => {
    const deps = await world();
    await expectRefused(
      deps.db,
      () => app.spendConnection(deps, as(ANA), { buy: 'a yacht', detail: 'x' }),
      'input/bad-text',
    );
  });
});

describe('startDowntime / endDowntime', () => {
  it('GIVEN a downtime open THEN another is refused; a player cannot open or end one', async () => {
    const deps = makeDeps();
    await app.createCampaign(deps, as(GM), { name: 'Eros' });
    await expectRefused(deps.db, () => app.startDowntime(deps, as(ANA)), 'auth/not-gm');
    await expectRefused(deps.db, () => app.endDowntime(deps, as(GM)), 'session/none-open');
    await app.startDowntime(deps, as(GM));
    await expectRefused(deps.db, () => app.startDowntime(deps, as(GM)), 'session/already-open');
    await expectRefused(deps.db, () => app.endDowntime(deps, as(ANA)), 'auth/not-gm');
  });
});
