// A small duel for rules tests: Ana (a player) against the GM's NPC Brute, with scripted pools.
import * as app from '../../src/app';
import type { Deps } from '../../src/app';
import { scriptedDice } from '../../src/rules';
import type { ConflictState } from '../../src/rules/conflict';
import { readConflictDocument } from '../../src/store/conflict-state';
import { latestConflict } from '../../src/store/conflicts';
import { type PlayedParticipant, playedParticipants } from '../support/played';
import { as, CHANNEL, GUILD, makeDeps } from './helpers';

export const GM = 'u-gm';
export const ANA = 'u-ana';
export const BEN = 'u-ben';

/**
 * Ana draws 6 (Coordination: Projectiles: Airgun chain) and Brute one rack of 6. `anaFaces` and
 * `gmFaces` are the scripted rolls (roll-in extras included); further faces feed later rolls.
 */
export function duel(opts: {
  anaFaces: number[];
  gmFaces: number[];
  rules?: Record<string, string>;
  later?: number[];
  withBen?: boolean;
  /** More NPCs on the GM side beside Brute, added before anyone rolls. */
  npcs?: string[];
}): Deps {
  const deps = makeDeps({ dice: scriptedDice([...opts.anaFaces, ...opts.gmFaces, ...(opts.later ?? [])]) });
  app.createCampaign(deps, as(GM), { name: 'Duel' });
  for (const [rule, value] of Object.entries(opts.rules ?? {})) app.setCampaignRule(deps, as(GM), { rule, value });
  app.createCharacter(deps, as(ANA), { name: 'Ana' });
  for (const path of ['Coordination', 'Coordination: Projectiles', 'Coordination: Projectiles: Airgun'])
    app.addCharacterSkill(deps, as(ANA), { path });
  if (opts.withBen) app.createCharacter(deps, as(BEN), { name: 'Ben' });
  app.createNpc(deps, as(GM), { name: 'Brute' });
  app.startConflict(deps, as(ANA), { primary: 'Coordination: Projectiles: Airgun', against: 'Brute' });
  if (opts.withBen) app.joinConflict(deps, as(BEN), {});
  for (const name of opts.npcs ?? []) {
    app.createNpc(deps, as(GM), { name });
    app.addNpcToConflict(deps, as(GM), { npc: name });
  }
  // R4.1: the exchanges wait for the secondary skill (Cognition: none of Ana's dice) and a begin.
  app.setSecondary(deps, as(GM), { skill: 'Cognition' });
  app.rollPool(deps, as(ANA));
  if (opts.withBen) app.rollPool(deps, as(BEN));
  app.rollPool(deps, as(GM));
  app.beginExchanges(deps, as(GM));
  return deps;
}

export function people(deps: Deps) {
  const c = latestConflict(deps.db, GUILD, CHANNEL)!;
  const { state } = readConflictDocument(deps.db, c.id);
  return {
    conflict: c,
    state,
    ...Object.fromEntries(playedParticipants(deps.db, c.id).map((p) => [p.name, p])),
  } as Record<string, PlayedParticipant> & { conflict: typeof c; state: ConflictState };
}
