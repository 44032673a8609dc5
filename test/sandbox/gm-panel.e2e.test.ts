/**
 * Screenshots of the GM's controls in a real browser (Debian's chromium driven by playwright-core,
 * 1280x800), for a person to look at: the GM panel opened from the campaign's message and its gang
 * form, the table's "GM moves…" panel, the Buy a goal menu priced against a gang of 12, and the
 * counter form of a proposal. Screenshots go to $TMPDIR/venus-sandbox-gm-panel/ (the main sandbox
 * test wipes its own folder, not this one).
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
const shots = join(tmpdir(), 'venus-sandbox-gm-panel');
const shot = (name: string) => page.screenshot({ path: join(shots, `${name}.png`) });

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
const table = () =>
  channel()
    .locator('.msg', { hasText: /Waiting for/ })
    .last();

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

async function answered(who: string, what: string): Promise<void> {
  await page.waitForFunction(`document.querySelector('[data-testid=pane-${who}] .error').textContent !== '…'`);
  expect((await pane(who).locator('.error').textContent()) ?? '', `${who}: ${what}`).toBe('');
}

const clickAs = (who: string) => page.locator('#clicker').selectOption({ label: who[0]!.toUpperCase() + who.slice(1) });

async function clickInChannel(who: string, name: string | RegExp): Promise<void> {
  await clickAs(who);
  await channel().getByRole('button', { name }).last().click();
  await answered(who, `clicked ${String(name)}`);
}

async function clickTable(who: string, name: string): Promise<void> {
  await clickAs(who);
  const button = table().getByRole('button', { name, exact: true });
  await button.waitFor();
  await button.click();
  await answered(who, `clicked ${name} on the table`);
}

async function clickInPane(who: string, name: string | RegExp): Promise<void> {
  await pane(who).getByRole('button', { name }).last().click();
  await answered(who, `clicked ${String(name)}`);
}

/** Fills the form open in `who`'s pane by its labels; a screenshot `name` before it is sent. */
async function fillForm(who: string, fields: Record<string, string>, name?: string): Promise<void> {
  const form = pane(who).locator('.modal').last();
  await form.waitFor();
  for (const [label, value] of Object.entries(fields)) {
    const field = form.getByLabel(label).first();
    if ((await field.evaluate((e) => e.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
  if (name) await shot(name);
  await form.getByRole('button', { name: 'Submit' }).click();
  await answered(who, `submitted ${Object.keys(fields).join(', ')}`);
}

describe("the GM's controls in the browser", () => {
  it('GIVEN the campaign message THEN the GM panel opens in the GM pane and makes a gang by a form', async () => {
    await type('gail', '/campaign create name:Panel Town');
    await channel().getByText('Campaign Panel Town is ready').waitFor();
    await clickInChannel('gail', 'GM panel');
    await pane('gail')
      .getByText(/GM panel \(only you see this\)/)
      .waitFor();
    await shot('01-gm-panel');
    await clickInPane('gail', 'Create a gang…');
    await fillForm('gail', { 'Its name': 'Pier Rats', 'How many make it up': '12' }, '02-gang-form');
    await channel()
      .getByText(/Pier Rats/)
      .first()
      .waitFor();
  });

  it('GIVEN a conflict against the gang THEN GM moves…, the priced goal menu and the counter form', async () => {
    await type('ana', '/character create name:Ana');
    for (const path of ['Coordination', 'Coordination: Projectiles', 'Coordination: Projectiles: Airgun'])
      await type('ana', `/character skill path:"${path}"`);
    await type('gail', '/session start');
    await type('ana', '/conflict start primary:"Coordination: Projectiles: Airgun" against:"Pier Rats"');
    await table()
      .getByText(/Conflict over Coordination: Projectiles: Airgun/)
      .waitFor();
    await clickTable('gail', 'GM moves…');
    await pane('gail')
      .getByText(/Your moves as the GM/)
      .waitFor();
    await shot('03-gm-moves');
    await type('gail', '/conflict secondary skill:Physique');
    await type('ana', '/conflict roll');
    await type('gail', '/conflict roll');
    await type('gail', '/conflict begin');
    await table()
      .getByText(/\(exchanges\)/)
      .waitFor();
    await clickTable('ana', 'Buy a goal');
    await pane('ana')
      .getByText(/gang of 12/)
      .first()
      .waitFor();
    await shot('04-goal-menu-against-gang');
    await type('ana', '/goal propose target:"Pier Rats" goal:"The rats scatter" price:2');
    await clickInChannel('gail', 'Counter…');
    await pane('gail').locator('.modal').last().waitFor();
    await shot('05-counter-form');
  });
});
