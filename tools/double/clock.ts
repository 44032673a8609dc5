/**
 * The double's clock: real time plus whatever the tests moved it by. Discord's deadlines (an
 * initial response within 3 s, an interaction token good for 15 minutes) are measured on it, so
 * a test can play a conflict over days in seconds.
 */
export interface DoubleClock {
  now(): number;
  /** Moves the clock forward by `ms` (a day: `24 * 60 * 60 * 1000`). */
  advance(ms: number): void;
}

export function createClock(): DoubleClock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance(ms) {
      if (!(ms >= 0)) throw new Error(`Discord double: the clock only moves forward (got ${ms} ms)`);
      offset += ms;
    },
  };
}

/** Discord drops an interaction whose initial response comes later than this. */
export const INITIAL_RESPONSE_MS = 3000;
/** An interaction token (follow-ups, edits of its messages) lives this long. */
export const TOKEN_LIFETIME_MS = 15 * 60 * 1000;
