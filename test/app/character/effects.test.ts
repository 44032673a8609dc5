import { describe, expect, it } from 'vitest';
import * as app from '../../../src/app';
import { effectsOf } from '../../../src/store/effects';
import { as } from '../helpers';
import { ANA, BEN, expectRefused, GM, idOf, publicText, world } from '../campaign/world';

function wounded() {
  const deps = world();
  app.createNpc(deps, as(GM), { name: 'Jack' });
  const wound = app.addEffect(deps, as(GM), {
    character: 'Ana',
    kind: 'wound',
    text: 'a cut arm',
    causedBy: 'Jack',
  }).effectId;
  const scar = app.addEffect(deps, as(GM), {
    character: 'Ana',
    kind: 'Scar',
    text: 'a jagged cheek',
    causedBy: 'jack',
  }).effectId;
  return { deps, wound, scar };
}

describe('addEffect', () => {
  it('GIVEN R9.5 the GM adds a scar and a knock-out THEN both are public and show on the sheet; a fresh scar is not yet permanent', () => {
    const deps = world();
    const o = app.addEffect(deps, as(GM), { character: 'Ana', kind: 'scar', text: 'a jagged cheek', causedBy: 'Jack' });
    expect(publicText(o)).toBe('🩹 **Ana** now bears #1 Scar (by Jack): a jagged cheek.');
    app.addEffect(deps, as(GM), { character: 'Ana', kind: 'knocked out' });
    const sheet = app.showCharacter(deps, as(BEN), { character: 'Ana' }).public[0];
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

  it('GIVEN an NPC THEN it bears the effect', () => {
    const deps = world();
    app.createNpc(deps, as(GM), { name: 'Jack' });
    const { effectId } = app.addEffect(deps, as(GM), { npc: 'jack', kind: 'reputation', text: 'feared on the docks' });
    expect(effectsOf(deps.db, { npcId: 1 })).toMatchObject([{ id: effectId, kind: 'reputation', permanent: true }]);
  });

  it.each([
    ['a player', ANA, { character: 'Ana', kind: 'wound' }, 'auth/not-gm'],
    ['an unknown kind', GM, { character: 'Ana', kind: 'sunburn' }, 'input/bad-text'],
    ['a free-text effect without text', GM, { character: 'Ana', kind: 'text' }, 'input/bad-text'],
    ['both a character and an NPC', GM, { character: 'Ana', npc: 'Jack', kind: 'wound' }, 'input/bad-text'],
    ['nobody', GM, { kind: 'wound' }, 'input/bad-text'],
    ['an unknown character', GM, { character: 'Zed', kind: 'wound' }, 'character/unknown'],
    ['an unknown NPC', GM, { npc: 'Zed', kind: 'wound' }, 'npc/unknown'],
  ])('GIVEN %s THEN refused', (_n, user, input, code) => {
    const deps = world();
    app.createNpc(deps, as(GM), { name: 'Jack' });
    expectRefused(deps.db, () => app.addEffect(deps, as(user), input), code);
  });
});

describe('treatEffect / removeEffect / listEffects', () => {
  it('GIVEN a wound treated THEN it is inactive, kept in the history, and gone from the sheet', () => {
    const { deps, wound } = wounded();
    app.treatEffect(deps, as(GM), { effectId: wound });
    expect(effectsOf(deps.db, { characterId: idOf(deps.db, 'Ana') }).map((e) => e.kind)).toEqual(['scar']);
    expect(effectsOf(deps.db, { characterId: idOf(deps.db, 'Ana') }, false).map((e) => [e.kind, e.active])).toEqual([
      ['wound', false],
      ['scar', true],
    ]);
    expectRefused(deps.db, () => app.treatEffect(deps, as(GM), { effectId: wound }), 'input/bad-number');
  });

  it('GIVEN R9.5 a fresh scar treated THEN it stays as a permanent mark, and a treated scar cannot be treated again, only removed', () => {
    const { deps, scar } = wounded();
    const o = app.treatEffect(deps, as(GM), { effectId: scar });
    expect(publicText(o)).toContain('the scar stays');
    expect(
      effectsOf(deps.db, { characterId: idOf(deps.db, 'Ana') }).map((e) => [e.kind, e.permanent, e.active]),
    ).toEqual([
      ['wound', false, true],
      ['scar', true, true],
    ]);
    expect(expectRefused(deps.db, () => app.treatEffect(deps, as(GM), { effectId: scar }), 'input/bad-text')).toMatch(
      /remove it instead/,
    );
    app.removeEffect(deps, as(GM), { effectId: scar });
    expect(effectsOf(deps.db, { characterId: idOf(deps.db, 'Ana') }, false).map((e) => e.kind)).toEqual(['wound']);
  });

  it('GIVEN R9.5 a permanent effect such as death THEN it cannot be treated', () => {
    const { deps } = wounded();
    const dead = app.addEffect(deps, as(GM), { character: 'Ana', kind: 'dead' }).effectId;
    expectRefused(deps.db, () => app.treatEffect(deps, as(GM), { effectId: dead }), 'input/bad-text');
  });

  it('GIVEN a player or an unknown id THEN treat and remove are refused', () => {
    const { deps, wound } = wounded();
    expectRefused(deps.db, () => app.treatEffect(deps, as(ANA), { effectId: wound }), 'auth/not-gm');
    expectRefused(deps.db, () => app.removeEffect(deps, as(ANA), { effectId: wound }), 'auth/not-gm');
    expectRefused(deps.db, () => app.removeEffect(deps, as(GM), { effectId: 77 }), 'input/bad-number');
  });

  it('GIVEN anyone listing THEN the ids come back privately', () => {
    const { deps, wound } = wounded();
    app.treatEffect(deps, as(GM), { effectId: wound });
    const active = app.listEffects(deps, as(BEN), { character: 'Ana' });
    expect(active.public).toEqual([]);
    expect(active.private[BEN]).toEqual([
      { kind: 'notice', text: 'Effects on Ana:\n• #2 Scar (by jack): a jagged cheek' },
    ]);
    const all = app.listEffects(deps, as(BEN), { character: 'Ana', all: true });
    expect(all.private[BEN]?.[0]).toMatchObject({
      text: expect.stringContaining('#1 Wound (by Jack, treated): a cut arm'),
    });
  });
});

describe('effectCircumstances', () => {
  it('GIVEN R9.5 a fresh scar THEN a wound and a mark against Jack at once; once treated the mark only', () => {
    const { deps, wound, scar } = wounded();
    const ana = idOf(deps.db, 'Ana');
    const fresh = app.effectCircumstances(deps.db, ana, ['GM', 'JACK']);
    // Facing Jack, who made it, the fresh scar is one die (the scar), not also a wound.
    expect(fresh.asWounds.map((c) => c.effectId)).toEqual([wound]);
    expect(fresh.forOpponent.map((c) => c.effectId)).toEqual([scar]);
    expect(app.effectCircumstances(deps.db, ana, 'Bob').asWounds.map((c) => c.effectId)).toEqual([wound, scar]);
    app.treatEffect(deps, as(GM), { effectId: scar });
    const treated = app.effectCircumstances(deps.db, ana, ['GM', 'JACK']);
    expect(treated.asWounds.map((c) => c.effectId)).toEqual([wound]);
    expect(treated.forOpponent).toEqual([
      { effectId: scar, kind: 'scar', text: 'a jagged cheek', reason: 'scarred by jack (a jagged cheek)' },
    ]);
    expect(app.effectCircumstances(deps.db, ana, 'Bob').forOpponent).toEqual([]);
  });

  it('GIVEN R9.5 a fresh crippling by Jack THEN a wound and a scar; once treated, a lasting physical penalty only', () => {
    const { deps, wound } = wounded();
    const crippled = app.addEffect(deps, as(GM), {
      character: 'Ana',
      kind: 'crippled',
      text: 'a bad knee',
      causedBy: 'Jack',
    }).effectId;
    const ana = idOf(deps.db, 'Ana');
    app.treatEffect(deps, as(GM), { effectId: wound });
    const fresh = app.effectCircumstances(deps.db, ana, 'Jack');
    expect(fresh.asWounds.map((c) => c.effectId)).toEqual([crippled]);
    expect(fresh.forOpponent.map((c) => c.effectId)).toEqual([2, crippled]);
    app.treatEffect(deps, as(GM), { effectId: crippled });
    const treated = app.effectCircumstances(deps.db, ana, 'Jack');
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
