/**
 * The sandbox end to end in a real browser (Debian's chromium driven by playwright-core): one
 * person plays the GM and two players on the page. After a typed set-up (campaign, characters,
 * /conflict start and the secondary skill), the whole conflict is clicks, as issue 17 asks: Join,
 * Roll, Lead, dice, Push, the forms, Respond, Buy a goal with its target menu, End the conflict and
 * Agree to end. A player's pool shows only in that player's pane.
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
  rmSync(shots, { recursive: true, force: true });
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
/** The conflict's table: the message that says what it waits for. */
const table = () =>
  channel()
    .locator('.msg', { hasText: /Waiting for/ })
    .last();

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

/** Whose pane a character's name belongs to: the players' own, everyone else is the GM's. */
const userOf = (name: string) => ({ Ana: 'ana', Ben: 'ben' })[name] ?? 'gail';
const shot = (() => {
  let n = 0;
  return (name: string) => screenshot(`${String(++n).padStart(2, '0')}-${name}`);
})();

/** Waits until the click or pick `who` just made is answered, and checks it was not refused. */
async function answered(who: string, what: string): Promise<void> {
  await page.waitForFunction(`document.querySelector('[data-testid=pane-${who}] .error').textContent !== '…'`);
  expect((await pane(who).locator('.error').textContent()) ?? '', `${who}: ${what}`).toBe('');
}

/** `who` clicks the last button called `name` in the channel (the page's "click as" picks the clicker). */
async function clickInChannel(who: string, name: string | RegExp): Promise<void> {
  await page.locator('#clicker').selectOption({ label: who[0]!.toUpperCase() + who.slice(1) });
  await channel().getByRole('button', { name }).last().click();
  await answered(who, `clicked ${String(name)}`);
}

/** `who` clicks the last button called `name` in their own pane. */
async function clickInPane(who: string, name: string | RegExp): Promise<void> {
  await pane(who).getByRole('button', { name }).last().click();
  await answered(who, `clicked ${String(name)}`);
}

/** `who` picks `value` in the last menu of their pane and presses its Pick button. */
async function pickInPane(who: string, value: string): Promise<void> {
  const menu = pane(who).locator('.msg').last();
  await menu.locator('select').selectOption(value);
  await menu.getByRole('button', { name: 'Pick' }).click();
  await answered(who, `picked ${value}`);
}

/**
 * The private dice of `who`: its highest or lowest die (the pool is shown highest first), then
 * "Push 1 die", then the form, filled in and submitted.
 */
async function pushOneDieAndSay(
  who: string,
  die: 'highest' | 'lowest',
  action: string,
  target?: string,
): Promise<void> {
  const dice = pane(who).getByRole('button', { name: /^[1-6]$/ });
  await (die === 'highest' ? dice.first() : dice.last()).click();
  await answered(who, 'a die');
  await clickInPane(who, 'Push 1 die');
  const form = pane(who).locator('.modal').last();
  await form.waitFor();
  const fields = form.locator('input, textarea');
  await fields.first().fill(action);
  if (target && (await fields.count()) > 1) await fields.nth(1).fill(target);
  await shot(`${who}-form`);
  await form.getByRole('button', { name: 'Submit' }).click();
  await answered(who, 'submitted the form');
}

