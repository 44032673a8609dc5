/**
 * The `nudge` house rule through Discord, with the real bot: Viktor leads at Ana and nobody answers.
 * Restarted with its clock two hours ahead (VENUS_CLOCK_AHEAD_HOURS, tests only), the bot pings Pat
 * once in the channel, one short line; restarted again, it does not ping a second time.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BotAgainstDouble, startBotAgainstDouble } from '../../tools/harness/bot-against-double';
import { e2eDatabase, expectNoLeaks } from './bot-process';
import { content, gailPatQuinn, poolIn, publicOnes, transcript, typedCommands } from './helpers';

const { gm, pat } = gailPatQuinn('64'); // Pat plays Ana
const AIRGUN = 'Coordination: Projectiles: Airgun';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

let world: BotAgainstDouble;
const run = typedCommands(() => world.double);

/** The channel posts that nudge someone, as sent. */
const nudges = () =>
  world.double.calls.filter(
    (c) =>
      c.method === 'POST' &&
      /\/channels\/\d+\/messages$/.test(c.path) &&
      /table waits for you/.test((c.body as { content?: string } | undefined)?.content ?? ''),
  );

beforeAll(async () => {
  world = await startBotAgainstDouble({
    seed: 64,
    database: e2eDatabase,
    double: { quietMs: 100 },
    deploy: 'first',
    name: 'e2e-nudge',
    logLevel: 'warn',
  });
  await run(gm, 'campaign', 'create', { name: 'Slow Play' });
  await run(gm, 'campaign', 'set', { rule: 'nudge', value: '1h' });
  await run(pat, 'character', 'create', { name: 'Ana' });
  for (const path of ['Coordination', 'Coordination: Projectiles', AIRGUN])
    await run(pat, 'character', 'skill', { path });
  await run(gm, 'npc', 'create', { name: 'Viktor' });
  await run(pat, 'conflict', 'start', { primary: AIRGUN, against: 'Viktor' });
  await run(gm, 'conflict', 'secondary', { skill: 'Physique' });
  await run(pat, 'conflict', 'roll');
  const [die] = poolIn(await run(gm, 'conflict', 'roll'));
  await run(gm, 'conflict', 'begin');
  const led = await run(gm, 'exchange', 'lead', { target: 'Ana', action: 'A jab', dice: `${die}` });
  expect(publicOnes(led).map(content).join('\n'), transcript(led)).toMatch(/\*\*Viktor\*\* leads exchange 1/);
});

afterAll(async () => {
  if (process.env.VENUS_E2E_TRANSCRIPT) console.log(transcript(world.double.messages));
  try {
    expectNoLeaks(world.double);
  } finally {
    await world.stop();
  }
});

describe('the nudge house rule', () => {
  it('GIVEN nudge 1h and a lead just made THEN nobody is pinged yet', async () => {
    await new Promise((r) => setTimeout(r, 1500));
    expect(nudges()).toEqual([]);
  });

  it('GIVEN the bot back two hours later THEN Pat is pinged once, in one short line', async () => {
    world.env.VENUS_CLOCK_AHEAD_HOURS = '2';
    await world.restart({ graceful: true });
    await vi.waitFor(() => expect(nudges()).toHaveLength(1), { timeout: 20_000, interval: 200 });
    expect(nudges()[0]!.body).toEqual({
      content: `<@${pat.id}>: the table waits for you to answer Viktor's lead.`,
      allowed_mentions: { parse: [], users: [pat.id] },
    });
  });

  it('GIVEN another restart THEN the nudge is not sent again', async () => {
    await world.restart({ graceful: true });
    await new Promise((r) => setTimeout(r, 3000));
    expect(nudges()).toHaveLength(1);
  });
});
