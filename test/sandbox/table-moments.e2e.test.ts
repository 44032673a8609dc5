/**
 * The table's moments in a real browser (Debian's chromium driven by playwright-core), for the eye:
 * a dispute pressed on the lead's own message posts one line calling the leader; the table after a
 * move made once the sandbox's bot was restarted (one live table, edited in place); a follow-up with
 * a table of its own, under the finished conflict's, which keeps its result, Recap and Check the
 * dice. Screenshots go to $TMPDIR/venus-sandbox-table-moments/.
 */
import { describe, expect, it, vi } from 'vitest';
import { channel, clickInChannel, openInBrowser, sandbox, shot, type } from './browser';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

const AIRGUN = 'Coordination: Projectiles: Airgun';
openInBrowser({ seed: 11, folder: 'venus-sandbox-table-moments' });

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
