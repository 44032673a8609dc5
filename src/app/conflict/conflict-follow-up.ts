import { followUpDice } from '../../rules';
import { isGm } from '../../store/campaigns';
import {
  addConflictNpc,
  appendEvent,
  conflictNpcs,
  getConflict,
  insertParticipant,
  liveConflict,
  participantsOf,
  updateParticipant,
} from '../../store/conflicts';
import { insertConflictHere, primarySpecialty } from './conflict-new';
import { storedPublicConflict } from './conflict-views';
import type { Caller, Deps } from '../context';
import { refuse } from '../errors';
import { campaignHere, latestConflictOwned } from '../load';
import { transact } from '../transaction';
import { outcome, type Outcome } from '../views';
import { appMessages } from '../messages';

/**
 * /conflict follow-up (R8.2): the situation moves on. The same participants (those still standing)
 * start a new conflict with a new primary skill; each brings ⌈leftover/2⌉ follow-up dice. When the
 * last conflict ended because a side ran out (R8.1), those leftovers had become books: books still
 * unspent are taken back as follow-up dice instead (the seed's "use them as books, or carry them").
 * `chin`: a participant who ran out "takes it on the chin" — it concedes the follow-up, and its
 * opponents carry their leftovers into it.
 */
export function followUpConflict(deps: Deps, caller: Caller, input: { primary: string; chin?: boolean }) {
  return transact(deps, caller, (): Outcome => {
    const db = deps.db;
    const campaign = campaignHere(db, caller);
    if (liveConflict(db, caller.guildId, caller.channelId))
      refuse('conflict/exists-here', appMessages.conflictStillRunningHereEndBefore);
    const previous = latestConflictOwned(db, caller);
    if (previous?.phase !== 'ended') refuse('conflict/not-ended', appMessages.noFinishedConflictHereFollowUp);
    const before = participantsOf(db, previous.id);
    const gm = isGm(db, campaign, caller.userId);
    if (!gm && !before.some((p) => p.kind === 'pc' && p.userId === caller.userId)) {
      refuse('auth/not-participant', appMessages.onlyGmSomeoneLastConflictCan);
    }
    const primary = primarySpecialty(campaign, input.primary);
    const now = deps.now().toISOString();
    const id = insertConflictHere(db, caller, campaign, primary, now, {
      followsConflictId: previous.id,
      parentChannelId: previous.parentChannelId,
    });
    const carried: string[] = [];
    // R8.4: whoever takes it on the chin concedes; its opponents get one extra die per two leftovers.
    const chinSide = input.chin
      ? (before.find((p) => p.userId === caller.userId && p.kind === 'pc')?.side ?? (gm ? 1 : null))
      : null;
    for (const p of before) {
      if (p.knockedOut && p.pool.length === 0 && p.leftover === 0 && p.kind === 'pc') continue; // out of the fight
      const leftover = p.leftover ?? 0;
      let followUp = followUpDice(leftover); // R8.2: keep ⌈n/2⌉ (5 → 3)
      if (previous.endReason === 'ran-out') {
        // R8.1 turned these into books; whatever is unspent comes back as dice.
        followUp = Math.min(followUp, p.books);
        updateParticipant(db, p.id, { books: p.books - followUp });
      }
      if (chinSide !== null && p.side !== chinSide) followUp += Math.floor(leftover / 2);
      insertParticipant(db, {
        conflictId: id,
        kind: p.kind,
        characterId: p.characterId,
        userId: p.userId,
        name: p.name,
        side: p.side,
        followUp,
      });
      if (followUp > 0) carried.push(`${p.name} +${followUp}`);
    }
    for (const npc of conflictNpcs(db, previous.id)) if (!npc.knockedOut) addConflictNpc(db, id, npc.npcId);
    appendEvent(
      db,
      id,
      'follow-up',
      { from: previous.id, primary: primary.text, chin: input.chin === true },
      true,
      now,
    );
    const chin = input.chin ? 'They take it on the chin. ' : '';
    return outcome([
      {
        kind: 'conflict',
        conflict: storedPublicConflict(db, campaign, getConflict(db, id)!),
        headline: `${chin}The conflict follows up over **${primary.text}**. Follow-up dice: ${carried.join(', ') || 'none'}. Pick the secondary skill, then everyone rolls afresh.`,
      },
    ]);
  });
}
