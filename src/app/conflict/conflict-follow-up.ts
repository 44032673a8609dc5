import { type ConflictEvent, followUp, sideSpokenName, unspentBooks } from '../../rules/conflict';
import { addConflictNpc } from '../../store/conflict/conflict-npcs';
import { appendEvent } from '../../store/conflict/events';
import { getConflict, liveConflict } from '../../store/conflict/conflicts';
import { insertParticipant } from '../../store/conflict/participants';
import { insertConflictHere, primarySpecialty } from './conflict-new';
import { publicConflict } from './conflict-views';
import { after, type Loaded, loadForMove, playLoaded, refuseMove } from './conflict-machine';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { campaignHere, latestConflictOrNull } from '../use-case/load';
import { transact } from '../use-case/transaction';
import { outcome, type Outcome } from '../views';
import { appMessages, appNotices } from '../messages';
import { nameList } from '../text/words';
import { joined, md } from '../text/safe-text';
import { userOf } from './exchange/exchange-views';

/**
 * /conflict follow-up (R8.2): the situation moves on. The rules say who carries on, with which
 * follow-up dice, and whose unspent books are dropped; this use case stores the new conflict and
 * says so. `chin`: the caller, who ran out first, takes it on the chin (R8.4) before it starts.
 */
export async function followUpConflict(deps: Deps, caller: Caller, input: { primary: string; chin?: boolean }) {
  return await transact(deps, caller, async (deps): Promise<Outcome> => {
    const db = deps.db;
    const campaign = await campaignHere(db, caller);
    if (await liveConflict(db, caller.guildId, caller.channelId))
      refuse('conflict/exists-here', appMessages.followUpWhileRunning);
    const previous = await latestConflictOrNull(db, caller);
    if (previous?.phase !== 'ended') refuse('conflict/not-ended', appMessages.nothingToFollowUp);
    const primary = primarySpecialty(campaign, input.primary);
    let ended: Loaded = await loadForMove(deps, caller, null, undefined, async () => previous);
    const chinEvents: ConflictEvent[] = [];
    // Asked again after the warning below: the chin is already taken.
    if (input.chin && ended.before.state.chin === null) {
      const chin = await playLoaded(deps, ended, { do: 'chin' });
      chinEvents.push(...chin.events);
      ended = after(ended, chin);
    }
    const next = followUp(ended.before.state, { primary: primary.text }, ended.actor);
    if (!next.ok && next.refusal.code === 'follow-up/books-unwarned') {
      // R8.2: nobody loses books unwarned: those holding some are told first, and may spend them.
      const warned = await playLoaded(deps, ended, { do: 'warn-books' });
      // The GM side's books by the NPCs holding them, not "the GM".
      const names = warned.state.booksWarned.map((n) => sideSpokenName(warned.state, n));
      // Those holding the books are called to spend them (the caller already reads it).
      const holders = [...new Set(warned.state.booksWarned.map((n) => userOf(warned, n)))].filter(
        (u) => u !== caller.userId,
      );
      const said = appNotices.booksDroppedByFollowUp(nameList(names));
      return outcome([
        holders.length
          ? { kind: 'notice', text: joined([appNotices.spendBooksFirst(holders), said], ' '), pings: holders }
          : { kind: 'notice', text: said },
      ]);
    }
    if (!next.ok) return refuseMove(next.refusal);
    const now = deps.now().toISOString();
    const id = await insertConflictHere(db, caller, {
      campaign,
      primary,
      state: next.state,
      now,
      followsConflictId: previous.id,
      parentChannelId: previous.parentChannelId,
    });
    for (const p of next.state.participants) {
      const row = ended.before.rows.find((r) => r.name === p.name)!;
      await insertParticipant(db, {
        conflictId: id,
        kind: row.kind,
        characterId: row.characterId,
        userId: row.userId,
        name: row.name,
        side: row.side,
        followUp: p.followUpIn,
      });
    }
    for (const npc of next.state.npcs)
      await addConflictNpc(db, id, (await ended.before.npcIds()).get(npc.name)!, npc.mook);
    for (const e of next.events) await appendEvent(db, id, e.type, e.data, true, now);
    const carried = next.state.participants
      .filter((p) => p.followUpIn > 0)
      .map((p) => `${sideSpokenName(next.state, p.name)} +${p.followUpIn}`);
    const chinBy = chinEvents.find((e) => e.type === 'chin')?.data.name as string | undefined;
    const dropped = unspentBooks(ended.before.state).map((u) => sideSpokenName(ended.before.state, u.name));
    const lines = [
      chinBy
        ? md`${chinBy} takes it on the chin: the other side's leftover dice become follow-up dice, not books.`
        : '',
      md`The conflict follows up over **${primary.text}**. Follow-up dice: ${carried.join(', ') || 'none'}.`,
      dropped.length > 0 ? md`Books left unspent do not carry over (${nameList(dropped)}).` : '',
      'Pick the secondary skill, then everyone rolls afresh.',
    ];
    // Everyone in it has something to do (the secondary skill, a roll): all but the caller are called.
    const called = [...new Set(ended.before.rows.map((r) => r.userId ?? campaign.gmUserId))].filter(
      (u) => u !== caller.userId,
    );
    return outcome([
      {
        kind: 'conflict',
        call: called,
        conflict: await publicConflict(db, campaign, (await getConflict(db, id))!, next.state),
        headline: joined(
          lines.filter((l) => l !== ''),
          ' ',
        ),
      },
    ]);
  });
}
