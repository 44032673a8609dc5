// R2.3, R12.1: a starting character lists at most 6 lifestyles, and one more for each milestone the
// GM grants; the GM's house rule lifestyle-limit off is the only other way past it. A refusal says
// so in one sentence and leaves every stored value as it was.
import { describe, expect, it } from 'vitest';
import * as app from '../../../src/app';
import { characterLevel } from '../../../src/app/character/character-show';
import { lifestylesAllowed } from '../../../src/rules';
import { lifestyleCount } from '../../../src/store/character/characters';
import { as } from '../helpers';
import { ANA, BEN, expectRefused, GM, idOf, world } from '../campaign/world';

type World = Awaited<ReturnType<typeof world>>;

const take = async (deps: World, n: number, from = 1, user = ANA) => {
  for (let i = from; i < from + n; i++) await app.addCharacterLifestyle(deps, as(user), { name: `Life ${i}` });
};
const levelOfAna = async (deps: World) => characterLevel(deps.db, await idOf(deps.db, 'Ana'));

describe('lifestylesAllowed (R2.3, R12.1)', () => {
  it('GIVEN no milestone THEN 6; each milestone one more; never below what a milestone asked for', () => {
    expect(lifestylesAllowed(0, 0)).toBe(6);
    expect(lifestylesAllowed(2, 7)).toBe(8);
    expect(lifestylesAllowed(1, 9)).toBe(9);
  });
});

describe('the lifestyle limit (R2.3, R12.1)', () => {
  it('GIVEN six lifestyles THEN a seventh is refused and nothing changes', async () => {
    const deps = await world();
    await take(deps, 6);
    const said = await expectRefused(
      deps.db,
      () => app.addCharacterLifestyle(deps, as(ANA), { name: 'Life 7', skills: 'Physique' }),
      'character/too-many-lifestyles',
    );
    expect(said).toBe(
      'Ana already has 6 lifestyles, all Ana may have now: a new one comes when the GM grants a milestone with /campaign level-up (or switches the house rule lifestyle-limit off).',
    );
    expect(await levelOfAna(deps)).toBe(6);
  });

  it('GIVEN the GM adding it for Ana THEN refused too: the limit is the character’s, not the caller’s', async () => {
    const deps = await world();
    await take(deps, 6);
    await expectRefused(
      deps.db,
      () => app.addCharacterLifestyle(deps, as(GM), { name: 'Life 7', character: 'Ana' }),
      'character/too-many-lifestyles',
    );
  });

  it('GIVEN many at once past the limit THEN none of them is added', async () => {
    const deps = await world();
    await take(deps, 4);
    const said = await expectRefused(
      deps.db,
      () =>
        app.addCharacterLifestyles(deps, as(ANA), {
          lifestyles: Array.from({ length: 200 }, (_, i) => ({ name: `Forged ${i}` })),
        }),
      'character/too-many-lifestyles',
    );
    expect(said).toMatch(/^Ana has 4 lifestyles and may have 6: 200 more would be too many\./);
    expect(await lifestyleCount(deps.db, await idOf(deps.db, 'Ana'))).toBe(4);
    // Exactly up to the limit is fine.
    await app.addCharacterLifestyles(deps, as(ANA), { lifestyles: [{ name: 'Life 5' }, { name: 'Life 6' }] });
    expect(await lifestyleCount(deps.db, await idOf(deps.db, 'Ana'))).toBe(6);
  });

  it('GIVEN a milestone THEN exactly one more, for every character; two milestones, two more', async () => {
    const deps = await world();
    await take(deps, 6);
    await app.levelUp(deps, as(GM));
    await take(deps, 1, 7);
    expect(await levelOfAna(deps)).toBe(7);
    await expectRefused(
      deps.db,
      () => app.addCharacterLifestyle(deps, as(ANA), { name: 'Life 8' }),
      'character/too-many-lifestyles',
    );
    await app.levelUp(deps, as(GM));
    await take(deps, 1, 8);
    expect(await levelOfAna(deps)).toBe(8);
    // Ben, who listed none, may now list 8 as well.
    await take(deps, 8, 1, BEN);
    await expectRefused(
      deps.db,
      () => app.addCharacterLifestyle(deps, as(BEN), { name: 'Life 9' }),
      'character/too-many-lifestyles',
    );
  });

  it('GIVEN a lifestyle dropped THEN another may take its place, but not one more', async () => {
    const deps = await world();
    await take(deps, 6);
    await app.removeCharacterLifestyle(deps, as(ANA), { name: 'Life 3' });
    await take(deps, 1, 7);
    await expectRefused(
      deps.db,
      () => app.addCharacterLifestyle(deps, as(ANA), { name: 'Life 3' }),
      'character/too-many-lifestyles',
    );
  });

  it('GIVEN the GM switches lifestyle-limit off THEN any number; a player cannot switch it', async () => {
    const deps = await world();
    await take(deps, 6);
    await expectRefused(
      deps.db,
      () => app.setCampaignRule(deps, as(ANA), { rule: 'lifestyle-limit', value: 'off' }),
      'auth/not-gm',
    );
    await app.setCampaignRule(deps, as(GM), { rule: 'lifestyle-limit', value: 'off' });
    await take(deps, 3, 7);
    expect(await levelOfAna(deps)).toBe(9);
    await app.setCampaignRule(deps, as(GM), { rule: 'lifestyle-limit', value: 'on' });
    await expectRefused(
      deps.db,
      () => app.addCharacterLifestyle(deps, as(ANA), { name: 'Life 10' }),
      'character/too-many-lifestyles',
    );
    // What is already on the sheet stays.
    expect(await levelOfAna(deps)).toBe(9);
  });

  it('GIVEN a sheet file listing more lifestyles than allowed THEN its import is refused, new or replacing', async () => {
    const deps = await world();
    await take(deps, 6);
    const sheet = (name: string, n: number) =>
      JSON.stringify({
        format: 'venus-conflict-sheet',
        version: 1,
        character: {
          name,
          skills: [],
          lifestyles: Array.from({ length: n }, (_, i) => ({
            name: `Life ${i + 1}`,
            skills: [],
            gear: [],
            contacts: [],
            memento: '',
            habits: '',
          })),
          gear: [],
        },
      });
    await expectRefused(
      deps.db,
      () => app.importSheet(deps, as(BEN), { text: sheet('Cyd', 100) }),
      'character/too-many-lifestyles',
    );
    await expectRefused(
      deps.db,
      () => app.importSheet(deps, as(ANA), { text: sheet('Ana', 7), replace: true }),
      'character/too-many-lifestyles',
    );
    await app.importSheet(deps, as(ANA), { text: sheet('Ana', 6), replace: true });
    expect(await levelOfAna(deps)).toBe(6);
  });
});
