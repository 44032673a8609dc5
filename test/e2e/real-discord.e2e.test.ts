/**
 * Discord as it really is: a conflict played over days (interaction tokens last 15 minutes, the
 * double's clock moves), and slow work (a slow download, a database another process holds)
 * acknowledged within Discord's 3 seconds. The double refuses and records anything late or any
 * expired token, and the shared afterEach fails the test that caused it.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_ENGINE } from '../support/test-store';
import { type Proc, projectRoot, startBot, stopBot } from './bot-process';
import { type DiscordDouble, type DoubleUser, ref, type SentMessage } from '../../tools/double';
import {
  anaAndBeaAgainstViktor,
  answered,
  content,
  customIds,
  poolIn,
  publicOnes,
  pushButtonId,
  toggleDice,
  typedCommands,
} from './helpers';

const gm: DoubleUser = { id: '470000000000000001', username: 'gail' };
const ana: DoubleUser = { id: '470000000000000002', username: 'ana' };
const bea: DoubleUser = { id: '470000000000000003', username: 'bea' };
const DAY = 24 * 60 * 60 * 1000;

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let double: DiscordDouble;
let bot: Proc;
let dir: string;
const run = typedCommands(() => double);

beforeAll(async () => {
  ({ double, bot, dir } = await startBot({ seed: 47, quietMs: 100, answerTimeoutMs: 15_000, name: 'real' }));
});
afterAll(() => stopBot({ double, bot, dir }));

const onePublic = (sent: SentMessage[]): SentMessage => {
  const publics = publicOnes(answered(sent));
  expect(publics, JSON.stringify(sent.map(content))).toHaveLength(1);
  return publics[0]!;
};

/** The GM clicks Respond on a lead, picks their lowest die if asked, and names the action in the form. */
async function respondThroughButton(lead: SentMessage, action: string): Promise<SentMessage> {
  let [next] = answered(await double.button(gm, customIds(lead)[0]!, ref(lead)));
  let menu = next;
  if (next?.kind !== 'modal') {
    expect(next).toMatchObject({ ephemeral: true });
    const ready = await toggleDice(double, gm, next!, [poolIn([next!]).at(-1)!]);
    [next] = await double.button(gm, pushButtonId(ready), ref(ready));
  } else menu = undefined;
  expect(next).toMatchObject({ kind: 'modal' });
  return onePublic(await double.modalSubmit(gm, next!.data.custom_id, { action }, menu ? ref(menu) : undefined));
}

describe('a conflict over three days', () => {
  it('GIVEN a lead on day one THEN its Respond button answers on day two and is then disabled, another exchange runs on days three and four, and no expired token is ever used', async () => {
    const pools = await anaAndBeaAgainstViktor(run, { gm, ana, bea }, 'Slow Burn');

    // Day 1: Ana leads with one die.
    const lead = onePublic(
      await run(ana, 'exchange', 'lead', {
        target: 'Viktor',
        action: 'I take aim from the gantry',
        dice: String(pools.Ana[0]!),
      }),
    );
    expect(content(lead)).toContain('**Ana** leads exchange 1');

    // Day 2: the GM answers through the button on Monday's message.
    double.clock.advance(DAY);
    const resolved = await respondThroughButton(lead, 'Viktor ducks behind a pylon');
    expect(content(resolved)).toContain('**Exchange 1 resolved**');
    // Monday's Respond button is disabled now, by the bot editing its own message (no token).
    await expect(double.button(gm, customIds(lead)[0]!, ref(lead))).rejects.toThrow(/disabled/);
    expect(
      double.calls.some(
        (c) => c.method === 'PATCH' && c.path.endsWith(`/channels/${double.channelId}/messages/${lead.messageId}`),
      ),
    ).toBe(true);

    // Day 3: Bea leads; day 4: the GM answers it through the button again.
    double.clock.advance(DAY);
    const second = onePublic(
      await run(bea, 'exchange', 'lead', {
        target: 'Viktor',
        action: 'I charge the door',
        dice: String(pools.Bea[0]!),
      }),
    );
    expect(content(second)).toContain('**Bea** leads exchange 2');
    expect(second.data.allowed_mentions).toEqual({ parse: [], users: [gm.id] }); // the one the table now waits on
    double.clock.advance(DAY);
    const [waiting] = answered(await run(ana, 'conflict', 'status'));
    expect(content(waiting)).toMatch(
      /\*\*Waiting for\*\*: Viktor to answer Bea's lead with 1 die since <t:\d+:f> \(<t:\d+:R>\)\./,
    );
    expect(waiting?.data.allowed_mentions).toEqual({ parse: [], users: [] }); // a status pings nobody
    const resolved2 = await respondThroughButton(second, 'Viktor braces the door');
    expect(content(resolved2)).toContain('**Exchange 2 resolved**');

    // Still day 4: with this seed every side is out of dice, so the conflict ended by itself.
    const [status] = answered(await run(ana, 'conflict', 'status'));
    expect(content(status)).toMatch(/\*\*Conflict over .*\*\* \(over\)/);
    expect(content(status)).toContain('Books: 2');
    // Exchange 2's Respond button is disabled too; "My pool" on a result still answers after the end.
    await expect(double.button(gm, customIds(second)[0]!, ref(second))).rejects.toThrow(/disabled/);
    const [mine] = answered(await double.button(ana, customIds(resolved)[0]!, ref(resolved)));
    expect(mine).toMatchObject({ ephemeral: true, userId: ana.id });
    expect(double.violations).toEqual([]);
  });

  it('GIVEN an old interaction token THEN the double refuses it like Discord (10015) and records it', async () => {
    const [sheet] = await run(ana, 'character', 'show', { character: 'Ana' });
    const call = [...double.calls].reverse().find((c) => c.path.includes('/callback'))!;
    const token = call.path.split('/')[5]!;
    double.clock.advance(16 * 60 * 1000);
    const res = await fetch(
      `${double.apiUrl}/v10/webhooks/${double.applicationId}/${token}/messages/${sheet!.messageId}`,
      {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ content: 'too late' }),
      },
    );
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: number }).code).toBe(10015);
    const [late] = double.takeViolations();
    expect(late?.message).toContain('tokens last 15 min');
  });
});

