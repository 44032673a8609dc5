import { describe, expect, it } from 'vitest';
import * as app from '../../../src/app';
import { DEFAULT_GOAL_CHART, DEFAULT_SKILL_CATALOG } from '../../../src/rules';
import { getCampaign } from '../../../src/store/campaign/campaigns';
import { gearOf, lifestylesOf, restrictedPointsOf, skillsOf } from '../../../src/store/character/characters';
import { liveConflict } from '../../../src/store/conflict/conflicts';
import { replaceRestrictedPoints } from '../../../src/store/campaign/restricted-points';
import { as } from '../helpers';
import { ANA, expectRefused, GM, idOf, world } from './world';

describe('editSkillCatalog (R2.1)', () => {
  it('GIVEN a new skill THEN it joins the catalog and characters may learn it', async () => {
    const deps = await world();
    await app.editSkillCatalog(deps, as(GM), { action: 'add', path: 'Cognition: Medicine: Surgery' });
    expect((await getCampaign(deps.db, app.asCampaignId(1)))!.skillCatalog).toEqual([
      ...DEFAULT_SKILL_CATALOG,
      'Cognition: Medicine: Surgery',
    ]);
    for (const path of ['Cognition', 'Cognition: Medicine', 'Cognition: Medicine: Surgery'])
      await app.addCharacterSkill(deps, as(ANA), { path });
  });

  it('GIVEN a Focus renamed THEN everything under it, everywhere it is used, follows', async () => {
    const deps = await world();
    for (const path of ['Coordination', 'Coordination: Pilot', 'Coordination: Pilot: Boat'])
      await app.addCharacterSkill(deps, as(ANA), { path });
    await app.addCharacterGear(deps, as(ANA), {
      name: 'Skiff',
      quality: 4,
      mode: 'assist',
      skill: 'Coordination: Pilot: Boat',
    });
    await app.addCharacterLifestyle(deps, as(ANA), { name: 'Smuggler', skills: 'Coordination: Pilot: Boat, Physique' });
    const ana = await idOf(deps.db, 'Ana');
    await replaceRestrictedPoints(
      deps.db,
      ana,
      { key: 'coordination: pilot', text: 'Coordination: Pilot' },
      2,
      'trained',
      deps.now().toISOString(),
    );
    await app.startConflict(deps, as(ANA), { primary: 'Coordination: Pilot: Boat' });
    await app.editSkillCatalog(deps, as(GM), { action: 'rename', path: 'coordination: pilot', to: 'Piloting' });
    expect((await getCampaign(deps.db, app.asCampaignId(1)))!.skillCatalog).toContain('Coordination: Piloting: Boat');
    expect((await skillsOf(deps.db, ana)).map((s) => s.text)).toEqual([
      'Coordination',
      'Coordination: Piloting',
      'Coordination: Piloting: Boat',
      'Physique',
    ]);
    expect((await gearOf(deps.db, ana))[0]).toMatchObject({
      skillKey: 'coordination: piloting: boat',
      skillText: 'Coordination: Piloting: Boat',
    });
    expect((await lifestylesOf(deps.db, ana))[0]?.skills).toEqual(['Coordination: Piloting: Boat', 'Physique']);
    expect(await restrictedPointsOf(deps.db, ana)).toEqual([
      { skillKey: 'coordination: piloting', skillText: 'Coordination: Piloting', amount: 2 },
    ]);
    expect(await liveConflict(deps.db, 'g1', 'c1')).toMatchObject({
      primaryKey: 'coordination: piloting: boat',
      primaryText: 'Coordination: Piloting: Boat',
    });
  });

  it('GIVEN a Specialty renamed with a full path under the same Focus THEN it is renamed', async () => {
    const deps = await world();
    await app.editSkillCatalog(deps, as(GM), {
      action: 'rename',
      path: 'Coordination: Pilot: Boat',
      to: 'Coordination: Pilot: Hydrofoil',
    });
    expect((await getCampaign(deps.db, app.asCampaignId(1)))!.skillCatalog).toContain('Coordination: Pilot: Hydrofoil');
  });

  it.each([
    ['a player editing', ANA, { action: 'add' as const, path: 'Cognition: Medicine' }, 'auth/not-gm'],
    ['a skill already there', GM, { action: 'add' as const, path: 'coordination: PILOT' }, 'character/duplicate-skill'],
    ['a bad path', GM, { action: 'add' as const, path: 'a: b: c: d' }, 'skill/bad-path'],
    [
      'an unknown skill renamed',
      GM,
      { action: 'rename' as const, path: 'Cognition: Medicine', to: 'Healing' },
      'character/unknown-skill',
    ],
    ['a Field renamed', GM, { action: 'rename' as const, path: 'Physique', to: 'Body' }, 'character/unknown-skill'],
    [
      'a rename onto another skill',
      GM,
      { action: 'rename' as const, path: 'Coordination: Pilot', to: 'Projectiles' },
      'character/duplicate-skill',
    ],
    [
      'a rename that moves the skill',
      GM,
      { action: 'rename' as const, path: 'Coordination: Pilot', to: 'Physique: Pilot' },
      'input/bad-text',
    ],
    ['a rename without a name', GM, { action: 'rename' as const, path: 'Coordination: Pilot' }, 'input/bad-text'],
  ])('GIVEN %s THEN refused', async (_n, user, input, code) => {
    const deps = await world();
    await expectRefused(deps.db, () => app.editSkillCatalog(deps, as(user), input), code);
  });
});

