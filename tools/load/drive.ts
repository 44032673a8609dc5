// Driving the tables: every interaction goes through the double to whichever bot is connected;
// its acknowledgement time is when the double receives the bot's first callback for it (taken from
// the double's request log, which is replaced by a recorder here so that it does not grow).
import type { CommandOption, DiscordDouble, DoubleUser, SentMessage } from '../double';
import type { Mover, Result, Send } from './table';
import type { TableSeat } from './world';

export interface Tally {
  sent: number;
  answered: number;
  /** Not answered within the double's deadline: lost, as far as a player can tell. */
  lost: number;
  /** Milliseconds from injection to the bot's first callback, one per answered interaction. */
  latencies: number[];
}

export const newTally = (): Tally => ({ sent: 0, answered: 0, lost: 0, latencies: [] });

/** Records when each interaction's first callback arrives, instead of keeping every request. */
export function ackClock(double: DiscordDouble): Map<string, number> {
  const acks = new Map<string, number>();
  double.calls.push = (...calls) => {
    const at = performance.now();
    for (const c of calls) {
      const m = /^\/api\/v\d+\/interactions\/(\d+)\/[^/]+\/callback$/.exec(c.path);
      if (m && !acks.has(m[1]!)) acks.set(m[1]!, at);
    }
    return 0;
  };
  return acks;
}

/** A Send that counts and times every interaction into `tally` (swap the tally per phase). */
export function timedSend(double: DiscordDouble, acks: Map<string, number>, current: () => Tally): Send {
  return async (user: DoubleUser, name: string, options: CommandOption[], seat: TableSeat): Promise<SentMessage[]> => {
    const tally = current();
    tally.sent += 1;
    const started = performance.now();
    try {
      const answer = await double.command(user, name, options, { guildId: seat.guildId, channelId: seat.channelId });
      tally.answered += 1;
      const id = answer[0]?.interactionId;
      const acked = id === undefined ? undefined : acks.get(id);
      if (id !== undefined) acks.delete(id);
      if (acked !== undefined) tally.latencies.push(acked - started);
      return answer;
    } catch {
      tally.lost += 1;
      return [];
    } finally {
      // The double keeps every message it was sent; a long run does not need them.
      if (double.messages.length > 10_000) double.messages.length = 0;
    }
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `work` for every item with at most `limit` at once. */
export async function inParallel<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}

/**
 * Every table plays until `seconds` have passed: a pause of 0 to 2×`thinkMs` (uniform, seeded),
 * then one move. Bounded: it stops starting moves at the deadline and waits for those in flight.
 */
export async function play(
  tables: readonly Mover[],
  seconds: number,
  thinkMs: number,
  random: () => number,
): Promise<{ elapsedMs: number; results: Record<Result, number> }> {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const results: Record<Result, number> = { ok: 0, refused: 0, resolved: 0 };
  await Promise.all(
    tables.map(async (t) => {
      // Spread the first moves over one think time so the tables do not start in step.
      await sleep(Math.min(random() * thinkMs, Math.max(0, deadline - performance.now())));
      while (performance.now() < deadline) {
        results[await t.step()] += 1;
        const pause = random() * 2 * thinkMs;
        if (performance.now() + pause >= deadline) break;
        await sleep(pause);
      }
    }),
  );
  return { elapsedMs: performance.now() - started, results };
}
