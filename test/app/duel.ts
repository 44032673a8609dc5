// A small duel for rules tests: Ana (a player) against the GM's NPC Brute, with scripted pools.
import * as app from '../../src/app';
import type { Deps } from '../../src/app';
import { scriptedDice } from '../../src/rules';
import type { ConflictState } from '../../src/rules/conflict';
import { readConflictDocument } from '../../src/store/conflict/conflict-state';
import { latestConflict } from '../../src/store/conflict/conflicts';
import { type PlayedParticipant, playedParticipants } from '../support/played';
import { as, CHANNEL, GUILD, makeDeps } from './helpers';

export const GM = 'u-gm';
export const ANA = 'u-ana';
export const BEN = 'u-ben';

/**
 * Ana draws 6 (Coordination: Projectiles: Airgun chain) and Brute one rack of 6. `anaFaces` and
 * `gmFaces` are the scripted rolls (roll-in extras included); further faces feed later rolls.
 */
export async function duel(opts: {
  anaFaces: number[];
  gmFaces: number[];
  rules?: Record<string, string>;
  later?: number[];
  withBen?: boolean;
  /** More NPCs on the GM side beside Brute, added before anyone rolls. */
  npcs?: string[];
  /** The store to open (testStore's path), to open it again later; default: a fresh one. */
  path?: string;
}): Promise<Deps> {
  const deps = makeDeps({
    dice: scriptedDice([...opts.anaFaces, ...opts.gmFaces, ...(opts.later ?? [])]),
    path: opts.path,
  });
  await app.createCampaign(deps, as(GM), { name: 'Duel' });
  for (const [rule, value] of Object.entries(opts.rules ?? {}))
    await app.setCampaignRule(deps, as(GM), { rule, value });
  await app.createCharacter(deps, as(ANA), { name: 'Ana' });
  for (const path of ['Coordination', 'Coordination: Projectiles', 'Coordination: Projectiles: Airgun'])
    await app.addCharacterSkill(deps, as(ANA), { path });
  if (opts.withBen) await app.createCharacter(deps, as(BEN), { name: 'Ben' });
  await app.createNpc(deps, as(GM), { name: 'Brute' });
  await app.startConflict(deps, as(ANA), { primary: 'Coordination: Projectiles: Airgun', against: 'Brute' });
  if (opts.withBen) await app.joinConflict(deps, as(BEN), {});
  for (const name of opts.npcs ?? []) {
    await app.createNpc(deps, as(GM), { name });
    await app.addNpcToConflict(deps, as(GM), { npc: name });
  }
  // R4.1: the exchanges wait for the secondary skill (Cognition: none of Ana's dice) and a begin.
  await app.setSecondary(deps, as(GM), { skill: 'Cognition' });
  await app.rollPool(deps, as(ANA));
  if (opts.withBen) await app.rollPool(deps, as(BEN));
  await app.rollPool(deps, as(GM));
  await app.beginExchanges(deps, as(GM));
  return deps;
}

export async function people(deps: Deps) {
  const c = (await latestConflict(deps.db, GUILD, CHANNEL))!;
  const { state } = await readConflictDocument(deps.db, c.id);
  return {
    conflict: c,
    state,
    ...Object.fromEntries((await playedParticipants(deps.db, c.id)).map((p) => [p.name, p])),
  } as Record<string, PlayedParticipant> & { conflict: typeof c; state: ConflictState };
}
