/**
 * The sandbox end to end in a real browser (Debian's chromium driven by playwright-core): one
 * person plays the GM and two players on the page; a player's pool shows only in that player's pane.
 * Also the page's own features: Markdown, inline images, openable attachments, suggestions while
 * typing, a mistyped command kept in its box. Screenshots go to $TMPDIR/venus-sandbox/.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Sandbox, startSandbox } from '../../tools/sandbox/sandbox';

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

let sandbox: Sandbox;
let browser: BrowserContext;
let page: Page;
let profile: string;
const shots = join(tmpdir(), 'venus-sandbox');
const screenshot = (name: string) => page.screenshot({ path: join(shots, `${name}.png`) });

beforeAll(async () => {
  profile = mkdtempSync(join(tmpdir(), 'venus-chromium-'));
  mkdirSync(shots, { recursive: true });
  [sandbox, browser] = await Promise.all([
    startSandbox({ port: 0, seed: 31 }),
    chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: ['--headless', ...CHROMIUM_FLAGS],
      viewport: { width: 1600, height: 900 },
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

/** Types a command in a user's pane and waits for the bot's answer to be shown. */
async function type(who: string, text: string): Promise<void> {
  const input = pane(who).locator('input[type=text]');
  await input.fill(text);
  await input.press('Enter');
  // Runs in the page (a string: the project's types have no DOM): the input clears once answered.
  await page.waitForFunction(
    `(() => { const p = document.querySelector('[data-testid=pane-${who}]'); return p.querySelector('input').value === '' && p.querySelector('.error').textContent !== '…'; })()`,
  );
  const error = (await pane(who).locator('.error').textContent()) ?? '';
  expect(error, `${who}: ${text}`).toBe('');
}

