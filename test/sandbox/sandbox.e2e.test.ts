/**
 * The sandbox end to end in a real browser (Debian's chromium driven by playwright-core) in a
 * 1280x800 window: one person plays the GM and a player on the page. After a typed campaign, Ana is
 * built in the private builder and the whole conflict is clicks, menus and forms
 * (the same list as test/e2e/table-play.e2e.test.ts): the start from Ana's announcement, the
 * secondary skill, Roll and Begin, four exchanges (a risky lead, a disputed lead answered after
 * resist gear, a war, the last die), the chin, a purchase at a distance, the follow-up and its fly
 * dice (skills picked from the skill tree's menus). A player's pool shows only in that player's pane; the channel gets at most 15 messages.
 * Also the page's own features: Markdown, inline images, openable attachments, suggestions while
 * typing, a mistyped command kept in its box. Screenshots go to $TMPDIR/venus-sandbox/.
 */
import { describe, expect, it, type MockInstance, vi } from 'vitest';
import {
  answered,
  channel,
  clickAs,
  clickInChannel,
  clickInPane,
  clickTable,
  fillForm,
  openInBrowser,
  page,
  pane,
  sandbox,
  shot,
  table,
  type,
} from './browser';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

openInBrowser({ seed: 11, folder: 'venus-sandbox', numbered: true });

/** `who` picks `value` in the last menu of their pane that offers it, and presses its Pick button. */
async function pickInPane(who: string, value: string): Promise<void> {
  const menu = pane(who)
    .locator('div:has(> select)', { has: page.locator(`option[value="${value}"]`) })
    .last();
  await menu.locator('select').selectOption(value);
  await menu.getByRole('button', { name: 'Pick' }).click();
  await answered(who, `picked ${value}`);
}

/**
 * `who` picks `path` from the skill tree's menus in their pane, a level at a time; `itself` when
 * the skill has more under it (its "… itself" option on the menu below ends the pick).
 */
async function pickSkillInPane(who: string, path: string, itself = false): Promise<void> {
  const parts = path.split(': ');
  for (let n = 1; n <= parts.length; n++) await pickInPane(who, parts.slice(0, n).join(': '));
  if (itself) await pickInPane(who, path);
}

/**
 * In `who`'s dice picker (a pool no bigger than the answer skips it): picks a die of each face, then
 * pushes, which opens the form of the lead or the answer.
 */
async function pushDice(who: string, faces: number[]): Promise<void> {
  for (const face of faces) {
    const picker = pane(who).locator('.msg', { hasText: 'Click the dice to pick them' }).last();
    // A die still unpicked (grey) showing that face.
    await picker
      .locator('button.s2', { hasText: new RegExp(`^${face}$`) })
      .first()
      .click();
    await answered(who, `picked a ${face}`);
  }
  await clickInPane(who, /^Push/);
}

/** `who` leads from the table with dice of these faces, saying `action` (risky or not). */
async function lead(who: string, faces: number[], action: string, how?: 'risky' | 'ordinary'): Promise<void> {
  await clickTable(who, 'Lead');
  await pushDice(who, faces);
  await fillForm(who, { 'What you do': action, ...(how ? { How: how } : {}) }, `${who}-lead-form`);
}

/** `who` answers the pending lead from the table. */
async function respond(who: string, faces: number[], action: string): Promise<void> {
  await clickTable(who, 'Respond');
  if (await pane(who).locator('.msg', { hasText: 'Click the dice to pick them' }).count()) await pushDice(who, faces);
  await fillForm(who, { 'What you do': action });
}

const AIRGUN = 'Coordination: Projectiles: Airgun';

