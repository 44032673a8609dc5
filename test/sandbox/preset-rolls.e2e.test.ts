/**
 * One roll of each /roll preset in the sandbox, in a real browser (Debian's chromium driven by
 * playwright-core), each saved as a screenshot of its message in the channel, to read as a player
 * reads it. The words are checked here too: a roll says what happened in a sentence, never a bare
 * list of faces in brackets. Screenshots go to $TMPDIR/venus-sandbox-preset-rolls/.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PRESETS } from '../../src/rules/systems';
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
const shots = join(tmpdir(), 'venus-sandbox-preset-rolls');

beforeAll(async () => {
  profile = mkdtempSync(join(tmpdir(), 'venus-chromium-'));
  rmSync(shots, { recursive: true, force: true });
  mkdirSync(shots, { recursive: true });
  [sandbox, browser] = await Promise.all([
    startSandbox({ port: 0, seed: 7 }),
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

/** Types a command in a user's pane and waits for the bot's answer to be shown. */
async function type(who: string, text: string): Promise<void> {
  const input = pane(who).locator('input[type=text]');
  await input.fill(text);
  await input.press('Enter');
  await page.waitForFunction(
    `(() => { const p = document.querySelector('[data-testid=pane-${who}]'); return p.querySelector('input').value === '' && p.querySelector('.error').textContent !== '…'; })()`,
  );
  const error = (await pane(who).locator('.error').textContent()) ?? '';
  expect(error, `${who}: ${text}`).toBe('');
}

/** One roll of each preset, as a player would type it. */
const ROLLS: Record<string, string> = {
  'mov-move': 'whynom scout',
  'mov-mercenary-attack': 'AC Street Cops vs GL forts=20',
  'mov-nova-balls': '2 1',
  'mov-haggle': 'goods=3 own=1 enemy=0 city',
  'drama-pool': 'skill=3 ability=2 drama=3 2d8 d6 vs 6',
  'drama-opposed': 'skill=3 ability=2 d8 d6 vs 6 against d10 d6 vs 6',
  'drama-damage': '2d8 d6 body=3 armor=1',
  'finesse-force': '5 7 will=1',
};

describe('one roll of each preset system', () => {
  it('GIVEN every preset THEN the test rolls each one', () => {
    expect(Object.keys(ROLLS).sort()).toEqual(PRESETS.map((p) => p.id).sort());
  });

  it('GIVEN a campaign THEN the GM grants Ana some drama', async () => {
    await type('gail', '/campaign create name:Preset Night');
    await channel().getByText('Campaign Preset Night is ready').waitFor();
    await type('gail', '/drama grant player:@Ana amount:5');
  });

  it.each(Object.entries(ROLLS))(
    'GIVEN /roll preset:%s THEN its message reads as a sentence',
    async (preset, notation) => {
      const before = await channel().locator('.msg').count();
      await type('ana', `/roll preset:${preset} notation:${notation}`);
      await expect.poll(() => channel().locator('.msg').count()).toBeGreaterThan(before);
      const message = channel().locator('.msg').last();
      await message.scrollIntoViewIfNeeded();
      await message.screenshot({ path: join(shots, `${preset}.png`) });
      const text = (await message.locator('.md').first().textContent()) ?? '';
      // A sentence, not a developer's dump: no faces in square brackets, no "1 twos", no "d8(".
      expect(text, text).not.toMatch(/\[\d|\(d\d|\b1 (?:ones|twos|dice)\b|\d+x\d/);
      expect(text.length, text).toBeGreaterThan(20);
    },
  );

  it('GIVEN the Finesse and Force roll THEN its split into Finesse and Force reads as a sentence too', async () => {
    const message = channel().locator('.msg', { hasText: 'rolled Finesse and Force' }).last();
    await page.locator('#clicker').selectOption({ label: 'Ana' });
    await message.getByRole('button', { name: 'Split into Finesse and Force' }).click();
    const form = pane('ana').locator('.modal').last();
    await form.waitFor();
    await form.getByLabel('How many 2s go to Force').fill('0');
    await form.getByLabel('How many 1s go to Force').fill('1');
    await form.getByRole('button', { name: 'Submit' }).click();
    await message
      .getByText(/Force \d/)
      .first()
      .waitFor();
    await message.screenshot({ path: join(shots, 'finesse-force-split.png') });
    const text = (await message.locator('.md').first().textContent()) ?? '';
    expect(text, text).not.toMatch(/\[\d|dice \d:\d|\b1 (?:ones|twos)\b/);
  });

  it('GIVEN the ship movement roll THEN picking the die that counts twice reads as a sentence', async () => {
    const message = channel().locator('.msg', { hasText: 'rolled Merchant of Venus: ship movement' }).last();
    await page.locator('#clicker').selectOption({ label: 'Ana' });
    const menu = message.locator('div:has(> select)').last();
    const first = await menu.locator('select option').nth(1).getAttribute('value');
    await menu.locator('select').selectOption(first!);
    await menu.getByRole('button', { name: 'Pick' }).click();
    await message
      .getByText(/movement points|moves? \d/)
      .first()
      .waitFor();
    await message.screenshot({ path: join(shots, 'mov-move-picked.png') });
    const text = (await message.locator('.md').first().textContent()) ?? '';
    expect(text, text).not.toMatch(/\[\d|\d+x\d/);
  });
});
