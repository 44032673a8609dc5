import { inOrder } from '../../store/engine/in-order';
import { isGm } from '../../store/campaign/campaigns';
import { characterByName, charactersOf, skillsOf } from '../../store/character/characters';
import { addConflictNpc } from '../../store/conflict/conflict-npcs';
import { appendEvent } from '../../store/conflict/events';
import { getConflict, liveConflict } from '../../store/conflict/conflicts';
import { insertParticipant } from '../../store/conflict/participants';
import { npcByName, npcsOf } from '../../store/campaign/npcs';
import { insertConflictHere, primarySpecialty } from './conflict-new';
import { ensureGmParticipant, GM_SIDE, PC_SIDE, seatMoves } from './conflict-engine';
import { loadAs, playInOrder } from './conflict-machine';
import { GM_ACTOR, newConflict } from '../../rules/conflict';
import { storedPublicConflict } from './conflict-views';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { campaignHere, clip } from '../use-case/load';
import { transact } from '../use-case/transaction';
import { outcome } from '../views';
import { appMessages } from '../messages';
import { md } from '../text/safe-text';

interface StartInput {
  primary: string;
  against?: string | null;
}

/** What refuses the caller whatever they start: no campaign, a conflict here, no character (nor GM). */
async function starter(db: Deps['db'], caller: Caller) {
  const campaign = await campaignHere(db, caller);
  if (await liveConflict(db, caller.guildId, caller.channelId)) {
    refuse('conflict/exists-here', appMessages.conflictAlreadyRunning);
  }
  const gm = await isGm(db, campaign, caller.userId);
  const own = await charactersOf(db, campaign.id, caller.userId);
  if (!gm && own.length === 0) refuse('character/none', appMessages.startNeedsCharacter);
  return { campaign, gm, own };
}

/** Everything a start is refused for, checked before anything is written (see mayStartConflict). */
async function planStart(db: Deps['db'], caller: Caller, input: StartInput) {
  const { campaign, gm, own } = await starter(db, caller);
  const primary = primarySpecialty(campaign, input.primary);
  const against = input.against?.trim() ? input.against : null;
  const npc = against ? await npcByName(db, campaign.id, against) : null;
  const pc = against && !npc ? await characterByName(db, campaign.id, against) : null;
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
export async function conflictStartChoices(
  deps: Deps,
  caller: Caller,
): Promise<{ primaries: string[]; opponents: string[] }> {
  const db = deps.db;
  const { campaign, gm, own } = await starter(db, caller);
  const holders = gm ? await charactersOf(db, campaign.id) : own;
  const specialties = (await inOrder(holders, (c) => skillsOf(db, c.id)))
    .flat()
    .filter((s) => s.key.split(':').length === 3);
  const primaries = [...new Set(specialties.map((s) => s.text))].sort((a, b) => a.localeCompare(b));
  const opponents = [
    ...(await npcsOf(db, campaign.id)).map((n) => n.name),
    ...(await charactersOf(db, campaign.id)).filter((c) => !own.some((o) => o.id === c.id)).map((c) => c.name),
  ];
  return { primaries, opponents };
}

/**
 * Would /conflict start be accepted here? Asked before opening a thread for it, so a refused start
 * opens nothing. Returns the primary skill as the catalog writes it (the thread's name).
 */
export async function mayStartConflict(deps: Deps, caller: Caller, input: StartInput): Promise<string> {
  return (await planStart(deps.db, caller, input)).primary.text;
}

/**
 * /conflict start (R3.1, R4.1): the caller initiates with a primary Specialty. A player's only PC
 * joins at once; `against` names an NPC (added to the GM side) or a PC (who opposes, R4.1).
 */
export async function startConflict(deps: Deps, caller: Caller, input: StartInput) {
  return await transact(deps, caller, async (deps) => {
    const db = deps.db;
    const { campaign, primary, gm, own, npc, pc } = await planStart(db, caller, input);
    const now = deps.now().toISOString();
    // R3.1: the side that starts the conflict; the other side picks the secondary skill.
    const state = newConflict({ primary: primary.text, initiatorSide: gm ? GM_SIDE : PC_SIDE });
    const id = await insertConflictHere(db, caller, {
      campaign,
      primary,
      state,
      now,
      parentChannelId: caller.parentChannelId ?? null,
    });
    const conflict = (await getConflict(db, id))!;
    const notes: string[] = [];
    const npcs: { name: string; gang: number | null }[] = [];
    if (own.length === 1 && !gm) {
      await insertParticipant(db, {
        conflictId: id,
        kind: 'pc',
        characterId: own[0]!.id,
        userId: caller.userId,
        name: own[0]!.name,
        side: PC_SIDE,
      });
    } else if (gm) {
      await ensureGmParticipant(db, campaign, conflict);
    }
    if (npc) {
      await ensureGmParticipant(db, campaign, conflict);
      await addConflictNpc(db, id, npc.id);
      npcs.push({ name: npc.name, gang: npc.gangSize });
      notes.push(`${npc.name} stands against them.`);
    } else if (pc) {
      await insertParticipant(db, {
        conflictId: id,
        kind: 'pc',
        characterId: pc.id,
        userId: pc.ownerUserId,
        name: pc.name,
        side: gm ? PC_SIDE : GM_SIDE,
      });
      notes.push(`${pc.name} is on the other side.`);
    }
    await appendEvent(db, id, 'conflict-started', { primary: primary.text, by: caller.userId }, true, now);
    const loaded = await loadAs(deps, campaign, conflict, GM_ACTOR);
    const moves = [
      ...(await seatMoves(db, campaign, loaded.before)),
      ...npcs.map((npc) => ({ move: { do: 'add-npc', ...npc } as const, actor: GM_ACTOR })),
    ];
    if (moves.length > 0) await playInOrder(deps, loaded, moves);
    return outcome([
      {
        kind: 'conflict',
        conflict: await storedPublicConflict(db, campaign, (await getConflict(db, id))!),
        headline: md`A conflict begins over **${primary.text}**. ${notes.join(' ')} Players join with the Join button below (or /conflict join), then everyone rolls with Roll; the other side picks its secondary skill with Secondary skill (or /conflict secondary).`,
      },
    ]);
  });
}
