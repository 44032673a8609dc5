// Custom ids of the table's own moves (`tb:<move>:<conflictId>`, the chin flag for a follow-up).
// Like the other ids, all the state is in the id: a click after a restart still works, and a click
// on an earlier conflict's table is refused by the conflict check.

/** A button on the table, or the form or menu it opens. */
export const TABLE_MOVES = [
  'secondary',
  'secondary-form',
  'dispute',
  'cancel',
  'war',
  'war-die',
  'resist',
  'resist-form',
  'fly',
  'fly-form',
  'give',
  'give-form',
  'end',
  'end-sure',
  'follow',
  'follow-form',
  'verify',
  'recap',
  'buy-far',
  'buy-far-form',
  // Skills picked from the campaign's tree, a level at a time (the arg: the menu's depth, or for
  // fly-to and the "Did you mean" buttons the skill's place in the tree, from 1); the GM's
  // routine moves (table-gm.ts).
  'secondary-skill',
  'follow-skill',
  'fly-skill',
  'fly-to',
  'secondary-guess',
  'follow-guess',
  'fly-guess',
  'gm',
  'gm-npc',
  'gm-npc-pick',
  'gm-npc-guess',
  'gm-circ',
  'gm-circ-form',
] as const;

export type TableMove = (typeof TABLE_MOVES)[number];

export interface TableId {
  move: TableMove;
  conflictId: number;
  /** Follow-up only: the clicker takes it on the chin (R8.4). */
  chin: boolean;
  /** A number the move needs beyond its conflict (a menu's depth, a skill's place); 0 when none. */
  arg: number;
}

const PREFIX = 'tb:';

export function makeTableId(move: TableMove, conflictId: number, chin = false, arg = 0): string {
  return `${PREFIX}${move}:${conflictId}${chin ? ':chin' : ''}${arg ? `:${arg}` : ''}`;
}

export function parseTableId(customId: string): TableId | null {
  const m = /^tb:([a-z-]+):(\d{1,15})(:chin)?(?::(\d{1,6}))?$/.exec(customId);
  const move = TABLE_MOVES.find((t) => t === m?.[1]);
  if (!m || !move) return null;
  return { move, conflictId: Number(m[2]), chin: m[3] !== undefined, arg: Number(m[4] ?? 0) };
}
