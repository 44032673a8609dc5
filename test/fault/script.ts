// The Vid-Dronz gang fight (test/app/scripts.ts) as a crash-test script: every step has its own
// interaction id, its own dice and its own clock, so a step re-run after a crash behaves exactly as
// it would have the first time, and a step that did commit is recognised by its interaction id.
import * as app from '../../src/app';
import { asUserId, type Caller, type Deps, type Outcome } from '../../src/app';
import { parseFaces, type RandomSource, scriptedDice, seededSource } from '../../src/rules';
import type { Db } from '../../src/store/engine/db';
import { prep } from '../../src/store/engine/statements';

export const GM = '100000000000000001';
export const SHRED = '100000000000000002';
export const SVEN = '100000000000000003';
export const WIRE = '100000000000000004';
export const GUILD = 'g-crash';
export const CHANNEL = 'c-crash';

export interface ScriptStep {
  name: string;
  /** The faces this step rolls (only the roll steps roll). */
  dice: number[];
  run: (deps: Deps, caller: (userId: string) => Caller) => Promise<Outcome>;
}

const d = parseFaces;
const step = (name: string, run: ScriptStep['run'], dice: number[] = []): ScriptStep => ({ name, run, dice });

export function crashScript(): ScriptStep[] {
  const skills = (user: string, who: string, paths: string[]) =>
    paths.map((path) => step(`${who} learns ${path}`, (deps, as) => app.addCharacterSkill(deps, as(user), { path })));
  const lead =
    (user: string, target: string, dice: string, confirmed = false): ScriptStep['run'] =>
    (deps, as) =>
      app.leadExchange(deps, as(user), { target, action: 'attack', dice: d(dice), confirmed });
  const respond =
    (user: string, dice?: string): ScriptStep['run'] =>
    (deps, as) =>
      app.respondExchange(deps, as(user), { action: 'defend', dice: dice ? d(dice) : null });
  return [
    step('campaign', (deps, as) => app.createCampaign(deps, as(GM), { name: 'Eros Nights' })),
    step('shred', (deps, as) => app.createCharacter(deps, as(SHRED), { name: 'Shred' })),
    step('sven', (deps, as) => app.createCharacter(deps, as(SVEN), { name: 'Sven' })),
    step('wire', (deps, as) => app.createCharacter(deps, as(WIRE), { name: 'Wire' })),
    ...skills(SHRED, 'Shred', [
      'Physique',
      'Physique: Unarmed',
      'Coordination',
      'Coordination: Projectiles',
      'Coordination: Projectiles: Airgun',
    ]),
    ...skills(SVEN, 'Sven', ['Physique', 'Coordination', 'Coordination: Projectiles']),
    ...skills(WIRE, 'Wire', ['Physique', 'Physique: Unarmed', 'Coordination', 'Coordination: Projectiles']),
    step('S-Max', (deps, as) => app.createNpc(deps, as(GM), { name: 'S-Max' })),
    step('the gang', (deps, as) => app.createNpc(deps, as(GM), { name: 'Vid-Dronz', gangSize: 15 })),
    step('session', (deps, as) => app.startSession(deps, as(GM))),
    step('start', (deps, as) => app.startConflict(deps, as(GM), { primary: 'Physique: Unarmed: Punch' })),
    step('shred joins', (deps, as) => app.joinConflict(deps, as(SHRED), {})),
    step('sven joins', (deps, as) => app.joinConflict(deps, as(SVEN), {})),
    step('wire joins', (deps, as) => app.joinConflict(deps, as(WIRE), {})),
    step('add S-Max', (deps, as) => app.addNpcToConflict(deps, as(GM), { npc: 'S-Max' })),
    step('add gang', (deps, as) => app.addNpcToConflict(deps, as(GM), { npc: 'Vid-Dronz' })),
    step('budget rack', (deps, as) => app.spendRack(deps, as(GM))),
    step('secondary', (deps, as) => app.setSecondary(deps, as(SHRED), { skill: 'Coordination: Projectiles: Airgun' })),
    step('crowded market', (deps, as) =>
      app.addCircumstance(deps, as(GM), { participant: 'GM', reason: 'crowded market' }),
    ),
    step('razor balls', (deps, as) =>
      app.addCircumstance(deps, as(GM), { participant: 'Wire', reason: 'razor balls' }),
    ),
    step('drop from above', (deps, as) =>
      app.addCircumstance(deps, as(GM), { participant: 'GM', reason: 'jumped from above' }),
    ),
    step(
      'GM rolls',
      (deps, as) => app.rollPool(deps, as(GM)),
      [6, 6, 5, 5, 5, 5, 5, 4, 4, 4, 4, 3, 3, 3, 2, 2, 2, 1, 1, 1, 6, 5, 4],
    ),
    step('Shred rolls', (deps, as) => app.rollPool(deps, as(SHRED)), [6, 5, 5, 5, 5, 3, 2, 4]),
    step('Wire rolls', (deps, as) => app.rollPool(deps, as(WIRE)), [6, 6, 3, 3, 2, 1, 1, 6, 2, 1]),
    step('Sven rolls', (deps, as) => app.rollPool(deps, as(SVEN)), [3, 3, 2, 2]),
    // R4.1: the exchanges wait for the GM to begin them.
    step('GM begins', (deps, as) => app.beginExchanges(deps, as(GM))),
    // Extra steps beyond the seed's fight, to touch the Murphy and points ledgers and a withdrawn lead.
    step('GM adds Murphy', (deps, as) => app.addMurphy(deps, as(GM), { amount: 2, reason: 'bad omens' })),
    step('Sven begs', (deps, as) => app.requestBeg(deps, as(SVEN), { amount: 1, reason: 'no dice at all' })),
    step('GM grants the plea', (deps, as) => app.answerBeg(deps, as(GM), { begId: 1, grant: true })),
    step('Shred leads S-Max 4', lead(SHRED, 'S-Max', '4')),
    step('Shred withdraws', (deps, as) => app.cancelExchange(deps, as(SHRED))),
    // The seed's exchanges and aftermath.
    step('GM leads Sven 665', lead(GM, 'Sven', '665')),
    step('Wire leads the gang 66', lead(WIRE, 'Vid-Dronz', '66', true)),
    step('GM answers 44', respond(GM, '44')),
    step('Wire gives Shred a book', (deps, as) => app.giveBooks(deps, as(WIRE), { to: 'Shred' })),
    step('GM leads Wire 655', lead(GM, 'Wire', '655')),
    step('Wire answers with all it has', respond(WIRE)),
    step('Shred leads S-Max 655', lead(SHRED, 'S-Max', '655', true)),
    step('GM answers 544', respond(GM, '544')),
    step('Shred knocks out S-Max', (deps, as) => app.buyGoal(deps, as(SHRED), { goal: 'Knock out', target: 'S-Max' })),
    step('GM leads Wire 554', lead(GM, 'Wire', '554', true)),
    step('GM wounds Sven', (deps, as) => app.buyGoal(deps, as(GM), { goal: 'Wound', target: 'Sven' })),
    step('GM knocks out Wire', (deps, as) => app.buyGoal(deps, as(GM), { goal: 'Knock out', target: 'Wire' })),
    step('Wire buys reputation', (deps, as) =>
      app.buyGoal(deps, as(WIRE), { goal: 'Reputation', target: 'Wire', narration: 'Took on the Vid-Dronz' }),
    ),
    step('Shred buys reputation', (deps, as) =>
      app.buyGoal(deps, as(SHRED), { goal: 'Reputation', target: 'Shred', narration: 'Took on the Vid-Dronz' }),
    ),
  ];
}

