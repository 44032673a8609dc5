// The `nudge` house rule's timer: every so often (and once at start) the nudges that came due are
// posted, each a short line in the conflict's channel that pings only whoever the table waits on.
// The app marks each one sent before it is handed here, so a restart never sends one twice; the
// clock is the use cases' (`deps.now`), so tests move it by hand and call `tick`.
import { type REST, Routes } from 'discord.js';
import { conflictTables, type Deps, dueNudges } from '../app';
import { textOf } from '../app/text/safe-text';
import type { Logger } from '../log';

/** How often the timer looks for due nudges: the rule counts in hours, a minute late is on time. */
const EVERY_MS = 60_000;

export interface Nudger {
  /** Posts the nudges due now; how many were posted. */
  tick(): Promise<number>;
  start(): void;
  stop(): void;
}

export function nudger(deps: Deps, log: Logger, rest: Pick<REST, 'post'>, everyMs = EVERY_MS): Nudger {
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<number> | undefined;
  async function tick(): Promise<number> {
    let posted = 0;
    for (const n of await dueNudges(deps)) {
      try {
        await rest.post(Routes.channelMessages(n.channelId), {
          body: { content: textOf(n.text), allowed_mentions: { parse: [], users: n.userIds } },
        });
        posted++;
        await conflictTables.pushedUp(deps, n.channelId);
      } catch (err) {
        log.warn(`could not post a nudge: ${err instanceof Error ? err.message : String(err)}`, {
          conflict: n.conflictId,
        });
      }
    }
    return posted;
  }
  /** One tick at a time: a slow one is not overlapped by the next. */
  const once = () => {
    running ??= tick()
      .catch((err) => {
        log.warn(`could not look for due nudges: ${err instanceof Error ? err.message : String(err)}`);
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  return {
    tick: once,
    start() {
      if (timer) return;
      void once();
      timer = setInterval(() => void once(), everyMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