describe('a whole conflict by clicks in the browser', () => {
  /** The double's slash commands once Ana exists: none may come until the conflict is done. */
  let typed: MockInstance | undefined;
  let start = 0;

  it('GIVEN a typed campaign THEN Ana is built by clicks in her own pane and Done announces her with Start a conflict', async () => {
    await type('gail', '/campaign create name:Table Town');
    await channel().getByText('Campaign Table Town is ready').waitFor();
    await type('gail', '/campaign set rule:trailing-tie value:war');
    await type('gail', '/npc create name:Viktor level:6');
    await type('gail', '/session start');
    await type('ana', '/character create name:Ana');
    // The last typed command: from here on everything is a click, a menu or a form.
    typed = vi.spyOn(sandbox.double, 'command');
    for (const path of ['Coordination', 'Coordination: Projectiles', AIRGUN, 'Coordination: Acrobatics'])
      await pickInPane('ana', path);
    await clickInPane('ana', /^Gear/);
    await fillForm(
      'ana',
      { 'Its name': 'Vest', 'Its quality': '3', 'How it helps': 'resist', 'The skill it serves': 'Coordination' },
      'ana-gear-form',
    );
    await pane('ana').getByText('Vest (quality 3, resist, for Coordination)').first().waitFor();
    expect(await channel().getByText(/Vest/).count()).toBe(0); // the builder is private until Done
    await shot('ana-built');
    await clickInPane('ana', 'Done');
    await channel()
      .getByText(/Ana.* joins Table Town/)
      .waitFor();
    await shot('ana-announced');
  });

  it('GIVEN the announcement THEN Ana starts the conflict from menus, the GM sets it up and both roll at the table', async () => {
    start = sandbox.double.channelMessages().length;
    await clickInChannel('ana', 'Start a conflict');
    await fillForm('ana', { 'The primary skill': AIRGUN, 'Against whom': 'who:Viktor' }, 'ana-start-form');
    await table()
      .getByText(/Conflict over Coordination: Projectiles: Airgun/)
      .waitFor();
    await shot('conflict-begins');
    await clickTable('gail', 'Secondary skill');
    await pickSkillInPane('gail', 'Physique', true);
    await table().getByText('Secondary skill: Physique').waitFor();
    await clickTable('ana', 'Roll');
    await pane('ana').getByText('Pool: 6 6 4 4 4').waitFor();
    for (const other of [pane('gail'), pane('ben'), channel()]) {
      expect(await other.getByText(/Pool: /).count()).toBe(0);
      expect(await other.getByText('Ana (only you see this)').count()).toBe(0);
    }
    await clickTable('gail', 'Roll');
    await pane('gail').getByText('Pool: 6 6 5 4 4').waitFor();
    // R4.1: the set-up stays open until the GM (or the side that started it) presses Begin.
    await table()
      .getByText(/to begin the exchanges with Begin/)
      .waitFor();
    await shot('everyone-rolled');
    await clickTable('gail', 'Begin');
    await table()
      .getByText(/\(exchanges\)/)
      .waitFor();
    // Markdown as Discord shows it: the bold name is bold, no asterisks are left.
    expect(await channel().locator('.md b').count()).toBeGreaterThan(0);
    expect(await channel().getByText(/\*\*/).count()).toBe(0);
  });

  it('GIVEN the exchanges THEN a risky lead, then a disputed lead answered after resist gear', async () => {
    await pane('ana').getByText('Pool: 6 6 4 4 4').waitFor();
    await lead('ana', [6], 'I fire across the catwalk', 'risky');
    await channel()
      .getByText(/Ana leads exchange 1 against Viktor with 1 die \(risky\)/)
      .waitFor();
    await table()
      .getByText(/Viktor to answer Ana's lead with 1 die, risky/)
      .waitFor();
    await shot('risky-lead');
    await respond('gail', [4], 'Viktor ducks behind a crate');
    await channel()
      .getByText(/Risky: Ana totals 6, Viktor 4: Ana captures 4/)
      .waitFor();
    await shot('exchange-1');
    // Ana is suggested, but strict-turns is off: the GM's Lead button leads as Viktor.
    await lead('gail', [6], 'Viktor swings a pipe');
    await clickTable('ana', 'Dispute');
    await table()
      .getByText(/disputed: whoever totals more takes it/)
      .waitFor();
    await clickTable('ana', 'Resist with gear');
    await fillForm('ana', { 'Your resist gear': 'Vest' });
    await pane('ana').getByText('Pool: 6 6 5 4 4 4 4').waitFor();
    await shot('disputed-and-resisted');
    await respond('ana', [6], 'I catch the pipe');
    await channel()
      .getByText(/both total 6: nobody scores/)
      .waitFor();
  });

  it('GIVEN a trailing tie THEN each side adds a war die from a menu and Ana wins the war', async () => {
    await lead('gail', [4], 'Viktor throws a bottle');
    await respond('ana', [4], 'I kick it away');
    await table()
      .getByText(/A war die (each )?from Viktor and Ana/)
      .waitFor();
    await shot('war-waits');
    await clickTable('ana', 'Add a war die');
    await pickInPane('ana', '6');
    await clickTable('gail', 'Add a war die');
    await pickInPane('gail', '5');
    await channel()
      .getByText(/Ana wins and captures 5 4/)
      .waitFor();
    await shot('war-won');
  });

  it('GIVEN the last die THEN the end offers the chin, a purchase at a distance and the follow-up with its fly dice', async () => {
    await lead('ana', [5], 'I aim for the lamp', 'ordinary');
    await respond('gail', [6], 'Viktor lunges');
    await channel()
      .getByText(/everyone on one side is out of dice/)
      .first()
      .waitFor();
    await table()
      .getByText(/\(over\)/)
      .waitFor();
    await shot('conflict-over');
    await clickTable('ana', 'Recap');
    await channel().getByText('Ana disputed the lead of exchange 2, making it risky.').waitFor();
    await shot('recap');
    await clickTable('gail', 'Take it on the chin');
    await pickSkillInPane('gail', AIRGUN);
    await table()
      .getByText(/Before the follow-up: .* still hold unspent books/)
      .waitFor();
    await clickTable('ana', 'Buy a goal');
    await clickInPane('ana', /zones away/);
    await fillForm('ana', { 'The goal': 'Wound', 'Against whom': 'Viktor', 'How far away': '1' }, 'ana-far-goal');
    await channel()
      .getByText(/Ana buys Wound against Viktor \(price 2 books\)/)
      .waitFor();
    await clickTable('gail', 'Follow-up');
    await pickSkillInPane('gail', AIRGUN);
    await table()
      .getByText(/\(setting up\)/)
      .waitFor();
    await clickTable('gail', 'Secondary skill');
    await pickSkillInPane('gail', 'Physique', true);
    await clickTable('ana', 'Roll');
    await pane('ana')
      .getByText(/\+ 2 follow-up\)/)
      .waitFor();
    await clickTable('gail', 'Roll');
    await clickTable('gail', 'Begin');
    await table()
      .getByText(/\(exchanges\)/)
      .waitFor();
    await clickTable('ana', 'Fly dice');
    await shot('ana-fly-menus');
    await pickSkillInPane('ana', 'Coordination: Acrobatics', true);
    await channel()
      .getByText(/Ana rolls fly dice against Viktor/)
      .waitFor();
    await shot('flown');
    expect(typed?.mock.calls.length).toBe(0);
    typed?.mockRestore();
    // The channel stayed quiet: leads, results, the purchase, the fly, the recap and the table.
    const posted = sandbox.double
      .channelMessages()
      .slice(start)
      .filter((m) => !m.deleted);
    expect(posted.length, posted.map((m) => m.content.split('\n')[0]).join('\n')).toBeLessThanOrEqual(15);
  });
});

