// Fly dice (R7): switching to a similar goal mid-conflict. Both sides roll a base attack; the winner
// adds every die of both rolls to its pool and may buy from the new skill's chart. The channel learns
// who won and how many dice moved; the faces are told only to the side that rolled them, and the
// winner learns what joined its pool (R13.1: they become pool dice).
import { type Face, rollIn } from '../dice';
import { drawDice } from '../draw';
import { resolveFly } from '../fly';
import { parseSkillPath } from '../skills';
import { emit, type Handler, type Run } from './handler';
import {
  gearForDraw,
  actorParticipant,
  addDice,
  conflictRack,
  refusal,
  targetOf,
  unknownName,
  validFaces,
  ownParticipantStillIn,
  isRefusal,
} from './state';
import type { ConflictState, Participant } from './types';
import { conflictMessages } from './messages';

/** R7.1: the base attack for a skill: its skill dice plus gear (a rack for the GM side). */
function baseAttack(s: ConflictState, p: Participant, skill: string): number {
  if (p.kind === 'gm') return conflictRack(s);
  return drawDice({
    skills: p.skills.map(parseSkillPath),
    primary: parseSkillPath(skill),
    secondary: null,
    gear: p.gear.map(gearForDraw),
  }).total;
}

const keptFaces = (f: unknown): f is Face[] => validFaces(f) && f.every((x) => x >= 4);

export const fly: Handler<'fly'> = {
  check(s, m, actor) {
    if (s.phase !== 'exchanges')
      return refusal('conflict/wrong-phase', conflictMessages.flyDiceRolledWhileExchangesRun);
    if (s.pending) return refusal('exchange/pending', conflictMessages.exchangeWaitingResponseFlyDiceCome);
    const me = ownParticipantStillIn(s, actor);
    if (isRefusal(me)) return me;
    try {
      parseSkillPath(m.skill);
    } catch {
      return refusal('skill/bad-path', conflictMessages.writeSkillFieldFieldFocusField);
    }
    const t = targetOf(s, m.against);
    if (!t) return unknownName('fly/unknown-opponent', m.against);
    if (t.participant.side === me.side)
      return refusal('fly/same-side', conflictMessages.nameSide(t.npc?.name ?? t.participant.name));
    if (t.participant.out) return refusal('fly/opponent-out', conflictMessages.nameOutConflict(t.participant.name));
    if ((m.a !== undefined && !keptFaces(m.a)) || (m.b !== undefined && !keptFaces(m.b))) {
      return refusal('dice/bad-face', conflictMessages.flyDiceFaces46Left);
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
    const skill = parseSkillPath(m.skill).text;
    if (winner) {
      addDice(r.s, winner, result.gained);
      if (!winner.flySkills.includes(skill)) winner.flySkills = [...winner.flySkills, skill];
    }
    emit(r, 'fly', {
      by: me.name,
      against: them.name,
      skill,
      winner: winner?.name ?? null,
      gained: result.gained.length,
    });
    tellRoll(r, me, result.a);
    tellRoll(r, them, result.b);
    if (winner) emit(r, 'fly-gained', { name: winner.name, faces: result.gained }, { participant: winner.name });
  },
};

/** A fly roll's faces go to the side that rolled it (and a PC's to the GM under gm-sees-pools). */
function tellRoll(r: Run, p: Participant, faces: readonly Face[]): void {
  emit(r, 'fly-roll', { name: p.name, faces: [...faces] }, { participant: p.name });
  if (p.kind === 'pc' && r.s.houseRules.gmSeesPools) emit(r, 'fly-roll', { name: p.name, faces: [...faces] }, 'gm');
}
