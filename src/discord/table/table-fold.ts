// A quiet channel: of a conflict move's public views, only what someone must be told becomes a
// new message (a lead waiting on someone, a result, a purchase, an offer or a vote to answer, a
// the end); the rest (a join, a roll, a dispute, resist gear, a gift of books, the conflict's
// state) is folded into the table, which lists it under "lately" from the conflict's log. A war
// waiting for its dice is no message either: the table itself is posted again at the bottom,
// calling those who must act.
import type { PublicView } from '../../app';
import { renderWarWaiting } from '../render/conflict-optional';
import type { Safe } from '../../app/safe-text';

/** Views that are told in the channel even when a table could show them. */
const TOLD: readonly PublicView['kind'][] = [
  'exchange-led',
  'exchange-resolved',
  'goal-bought',
  'conflict-ended',
  'taken-out',
  'goal-offer',
  'goal-list',
  'initiative',
  'fly-result',
  'end-vote',
  'recap',
  'campaign',
  'character',
];

type ConflictView = Extract<PublicView, { kind: 'conflict' }>;

export interface Folded {
  /** Posted as messages. */
  told: PublicView[];
  /** The conflict's state when the views showed it (a start, a roll, a status asked for). */
  shown: ConflictView | null;
  /** Those the table must call to act now (a war's dice), and what it tells them on top. */
  call: TableCall | null;
}

/** A table posted again at the bottom, `text` on top, pinging `users` (and nobody else). */
export interface TableCall {
  text: Safe;
  users: readonly string[];
}

/**
 * `quiet`: a move by button or form, whose views that tell nobody anything go to the table only;
 * a typed command keeps its answer as it was. The conflict's state is never a message of its own:
 * it is the table.
 */
export function foldForTable(views: readonly PublicView[], quiet = true): Folded {
  const told: PublicView[] = [];
  let shown: ConflictView | null = null;
  let call: TableCall | null = null;
  for (const v of views) {
    if (v.kind === 'conflict') shown = v;
    // R5.4: both sides must add a war die, and the table (maybe far up) is where they do it.
    else if (quiet && v.kind === 'war-waiting')
      call = { text: renderWarWaiting(v, true), users: v.needs.map((n) => n.userId) };
    else if (!quiet || TOLD.includes(v.kind) || (v.kind === 'notice' && v.pings?.length)) told.push(v);
  }
  return { told, shown, call };
}