describe('npm run sandbox in a browser', () => {
  it('GIVEN a GM and a player on the page THEN a campaign, a character, a conflict; the pool only in its owner pane', async () => {
    await type('gail', '/campaign create name:Eros Nights');
    await channel().getByText('Campaign Eros Nights is ready').waitFor();
    await type('ana', '/character create name:Ana');
    for (const path of ['Coordination', 'Coordination: Projectiles', 'Coordination: Projectiles: Airgun'])
      await type('ana', `/character skill path:${path}`);
    await type('gail', '/npc create name:"Alamo Jack"');
    await type('gail', '/session start');
    await type('ana', '/conflict start primary:Coordination: Projectiles: Airgun against:Alamo Jack');
    await type('gail', '/conflict secondary skill:Coordination');
    await type('ana', '/conflict roll');
    await pane('ana')
      .getByText(/^Pool: /m)
      .waitFor();
    const anaPool = pane('ana').getByText('Ana (only you see this)');
    await anaPool.waitFor();
    for (const other of [pane('gail'), pane('ben'), channel()]) {
      expect(await other.getByText(/Pool: /).count()).toBe(0);
      expect(await other.getByText('Ana (only you see this)').count()).toBe(0);
    }
    await type('gail', '/conflict roll');
    await pane('gail')
      .getByText(/^Pool: /m)
      .waitFor();
    expect(
      await pane('ana')
        .getByText(/^Pool: /m)
        .count(),
    ).toBe(1);
    // Markdown as Discord shows it: the bold name is bold, no asterisks are left.
    expect(await channel().locator('.md b').count()).toBeGreaterThan(0);
    expect(await channel().getByText(/\*\*/).count()).toBe(0);
    await type('ana', '/odds push:1');
    // The chart is an image in the message, loaded from the sandbox.
    const chart = pane('ana').locator('img[alt="push-odds-1-vs-1.png"]');
    await chart.waitFor();
    await expect.poll(() => chart.evaluate((img: any) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(100);
    await screenshot('1-odds-chart');
  });

  it('GIVEN a lead without dice THEN the player clicks a die and Push, the GM clicks Respond in the channel, a die, Push, and fills in the form', async () => {
    await type('ana', '/exchange lead target:Alamo Jack action:"I snap a shot at him"');
    await pane('ana')
      .getByRole('button', { name: /^[1-6]$/ })
      .first()
      .click();
    await pane('ana').getByRole('button', { name: 'Push 1 die' }).click();
    await channel()
      .getByText(/Ana leads exchange 1/)
      .waitFor();
    await page.locator('#clicker').selectOption({ label: 'Gail' });
    await channel()
      .getByRole('button', { name: /Respond/ })
      .last()
      .click();
    await pane('gail')
      .getByText(/pick 1 die/)
      .waitFor();
    expect(
      await pane('ana')
        .getByText(/pick 1 die/)
        .count(),
    ).toBe(0);
    await pane('gail')
      .getByRole('button', { name: /^[1-6]$/ })
      .last()
      .click();
    await pane('gail').getByRole('button', { name: 'Push 1 die' }).click();
    await pane('gail')
      .getByRole('textbox', { name: /What you do against Ana/ })
      .fill('I duck behind the bar');
    await pane('gail').getByRole('button', { name: 'Submit' }).click();
    await channel()
      .getByText(/Exchange 1 resolved/)
      .waitFor();
    expect(
      await channel()
        .getByText(/I duck behind the bar/)
        .count(),
    ).toBeGreaterThan(0);
    // The answered exchange's Respond button is greyed out on the page too (the page polls).
    await expect
      .poll(
        () =>
          channel()
            .getByRole('button', { name: /Respond/ })
            .last()
            .isDisabled(),
        { timeout: 5_000 },
      )
      .toBe(true);
    await screenshot('2-exchange-by-menu-and-form');
  });

  it('GIVEN /conflict log THEN its file is a link that opens the Markdown log', async () => {
    await type('gail', '/conflict log');
    const link = pane('gail').locator('.files a.file').last();
    await link.waitFor();
    expect(await link.getAttribute('download')).toMatch(/\.md$/);
    const response = await page.request.get(new URL((await link.getAttribute('href'))!, sandbox.url).toString());
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/^# Conflict 1/);
    await screenshot('3-log-file');
  });

  it('GIVEN someone typing THEN the commands, then the subcommands, the options with descriptions, the choices and the bot autocomplete are offered', async () => {
    const input = pane('ben').locator('input[type=text]');
    const suggestions = pane('ben').getByTestId('suggestion');
    await input.fill('');
    await input.pressSequentially('/exc');
    await suggestions.filter({ hasText: '/exchange' }).first().waitFor();
    await input.press('Tab');
    await expect.poll(() => input.inputValue()).toBe('/exchange ');
    await suggestions.filter({ hasText: 'lead' }).first().waitFor();
    await input.pressSequentially('lead ');
    await suggestions.filter({ hasText: 'target:' }).first().waitFor();
    expect(await suggestions.filter({ hasText: 'action:' }).first().textContent()).toMatch(/required/);
    await screenshot('4-suggest-options');
    await input.fill('/campaign set rule:tr');
    await suggestions.filter({ hasText: 'trailing-tie' }).first().waitFor();
    await suggestions.filter({ hasText: 'trailing-tie' }).first().click();
    await expect.poll(() => input.inputValue()).toBe('/campaign set rule:trailing-tie ');
    const anaInput = pane('ana').locator('input[type=text]');
    await anaInput.fill('/exchange lead target:Al');
    await pane('ana').getByTestId('suggestion').filter({ hasText: 'Alamo Jack' }).first().waitFor();
    await screenshot('5-suggest-autocomplete');
    await anaInput.fill('');
    await input.fill('');
  });

  it('GIVEN a typo THEN the pane says what is wrong, nothing is sent, and the command stays to be corrected', async () => {
    const input = pane('ben').locator('input[type=text]');
    const before = await page.getByTestId('message').count();
    await input.fill('/conflict dance');
    await input.press('Enter');
    await expect.poll(() => pane('ben').locator('.error').textContent()).toContain('/conflict needs one of:');
    expect(await input.inputValue()).toBe('/conflict dance');
    expect(await page.getByTestId('message').count()).toBe(before);
    await screenshot('6-typo-kept');
  });
});
