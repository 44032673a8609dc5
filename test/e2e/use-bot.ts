/**
 * The per-file set-up every e2e file shares: generous timeouts (child processes on a busy
 * machine), the bot started against the double before the file's tests and stopped (with the
 * payload scans) after them, and short ways to run commands, click buttons and wait for a late
 * public answer.
 */
import { afterAll, beforeAll, expect, vi } from 'vitest';
import {
  type DiscordDouble,
  type DoubleUser,
  type InteractionTarget,
  opts,
  ref,
  type SentMessage,
  sub,
} from '../../tools/double';
import { type BotRun, startBot, stopBot } from './bot-process';
import { content, messagesOf, withPublicOf } from './helpers';

export type Opt = Record<string, string | number | boolean>;

export interface UsedBot {
  /** The running world (only inside tests and hooks, after the file's beforeAll). */
  readonly double: DiscordDouble;
  readonly run: BotRun;
  /** A subcommand: `/campaign create name:…` is run(gm, 'campaign', 'create', { name }). */
  cmd(
    user: DoubleUser,
    command: string,
    subcommand: string,
    options?: Opt,
    target?: InteractionTarget,
  ): Promise<SentMessage[]>;
  /** A command without subcommands: `/odds dice:6` is flat(ana, 'odds', { dice: 6 }). */
  flat(user: DoubleUser, command: string, options?: Opt, target?: InteractionTarget): Promise<SentMessage[]>;
  /** Clicks the button labelled `label` on `message` as `user`. */
  click(user: DoubleUser, message: SentMessage | undefined, label: string): Promise<SentMessage[]>;
  /**
   * Every message of an interaction once its public answer is in: on a busy machine the public
   * follow-up may come after the double's quiet window, so this waits for it by interaction id.
   */
  withPublic(sent: SentMessage[] | Promise<SentMessage[]>, timeoutMs?: number): Promise<SentMessage[]>;
  /** Every message of an interaction once there are at least `n`. */
  settled(sent: SentMessage[] | Promise<SentMessage[]>, n: number, timeoutMs?: number): Promise<SentMessage[]>;
}

/** Call at the top of an e2e file: starts the bot for the file, stops it after. */
export function useBot(
  o: Parameters<typeof startBot>[0],
  timeouts = { testTimeout: 60_000, hookTimeout: 60_000 },
): UsedBot {
  vi.setConfig(timeouts);
  let current: BotRun | undefined;
  beforeAll(async () => {
    current = await startBot(o);
  });
  afterAll(() => stopBot(current ?? {}));
  const world = (): BotRun => {
    if (!current) throw new Error('the bot is not running yet: use it inside tests or hooks');
    return current;
  };
  const ofInteraction = (
    sent: SentMessage[] | Promise<SentMessage[]>,
    done: (mine: SentMessage[]) => void,
    timeout: number,
  ) => messagesOf(world().double, sent, done, timeout);
  return {
    get double() {
      return world().double;
    },
    get run() {
      return world();
    },
    cmd: (user, command, subcommand, options = {}, target) =>
      world().double.command(user, command, sub(subcommand, options), target),
    flat: (user, command, options = {}, target) => world().double.command(user, command, opts(options), target),
    click(user, message, label) {
      const rows: any[] = Array.isArray(message?.data?.components) ? message.data.components : [];
      const button = rows.flatMap((r) => r.components ?? []).find((c: any) => c.label === label);
      if (!button) throw new Error(`no ${label} button on ${content(message)}`);
      return world().double.button(user, String(button.custom_id), ref(message!));
    },
    withPublic: (sent, timeoutMs) => withPublicOf(world().double, sent, timeoutMs),
    settled: (sent, n, timeoutMs = 5_000) =>
      ofInteraction(sent, (mine) => expect(mine.length).toBeGreaterThanOrEqual(n), timeoutMs),
  };
}
