import { inOrder } from '../../store/engine/in-order';
import type { CampaignRow } from '../../store/campaign/campaigns';
import type { CharacterRow } from '../../store/character/characters';
import type { Db } from '../../store/engine/db';
import type { Caller } from './context';
import { refuse } from './errors';
import { characterFor } from './load';
import { pointsView } from '../session/points';
import type { PrivateView } from '../views';
import { appMessages } from '../messages';

/** An id typed by a person or carried by a button: a whole number from 1 up. */
export function recordId(value: number | null | undefined, what: string): number {
  if (value == null || !Number.isInteger(value) || value < 1 || value > Number.MAX_SAFE_INTEGER) {
    refuse('input/bad-number', appMessages.badRecordId(what));
  }
  return value;
}

/** Only the character's player (not the GM) may do this. */
export function requireOwner(character: CharacterRow, caller: Caller, doing: string): void {
  if (character.ownerUserId !== caller.userId)
    refuse('auth/not-owner', appMessages.onlyThePlayerMay(character.name, doing));
}

/** The caller's own character, or the one named (the caller must own it). */
export async function ownCharacter(
  db: Db,
  campaign: CampaignRow,
  caller: Caller,
  name: string | null | undefined,
  doing: string,
): Promise<CharacterRow> {
  const character = await characterFor(db, campaign, caller, name);
  requireOwner(character, caller, doing);
  return character;
}

/** Private points views for the owners of the given characters (R13.3: owner and GM only). */
export async function pointsFor(db: Db, characters: readonly CharacterRow[]): Promise<Record<string, PrivateView[]>> {
  const byOwner = new Map<string, CharacterRow[]>();
  for (const c of characters) byOwner.set(c.ownerUserId, [...(byOwner.get(c.ownerUserId) ?? []), c]);
  return Object.fromEntries(await inOrder(byOwner, async ([owner, list]) => [owner, [await pointsView(db, list)]]));
}

/** Appends private views for one user. */
export function addPrivate(
  into: Record<string, PrivateView[]>,
  userId: string,
  ...views: PrivateView[]
): Record<string, PrivateView[]> {
  (into[userId] ??= []).push(...views);
  return into;
}
