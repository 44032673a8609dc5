/**
 * A nudge as the sandbox page shows it, in a real browser (Debian's chromium driven by
 * playwright-core): under the house rule `nudge 1h`, Viktor leads at Ana; the bot restarted with its
 * clock two hours ahead (VENUS_CLOCK_AHEAD_HOURS, tests only) pings Ana once in the channel. The
 * moves are sent to the double directly (the whole conflict by clicks is sandbox.e2e.test.ts's);
 * the page shows them as they come. Screenshot in $TMPDIR/venus-sandbox-nudge/.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SANDBOX_USERS, type Sandbox, startSandbox } from '../../tools/sandbox/sandbox';
import { poolIn, typedCommands } from '../e2e/helpers';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const AIRGUN = 'Coordination: Projectiles: Airgun';
const [gail, ana] = SANDBOX_USERS as [(typeof SANDBOX_USERS)[number], (typeof SANDBOX_USERS)[number]];

let sandbox: Sandbox;
let browser: BrowserContext;
let page: Page;
let profile: string;
const shots = join(tmpdir(), 'venus-sandbox-nudge');
const run = typedCommands(() => sandbox.double);

beforeAll(async () => {
  profile = mkdtempSync(join(tmpdir(), 'venus-chromium-'));
  rmSync(shots, { recursive: true, force: true });
  mkdirSync(shots, { recursive: true });
  [sandbox, browser] = await Promise.all([
    startSandbox({ port: 0, seed: 64 }),
    chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: ['--headless', ...CHROMIUM_FLAGS],
      viewport: { width: 1280, height: 800 },
    }),
  ]);
  page = await browser.newPage();
  await page.goto(sandbox.url);
  await page.getByTestId('pane-ana').waitFor();
});

afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

describe('a nudge in the sandbox', () => {
  it('GIVEN nudge 1h and a lead unanswered for two hours THEN the channel shows one line pinging Ana', async () => {
    await run(gail, 'campaign', 'create', { name: 'Slow Play' });
    await run(gail, 'campaign', 'set', { rule: 'nudge', value: '1h' });
    await run(ana, 'character', 'create', { name: 'Ana' });
    for (const path of ['Coordination', 'Coordination: Projectiles', AIRGUN])
      await run(ana, 'character', 'skill', { path });
    await run(gail, 'npc', 'create', { name: 'Viktor' });
    await run(ana, 'conflict', 'start', { primary: AIRGUN, against: 'Viktor' });
    await run(gail, 'conflict', 'secondary', { skill: 'Physique' });
    await run(ana, 'conflict', 'roll');
    const [die] = poolIn(await run(gail, 'conflict', 'roll'));
    await run(gail, 'conflict', 'begin');
    await run(gail, 'exchange', 'lead', { target: 'Ana', action: 'A jab', dice: `${die}` });
    const channel = page.getByTestId('channel');
    await channel
      .getByText(/Viktor.* leads exchange 1/)
      .first()
      .waitFor();
    expect(await channel.getByText(/table waits for you/).count()).toBe(0);

    await sandbox.restart({ VENUS_CLOCK_AHEAD_HOURS: '2' });
    const nudge = channel.getByText(/the table waits for you to answer Viktor's lead/);
    await nudge.waitFor({ timeout: 20_000 });
    await nudge.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, 'nudge.png') });
    expect(await nudge.count()).toBe(1);
  });
});
