import { addToPool, drawDice, makeSkillPath, parseSkillPath, resolveFly, rollIn, type SkillPath } from '../../rules';
import type { CampaignRow } from '../../store/campaigns';
import { gearOf, skillsOf } from '../../store/characters';
import { appendEvent, type ConflictRow, conflictNpcs, type ParticipantRow, pendingExchange, updateParticipant } from '../../store/conflicts';
import type { Db } from '../../store/db';
import { catalogSkill } from '../character/character-skill';
import { conflictRackSize } from './conflict-engine';
import { privatePool } from './conflict-views';
import type { Caller, Deps } from '../context';
import { refuse } from '../errors';
import { callerParticipant, campaignHere, liveConflictHere, participantNamed, requirePhase } from '../load';
import { transact } from '../transaction';
import { outcome, type Outcome } from '../views';

/**
 * /fly (R7): switching to a similar goal mid-conflict. The deviator rolls its base attack for the
 * new skill (skill dice and gear only); the opponent rolls one rack, or its own base attack if it
 * is a PC. The winner adds every die of both rolls to its pool and may buy the new skill's goals.
 */
export function flyDice(deps: Deps, caller: Caller, input: { skill: string; against: string; as?: string | null }) {
  return transact(deps, caller, (): Outcome => {
    const db = deps.db;
    const campaign = campaignHere(db, caller);
    const conflict = liveConflictHere(db, caller);
    requirePhase(conflict, ['exchanges'], 'roll fly dice');
    if (pendingExchange(db, conflict.id)) refuse('exchange/pending', 'An exchange is waiting for its response: fly dice come between exchanges.');
    const me = callerParticipant(db, campaign, conflict, caller, input.as);
    if (me.knockedOut) refuse('conflict/knocked-out', `${me.name} is knocked out and cannot act.`);
    const opponent = participantNamed(db, conflict, input.against, conflictNpcs(db, conflict.id).map((n) => n.name));
    if (opponent.side === me.side) refuse('conflict/same-side', `${opponent.name} is on your side.`);
    const skill = catalogSkill(campaign, input.skill);
    const mine = rollIn(baseAttack(db, campaign, conflict, me, skill), deps.random);
    const theirs = rollIn(baseAttack(db, campaign, conflict, opponent, skill), deps.random);
    const result = resolveFly(mine.pool, theirs.pool);
    const winner = result.winner === 'a' ? me : result.winner === 'b' ? opponent : null;
    const now = deps.now().toISOString();
    let myPool = me.pool;
    if (winner) {
      const pool = addToPool(winner.pool, result.gained);
      updateParticipant(db, winner.id, { pool, flySkills: [...new Set([...winner.flySkills, skill.text])] });
      if (winner.id === me.id) myPool = pool;
    }
    appendEvent(db, conflict.id, 'fly', { deviator: me.name, opponent: opponent.name, skill: skill.text, a: result.a, b: result.b, winner: winner?.name ?? null }, false, now);
    const note = winner?.id === me.id
      ? `Your fly roll ${result.a.join(' ') || '(nothing)'} won: all ${result.gained.length} dice of both rolls join your pool.`
      : winner
        ? `Your fly roll ${result.a.join(' ') || '(nothing)'} lost: ${opponent.name} takes the dice.`
        : `Your fly roll ${result.a.join(' ') || '(nothing)'} tied exactly: nobody gains.`;
    return outcome(
      [{ kind: 'fly-result', conflictId: conflict.id, deviator: me.name, opponent: opponent.name, skill: skill.text, winner: winner?.name ?? null }],
      { [caller.userId]: [{ kind: 'pool', pool: privatePool(conflict, { ...me, pool: myPool }, note) }] },
    );
  });
}

/** R7.1 base attack: a PC's dice for the skill plus gear (nothing else); the GM side rolls one rack. */
function baseAttack(db: Db, campaign: CampaignRow, conflict: ConflictRow, p: ParticipantRow, skill: SkillPath): number {
  if (p.kind === 'gm') return conflictRackSize(db, campaign, conflict);
  const skills = skillsOf(db, p.characterId!).map((s) => makeSkillPath(s.text.split(': ')));
  const gear = gearOf(db, p.characterId!).map((g) => ({ skill: parseSkillPath(g.skillText), quality: g.quality, mode: g.mode }));
  return drawDice({ skills, primary: skill, secondary: null, gear }).total;
}
