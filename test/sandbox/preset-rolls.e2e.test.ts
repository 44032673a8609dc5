/**
 * One roll of each /roll preset in the sandbox, in a real browser (Debian's chromium driven by
 * playwright-core), each saved as a screenshot of its message in the channel, to read as a player
 * reads it. The words are checked here too: a roll says what happened in a sentence, never a bare
 * list of faces in brackets. Screenshots go to $TMPDIR/venus-sandbox-preset-rolls/.
 */
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { PRESETS } from '../../src/rules/systems';
import { channel, openInBrowser, page, pane, shots, type } from './browser';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

openInBrowser({ seed: 7, folder: 'venus-sandbox-preset-rolls' });

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
