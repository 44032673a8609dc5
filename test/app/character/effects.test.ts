import { describe, expect, it } from 'vitest';
import * as app from '../../../src/app';
import { effectsOf } from '../../../src/store/character/effects';
import { as } from '../helpers';
import { ANA, BEN, expectRefused, GM, idOf, publicText, world } from '../campaign/world';

async function wounded() {
  const deps = await world();
  await app.createNpc(deps, as(GM), { name: 'Jack' });
  const wound = (
    await app.addEffect(deps, as(GM), {
      character: 'Ana',
      kind: 'wound',
      text: 'a cut arm',
      causedBy: 'Jack',
    })
  ).effectId;
  const scar = (
    await app.addEffect(deps, as(GM), {
      character: 'Ana',
      kind: 'Scar',
      text: 'a jagged cheek',
      causedBy: 'jack',
    })
  ).effectId;
  return { deps, wound, scar };
}

describe('addEffect', () => {
  it('GIVEN R9.5 the GM adds a scar and a knock-out THEN both are public and show on the sheet; a fresh scar is not yet permanent', async () => {
    const deps = await world();
    const o = await app.addEffect(deps, as(GM), {
      character: 'Ana',
      kind: 'scar',
      text: 'a jagged cheek',
      causedBy: 'Jack',
    });
    expect(publicText(o)).toBe('🩹 **Ana** now bears #1 Scar (by Jack): a jagged cheek.');
    await app.addEffect(deps, as(GM), { character: 'Ana', kind: 'knocked out' });
    const sheet = (await app.showCharacter(deps, as(BEN), { character: 'Ana' })).public[0];
    expect(sheet).toMatchObject({
      kind: 'character',
      sheet: {
        effects: [
          { kind: 'scar', permanent: false, causedBy: 'Jack' },
          { kind: 'knocked-out', text: 'Knocked out', permanent: false },
        ],
      },
    });
  });

  it('GIVEN an NPC THEN it bears the effect', async () => {
    const deps = await world();
    await app.createNpc(deps, as(GM), { name: 'Jack' });
    const { effectId } = await app.addEffect(deps, as(GM), {
      npc: 'jack',
      kind: 'reputation',
      text: 'feared on the docks',
    });
    expect(await effectsOf(deps.db, { npcId: 1 })).toMatchObject([
      { id: effectId, kind: 'reputation', permanent: true },
    ]);
  });

  it.each([
    ['a player', ANA, { character: 'Ana', kind: 'wound' }, 'auth/not-gm'],
    ['an unknown kind', GM, { character: 'Ana', kind: 'sunburn' }, 'input/bad-text'],
    ['a free-text effect without text', GM, { character: 'Ana', kind: 'text' }, 'input/bad-text'],
    ['both a character and an NPC', GM, { character: 'Ana', npc: 'Jack', kind: 'wound' }, 'input/bad-text'],
    ['nobody', GM, { kind: 'wound' }, 'input/bad-text'],
    ['an unknown character', GM, { character: 'Zed', kind: 'wound' }, 'character/unknown'],
    ['an unknown NPC', GM, { npc: 'Zed', kind: 'wound' }, 'npc/unknown'],
  ])('GIVEN %s THEN refused', async (_n, user, input, code) => {
    const deps = await world();
    await app.createNpc(deps, as(GM), { name: 'Jack' });
    await expectRefused(deps.db, () => app.addEffect(deps, as(user), input), code);
  });
});

