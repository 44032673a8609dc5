import { describe, expect, it } from 'vitest';
import * as app from '../../../src/app';
import { effectsOf } from '../../../src/store/effects';
import { as } from '../helpers';
import { ANA, BEN, expectRefused, GM, idOf, publicText, world } from './world';

function wounded() {
  const deps = world();
  app.createNpc(deps, as(GM), { name: 'Jack' });
  const wound = app.addEffect(deps, as(GM), { character: 'Ana', kind: 'wound', text: 'a cut arm', causedBy: 'Jack' }).effectId;
  const scar = app.addEffect(deps, as(GM), { character: 'Ana', kind: 'Scar', text: 'a jagged cheek', causedBy: 'jack' }).effectId;
  return { deps, wound, scar };
}

describe('addEffect', () => {
  it('GIVEN the GM adds a wound and a scar THEN both are public and show on the sheet; the scar is permanent (R9.5)', () => {
    const deps = world();
    const o = app.addEffect(deps, as(GM), { character: 'Ana', kind: 'scar', text: 'a jagged cheek', causedBy: 'Jack' });
    expect(publicText(o)).toBe('🩹 **Ana** now bears #1 Scar (by Jack, permanent): a jagged cheek.');
    app.addEffect(deps, as(GM), { character: 'Ana', kind: 'knocked out' });
    const sheet = app.showCharacter(deps, as(BEN), { character: 'Ana' }).public[0];
    expect(sheet).toMatchObject({ kind: 'character', sheet: { effects: [{ kind: 'scar', permanent: true, causedBy: 'Jack' }, { kind: 'knocked-out', text: 'Knocked out', permanent: false }] } });
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
    expect(effectsOf(deps.db, { characterId: idOf(deps.db, 'Ana') }, false).map((e) => [e.kind, e.active])).toEqual([['wound', false], ['scar', true]]);
    expectRefused(deps.db, () => app.treatEffect(deps, as(GM), { effectId: wound }), 'input/bad-number');
  });

  it('GIVEN a scar THEN it cannot be treated, only removed', () => {
    const { deps, scar } = wounded();
    expect(expectRefused(deps.db, () => app.treatEffect(deps, as(GM), { effectId: scar }), 'input/bad-text')).toMatch(/remove it instead/);
    app.removeEffect(deps, as(GM), { effectId: scar });
    expect(effectsOf(deps.db, { characterId: idOf(deps.db, 'Ana') }, false).map((e) => e.kind)).toEqual(['wound']);
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
    expect(active.private[BEN]).toEqual([{ kind: 'notice', text: 'Effects on Ana:\n• #2 Scar (by jack, permanent): a jagged cheek' }]);
    const all = app.listEffects(deps, as(BEN), { character: 'Ana', all: true });
    expect(all.private[BEN]?.[0]).toMatchObject({ text: expect.stringContaining('#1 Wound (by Jack, treated): a cut arm') });
  });
});

describe('effectCircumstances', () => {
  it('GIVEN an active wound, crippling and a scar by Jack THEN dice for the opponent: wounds in physical tests, the scar against Jack only (R9.5)', () => {
    const { deps, wound, scar } = wounded();
    const crippled = app.addEffect(deps, as(GM), { character: 'Ana', kind: 'crippled', text: 'a bad knee' }).effectId;
    const ana = idOf(deps.db, 'Ana');
    const vsJack = app.effectCircumstances(deps.db, ana, ['GM', 'JACK']);
    expect(vsJack.forOpponentInPhysicalTests.map((c) => c.effectId)).toEqual([wound, crippled]);
    expect(vsJack.forOpponent).toEqual([{ effectId: scar, kind: 'scar', text: 'a jagged cheek', reason: 'scarred by jack (a jagged cheek)' }]);
    expect(app.effectCircumstances(deps.db, ana, 'Bob').forOpponent).toEqual([]);
    app.treatEffect(deps, as(GM), { effectId: wound });
    expect(app.effectCircumstances(deps.db, ana, 'Jack').forOpponentInPhysicalTests.map((c) => c.effectId)).toEqual([crippled]);
  });

  it.each([
    ['Physique: Unarmed: Punch', null, true],
    ['Cognition: Physics: Quantum', 'Coordination: Projectiles', true],
    ['Authority: Intimidation: Shame', 'Cognition', false],
  ])('GIVEN %s / %s THEN physical is %s', (primary, secondary, physical) => {
    expect(app.isPhysicalTest(primary, secondary)).toBe(physical);
  });
});
