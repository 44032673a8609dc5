/**
 * A nudge as the sandbox page shows it, in a real browser (Debian's chromium driven by
 * playwright-core): under the house rule `nudge 1h`, Viktor leads at Ana; the bot restarted with its
 * clock two hours ahead (VENUS_CLOCK_AHEAD_HOURS, tests only) pings Ana once in the channel. The
 * moves are sent to the double directly (the whole conflict by clicks is sandbox.e2e.test.ts's);
 * the page shows them as they come. Screenshot in $TMPDIR/venus-sandbox-nudge/.
 */
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { SANDBOX_USERS } from '../../tools/sandbox/sandbox';
import { poolIn, typedCommands } from '../e2e/helpers';
import { openInBrowser, page, sandbox, shots } from './browser';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

const AIRGUN = 'Coordination: Projectiles: Airgun';
const [gail, ana] = SANDBOX_USERS as [(typeof SANDBOX_USERS)[number], (typeof SANDBOX_USERS)[number]];
const run = typedCommands(() => sandbox.double);
openInBrowser({ seed: 64, folder: 'venus-sandbox-nudge' });

describe('a nudge in the sandbox', () => {
  it('GIVEN nudge 1h and a lead unanswered for two hours THEN the channel shows one line pinging Ana', async () => {
    await run(gail, 'campaign', 'create', { name: 'Slow Play' });
    await run(gail, 'campaign', 'set', { rule: 'nudge', value: '1h' });
    await run(ana, 'character', 'create', { name: 'Ana' });
    for (const path of ['Coordination', 'Coordination: Projectiles', AIRGUN])
      await run(ana, 'character', 'skill', { path });
    await run(gail, 'npc', 'create', { name: 'Viktor' });
    await run(ana, 'conflict', 'start', { primary: AIRGUN, against: 'Viktor' });
    await run(gail, 'conflict', 'secondary', { skill: 'Physique' });
    await run(ana, 'conflict', 'roll');
    const [die] = poolIn(await run(gail, 'conflict', 'roll'));
    await run(gail, 'conflict', 'begin');
    await run(gail, 'exchange', 'lead', { target: 'Ana', action: 'A jab', dice: `${die}` });
    const channel = page.getByTestId('channel');
    await channel
      .getByText(/Viktor.* leads exchange 1/)
      .first()
      .waitFor();
    expect(await channel.getByText(/table waits for you/).count()).toBe(0);

    await sandbox.restart({ VENUS_CLOCK_AHEAD_HOURS: '2' });
    const nudge = channel.getByText(/the table waits for you to answer Viktor's lead/);
    await nudge.waitFor({ timeout: 20_000 });
    await nudge.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, 'nudge.png') });
    expect(await nudge.count()).toBe(1);
  });
});
