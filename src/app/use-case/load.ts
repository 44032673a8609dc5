// Shared loading and permission checks for use cases (R14.1: every refusal is one clear sentence).
import { type CampaignRow, campaignForChannel, isGm } from '../../store/campaign/campaigns';
import { type CharacterRow, characterByName, charactersOf } from '../../store/character/characters';
import {
  type ConflictRow,
  type LiveConflictRow,
  latestConflict,
  liveConflict,
  liveConflictHead,
  type Phase,
} from '../../store/conflict/conflicts';
import { type ParticipantRow, type Seat, participantsOf } from '../../store/conflict/participants';
import { cachedInputs, keepInputs, keepsInputs } from '../../store/conflict/conflict-cache';
import { readLiveInputs } from '../../store/conflict/live-inputs';
import type { Db } from '../../store/engine/db';
import { type NpcRow, npcByName, npcsOf } from '../../store/campaign/npcs';
import type { Caller } from './context';
import { canonicalName, echo, nameMarkupProblem } from '../../rules';
import { refuse } from './errors';
import { appMessages } from '../messages';
import type { Safe } from '../text/safe-text';
import { withClosestNames } from '../suggest/suggestions';

export async function campaignHere(db: Db, caller: Caller): Promise<CampaignRow> {
  return (await campaignOwning(db, caller)) ?? refuse('campaign/none-here', appMessages.noCampaignHere);
}

/**
 * The campaign that owns the caller's channel, or null. A thread belongs to its parent channel's
 * campaign: a binding of the thread itself counts only when the parent has no campaign, so nobody
 * can take a campaign's thread over by binding another campaign to it.
 */
export async function campaignOwning(db: Db, caller: Caller): Promise<CampaignRow | null> {
  const parent = caller.parentChannelId ? await campaignForChannel(db, caller.guildId, caller.parentChannelId) : null;
  return parent ?? (await campaignForChannel(db, caller.guildId, caller.channelId));
}

/**
 * /campaign create and import bind a new campaign here: refused where a campaign already owns the
 * channel, in a thread of a campaign's channel, and in a conflict's thread.
 */
export async function requireNoCampaignHere(db: Db, caller: Caller, then = ''): Promise<void> {
  const owner = await campaignOwning(db, caller);
  if (owner) refuse('campaign/exists-here', appMessages.campaignAlreadyHere(owner.name, then));
  if (await latestConflict(db, caller.guildId, caller.channelId))
    refuse('campaign/exists-here', appMessages.inConflictThread(then));
}

export async function requireGm(db: Db, campaign: CampaignRow, caller: Caller): Promise<void> {
  if (!(await isGm(db, campaign, caller.userId))) refuse('auth/not-gm', appMessages.onlyGm(campaign.name));
}

/**
 * The conflict still running in this channel, or null. Only a conflict of the campaign that owns
 * the channel counts.
 */
export async function liveConflictOrNull(db: Db, caller: Caller): Promise<LiveConflictRow | null> {
  return ownedBy(await campaignOwning(db, caller), await liveConflict(db, caller.guildId, caller.channelId));
}

/**
 * The conflict still running in this channel; refused when there is none. Pass the campaign when
 * it is already read (one lookup less).
 */
export async function liveConflictOrRefuse(
  db: Db,
  caller: Caller,
  known?: CampaignRow | null,
): Promise<LiveConflictRow> {
  const campaign = known === undefined ? await campaignOwning(db, caller) : known;
  return (
    ownedBy(campaign, await liveConflict(db, caller.guildId, caller.channelId)) ??
    refuse('conflict/none-here', appMessages.noLiveConflict)
  );
}

/** The campaign that owns the channel and its live conflict, for a move; seats when kept (else null). */
export interface LiveHere {
  campaign: CampaignRow;
  conflict: LiveConflictRow;
  seats: readonly Seat[] | null;
}

/**
 * campaignHere and liveConflictOrRefuse, with the same refusals. When this connection kept them
 * from an earlier move on the same conflict through the same parent channel, and the store says
 * none of them can have changed since (conflict-cache.ts), only the conflict's id and document
 * save count are read.
 */
