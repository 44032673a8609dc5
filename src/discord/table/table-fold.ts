// A quiet channel: of a conflict move's public views, only what someone must be told becomes a
// new message (a lead waiting on someone, a result, a purchase, an offer or a vote to answer, the
// end, and the moments of table-outcome.ts: a dispute, resist gear, a gift, a check of the dice, a
// follow-up held back); the rest (a join, a roll, the secondary skill, the conflict's state) is
// folded into the table, which lists it under "lately" from the conflict's log. A war waiting for
// its dice, or a follow-up begun, is no message either: the table itself is posted at the bottom,
// calling those who must act.
import type { PublicView } from '../../app';
import { renderWarWaiting } from '../render/conflict-optional';
import { lines, type Safe } from '../../app/text/safe-text';
import { appNotices } from '../../app/messages';

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
  /** Those the table must call to act now (a war's dice, a follow-up begun), and what it tells them on top. */
  call: TableCall | null;
  /** What went to the table only, in words: the private answer of whoever made the move. */
  notes: Safe[];
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
  const notes: Safe[] = [];
  let shown: ConflictView | null = null;
  let call: TableCall | null = null;
  for (const v of views) {
    if (v.kind === 'conflict') {
      shown = v;
      if (v.headline) notes.push(v.headline);
      // A follow-up begun: its own table, posted at the bottom, calls everyone to it.
      if (v.call?.length) call = { text: followUpCall(v.headline, v.call), users: v.call };
    }
    // R5.4: both sides must add a war die, and the table (maybe far up) is where they do it.
    else if (quiet && v.kind === 'war-waiting')
      call = { text: renderWarWaiting(v, true), users: v.needs.map((n) => n.userId) };
    else if (!quiet || TOLD.includes(v.kind) || (v.kind === 'notice' && v.pings?.length)) told.push(v);
    else if (v.kind === 'notice') notes.push(v.text);
  }
  return { told, shown, call, notes };
}

/** A follow-up's headline with the line that calls `users` to it. */
export function followUpCall(headline: Safe | undefined, users: readonly string[]): Safe {
  const call = appNotices.followUpCalls(users);
  return headline ? lines(headline, call) : call;
}