describe('editGoalChart (R9.4)', () => {
  const chart = async (deps: Awaited<ReturnType<typeof world>>) =>
    (await getCampaign(deps.db, app.asCampaignId(1)))!.goalChart!;

  it('GIVEN add, price, rename and remove THEN the campaign chart follows, starting from the defaults', async () => {
    const deps = await world();
    await app.editGoalChart(deps, as(GM), {
      action: 'add',
      name: 'Disarm',
      books: 2,
      fields: 'coordination, Physique',
      effect: 'text',
    });
    expect((await chart(deps)).at(-1)).toEqual({
      name: 'Disarm',
      books: 2,
      fields: ['Coordination', 'Physique'],
      effect: 'text',
      basis: 'campaign',
    });
    await app.editGoalChart(deps, as(GM), { action: 'price', name: 'kill', books: 9 });
    expect((await chart(deps)).find((g) => g.name === 'Kill')).toMatchObject({ books: 9, basis: 'campaign' });
    await app.editGoalChart(deps, as(GM), {
      action: 'rename',
      name: 'Cripple (knocked out, and will be crippled)',
      to: 'Maim',
    });
    expect((await chart(deps)).some((g) => g.name === 'Maim' && g.effect === 'crippled')).toBe(true);
    await app.editGoalChart(deps, as(GM), { action: 'remove', name: 'Escape' });
    expect((await chart(deps)).map((g) => g.name)).not.toContain('Escape');
    expect(await chart(deps)).toHaveLength(DEFAULT_GOAL_CHART.length);
  });

  it('GIVEN a priced goal THEN /goal buy charges the campaign price', async () => {
    const deps = await world();
    await app.editGoalChart(deps, as(GM), { action: 'add', name: 'Bribe', books: 3, fields: ['Authority'] });
    expect((await chart(deps)).find((g) => g.name === 'Bribe')).toMatchObject({ fields: ['Authority'] });
  });

  it.each([
    ['a player', ANA, { action: 'price' as const, name: 'Kill', books: 1 }, 'auth/not-gm'],
    ['an unknown goal', GM, { action: 'price' as const, name: 'Teleport', books: 1 }, 'goal/unknown'],
    ['a goal added twice', GM, { action: 'add' as const, name: 'wound', books: 1 }, 'input/bad-text'],
    ['a negative price', GM, { action: 'price' as const, name: 'Kill', books: -1 }, 'input/bad-number'],
    ['an unknown Field', GM, { action: 'add' as const, name: 'Sing', books: 1, fields: 'Music' }, 'input/bad-text'],
    ['an unknown effect', GM, { action: 'add' as const, name: 'Sing', books: 1, effect: 'joy' }, 'input/bad-text'],
    ['a rename onto another goal', GM, { action: 'rename' as const, name: 'Kill', to: 'wound' }, 'goal/bad-price'],
    ['an unknown action', GM, { action: 'burn' as 'add', name: 'Kill' }, 'input/bad-text'],
  ])('GIVEN %s THEN refused', async (_n, user, input, code) => {
    const deps = await world();
    await expectRefused(deps.db, () => app.editGoalChart(deps, as(user), input), code);
  });
});
