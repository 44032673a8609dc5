// The seed's worked fights as scripted games through the use cases (R6, the seed's examples).
import * as app from '../../src/app';
import type { Caller, Deps, Outcome } from '../../src/app';
import { parseFaces } from '../../src/rules';
import { as } from './helpers';

export const GM = '100000000000000001';
export const SHRED = '100000000000000002';
export const SVEN = '100000000000000003';
export const WIRE = '100000000000000004';

/** Dice for the Vid-Dronz gang fight, in the order the rolls happen: GM, Shred, Wire, Sven. */
export const GANG_FIGHT_DICE = [
  ...[6, 6, 5, 5, 5, 5, 5, 4, 4, 4, 4, 3, 3, 3, 2, 2, 2, 1, 1, 1],
  6,
  5,
  4, // GM: 20 dice → 66655555544444
  ...[6, 5, 5, 5, 5, 3, 2],
  4, // Shred: 7 dice → 655554
  ...[6, 6, 3, 3, 2, 1, 1],
  6,
  2,
  1, // Wire: 7 dice → 666
  ...[3, 3, 2, 2], // Sven: 4 dice → nothing
];

export type Step = { name: string; run: (deps: Deps) => Promise<Outcome> };

const d = parseFaces;
const step = (name: string, run: (deps: Deps) => Promise<Outcome>): Step => ({ name, run });

export function gangFightSetup(): Step[] {
  const skills = (user: string, character: string, paths: string[]) =>
    paths.map((path) => step(`${character} learns ${path}`, (deps) => app.addCharacterSkill(deps, as(user), { path })));
  return [
    step('campaign', (deps) => app.createCampaign(deps, as(GM), { name: 'Eros Nights' })),
    step('shred', (deps) => app.createCharacter(deps, as(SHRED), { name: 'Shred' })),
    step('sven', (deps) => app.createCharacter(deps, as(SVEN), { name: 'Sven' })),
    step('wire', (deps) => app.createCharacter(deps, as(WIRE), { name: 'Wire' })),
    ...skills(SHRED, 'Shred', [
      'Physique',
      'Physique: Unarmed',
      'Coordination',
      'Coordination: Projectiles',
      'Coordination: Projectiles: Airgun',
    ]),
    ...skills(SVEN, 'Sven', ['Physique', 'Coordination', 'Coordination: Projectiles']),
    ...skills(WIRE, 'Wire', ['Physique', 'Physique: Unarmed', 'Coordination', 'Coordination: Projectiles']),
    step('S-Max', (deps) => app.createNpc(deps, as(GM), { name: 'S-Max' })),
    step('the gang', (deps) => app.createNpc(deps, as(GM), { name: 'Vid-Dronz', gangSize: 15 })),
    step('session', (deps) => app.startSession(deps, as(GM))),
    step('start', (deps) => app.startConflict(deps, as(GM), { primary: 'Physique: Unarmed: Punch' })),
    step('shred joins', (deps) => app.joinConflict(deps, as(SHRED), {})),
    step('sven joins', (deps) => app.joinConflict(deps, as(SVEN), {})),
    step('wire joins', (deps) => app.joinConflict(deps, as(WIRE), {})),
    step('add S-Max', (deps) => app.addNpcToConflict(deps, as(GM), { npc: 'S-Max' })),
    step('add gang', (deps) => app.addNpcToConflict(deps, as(GM), { npc: 'Vid-Dronz' })),
    step('budget rack', (deps) => app.spendRack(deps, as(GM))),
    step('secondary', (deps) => app.setSecondary(deps, as(SHRED), { skill: 'Coordination: Projectiles: Airgun' })),
    step('crowded market', (deps) =>
      app.addCircumstance(deps, as(GM), { participant: 'GM', reason: 'crowded market' }),
    ),
    step('razor balls', (deps) => app.addCircumstance(deps, as(GM), { participant: 'Wire', reason: 'razor balls' })),
    step('drop from above', (deps) =>
      app.addCircumstance(deps, as(GM), { participant: 'GM', reason: 'jumped from above' }),
    ),
    step('GM rolls', (deps) => app.rollPool(deps, as(GM))),
    step('Shred rolls', (deps) => app.rollPool(deps, as(SHRED))),
    step('Wire rolls', (deps) => app.rollPool(deps, as(WIRE))),
    step('Sven rolls', (deps) => app.rollPool(deps, as(SVEN))),
    // R4.1: the exchanges wait for the GM to begin them.
    step('GM begins', (deps) => app.beginExchanges(deps, as(GM))),
  ];
}

export function gangFightExchanges(): Step[] {
  const lead =
    (c: Caller, target: string, dice: string, confirmed = false) =>
    (deps: Deps) =>
      app.leadExchange(deps, c, { target, action: 'attack', dice: d(dice), confirmed });
  const respond = (c: Caller, dice?: string) => (deps: Deps) =>
    app.respondExchange(deps, c, { action: 'defend', dice: dice ? d(dice) : null });
  return [
    step('GM leads Sven 665', lead(as(GM), 'Sven', '665')),
    step('Wire leads the gang 66', lead(as(WIRE), 'Vid-Dronz', '66', true)),
    step('GM answers 44', respond(as(GM), '44')),
    step('Wire gives Shred a book', (deps) => app.giveBooks(deps, as(WIRE), { to: 'Shred' })),
    step('GM leads Wire 655', lead(as(GM), 'Wire', '655')),
    step('Wire answers with all it has', respond(as(WIRE))),
    step('Shred leads S-Max 655', lead(as(SHRED), 'S-Max', '655', true)),
    step('GM answers 544', respond(as(GM), '544')),
    step('Shred knocks out S-Max', (deps) => app.buyGoal(deps, as(SHRED), { goal: 'Knock out', target: 'S-Max' })),
    step('GM leads Wire 554', lead(as(GM), 'Wire', '554', true)),
  ];
}

export function gangFightAftermath(): Step[] {
  return [
    step('GM wounds Sven', (deps) => app.buyGoal(deps, as(GM), { goal: 'Wound', target: 'Sven' })),
    step('GM knocks out Wire', (deps) => app.buyGoal(deps, as(GM), { goal: 'Knock out', target: 'Wire' })),
    step('Wire buys reputation', (deps) =>
      app.buyGoal(deps, as(WIRE), { goal: 'Reputation', target: 'Wire', narration: 'Took on the Vid-Dronz' }),
    ),
    step('Shred buys reputation', (deps) =>
      app.buyGoal(deps, as(SHRED), { goal: 'Reputation', target: 'Shred', narration: 'Took on the Vid-Dronz' }),
    ),
  ];
}

export const gangFight = (): Step[] => [...gangFightSetup(), ...gangFightExchanges(), ...gangFightAftermath()];