export async function liveConflictHere(db: Db, caller: Caller): Promise<LiveHere> {
  // A store that keeps no inputs (PostgreSQL) reads them all at once: each statement is a round trip.
  if (!keepsInputs(db)) {
    const inputs = await readLiveInputs(db, caller.guildId, caller.channelId, caller.parentChannelId ?? null);
    if (!inputs) refuse('campaign/none-here', appMessages.noCampaignHere);
    const { campaign, conflict, seats } = inputs;
    if (!conflict || conflict.campaignId !== campaign.id) refuse('conflict/none-here', appMessages.noLiveConflict);
    return { campaign, conflict, seats };
  }
  const head = await liveConflictHead(db, caller.guildId, caller.channelId);
  const kept = head && cachedInputs(db, head.id, caller.parentChannelId ?? null);
  if (kept) {
    // The row as kept, at the document's save count read now (spread, then assigned: faster in V8).
    const conflict: LiveConflictRow = { ...kept.conflict };
    conflict.stateVersion = head.stateVersion;
    return { campaign: kept.campaign, conflict, seats: kept.seats };
  }
  const live = head && (await liveConflict(db, caller.guildId, caller.channelId));
  const campaign = await campaignHere(db, caller);
  if (!live || live.campaignId !== campaign.id) refuse('conflict/none-here', appMessages.noLiveConflict);
  return { campaign, conflict: live, seats: null };
}

/** Keeps what liveConflictHere read, with the seats read for it, for the next move (once committed). */
export function keepLiveInputs(db: Db, caller: Caller, here: LiveHere, seats: readonly Seat[]): void {
  keepInputs(db, here.conflict.id, {
    parentChannelId: caller.parentChannelId ?? null,
    conflict: here.conflict,
    campaign: here.campaign,
    seats,
  });
}

/** The channel's latest conflict, running or ended (books may still be spent after it ends), or null. */
export async function latestConflictOrNull(db: Db, caller: Caller): Promise<ConflictRow | null> {
  return ownedBy(await campaignOwning(db, caller), await latestConflict(db, caller.guildId, caller.channelId));
}

/** The channel's latest conflict, running or ended; refused when the channel never had one. */
export async function latestConflictOrRefuse(db: Db, caller: Caller): Promise<ConflictRow> {
  return (await latestConflictOrNull(db, caller)) ?? refuse('conflict/none-here', appMessages.noConflictEver);
}

function ownedBy<C extends LiveConflictRow>(campaign: CampaignRow | null, conflict: C | null): C | null {
  return campaign && conflict && conflict.campaignId === campaign.id ? conflict : null;
}

export function requirePhase(conflict: LiveConflictRow, phases: readonly Phase[], doing: string): void {
  if (!phases.includes(conflict.phase)) {
    const now = { setup: 'still being set up', rolling: 'rolling pools', exchanges: 'in its exchanges', ended: 'over' }[
      conflict.phase
    ];
    refuse('conflict/wrong-phase', appMessages.wrongPhase(doing, now));
  }
}

/** A character named by the caller, or the caller's own when no name is given. */
export async function characterFor(
  db: Db,
  campaign: CampaignRow,
  caller: Caller,
  name?: string | null,
): Promise<CharacterRow> {
  if (name && name.trim() !== '') {
    return (
      (await characterByName(db, campaign.id, name)) ??
      refuse(
        'character/unknown',
        withClosestNames(
          appMessages.noSuchCharacter(clip(name), campaign.name),
          name,
          (await charactersOf(db, campaign.id)).map((c) => c.name),
        ),
      )
    );
  }
  const own = await charactersOf(db, campaign.id, caller.userId);
  if (own.length === 0) refuse('character/none', appMessages.noOwnCharacter);
  if (own.length > 1) refuse('character/ambiguous', appMessages.whichOwnCharacter(listed(own.map((c) => c.name))));
  return own[0]!;
}

/** An NPC of the campaign, or a refusal: `sentence`, then the closest names. */
export async function npcNamed(db: Db, campaign: CampaignRow, name: string, sentence: Safe): Promise<NpcRow> {
  return (
    (await npcByName(db, campaign.id, name)) ??
    refuse(
      'npc/unknown',
      withClosestNames(
        sentence,
        name,
        (await npcsOf(db, campaign.id)).map((n) => n.name),
      ),
    )
  );
}

/** Owner or GM may change a character. */
export async function requireOwnerOrGm(
  db: Db,
  campaign: CampaignRow,
  caller: Caller,
  character: CharacterRow,
): Promise<void> {
  if (character.ownerUserId !== caller.userId && !(await isGm(db, campaign, caller.userId))) {
    refuse('auth/not-owner', appMessages.onlyPlayerOrGmChanges(character.name));
  }
}

