import { inOrder } from '../../store/engine/in-order';
import { effectPenalty, sharedLifestyles } from '../../rules';
import { lifestylesOf } from '../../store/character/characters';
import { enemyOf } from '../../store/campaign/enemies';
import { areFriends, namesAsFriend } from '../../store/character/friends';
import { getNpc } from '../../store/campaign/npcs';
import type { ConflictState } from '../../rules/conflict';
import { conflictNpcs } from '../../store/conflict/conflict-npcs';
import { participantsOf } from '../../store/conflict/participants';
import type { Db } from '../../store/engine/db';
import { effectsOf } from '../../store/character/effects';
import type { CharacterId, ConflictId } from '../../store/engine/ids';
import { effectCircumstances, isPhysicalTest } from '../character/effect-circumstances';

/**
 * R9.5: active wounds (in physical tests) and scars facing whoever caused them offer a circumstance
 * die to the bearer's opponents. Listed during set-up so the GM can grant them. Who stands where
 * comes from the state; the stored rows say only which sheet each name is, for its effects.
 */
export async function circumstanceOffers(db: Db, conflictId: ConflictId, s: ConflictState): Promise<string[]> {
  const characterOf = new Map((await participantsOf(db, conflictId)).map((r) => [r.name, r.characterId]));
  const npcIdOf = new Map((await conflictNpcs(db, conflictId)).map((n) => [n.name, n.npcId]));
  const physical = isPhysicalTest(s.primary, s.secondary);
  const namesOnSide = (side: number) =>
    s.participants
      .filter((p) => p.side === side)
      .flatMap((p) => (p.kind === 'gm' ? ['GM', ...s.npcs.map((n) => n.name)] : [p.name]));
  const offers: string[] = [];
  const describe = (bearer: string, opponents: string, c: { reason: string }) =>
    `${opponents} may claim a die against ${bearer}: ${c.reason}.`;
  for (const p of s.participants) {
    const opponents = namesOnSide(1 - p.side);
    const label = opponents.join(', ') || 'the other side';
    const characterId = characterOf.get(p.name) ?? null;
    if (p.kind === 'pc' && characterId !== null) {
      const found = await effectCircumstances(db, characterId, opponents);
      for (const c of [...found.asWounds, ...(physical ? found.inPhysicalTests : []), ...found.forOpponent])
        offers.push(describe(p.name, label, c));
    }
  }
  for (const npc of s.npcs) {
    const npcId = npcIdOf.get(npc.name);
    if (npcId === undefined) continue;
    const opponents = namesOnSide(0);
    for (const e of await effectsOf(db, { npcId })) {
      const penalty = effectPenalty(e.kind, e.permanent);
      const reason = { reason: `${e.kind} (${e.text})` };
      const causer = e.causedBy;
      const facing = causer !== null && opponents.some((o) => o.toLowerCase() === causer.toLowerCase());
      // A fresh scar facing whoever made it is the scar's one die, not also a wound.
      const asWound = penalty.wound && !(e.kind === 'scar' && facing);
      if (asWound || (physical && penalty.physical)) offers.push(describe(npc.name, opponents.join(', '), reason));
      if (penalty.againstCauser && facing) offers.push(describe(npc.name, causer!, reason));
    }
  }
  return [...offers, ...(await affiliationOffers(db, s, characterOf, npcIdOf))];
}

/**
 * R2.5: a player character shares a lifestyle with an NPC (or another character) in the conflict,
 * counts one of them as a friend (or is counted as one by another character), or faces its enemy:
 * an affiliation, offered as a circumstance die the GM confirms or waives.
 */
async function affiliationOffers(
  db: Db,
  s: ConflictState,
  characterOf: Map<string, CharacterId | null>,
  npcIdOf: Map<string, number>,
): Promise<string[]> {
  const offers: string[] = [];
  const say = (a: string, b: string, why: string) =>
    `${a} and ${b} ${why}: an affiliation, a circumstance die for one side or both.`;
  const pcs = await inOrder(
    s.participants.filter((p) => p.kind === 'pc' && characterOf.get(p.name) != null),
    async (p) => ({
      name: p.name,
      id: characterOf.get(p.name)!,
      lifestyles: (await lifestylesOf(db, characterOf.get(p.name)!)).map((l) => l.name),
    }),
  );
  const npcs = (
    await inOrder(s.npcs, async (n) => {
      const row = npcIdOf.has(n.name) ? await getNpc(db, npcIdOf.get(n.name)!) : null;
      return row ? [{ name: n.name, id: row.id, lifestyles: row.lifestyles }] : [];
    })
  ).flat();
  await inOrder(pcs, async (pc, i) => {
    for (const other of pcs.slice(i + 1)) {
      for (const l of sharedLifestyles(pc.lifestyles, other.lifestyles))
        offers.push(say(pc.name, other.name, `share the ${l} lifestyle`));
      if (await areFriends(db, pc.id, other.id)) offers.push(say(pc.name, other.name, 'are friends'));
    }
    for (const npc of npcs) {
      for (const l of sharedLifestyles(pc.lifestyles, npc.lifestyles))
        offers.push(say(pc.name, npc.name, `share the ${l} lifestyle`));
      if (await namesAsFriend(db, pc.id, { npcId: npc.id })) offers.push(say(pc.name, npc.name, 'are friends'));
      if (await enemyOf(db, pc.id, npc.id)) offers.push(say(pc.name, npc.name, 'are enemies'));
    }
  });
  return offers;
}
