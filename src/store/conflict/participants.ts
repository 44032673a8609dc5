// The participants table: who sits where in a conflict and who plays them; the play columns are
// written when the conflict ends (its document holds them while it runs).
import type { Face } from '../../rules';
import type { Db } from '../engine/db';
import type { CharacterId, ConflictId, UserId } from '../engine/ids';
import { parseJson, toJson } from '../engine/json';
import { prep, prepRaw } from '../engine/statements';

/** Who sits where in a conflict, and who plays them: what a move needs of its participants' rows. */
export interface Seat {
  id: number;
  kind: 'pc' | 'gm';
  characterId: CharacterId | null;
  userId: UserId;
  name: string;
  side: 0 | 1;
  /** Follow-up dice it brings from the conflict before (R8.2). */
  followUp: number;
}

/** A participant's row: its seat and its roll, never its play state. */
export interface ParticipantRow extends Seat {
  conflictId: ConflictId;
  seq: number;
  drawn: number | null;
  rolled: Face[] | null;
  chinDice: number;
  salt: string | null;
  commitment: string | null;
}

/**
 * A participant row with its play columns: a projection of the conflict's document, written once
 * the conflict has ended. Live play is read from the document; these columns serve what lists
 * or exports ended conflicts, and the upgrade of databases from before the document.
 */
export interface ParticipantProjection extends ParticipantRow {
  circumstances: number;
  pool: Face[];
  books: number;
  knockedOut: boolean;
  agreedEnd: boolean;
  leftover: number | null;
  bid: Face[] | null;
  flySkills: string[];
}
// Read as arrays (prepRaw): the columns in this order, mapped by position.
const PARTICIPANT_COLUMNS =
  'id, conflict_id, seq, kind, character_id, user_id, name, side, circumstances, follow_up, drawn, rolled, pool, books, knocked_out, agreed_end, leftover, bid, fly_skills, chin_dice, salt, commitment';
/**
 * A participant row read as an array. A class, not an object literal: V8 builds a literal with a
 * getter slowly, and every move reads the participants. Its JSON columns (every face ever rolled,
 * R1.3, the pool, the bid, the fly skills) are parsed only when read, since most moves never look.
 */
