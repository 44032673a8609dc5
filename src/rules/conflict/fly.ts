// Fly dice (R7): switching to a similar goal mid-conflict. Both sides roll a base attack; the winner
// adds every die of both rolls to its pool and may buy from the new skill's chart.
import { type Face, rollIn } from '../dice';
import { drawDice } from '../draw';
import { resolveFly } from '../fly';
import { parseSkillPath } from '../skills';
import { emit, type Handler } from './handler';
import { actorParticipant, addDice, conflictRack, controls, refusal, targetOf, validFaces } from './state';
import type { ConflictState, Participant } from './types';

/** R7.1: the base attack for a skill: its skill dice plus gear (a rack for the GM side). */
function baseAttack(s: ConflictState, p: Participant, skill: string): number {
  if (p.kind === 'gm') return conflictRack(s);
  return drawDice({
    skills: p.skills.map(parseSkillPath),
    primary: parseSkillPath(skill),
    secondary: null,
    gear: p.gear.map((g) => ({ skill: parseSkillPath(g.skill), quality: g.quality, mode: g.mode })),
  }).total;
}

const keptFaces = (f: unknown): f is Face[] => validFaces(f) && f.every((x) => x >= 4);

export const fly: Handler<'fly'> = {
  check(s, m, actor) {
    if (s.phase !== 'exchanges') return refusal('conflict/wrong-phase', 'Fly dice are rolled while the exchanges run.');
    if (s.pending) return refusal('exchange/pending', 'Finish the exchange in progress first.');
    const me = actorParticipant(s, actor);
    if (!me || !controls(s, actor, me)) return refusal('conflict/not-participant', 'You are not in this conflict.');
    if (me.out) return refusal('conflict/out', `${me.name} is out of this conflict.`);
    try {
      parseSkillPath(m.skill);
    } catch {
      return refusal('skill/bad-path', 'Write the skill as Field, Field: Focus or Field: Focus: Specialty.');
    }
    const t = targetOf(s, m.against);
    if (!t || t.participant.side === me.side) return refusal('fly/bad-opponent', 'Fly dice are rolled against someone on the other side.');
    if ((m.a !== undefined && !keptFaces(m.a)) || (m.b !== undefined && !keptFaces(m.b))) {
      return refusal('dice/bad-face', 'Fly dice are the faces 4 to 6 left after rolling in.');
    }
    return null;
  },
  run(r, m) {
    const me = actorParticipant(r.s, r.actor)!;
    const them = targetOf(r.s, m.against)!.participant;
    const a = m.a ?? rollIn(baseAttack(r.s, me, m.skill), r.dice).pool;
    const b = m.b ?? rollIn(baseAttack(r.s, them, m.skill), r.dice).pool;
    const result = resolveFly(a, b);
    const winner = result.winner === 'a' ? me : result.winner === 'b' ? them : null;
    if (winner) {
      addDice(r.s, winner, result.gained);
      winner.flySkills.push(parseSkillPath(m.skill).text);
    }
    emit(r, 'fly', { by: me.name, against: them.name, skill: m.skill, a: result.a, b: result.b, winner: winner?.name ?? null, gained: result.gained.length });
  },
};