describe('the sandbox page', () => {
  it('GIVEN /odds THEN the chart is an image in the message, loaded from the sandbox', async () => {
    await type('ana', '/odds push:1');
    const chart = pane('ana').locator('img[alt="push-odds-1-vs-1.png"]');
    await chart.waitFor();
    await expect.poll(() => chart.evaluate((img: any) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(100);
    await shot('odds-chart');
  });

  it("GIVEN a GM's secret Murphy reason THEN the channel shows only who used which command", async () => {
    await type('gail', '/murphy add amount:2 reason:the trap in the vault');
    await pane('gail').getByText('Gail used /murphy add').waitFor();
    for (const others of [channel(), pane('ana'), pane('ben')])
      expect(await others.getByText(/trap in the vault/).count()).toBe(0);
  });

  it('GIVEN a preset roll THEN a reroll redraws its one message in the channel', async () => {
    await type('gail', '/drama grant player:@Ana amount:5');
    await type('ana', '/roll preset:drama-pool notation:skill=3 ability=2 drama=3 2d8 d6 vs 6');
    const rolls = channel().locator('.msg', { hasText: 'rolled Drama dice: pool roll' });
    await rolls.first().waitFor();
    const text = () => rolls.first().locator('.md').first().textContent();
    const first = await text();
    await clickAs('ana');
    const menu = rolls.first().locator('.menu', { has: page.locator('select[aria-label^="Reroll one die"]') });
    await menu.locator('select').selectOption('0');
    await menu.getByRole('button', { name: 'Pick' }).click();
    await answered('ana', 'rerolled a die');
    await rolls
      .first()
      .getByText(/spends 1 drama to reroll one die/)
      .waitFor();
    expect(await rolls.count()).toBe(1);
    expect(await text()).not.toBe(first);
    await pane('ana').getByText('You have 1 drama left.').waitFor();
    await shot('preset-roll-redrawn');
  });

  it('GIVEN /conflict log THEN its file is a link that opens the Markdown log', async () => {
    await type('gail', '/conflict log');
    const link = pane('gail').locator('.files a.file').last();
    await link.waitFor();
    expect(await link.getAttribute('download')).toMatch(/\.md$/);
    const response = await page.request.get(new URL((await link.getAttribute('href'))!, sandbox.url).toString());
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(/^# Conflict \d+/);
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
    await anaInput.fill('/exchange lead target:Vi');
    await pane('ana').getByTestId('suggestion').filter({ hasText: 'Viktor' }).first().waitFor();
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
