import type { RandomSource } from '../dice';
import type { MoveName, MoveOf } from './moves';
import type { AudienceOf, ConflictEvent, EventData, EventType } from './events';
import type { Actor, ConflictState, Refusal } from './types';

/** What a move may touch while it runs: a private copy of the state, the dice, the event list. */
export interface Run {
  s: ConflictState;
  actor: Actor;
  dice: RandomSource;
  events: ConflictEvent[];
}

/**
 * One move's rules: `check` answers "may this actor do this now?" without dice or writes;
 * `run` changes the copy and must never refuse (everything refusable is in `check`).
 */
export interface Handler<K extends MoveName> {
  check(s: ConflictState, m: MoveOf<K>, actor: Actor): Refusal | null;
  run(r: Run, m: MoveOf<K>): void;
}

export type Handlers = { [K in MoveName]: Handler<K> };

/** What making a move gives: the new state and what happened, or the refusal. */
export type Applied = { ok: true; state: ConflictState; events: ConflictEvent[] } | { ok: false; refusal: Refusal };

/** The dice of a step that rolls none (joining known pools, starting a follow-up): any roll is a bug. */
export const NO_DICE: RandomSource = {
  die: () => {
    throw new Error('this step rolls no dice');
  },
};

/** A public event needs no audience; a private one must name it. */
type To<K extends EventType> = 'all' extends AudienceOf<K> ? [] : [to: AudienceOf<K>];

export function emit<K extends EventType>(r: Run, type: K, data: EventData<K>, ...to: To<K>): void {
  // The three parameters are checked against one shape above; TypeScript cannot rebuild the union from them.
  r.events.push({ type, to: to[0] ?? 'all', data } as ConflictEvent);
}
