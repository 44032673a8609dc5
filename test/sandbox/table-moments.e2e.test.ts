/**
 * The table's moments in a real browser (Debian's chromium driven by playwright-core), for the eye:
 * a dispute pressed on the lead's own message posts one line calling the leader; the table after a
 * move made once the sandbox's bot was restarted (one live table, edited in place); a follow-up with
 * a table of its own, under the finished conflict's, which keeps its result, Recap and Check the
 * dice. Screenshots go to $TMPDIR/venus-sandbox-table-moments/.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Sandbox, startSandbox } from '../../tools/sandbox/sandbox';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

const AIRGUN = 'Coordination: Projectiles: Airgun';
const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];

let sandbox: Sandbox;
let browser: BrowserContext;
let page: Page;
let profile: string;
const shots = join(tmpdir(), 'venus-sandbox-table-moments');

beforeAll(async () => {
  profile = mkdtempSync(join(tmpdir(), 'venus-chromium-'));
  rmSync(shots, { recursive: true, force: true });
  mkdirSync(shots, { recursive: true });
  [sandbox, browser] = await Promise.all([
    startSandbox({ port: 0, seed: 11 }),
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

const pane = (who: string) => page.getByTestId(`pane-${who}`);
const channel = () => page.getByTestId('channel');
const shot = (name: string) => page.screenshot({ path: join(shots, `${name}.png`) });

/** Types a command in a user's pane and waits for the bot's answer to be shown. */
async function type(who: string, text: string): Promise<void> {
  const input = pane(who).locator('input[type=text]');
  await input.fill(text);
  await input.press('Enter');
  await page.waitForFunction(
    `(() => { const p = document.querySelector('[data-testid=pane-${who}]'); return p.querySelector('input').value === '' && p.querySelector('.error').textContent !== '…'; })()`,
  );
  expect((await pane(who).locator('.error').textContent()) ?? '', `${who}: ${text}`).toBe('');
}

/** `who` clicks the last button called `name` in the channel. */
async function clickInChannel(who: string, name: string | RegExp): Promise<void> {
  await page.locator('#clicker').selectOption({ label: who[0]!.toUpperCase() + who.slice(1) });
  await channel().getByRole('button', { name }).last().click();
  await page.waitForFunction(`document.querySelector('[data-testid=pane-${who}] .error').textContent !== '…'`);
  expect((await pane(who).locator('.error').textContent()) ?? '', `${who}: clicked ${String(name)}`).toBe('');
}

describe('the table speaks up when it matters', () => {
  it('GIVEN a conflict begun THEN a dispute pressed on the lead posts one line calling the leader', async () => {
    await type('gail', '/campaign create name:Moment Town');
    await channel().getByText('Campaign Moment Town is ready').waitFor();
    await type('gail', '/npc create name:Viktor level:6');
    await type('gail', '/session start');
    await type('ana', '/character create name:Ana');
    for (const path of ['Coordination', 'Coordination: Projectiles', AIRGUN])
      await type('ana', `/character skill path:${path}`);
    await type('ana', `/conflict start primary:${AIRGUN} against:Viktor`);
    await type('gail', '/conflict secondary skill:Physique');
    await type('ana', '/conflict roll');
    await type('gail', '/conflict roll');
    await type('gail', '/conflict begin');
    await type('gail', '/exchange lead target:Ana action:Viktor swings a pipe dice:6 confirm:true');
    await channel()
      .getByText(/Viktor leads exchange 1 against Ana/)
      .waitFor();
    await clickInChannel('ana', 'Dispute');
    await channel()
      .getByText(/Ana disputes the lead of exchange 1: it is now risky/)
      .first()
      .waitFor();
    await shot('01-dispute-from-the-lead');
  });

  it('GIVEN the answer and a restart of the bot THEN the next move edits the one table the channel has', async () => {
    await type('ana', '/exchange respond action:I catch the pipe dice:6');
    await channel()
      .getByText(/Exchange 1 resolved/)
      .waitFor();
    await sandbox.restart();
    await type('ana', '/exchange lead target:Viktor action:I fire from the hip dice:4 confirm:true');
    await channel()
      .getByText(/Ana leads exchange 2 against Viktor/)
      .waitFor();
    await channel()
      .locator('.msg', { hasText: /Ana's lead with 1 die/ })
      .last()
      .waitFor();
    // One live table: the conflict's heading stands once in the channel.
    expect(
      await channel()
        .locator('.msg', { hasText: /Conflict over/ })
        .count(),
    ).toBe(1);
    await shot('02-table-after-a-restart');
  });

  it('GIVEN the end and a follow-up THEN the follow-up has a table of its own under the finished one', async () => {
    await type('gail', '/conflict end');
    await type('gail', `/conflict follow-up primary:${AIRGUN}`);
    await channel()
      .getByText(/the follow-up waits for you/)
      .first()
      .waitFor();
    const finished = channel()
      .locator('.msg', { hasText: /\(over\)/ })
      .last();
    await expect
      .poll(async () => (await finished.getByRole('button').allTextContents()).map((t) => t.trim()))
      .toEqual(['Recap', 'Check the dice']);
    await shot('03-follow-up-own-table');
  });
});