describe('treatEffect / removeEffect / listEffects', () => {
  it('GIVEN a wound treated THEN it is inactive, kept in the history, and gone from the sheet', async () => {
    const { deps, wound } = await wounded();
    await app.treatEffect(deps, as(GM), { effectId: wound });
    expect((await effectsOf(deps.db, { characterId: await idOf(deps.db, 'Ana') })).map((e) => e.kind)).toEqual([
      'scar',
    ]);
    expect(
      (await effectsOf(deps.db, { characterId: await idOf(deps.db, 'Ana') }, false)).map((e) => [e.kind, e.active]),
    ).toEqual([
      ['wound', false],
      ['scar', true],
    ]);
    await expectRefused(deps.db, () => app.treatEffect(deps, as(GM), { effectId: wound }), 'input/bad-number');
  });

  it('GIVEN R9.5 a fresh scar treated THEN it stays as a permanent mark, and a treated scar cannot be treated again, only removed', async () => {
    const { deps, scar } = await wounded();
    const o = await app.treatEffect(deps, as(GM), { effectId: scar });
    expect(publicText(o)).toContain('the scar stays');
    expect(
      (await effectsOf(deps.db, { characterId: await idOf(deps.db, 'Ana') })).map((e) => [
        e.kind,
        e.permanent,
        e.active,
      ]),
    ).toEqual([
      ['wound', false, true],
      ['scar', true, true],
    ]);
    expect(
      await expectRefused(deps.db, () => app.treatEffect(deps, as(GM), { effectId: scar }), 'input/bad-text'),
    ).toMatch(/remove it instead/);
    await app.removeEffect(deps, as(GM), { effectId: scar });
    expect((await effectsOf(deps.db, { characterId: await idOf(deps.db, 'Ana') }, false)).map((e) => e.kind)).toEqual([
      'wound',
    ]);
  });

  it('GIVEN R9.5 a permanent effect such as death THEN it cannot be treated', async () => {
    const { deps } = await wounded();
    const dead = (await app.addEffect(deps, as(GM), { character: 'Ana', kind: 'dead' })).effectId;
    await expectRefused(deps.db, () => app.treatEffect(deps, as(GM), { effectId: dead }), 'input/bad-text');
  });

  it('GIVEN a player or an unknown id THEN treat and remove are refused', async () => {
    const { deps, wound } = await wounded();
    await expectRefused(deps.db, () => app.treatEffect(deps, as(ANA), { effectId: wound }), 'auth/not-gm');
    await expectRefused(deps.db, () => app.removeEffect(deps, as(ANA), { effectId: wound }), 'auth/not-gm');
    await expectRefused(deps.db, () => app.removeEffect(deps, as(GM), { effectId: 77 }), 'input/bad-number');
  });

  it('GIVEN anyone listing THEN the ids come back privately', async () => {
    const { deps, wound } = await wounded();
    await app.treatEffect(deps, as(GM), { effectId: wound });
    const active = await app.listEffects(deps, as(BEN), { character: 'Ana' });
    expect(active.public).toEqual([]);
    expect(active.private[BEN]).toEqual([
      { kind: 'notice', text: 'Effects on Ana:\n• #2 Scar (by jack): a jagged cheek' },
    ]);
    const all = await app.listEffects(deps, as(BEN), { character: 'Ana', all: true });
    expect(all.private[BEN]?.[0]).toMatchObject({
      text: expect.stringContaining('#1 Wound (by Jack, treated): a cut arm'),
    });
  });
});

describe('effectCircumstances', () => {
  it('GIVEN R9.5 a fresh scar THEN a wound and a mark against Jack at once; once treated the mark only', async () => {
    const { deps, wound, scar } = await wounded();
    const ana = await idOf(deps.db, 'Ana');
    const fresh = await app.effectCircumstances(deps.db, ana, ['GM', 'JACK']);
    // Facing Jack, who made it, the fresh scar is one die (the scar), not also a wound.
    expect(fresh.asWounds.map((c) => c.effectId)).toEqual([wound]);
    expect(fresh.forOpponent.map((c) => c.effectId)).toEqual([scar]);
    expect((await app.effectCircumstances(deps.db, ana, 'Bob')).asWounds.map((c) => c.effectId)).toEqual([wound, scar]);
    await app.treatEffect(deps, as(GM), { effectId: scar });
    const treated = await app.effectCircumstances(deps.db, ana, ['GM', 'JACK']);
    expect(treated.asWounds.map((c) => c.effectId)).toEqual([wound]);
    expect(treated.forOpponent).toEqual([
      { effectId: scar, kind: 'scar', text: 'a jagged cheek', reason: 'scarred by jack (a jagged cheek)' },
    ]);
    expect((await app.effectCircumstances(deps.db, ana, 'Bob')).forOpponent).toEqual([]);
  });

  it('GIVEN R9.5 a fresh crippling by Jack THEN a wound and a scar; once treated, a lasting physical penalty only', async () => {
    const { deps, wound } = await wounded();
    const crippled = (
      await app.addEffect(deps, as(GM), {
        character: 'Ana',
        kind: 'crippled',
        text: 'a bad knee',
        causedBy: 'Jack',
      })
    ).effectId;
    const ana = await idOf(deps.db, 'Ana');
    await app.treatEffect(deps, as(GM), { effectId: wound });
    const fresh = await app.effectCircumstances(deps.db, ana, 'Jack');
    expect(fresh.asWounds.map((c) => c.effectId)).toEqual([crippled]);
    expect(fresh.forOpponent.map((c) => c.effectId)).toEqual([2, crippled]);
    await app.treatEffect(deps, as(GM), { effectId: crippled });
    const treated = await app.effectCircumstances(deps.db, ana, 'Jack');
    expect(treated.asWounds).toEqual([]);
    expect(treated.inPhysicalTests.map((c) => c.effectId)).toEqual([crippled]);
    expect(treated.forOpponent.map((c) => c.effectId)).toEqual([2]);
  });

  it.each([
    ['Physique: Unarmed: Punch', null, true],
    ['Cognition: Physics: Quantum', 'Coordination: Projectiles', true],
    ['Authority: Intimidation: Shame', 'Cognition', false],
  ])('GIVEN %s / %s THEN physical is %s', (primary, secondary, physical) => {
    expect(app.isPhysicalTest(primary, secondary)).toBe(physical);
  });
});
