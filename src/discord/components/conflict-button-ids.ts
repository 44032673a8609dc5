// Custom ids of the conflict's own buttons and menus (goal negotiation, votes to end, initiative bids). Like
// ids.ts, all the state is in the id, so a click after a restart still works: the offer id for a
// goal answer, the conflict id for the rest (a click on an earlier conflict's button is refused).
import type { GoalAnswer } from '../../app';

export type PlayId =
  /** A button on a public goal offer: the answerer accepts, refuses, or opens a modal. */
  | { kind: 'goal:ans'; conflictId: number; offerId: number; answer: GoalAnswer }
  /** The modal of a counter or "only if": the goal text and its price. */
  | { kind: 'goal:form'; conflictId: number; offerId: number; answer: 'counter' | 'only-if' }
  /** "Agree to end" on a public end-vote message. */
  | { kind: 'end:agree'; conflictId: number }
  /** The private bid picker of /conflict bid without dice. */
  | { kind: 'bid'; conflictId: number }
  /** "My pool" on a public exchange result: whoever clicks sees their own pool, privately. */
  | { kind: 'pool:mine'; conflictId: number };

const ANSWERS: readonly GoalAnswer[] = ['accept', 'refuse', 'counter', 'only-if'];

/** The conflict button id of one kind. */
export type PlayIdOf<K extends PlayId['kind']> = Extract<PlayId, { kind: K }>;

/** A parser of one kind's ids, for the routing table: null for an id of any other kind. */
export const playIdOf =
  <K extends PlayId['kind']>(kind: K) =>
  (customId: string): PlayIdOf<K> | null => {
    const id = parsePlayId(customId);
    return id?.kind === kind ? (id as PlayIdOf<K>) : null;
  };

export function makePlayId(id: PlayId): string {
  switch (id.kind) {
    case 'goal:ans':
    case 'goal:form':
      return `${id.kind}:${id.conflictId}:${id.offerId}:${id.answer}`;
    case 'end:agree':
    case 'bid':
    case 'pool:mine':
      return `${id.kind}:${id.conflictId}`;
  }
}

export function parsePlayId(customId: string): PlayId | null {
  const num = (s: string | undefined) => (s !== undefined && /^\d{1,15}$/.test(s) ? Number(s) : null);
  let m = /^goal:(ans|form):([^:]+):([^:]+):([a-z-]+)$/.exec(customId);
  if (m) {
    const conflictId = num(m[2]);
    const offerId = num(m[3]);
    const answer = ANSWERS.find((a) => a === m![4]);
    if (conflictId === null || offerId === null || !answer) return null;
    if (m[1] === 'ans') return { kind: 'goal:ans', conflictId, offerId, answer };
    return answer === 'counter' || answer === 'only-if' ? { kind: 'goal:form', conflictId, offerId, answer } : null;
  }
  m = /^(end:agree|bid|pool:mine):([^:]+)$/.exec(customId);
  if (m) {
    const conflictId = num(m[2]);
    if (conflictId === null) return null;
    return { kind: m[1] as 'end:agree' | 'bid' | 'pool:mine', conflictId };
  }
  return null;
}