describe('npm run sandbox in a browser', () => {
  it('GIVEN a GM and two players set up by typing THEN Join and Roll are clicks; a pool shows only in its owner pane', async () => {
    await type('gail', '/campaign create name:Eros Nights');
    await channel().getByText('Campaign Eros Nights is ready').waitFor();
    await type('ana', '/character create name:Ana');
    for (const path of ['Coordination', 'Coordination: Projectiles', 'Coordination: Projectiles: Airgun'])
      await type('ana', `/character skill path:${path}`);
    await type('ben', '/character create name:Ben');
    await type('ben', '/character skill path:Coordination');
    await type('gail', '/npc create name:"Alamo Jack"');
    await type('gail', '/session start');
    await type('ana', '/conflict start primary:Coordination: Projectiles: Airgun against:Alamo Jack');
    await type('gail', '/conflict secondary skill:Coordination');
    await shot('conflict-begins');
    await clickInChannel('ben', 'Join');
    await channel()
      .getByText(/Ben.* joins the conflict/)
      .waitFor();
    await clickInChannel('ana', 'Roll');
    await pane('ana')
      .getByText(/^Pool: /m)
      .waitFor();
    const anaPool = pane('ana').getByText('Ana (only you see this)');
    await anaPool.waitFor();
    for (const other of [pane('gail'), pane('ben'), channel()]) {
      expect(await other.getByText(/Pool: /).count()).toBe(0);
      expect(await other.getByText('Ana (only you see this)').count()).toBe(0);
    }
    await clickInChannel('ben', 'Roll');
    await clickInChannel('gail', 'Roll');
    await pane('gail')
      .getByText(/^Pool: /m)
      .waitFor();
    await channel()
      .getByText(/Everyone has rolled/)
      .waitFor();
    expect(
      await pane('ana')
        .getByText(/^Pool: /m)
        .count(),
    ).toBe(1);
    // Markdown as Discord shows it: the bold name is bold, no asterisks are left.
    expect(await channel().locator('.md b').count()).toBeGreaterThan(0);
    expect(await channel().getByText(/\*\*/).count()).toBe(0);
    await shot('everyone-rolled');
    // R4.1: the set-up stays open until the side that started the conflict presses Begin.
    await clickInChannel('ana', 'Begin');
    await channel()
      .getByText(/The exchanges begin/)
      .waitFor();
    await type('ana', '/odds push:1');
    // The chart is an image in the message, loaded from the sandbox.
    const chart = pane('ana').locator('img[alt="push-odds-1-vs-1.png"]');
    await chart.waitFor();
    await expect.poll(() => chart.evaluate((img: any) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(100);
    await shot('odds-chart');
  });

  let winner = '';

  it('GIVEN the exchanges begin THEN Lead, a die, Push and the form lead; Respond, a die, Push and the form answer', async () => {
    // The conflict's table (edited in place) says who is suggested to lead.
    const text = (await table().textContent()) ?? '';
    const leader = /Suggested to lead(?: next)?: (\w+)\./.exec(text)?.[1] ?? '';
    expect(leader, text).not.toBe('');
    const lead = userOf(leader);
    await clickInChannel(lead, 'Lead');
    await pane(lead)
      .getByRole('button', { name: /^[1-6]$/ })
      .first()
      .waitFor();
    await shot(`${lead}-dice`);
    await pushOneDieAndSay(lead, 'lowest', 'I snap a shot at him', 'Ana');
    await channel()
      .getByText(/leads exchange 1/)
      .waitFor();
    await shot('lead-posted');
    const answerer = lead === 'gail' ? 'ana' : 'gail';
    await clickInChannel(answerer, /Respond/);
    expect(
      await pane(lead)
        .getByText(/pick 1 die/)
        .count(),
    ).toBe(0);
    await pushOneDieAndSay(answerer, 'highest', 'I duck behind the bar');
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
    const result = (await channel().locator('.msg').last().textContent()) ?? '';
    winner = /(Ana|Ben|GM|Alamo Jack) wins [1-9]\d* books?/.exec(result)?.[1] ?? '';
    expect(winner, result).not.toBe('');
    await shot('exchange-resolved');
  });

  it('GIVEN a result THEN the winner buys a goal from the Buy a goal menu, naming its target in a second menu when asked', async () => {
    const buyer = userOf(winner);
    await clickInChannel(buyer, 'Buy a goal');
    await pane(buyer)
      .getByText(/Books: /)
      .last()
      .waitFor();
    await shot(`${buyer}-goal-menu`);
    await pickInPane(buyer, 'Reputation');
    if (buyer === 'gail') {
      await shot('gail-target-menu');
      await pickInPane(buyer, 'Ana');
    }
    await channel()
      .getByText(/buys Reputation/)
      .waitFor();
    await shot('goal-bought');
  });

  it('GIVEN End the conflict THEN a player asks for the end, the others click Agree to end, and every conflict button greys out but My pool', async () => {
    await clickInChannel('ana', 'End the conflict');
    await channel()
      .getByText(/would call the conflict done/)
      .waitFor();
    await clickInChannel('ben', 'Agree to end');
    await shot('end-agreed');
    await clickInChannel('gail', 'Agree to end');
    await channel().getByText('The conflict is over').waitFor();
    // The bot greys out what no longer does anything (the page polls for its edits); the table
    // keeps only what may follow (a follow-up, the recap, books left to spend).
    const live = channel()
      .locator('.msg', { hasNotText: /Waiting for/ })
      .getByRole('button', { name: /Agree to end|End the conflict|Buy a goal|Lead/ });
    await expect
      .poll(async () => (await live.evaluateAll((bs) => bs.filter((b: any) => !b.disabled).length)) as number, {
        timeout: 5_000,
      })
      .toBe(0);
    await shot('conflict-over');
  });

  it('GIVEN /conflict log THEN its file is a link that opens the Markdown log', async () => {
    await type('gail', '/conflict log');
    const link = pane('gail').locator('.files a.file').last();
    await link.waitFor();
    expect(await link.getAttribute('download')).toMatch(/\.md$/);
    const response = await page.request.get(new URL((await link.getAttribute('href'))!, sandbox.url).toString());
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/^# Conflict 1/);
    await shot('log-file');
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
    await shot('suggest-options');
    await input.fill('/campaign set rule:tr');
    await suggestions.filter({ hasText: 'trailing-tie' }).first().waitFor();
    await suggestions.filter({ hasText: 'trailing-tie' }).first().click();
    await expect.poll(() => input.inputValue()).toBe('/campaign set rule:trailing-tie ');
    const anaInput = pane('ana').locator('input[type=text]');
    await anaInput.fill('/exchange lead target:Al');
    await pane('ana').getByTestId('suggestion').filter({ hasText: 'Alamo Jack' }).first().waitFor();
    await shot('suggest-autocomplete');
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
    await shot('typo-kept');
  });
});
