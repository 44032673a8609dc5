import { describe, expect, it } from 'vitest';
import * as app from '../../../src/app';
import { characterLevel } from '../../../src/app/character/character-show';
import { as } from '../helpers';
import { ANA, BEN, expectRefused, GM, idOf, publicText, world } from '../campaign/world';

const lifestyles = async (deps: Awaited<ReturnType<typeof world>>, user: string, n: number, from = 1) => {
  for (let i = from; i < from + n; i++) await app.addCharacterLifestyle(deps, as(user), { name: `Life ${i}` });
};

describe('levelUp (R12)', () => {
  it('GIVEN a milestone THEN every PC is asked for a lifestyle, publicly; adding it settles the prompt and raises the level', async () => {
    const deps = await world();
    await lifestyles(deps, ANA, 6);
    const o = await app.levelUp(deps, as(GM), { prompt: 'the siege of Eros is over' });
    expect(publicText(o)).toContain('⭐ Milestone: the siege of Eros is over! Every character gains a new lifestyle');
    expect(publicText(o)).toContain(`• Ana (<@${ANA}>)`);
    expect(publicText(o)).toContain("Ben's sheet lists 0 lifestyles; the level stays 6 until it lists more than 6.");
    expect(await app.pendingLifestylePrompts(deps.db, 1)).toEqual([
      { characterId: await idOf(deps.db, 'Ana'), name: 'Ana', missing: 1, prompt: 'the siege of Eros is over' },
      { characterId: await idOf(deps.db, 'Ben'), name: 'Ben', missing: 1, prompt: 'the siege of Eros is over' },
    ]);
    await lifestyles(deps, ANA, 1, 7);
    expect(await characterLevel(deps.db, await idOf(deps.db, 'Ana'))).toBe(7);
    expect((await app.pendingLifestylePrompts(deps.db, 1)).map((p) => p.name)).toEqual(['Ben']);
  });

  it('GIVEN two milestones before the sheet is updated THEN two lifestyles are owed', async () => {
    const deps = await world();
    await app.levelUp(deps, as(GM));
    await app.levelUp(deps, as(GM));
    expect((await app.pendingLifestylePrompts(deps.db, 1)).find((p) => p.name === 'Ana')?.missing).toBe(2);
    await lifestyles(deps, ANA, 1);
    expect((await app.pendingLifestylePrompts(deps.db, 1)).find((p) => p.name === 'Ana')?.missing).toBe(1);
  });

  it('GIVEN a player THEN refused', async () => {
    const deps = await world();
    await expectRefused(deps.db, () => app.levelUp(deps, as(BEN)), 'auth/not-gm');
  });
});
