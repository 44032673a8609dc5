// The sandbox in a real browser (Debian's chromium driven by playwright-core, a 1280x800 window),
// for the sandbox's end-to-end tests: `openInBrowser` starts both for a test file (before its
// tests, closed after them), and the helpers below act as a person on the page. `sandbox` and
// `page` are the file's own (each test file has its own copy of this module).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { type Sandbox, startSandbox } from '../../tools/sandbox/sandbox';

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export let sandbox: Sandbox;
export let page: Page;
/** Where this file's screenshots go: $TMPDIR/<folder>, emptied when the file starts. */
export let shots = '';

let numbered = false;
let taken = 0;

/**
 * Starts the sandbox (its dice seeded) and a browser on it for this file's tests; `numbered`: each
 * `shot` is named after its place in the file's order (01-…, 02-…).
 */
export function openInBrowser(o: { seed: number; folder: string; numbered?: boolean }): void {
  numbered = o.numbered ?? false;
  let browser: BrowserContext | undefined;
  let profile = '';
  beforeAll(async () => {
    shots = join(tmpdir(), o.folder);
    profile = mkdtempSync(join(tmpdir(), 'venus-chromium-'));
    rmSync(shots, { recursive: true, force: true });
    mkdirSync(shots, { recursive: true });
    [sandbox, browser] = await Promise.all([
      startSandbox({ port: 0, seed: o.seed }),
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
}

/** A screenshot of the whole page, `name`.png in this file's folder (numbered if the file asked). */
export const shot = (name: string) =>
  page.screenshot({ path: join(shots, `${numbered ? `${String(++taken).padStart(2, '0')}-` : ''}${name}.png`) });

export const pane = (who: string) => page.getByTestId(`pane-${who}`);
export const channel = () => page.getByTestId('channel');
/** The conflict's table: the message that says what it waits for. */
export const table = () =>
  channel()
    .locator('.msg', { hasText: /Waiting for/ })
    .last();

/** Types a command in a user's pane and waits for the bot's answer to be shown. */
export async function type(who: string, text: string): Promise<void> {
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

/** Waits until the click or pick `who` just made is answered, and checks the page sent it. */
export async function answered(who: string, what: string): Promise<void> {
  await page.waitForFunction(`document.querySelector('[data-testid=pane-${who}] .error').textContent !== '…'`);
  expect((await pane(who).locator('.error').textContent()) ?? '', `${who}: ${what}`).toBe('');
}

export const clickAs = (who: string) =>
  page.locator('#clicker').selectOption({ label: who[0]!.toUpperCase() + who.slice(1) });

/** `who` clicks the last button called `name` in the channel (the page's "click as" picks the clicker). */
export async function clickInChannel(who: string, name: string | RegExp): Promise<void> {
  await clickAs(who);
  await channel().getByRole('button', { name }).last().click();
  await answered(who, `clicked ${String(name)}`);
}

/** `who` clicks the button called `name` on the table, once the table offers it. */
export async function clickTable(who: string, name: string): Promise<void> {
  await clickAs(who);
  const button = table().getByRole('button', { name, exact: true });
  await button.waitFor();
  await button.click();
  await answered(who, `clicked ${name} on the table`);
}

/** `who` clicks the last button called `name` in their own pane. */
export async function clickInPane(who: string, name: string | RegExp): Promise<void> {
  await pane(who).getByRole('button', { name }).last().click();
  await answered(who, `clicked ${String(name)}`);
}

/**
 * `who` fills the last form in their pane (a menu's value picked, a box's typed) and sends it;
 * with a `name`, a screenshot of the filled form is taken first.
 */
export async function fillForm(who: string, fields: Record<string, string>, name?: string): Promise<void> {
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