/**
 * The participant the caller acts as: the GM acts for the GM side; a player for its PC. A GM who
 * also plays a PC acts as the PC when `asName` names it.
 */
export async function callerParticipant(
  db: Db,
  campaign: CampaignRow,
  conflict: ConflictRow,
  caller: Caller,
  asName?: string | null,
): Promise<ParticipantRow> {
  return await callerAmong(db, campaign, await participantsOf(db, conflict.id), caller, asName, conflict.phase);
}

/** The caller's participant among rows already read (see callerParticipant). */
export async function callerAmong<P extends Seat>(
  db: Db,
  campaign: CampaignRow,
  all: readonly P[],
  caller: Caller,
  asName?: string | null,
  phase?: ConflictRow['phase'],
): Promise<P> {
  if (asName) {
    const p = findParticipant(all, asName);
    if (p && (p.userId === caller.userId || (p.kind === 'gm' && (await isGm(db, campaign, caller.userId))))) return p;
    // Acting as someone else's character is refused, never played as the caller's own instead.
    refuse('auth/not-owner', appMessages.notYourParticipant(clip(asName)));
  }
  const own = all.filter((p) => p.kind === 'pc' && p.userId === caller.userId);
  const gmSide = all.find((p) => p.kind === 'gm');
  if (own.length === 0 && gmSide && (await isGm(db, campaign, caller.userId))) return gmSide;
  if (own.length === 1) return own[0]!;
  if (own.length > 1) refuse('character/ambiguous', appMessages.whichParticipant(listed(own.map((p) => p.name))));
  if (await isGm(db, campaign, caller.userId)) refuse('auth/not-participant', appMessages.gmSideNotJoined);
  // R4.1: joining closes when the exchanges begin; an outsider is then not told to join.
  return refuse(
    'auth/not-participant',
    phase === 'exchanges' || phase === 'ended' ? appMessages.notInConflictJoiningClosed : appMessages.joinFirst,
  );
}

/** Finds a participant by its name, a character's name, or an NPC on the GM side ("GM" works too). */
export function findParticipant<P extends Seat>(
  all: readonly P[],
  name: string,
  npcNames: readonly string[] = [],
): P | null {
  const wanted = canonicalName(name).toLowerCase();
  const byName = all.find((p) => canonicalName(p.name).toLowerCase() === wanted);
  if (byName) return byName;
  const gm = all.find((p) => p.kind === 'gm') ?? null;
  if (gm && (wanted === 'gm' || npcNames.some((n) => canonicalName(n).toLowerCase() === wanted))) return gm;
  return null;
}

/**
 * A name a person chooses (campaign, character, NPC, gear, lifestyle): canonical (see
 * rules/names), not empty, bounded, and plain text wherever it is printed: never a mention, a
 * masked link or Markdown.
 */
export function nameText(value: string | null | undefined, what: string, max: number): string {
  const name = canonicalName(value ?? '');
  if (name === '') refuse('input/bad-text', appMessages.missingText(what));
  if (name.length > max) refuse('input/bad-text', appMessages.textTooLong(capitalize(what), max));
  const problem = nameMarkupProblem(name);
  if (problem) refuse('campaign/bad-name', appMessages.badName(capitalize(what), problem));
  return name;
}

/** Free text typed by a person: trimmed, not empty, bounded. */
export function text(value: string | null | undefined, what: string, max = 300): string {
  const t = (value ?? '').trim().replace(/\s+/g, ' ');
  if (t === '') refuse('input/bad-text', appMessages.missingText(what));
  if (t.length > max) refuse('input/bad-text', appMessages.textTooLong(capitalize(what), max));
  return t;
}

/** Typed text set inside a sentence of ours: its own closing full stop would double ours (no ".."). */
export function clause(t: string): string {
  return t.replace(/(?<!\.)\.$/, '');
}

export function wholeNumber(value: number | null | undefined, what: string, min: number, max: number): number {
  if (value == null || !Number.isInteger(value) || value < min || value > max) {
    refuse('input/bad-number', appMessages.numberOutOfRange(capitalize(what), min, max));
  }
  return value;
}

/** User text quoted back in a refusal: one line, bounded (see rules/echo). */
export function clip(s: string, n = 40): string {
  return echo(s, n);
}

/** At most three names, then "and N more", so a refusal stays one short sentence. */
function listed(names: readonly string[]): string {
  const shown = names.slice(0, 3).map((n) => echo(n, 30));
  return names.length > 3 ? `${shown.join(', ')} and ${names.length - 3} more` : shown.join(', ');
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
