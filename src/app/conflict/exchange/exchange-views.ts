// What an exchange move's events become for the Discord layer: the public results (R5.7, R13.2:
// pushed dice only once resolved) and each pool sent only to its owner, through its own view.
import { type Played, ownPoolView } from '../conflict-machine';
import { type PendingExchange, sideSpokenName, spokenName } from '../../../rules/conflict';
import type { PrivateView, PublicView } from '../../views';
import { leaderWords } from '../leader-words';
import { appNotices } from '../../messages';
import { joined, type Safe } from '../../text/safe-text';

/** The Discord user who plays a participant (the GM side's row names the campaign's GM). */
export function userOf(played: Played, name: string): string {
  return played.before.rows.find((r) => r.name === name)?.userId ?? played.campaign.gmUserId;
}

/** The NPC a side of the pending exchange acts through: the one led against, or the one leading. */
export function throughOf(p: PendingExchange | null, name: string): string | null {
  if (!p) return null;
  if (name === p.target) return p.targetNpc;
  return name === p.actor ? (p.actorNpc ?? null) : null;
}

/** The public side of an exchange move: a result, a war that asks for more dice, the end. */
export function exchangePublicViews(played: Played): PublicView[] {
  const conflictId = played.conflict.id;
  const spoken = (name: string, npc: string | null = null) => spokenName(played.state, name, npc);
  const views: PublicView[] = [];
  for (const e of played.events) {
    if (e.to !== 'all') continue;
    if (e.type === 'exchange-resolved') {
      const d = e.data;
      const r = d.result;
      views.push({
        kind: 'exchange-resolved',
        result: {
          conflictId,
          no: d.no,
          actor: spoken(d.actor, d.actorNpc ?? null),
          target: spoken(d.target),
          targetSide: spoken(d.targetParticipant),
          actorAction: d.actorAction,
          targetAction: d.targetAction ?? '',
          risky: d.risky,
          actorDice: r.actorPushed,
          targetDice: r.targetPushed,
          actorWar: r.actorWar,
          targetWar: r.targetWar,
          steps: r.steps,
          actorBooksWon: r.actorBooks,
          targetBooksWon: r.targetBooks,
          actorBooks: d.actorBooks,
          targetBooks: d.targetBooks,
          rerolled: d.rerolled,
          // Nobody leads again once the conflict is over.
          suggestedLeader:
            played.state.phase === 'exchanges' && played.state.suggestedLeader
              ? leaderWords(played.state, played.state.suggestedLeader)
              : null,
        },
      });
    } else if (e.type === 'war-waiting') {
      const d = e.data;
      views.push({
        kind: 'war-waiting',
        conflictId,
        no: d.no,
        stake: d.stake,
        needs: d.needs.map((name) => ({
          name: spoken(name, throughOf(played.state.pending, name)),
          userId: userOf(played, name),
        })),
      });
    } else if (e.type === 'knocked-out' || e.type === 'escaped') {
      // R4.5, R9.6: a character taken out is told to the channel when it happens; a participant
      // knocked out has one last purchase step, so its player is called to it.
      const gone = e.type === 'knocked-out' ? e.data.participant : undefined;
      views.push({
        kind: 'taken-out',
        conflictId,
        name: e.data.name,
        how: e.type === 'escaped' ? 'escaped' : 'knocked-out',
        ...(gone ? { lastChance: userOf(played, gone) } : {}),
      });
    } else if (e.type === 'conflict-ended') {
      const d = e.data;
      const participants = d.participants.map((p) => ({ ...p, name: sideSpokenName(played.state, p.name) }));
      views.push({ kind: 'conflict-ended', ending: { conflictId, reason: d.reason, participants } });
    }
  }
  return views;
}

/**
 * The private side: the caller's own pool (when it plays a participant of the exchange), and the
 * pool of anyone whose unmatched dice were rerolled, each to its own player only.
 */
export function exchangePrivateViews(
  played: Played,
  caller: string | null,
  callerName: string | null,
): Record<string, PrivateView[]> {
  const views: Record<string, PrivateView[]> = {};
  if (caller && callerName) views[caller] = [{ kind: 'pool', pool: ownPoolView(played, callerName) }];
  for (const e of played.events) {
    if (e.type !== 'rerolled') continue;
    const name = e.to.participant;
    if (name === callerName) continue;
    (views[userOf(played, name)] ??= []).push({
      kind: 'pool',
      pool: ownPoolView(played, name, 'Your unmatched dice were rerolled.'),
    });
  }
  return views;
}

/**
 * A lead changed before its answer (disputed, or resisted with gear): the line the channel reads,
 * calling whoever acts next. The one who answers, unless that is who changed it; then the leader,
 * who may keep the lead as it now stands or withdraw it.
 */
export function leadChanged(played: Played, callerId: string, said: Safe): { text: Safe; pings: string[] } {
  const p = played.state.pending!;
  const answerer = userOf(played, p.target);
  if (answerer !== callerId) return { text: joined([said, appNotices.yourAnswer(answerer)], ' '), pings: [answerer] };
  const leader = userOf(played, p.actor);
  if (leader === callerId) return { text: said, pings: [] };
  return { text: joined([said, appNotices.keepOrWithdraw(leader)], ' '), pings: [leader] };
}
