import { isGm } from '../../store/campaigns';
import { characterByName, charactersOf, skillsOf } from '../../store/characters';
import { addConflictNpc, appendEvent, getConflict, insertParticipant, liveConflict } from '../../store/conflicts';
import { npcByName, npcsOf } from '../../store/npcs';
import { insertConflictHere, primarySpecialty } from './conflict-new';
import { ensureGmParticipant, GM_SIDE, PC_SIDE, seatMoves } from './conflict-engine';
import { loadAs, playInOrder } from './conflict-machine';
import { GM_ACTOR, newConflict } from '../../rules/conflict';
import { storedPublicConflict } from './conflict-views';
import type { Caller, Deps } from '../context';
import { refuse } from '../errors';
import { campaignHere, clip } from '../load';
import { transact } from '../transaction';
import { outcome } from '../views';
import { appMessages } from '../messages';
import { md } from '../safe-text';

interface StartInput {
  primary: string;
  against?: string | null;
}

/** What refuses the caller whatever they start: no campaign, a conflict here, no character (nor GM). */
function starter(db: Deps['db'], caller: Caller) {
  const campaign = campaignHere(db, caller);
  if (liveConflict(db, caller.guildId, caller.channelId)) {
    refuse('conflict/exists-here', appMessages.conflictAlreadyRunning);
  }
  const gm = isGm(db, campaign, caller.userId);
  const own = charactersOf(db, campaign.id, caller.userId);
  if (!gm && own.length === 0) refuse('character/none', appMessages.startNeedsCharacter);
  return { campaign, gm, own };
}

/** Everything a start is refused for, checked before anything is written (see mayStartConflict). */
function planStart(db: Deps['db'], caller: Caller, input: StartInput) {
  const { campaign, gm, own } = starter(db, caller);
  const primary = primarySpecialty(campaign, input.primary);
  const against = input.against?.trim() ? input.against : null;
  const npc = against ? npcByName(db, campaign.id, against) : null;
  const pc = against && !npc ? characterByName(db, campaign.id, against) : null;
  if (against && !npc && !pc)
    refuse('conflict/unknown-participant', appMessages.noSuchOpponent(clip(against), campaign.name));
  if (pc && own.some((c) => c.id === pc.id)) refuse('conflict/same-side', appMessages.conflictAgainstOwnCharacter);
  return { campaign, primary, gm, own, npc, pc };
}

/**
 * What the start form offers the caller (refused as a start would be, before the form opens): the
 * Specialties its characters hold (every character's for the GM), and who may stand against them,
 * NPCs first, the caller's own characters left out.
 */
export function conflictStartChoices(deps: Deps, caller: Caller): { primaries: string[]; opponents: string[] } {
  const db = deps.db;
  const { campaign, gm, own } = starter(db, caller);
  const holders = gm ? charactersOf(db, campaign.id) : own;
  const specialties = holders.flatMap((c) => skillsOf(db, c.id)).filter((s) => s.key.split(':').length === 3);
  const primaries = [...new Set(specialties.map((s) => s.text))].sort((a, b) => a.localeCompare(b));
  const opponents = [
    ...npcsOf(db, campaign.id).map((n) => n.name),
    ...charactersOf(db, campaign.id)
      .filter((c) => !own.some((o) => o.id === c.id))
      .map((c) => c.name),
  ];
  return { primaries, opponents };
}

/**
 * Would /conflict start be accepted here? Asked before opening a thread for it, so a refused start
 * opens nothing. Returns the primary skill as the catalog writes it (the thread's name).
 */
export function mayStartConflict(deps: Deps, caller: Caller, input: StartInput): string {
  return planStart(deps.db, caller, input).primary.text;
}

/**
 * /conflict start (R3.1, R4.1): the caller initiates with a primary Specialty. A player's only PC
 * joins at once; `against` names an NPC (added to the GM side) or a PC (who opposes, R4.1).
 */
export function startConflict(deps: Deps, caller: Caller, input: StartInput) {
  return transact(deps, caller, () => {
    const db = deps.db;
    const { campaign, primary, gm, own, npc, pc } = planStart(db, caller, input);
    const now = deps.now().toISOString();
    // R3.1: the side that starts the conflict; the other side picks the secondary skill.
    const state = newConflict({ primary: primary.text, initiatorSide: gm ? GM_SIDE : PC_SIDE });
    const id = insertConflictHere(db, caller, {
      campaign,
      primary,
      state,
      now,
      parentChannelId: caller.parentChannelId ?? null,
    });
    const conflict = getConflict(db, id)!;
    const notes: string[] = [];
    const npcs: { name: string; gang: number | null }[] = [];
    if (own.length === 1 && !gm) {
      insertParticipant(db, {
        conflictId: id,
        kind: 'pc',
        characterId: own[0]!.id,
        userId: caller.userId,
        name: own[0]!.name,
        side: PC_SIDE,
      });
    } else if (gm) {
      ensureGmParticipant(db, campaign, conflict);
    }
    if (npc) {
      ensureGmParticipant(db, campaign, conflict);
      addConflictNpc(db, id, npc.id);
      npcs.push({ name: npc.name, gang: npc.gangSize });
      notes.push(`${npc.name} stands against them.`);
    } else if (pc) {
      insertParticipant(db, {
        conflictId: id,
        kind: 'pc',
        characterId: pc.id,
        userId: pc.ownerUserId,
        name: pc.name,
        side: gm ? PC_SIDE : GM_SIDE,
      });
      notes.push(`${pc.name} is on the other side.`);
    }
    appendEvent(db, id, 'conflict-started', { primary: primary.text, by: caller.userId }, true, now);
    const loaded = loadAs(deps, campaign, conflict, GM_ACTOR);
    const moves = [
      ...seatMoves(db, campaign, loaded.before),
      ...npcs.map((npc) => ({ move: { do: 'add-npc', ...npc } as const, actor: GM_ACTOR })),
    ];
    if (moves.length > 0) playInOrder(deps, loaded, moves);
    return outcome([
      {
        kind: 'conflict',
        conflict: storedPublicConflict(db, campaign, getConflict(db, id)!),
        headline: md`A conflict begins over **${primary.text}**. ${notes.join(' ')} Players join with the Join button below (or /conflict join), then everyone rolls with Roll; the other side picks its secondary skill with Secondary skill (or /conflict secondary).`,
      },
    ]);
  });
}
