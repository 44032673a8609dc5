/** The e2e files' view of the shared harness (tools/harness): the bot against the double, plus the payload scans. */
import { rmSync } from 'node:fs';
import type { DiscordDouble } from '../../tools/double';
import { type BotAgainstDouble, startBotAgainstDouble } from '../../tools/harness/bot-against-double';
import { transcript } from './helpers';
import { markupProblems, scanPayloads, wordingProblems } from './payload-scan';

export {
  BOT_ENTRY,
  botEnv,
  DEPLOY_ENTRY,
  doubleEnv,
  type Proc,
  projectRoot,
  runScript,
  startScript,
} from '../../tools/harness/bot-against-double';

/** One e2e file's world: a double, the unmodified bot (built bundle) on a fresh database. */
export type BotRun = Pick<BotAgainstDouble, 'double' | 'bot' | 'dir' | 'env'>;

/**
 * Starts the double and the bot (after registering the commands when `deploy` is set) and waits
 * until the bot is connected; the bot's output is in the error if it never gets there.
 */
export async function startBot(o: {
  seed: number;
  quietMs?: number;
  answerTimeoutMs?: number;
  deploy?: boolean;
  name?: string;
}): Promise<BotRun> {
  const { double, bot, dir, env } = await startBotAgainstDouble({
    seed: o.seed,
    double: { quietMs: o.quietMs ?? 100, ...(o.answerTimeoutMs ? { answerTimeoutMs: o.answerTimeoutMs } : {}) },
    ...(o.deploy ? { deploy: 'first' as const } : {}),
    name: `e2e-${o.name ?? 'bot'}`,
  });
  return { double, bot, dir, env };
}

/**
 * Kills the bot, closes the double, removes the database; prints the transcript on request. Then
 * fails the file if any payload the bot sent leaked a pool or pinged someone it should not have.
 */
export async function stopBot(run: Partial<BotRun>): Promise<void> {
  if (process.env.VENUS_E2E_TRANSCRIPT && run.double) console.log(transcript(run.double.messages));
  await run.bot?.kill('SIGKILL');
  await run.double?.close();
  if (run.dir) rmSync(run.dir, { recursive: true, force: true });
  expectNoLeaks(run.double);
}

/** The payload scans (see payload-scan.ts): secrets, pings, typed Markdown and wording, as a failure naming every problem. */
export function expectNoLeaks(double: DiscordDouble | undefined): void {
  const problems = double ? scanPayloads(double) : [];
  if (problems.length) throw new Error(`The bot's payloads leaked or pinged wrongly:\n- ${problems.join('\n- ')}`);
  const markup = double ? markupProblems(double) : [];
  if (markup.length) throw new Error(`The bot posted Markdown people typed, live in public:\n- ${markup.join('\n- ')}`);
  const words = double ? wordingProblems(double) : [];
  if (words.length) throw new Error(`The bot used words players should not read:\n- ${words.join('\n- ')}`);
}