describe('slow work is acknowledged within 3 seconds', () => {
  it('GIVEN a campaign file whose download takes 4 s THEN /campaign import answers "thinking" at once and then imports it', async () => {
    const exported = await run(gm, 'campaign', 'export');
    const withFile = exported.find((m) => m.files.length > 0)!;
    const call = [...double.calls].reverse().find((c) => c.files.includes(withFile.files[0]!))!;
    const text = call.fileBytes![0]!.toString('utf8');
    const elsewhere = '470000000000000099';
    const file = double.attachment('slow.json', text, 'application/json', undefined, 4000);
    const sent = await double.command(
      gm,
      'campaign',
      [{ name: 'import', type: 1, options: [{ name: 'file', type: 11, value: file.id }] }],
      { channelId: elsewhere },
    );
    expect(sent[0]).toMatchObject({ kind: 'deferred', ephemeral: false });
    const [imported] = answered(sent);
    expect(imported).toMatchObject({ kind: 'edit', ephemeral: false });
    expect(content(imported)).toContain('Campaign **Slow Burn** is imported into this channel');
  });

  // SQLite only: another process's write lock is SQLite's busy error, which the bot waits out (PostgreSQL has no such file lock).
  it.skipIf(TEST_ENGINE === 'postgres')(
    'GIVEN another process holds the database for 4 s THEN a command is acknowledged privately at once and answered once the database is free',
    async () => {
      const holder = holdDatabase(join(dir, 'venus.sqlite'), 4000);
      await holder.locked;
      const sent = await run(bea, 'character', 'show', { character: 'Bea' });
      await holder.done;
      expect(sent[0]).toMatchObject({ kind: 'deferred', ephemeral: true });
      const shown = answered(sent);
      expect(shown.map((m) => m.ephemeral)).toEqual([true, false]);
      expect(content(shown[1])).toContain('**Bea**');
    },
  );

  it('GIVEN every interaction of this file THEN each was acknowledged within 3 s', () => {
    const delays = double.ackDelays();
    expect(delays.length).toBeGreaterThan(20);
    expect(delays.filter((d) => d.ms > 3000)).toEqual([]);
  });
});

/** Another process that takes the database's write lock, holds it `ms`, and lets go. */
function holdDatabase(path: string, ms: number): { locked: Promise<void>; done: Promise<void> } {
  const script = `
    const Database = require('better-sqlite3');
    const db = new Database(process.argv[1]);
    db.exec('BEGIN IMMEDIATE');
    process.stdout.write('locked\\n');
    setTimeout(() => { db.exec('COMMIT'); db.close(); }, Number(process.argv[2]));
  `;
  const child = spawn(process.execPath, ['-e', script, path, String(ms)], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const locked = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => d.toString().includes('locked') && resolve());
    child.once('exit', (code) => reject(new Error(`the database holder exited (${code}) before locking`)));
  });
  return { locked, done: once(child, 'exit').then(() => undefined) };
}