export const interactionIdOf = (i: number) => `crash-step-${i}`;
const T0 = Date.parse('2140-03-01T00:00:00Z');

/**
 * Runs steps of the script against `db`. Dice (d6 from the script, other dice seeded by the step
 * number) and clock are per step (a re-run after a crash sees
 * the same faces and times). `hook` is called before every dice roll and clock read, which happen
 * inside the use case's transaction: the crash worker uses it to kill itself mid-transaction.
 */
export function scriptRunner(db: Db, hook: () => void = () => {}) {
  const steps = crashScript();
  let dice: RandomSource = scriptedDice([]);
  // Anything but a d6 (salts of pool commitments, say) comes from a generator seeded per step.
  let other: RandomSource = seededSource(0);
  let clockCalls = 0;
  let saltCalls = 0;
  let stepNo = 0;
  const deps: Deps = {
    db,
    random: { die: (sides) => (hook(), sides === 6 ? dice.die(sides) : other.die(sides)) },
    // Steps 10 s apart: the whole script stays inside the 15 minutes handled interactions are kept.
    now: () => (hook(), new Date(T0 + stepNo * 10_000 + clockCalls++ * 100)),
    // Pool-commitment salts, deterministic per step (the production default is random bytes).
    salt: () => `salt-${stepNo}-${saltCalls++}`,
  };
  return {
    steps,
    deps,
    async run(i: number): Promise<Outcome> {
      const s = steps[i]!;
      stepNo = i;
      clockCalls = 0;
      saltCalls = 0;
      dice = scriptedDice(s.dice);
      other = seededSource(i);
      return await s.run(deps, (userId) => ({
        userId: asUserId(userId),
        guildId: GUILD,
        channelId: CHANNEL,
        interactionId: interactionIdOf(i),
      }));
    },
  };
}

/** How many steps committed: their interaction ids, which must be a prefix of the script. */
export async function committedSteps(db: Db): Promise<{ count: number; ids: string[] }> {
  const found = await prep<[], { interaction_id: string }>(
    db,
    `SELECT interaction_id FROM handled_interactions WHERE interaction_id LIKE 'crash-step-%'`,
  ).all();
  const ids = found.map((r) => r.interaction_id);
  return { count: ids.length, ids };
}
