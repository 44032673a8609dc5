// Read-only look-ups components need before acting: the channel's conflict (to refuse clicks on an
// earlier conflict's buttons) and the caller's own pool (for the pickers). Both go through use
// cases, so the secrecy rules stay the app's.
import {
  AppError,
  type Caller,
  conflictStatus,
  type Deps,
  latestConflictIdHere,
  type PublicView,
  showPool,
} from '../../app';
import type { Face } from '../../rules';
import type { Interaction } from 'discord.js';
import { callerOf } from '../caller';
import { Refusal } from '../refusal';
import { discordMessages } from '../render/messages';

type PublicConflict = Extract<PublicView, { kind: 'conflict' }>['conflict'];

const lookup = (caller: Caller): Caller => ({ ...caller, interactionId: undefined });

/** The channel's current (or last) conflict as everyone may see it. */
export async function currentConflict(deps: Deps, caller: Caller): Promise<PublicConflict> {
  const view = (await conflictStatus(deps, lookup(caller))).public.find((v) => v.kind === 'conflict');
  if (view?.kind !== 'conflict') throw new AppError('conflict/none-here');
  return view.conflict;
}

/** The channel's current conflict, which must be the one the component was made for. */
export async function conflictFor(deps: Deps, caller: Caller, conflictId: number): Promise<PublicConflict> {
  const conflict = await currentConflict(deps, caller);
  if (conflict.id !== conflictId) throw new Refusal('discord/stale-component', discordMessages.earlierConflictsButton);
  return conflict;
}

/** Who clicked, once the component is known to belong to the channel's current conflict. */
export async function callerIn(deps: Deps, i: Interaction, conflictId: number): Promise<Caller> {
  const caller = callerOf(i);
  if ((await latestConflictIdHere(deps, lookup(caller))) !== conflictId)
    throw new Refusal('discord/stale-component', discordMessages.earlierConflictsButton);
  return caller;
}

/** The conflict's exchange `no`, which must still be waiting for its answer. */
export function pendingExchange(conflict: PublicConflict, no: number): NonNullable<PublicConflict['pending']> {
  const pending = conflict.pending;
  if (!pending || pending.no !== no)
    throw new AppError('exchange/already-resolved', discordMessages.exchangeAlreadyResolved(no));
  return pending;
}

/** The caller's own pool (or the named participant's, when the caller controls it). */
export async function ownPool(deps: Deps, caller: Caller, participant?: string | null): Promise<Face[]> {
  const views = (await showPool(deps, lookup(caller), { participant })).private[caller.userId] ?? [];
  const pool = views.find((v) => v.kind === 'pool');
  if (pool?.kind !== 'pool') throw new Refusal('discord/no-dice');
  return pool.pool.pool;
}

/** Faces picked in a dice menu. */
export function pickedFaces(values: readonly string[], faceOf: (v: string) => Face | null): Face[] {
  const faces = values.map(faceOf);
  if (faces.some((f) => f === null)) throw new Refusal('discord/unknown-component');
  return faces as Face[];
}
