// Never past Discord's deadline, never blocking the event loop: a use case that found the write
// lock taken (another process writing the same file) ran nothing, so it is run again after pauses
// that leave the loop free (heartbeats, other interactions). If it still cannot write after
// DEFER_AFTER_MS the reply is deferred (Discord's "thinking…", within the 3-second deadline), and
// after GIVE_UP_MS it is refused with a short sentence asking to try again.
// Work that is slow without being refused (a PostgreSQL server under load, a row lock held by
// another process) is deferred too, once SLOW_AFTER_MS have passed without an answer.
import { isDatabaseBusy } from '../app';
import { Refusal } from './refusal';

export const DEFER_AFTER_MS = 1000;
export const GIVE_UP_MS = 10_000;
/** Late enough that a form (which cannot follow a deferral) has opened; early enough for Discord's 3 s. */
export const SLOW_AFTER_MS = 2000;

export interface Patience {
  /** Acknowledges the interaction (once); absent for interactions that cannot wait (autocomplete). */
  defer?: () => Promise<void>;
  /** Whether running again is still safe: nothing was sent yet but a deferral. */
  mayRetry: () => boolean;
  /** Each time the lock was found taken, with how long it has been tried. */
  onBusy?: (waitedMs: number) => void;
  clock?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Calls `then` after `ms` unless cancelled (the returned function); setTimeout by default. */
  after?: (ms: number, then: () => void) => () => void;
}

const afterTimeout = (ms: number, then: () => void) => {
  const t = setTimeout(then, ms);
  return () => clearTimeout(t);
};

const pauseFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function patiently<T>(attempt: () => Promise<T>, p: Patience): Promise<T> {
  const clock = p.clock ?? Date.now;
  const sleep = p.sleep ?? pauseFor;
  const started = clock();
  const giveUp = p.defer ? GIVE_UP_MS : DEFER_AFTER_MS * 2; // an autocomplete's answer is soon useless
  let deferred = false;
  // Deferred once, by whichever comes first: the slow timer or a busy lock held for a second.
  const deferOnce = async () => {
    if (deferred || !p.defer) return;
    deferred = true;
    await p.defer();
  };
  const cancelSlow = p.defer
    ? (p.after ?? afterTimeout)(SLOW_AFTER_MS, () => {
        void deferOnce().catch(() => undefined); // the answer that follows says what went wrong
      })
    : () => undefined;
  try {
    return await attemptPatiently();
  } finally {
    cancelSlow();
  }

  async function attemptPatiently(): Promise<T> {
    for (let pause = 5; ; pause = Math.min(pause * 2, 100)) {
      try {
        return await attempt();
      } catch (err) {
        if (!isDatabaseBusy(err) || !p.mayRetry()) throw err;
        const waited = clock() - started;
        p.onBusy?.(waited);
        if (waited >= giveUp) throw new Refusal('discord/busy');
        if (waited + pause >= DEFER_AFTER_MS) await deferOnce();
        await sleep(pause);
      }
    }
  }
}
