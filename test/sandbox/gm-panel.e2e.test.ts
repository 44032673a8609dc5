/**
 * Screenshots of the GM's controls in a real browser (Debian's chromium driven by playwright-core,
 * 1280x800), for a person to look at: the GM panel opened from the campaign's message and its gang
 * form, the table's "GM moves…" panel, the Buy a goal menu priced against a gang of 12, and the
 * counter form of a proposal. Screenshots go to $TMPDIR/venus-sandbox-gm-panel/ (the main sandbox
 * test wipes its own folder, not this one).
 */
import { describe, it, vi } from 'vitest';
import {
  channel,
  clickInChannel,
  clickInPane,
  clickTable,
  fillForm,
  openInBrowser,
  pane,
  shot,
  table,
  type,
} from './browser';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

openInBrowser({ seed: 11, folder: 'venus-sandbox-gm-panel' });

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