class StoredParticipant implements ParticipantProjection {
  readonly id: number;
  readonly conflictId: ConflictId;
  readonly seq: number;
  readonly kind: ParticipantRow['kind'];
  readonly characterId: CharacterId | null;
  readonly userId: UserId;
  readonly name: string;
  readonly side: ParticipantRow['side'];
  readonly circumstances: number;
  readonly followUp: number;
  readonly drawn: number | null;
  readonly books: number;
  readonly knockedOut: boolean;
  readonly agreedEnd: boolean;
  readonly leftover: number | null;
  readonly chinDice: number;
  readonly salt: string | null;
  readonly commitment: string | null;
  #rolledText: string | null;
  #rolled: Face[] | null | undefined = undefined;
  #poolText: string;
  #pool: Face[] | undefined = undefined;
  #bidText: string | null;
  #bid: Face[] | null | undefined = undefined;
  #flyText: string;
  #fly: string[] | undefined = undefined;
  constructor(c: unknown[]) {
    this.id = c[0] as number;
    this.conflictId = c[1] as ConflictId;
    this.seq = c[2] as number;
    this.kind = c[3] as ParticipantRow['kind'];
    this.characterId = c[4] as CharacterId | null;
    this.userId = c[5] as UserId;
    this.name = c[6] as string;
    this.side = c[7] as ParticipantRow['side'];
    this.circumstances = c[8] as number;
    this.followUp = c[9] as number;
    this.drawn = c[10] as number | null;
    this.#rolledText = c[11] as string | null;
    this.#poolText = c[12] as string;
    this.books = c[13] as number;
    this.knockedOut = c[14] === 1;
    this.agreedEnd = c[15] === 1;
    this.leftover = c[16] as number | null;
    this.#bidText = c[17] as string | null;
    this.#flyText = c[18] as string;
    this.chinDice = c[19] as number;
    this.salt = c[20] as string | null;
    this.commitment = c[21] as string | null;
  }
  get rolled(): Face[] | null {
    if (this.#rolled === undefined) this.#rolled = parseJson<Face[]>(this.#rolledText, 'rolled dice');
    return this.#rolled;
  }
  // The pools, bids and fly skills are projections of the conflict's document: most moves read the
  // rows only for who plays whom, so these are parsed only when read too.
  get pool(): Face[] {
    return (this.#pool ??= parseJson<Face[]>(this.#poolText, 'pool') ?? []);
  }
  get bid(): Face[] | null {
    if (this.#bid === undefined) this.#bid = parseJson<Face[]>(this.#bidText, 'bid');
    return this.#bid;
  }
  get flySkills(): string[] {
    return (this.#fly ??= parseJson<string[]>(this.#flyText, 'fly skills') ?? []);
  }
}
const mapParticipant = (c: unknown[]): ParticipantProjection => new StoredParticipant(c);
const PARTICIPANTS_OF = `SELECT ${PARTICIPANT_COLUMNS} FROM participants WHERE conflict_id = ? ORDER BY seq`;

export async function participantsOf(db: Db, conflictId: ConflictId): Promise<ParticipantRow[]> {
  return (await prepRaw<[number]>(db, PARTICIPANTS_OF).all(conflictId)).map(mapParticipant);
}

/** A seat's columns, in the order seatFromColumns reads them. */
export const SEAT_COLUMNS = 'id, kind, character_id, user_id, name, side, follow_up';
const SEATS_OF = `SELECT ${SEAT_COLUMNS} FROM participants WHERE conflict_id = ? ORDER BY seq`;

export function seatFromColumns(c: readonly unknown[]): Seat {
  return {
    id: c[0] as number,
    kind: c[1] as Seat['kind'],
    characterId: c[2] as CharacterId | null,
    userId: c[3] as UserId,
    name: c[4] as string,
    side: c[5] as Seat['side'],
    followUp: c[6] as number,
  };
}

/** Who sits in the conflict, in seating order (the light read every move makes). */
export async function seatsOf(db: Db, conflictId: ConflictId): Promise<Seat[]> {
  return (await prepRaw<[number]>(db, SEATS_OF).all(conflictId)).map(seatFromColumns);
}

/** Every face a participant has rolled so far (R1.3), as its row keeps them. */
export async function rolledOf(db: Db, participantId: number): Promise<Face[] | null> {
  const r = await prep<[number], { rolled: string | null }>(db, 'SELECT rolled FROM participants WHERE id = ?').get(
    participantId,
  );
  return parseJson<Face[]>(r?.rolled ?? null, 'rolled dice');
}

/** The rows with their play columns (see ParticipantProjection: stale while the conflict runs). */
export async function participantProjections(db: Db, conflictId: ConflictId): Promise<ParticipantProjection[]> {
  return (await prepRaw<[number]>(db, PARTICIPANTS_OF).all(conflictId)).map(mapParticipant);
}

export async function insertParticipant(
  db: Db,
  p: {
    conflictId: ConflictId;
    kind: 'pc' | 'gm';
    characterId: CharacterId | null;
    userId: UserId;
    name: string;
    side: 0 | 1;
    followUp?: number;
  },
): Promise<number> {
  const seq =
    ((
      await prep<[number], { n: number | null }>(
        db,
        'SELECT MAX(seq) AS n FROM participants WHERE conflict_id = ?',
      ).get(p.conflictId)
    )?.n ?? 0) + 1;
  return Number(
    await prep(
      db,
      'INSERT INTO participants (conflict_id, seq, kind, character_id, user_id, name, side, follow_up) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ).insert(p.conflictId, seq, p.kind, p.characterId, p.userId, p.name, p.side, p.followUp ?? 0),
  );
}

/** What a save may change on a participant: its row without the fields fixed when it joined. */
type ParticipantPatch = Partial<
  Omit<ParticipantProjection, 'id' | 'conflictId' | 'seq' | 'kind' | 'characterId' | 'userId' | 'name' | 'side'> & {
    userId: string;
  }
>;
const participantColumns: Record<keyof ParticipantPatch, string> = {
  circumstances: 'circumstances',
  followUp: 'follow_up',
  drawn: 'drawn',
  rolled: 'rolled',
  pool: 'pool',
  books: 'books',
  knockedOut: 'knocked_out',
  agreedEnd: 'agreed_end',
  leftover: 'leftover',
  userId: 'user_id',
  bid: 'bid',
  flySkills: 'fly_skills',
  chinDice: 'chin_dice',
  salt: 'salt',
  commitment: 'commitment',
};
const jsonParticipantColumns = new Set<keyof ParticipantPatch>(['pool', 'rolled', 'bid', 'flySkills']);

export async function updateParticipant(db: Db, id: number, patch: ParticipantPatch): Promise<void> {
  const keys = Object.keys(patch) as (keyof ParticipantPatch)[];
  if (keys.length === 0) return;
  const sets = keys.map((k) => `${participantColumns[k]} = ?`).join(', ');
  const values = keys.map((k) => {
    const v = patch[k];
    if (jsonParticipantColumns.has(k)) return v == null ? null : toJson(v);
    if (typeof v === 'boolean') return v ? 1 : 0;
    return v ?? null;
  });
  await prep(db, `UPDATE participants SET ${sets} WHERE id = ?`).run(...values, id);
}
