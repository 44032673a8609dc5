/**
 * The systemd units in deploy/: checked by `systemd-analyze verify` and scored by `systemd-analyze
 * security --offline=yes` (4.0 or lower) where systemd is installed (skipped elsewhere; CI sets
 * VENUS_REQUIRE_SYSTEMD, so there a missing systemd-analyze fails), and for what a small VPS relies
 * on: restarts that outlast an outage, the database in a state directory, a graceful stop, hourly
 * backups at low priority, and a notification when a unit fails.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const deploy = join(import.meta.dirname, '../../deploy');
const units = readdirSync(deploy).filter((f) => /\.(service|timer)$/.test(f));
const services = units.filter((u) => u.endsWith('.service'));
const analyze =
  ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find((p) => existsSync(p)) ??
  (process.env.VENUS_REQUIRE_SYSTEMD ? 'systemd-analyze' : undefined);
const unit = (name: string) => readFileSync(join(deploy, name), 'utf8');
/** The values of `key=` in a unit, in order (the last one wins in systemd, except for lists). */
const setting = (text: string, key: string) => [...text.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((m) => m[1]);
const run = promisify(execFile);

describe('deploy/ systemd units', () => {
  it('GIVEN deploy/ THEN it holds the bot, the backup, its timer and the notify unit', () => {
    expect(units.sort()).toEqual([
      'venus-conflict-bot-backup.service',
      'venus-conflict-bot-backup.timer',
      'venus-conflict-bot-notify@.service',
      'venus-conflict-bot.service',
    ]);
  });

  it.skipIf(!analyze)('GIVEN systemd-analyze THEN every unit verifies with no warning', async () => {
    const { stdout, stderr } = await run(analyze!, ['verify', '--man=no', ...units.map((u) => `./${u}`)], {
      cwd: deploy,
    });
    expect(`${stdout}${stderr}`.trim()).toBe('');
  });

  it.skipIf(!analyze)('GIVEN systemd-analyze security THEN every service scores 4.0 or lower', async () => {
    for (const service of services) {
      // --threshold=40: the command fails above an exposure of 4.0.
      const result = await run(analyze!, ['security', '--offline=yes', '--threshold=40', `./${service}`], {
        cwd: deploy,
      }).then(
        (r) => ({ code: 0, out: r.stdout }),
        (e: { code: number; stdout: string }) => ({ code: e.code, out: e.stdout }),
      );
      const score = Number(/Overall exposure level for .*: (\d+\.\d)/.exec(result.out)?.[1]);
      expect(score, service).toBeLessThanOrEqual(4.0);
      expect(result.code, service).toBe(0);
    }
  });

  it('GIVEN the sandboxes THEN none forbids writable executable memory, which V8 needs', () => {
    for (const service of services) expect(setting(unit(service), 'MemoryDenyWriteExecute'), service).toEqual([]);
  });

  it('GIVEN the bot service THEN an outage never leaves it failed: restarts have no start limit, and only exit 1 (no restart mends it) stops them', () => {
    const bot = unit('venus-conflict-bot.service');
    expect(setting(bot, 'Restart')).toEqual(['on-failure']);
    expect(setting(bot, 'StartLimitIntervalSec')).toEqual(['0']);
    expect(setting(bot, 'RestartPreventExitStatus')).toEqual(['1']);
    expect(Number(setting(bot, 'RestartSec')[0])).toBeGreaterThan(0);
    expect(setting(bot, 'OnFailure')).toEqual(['venus-conflict-bot-notify@%n.service']);
  });

  it('GIVEN the bot service THEN it keeps its database in its state directory, logs JSON and stops gracefully', () => {
    const bot = unit('venus-conflict-bot.service');
    expect(setting(bot, 'StateDirectory')[0]).toMatch(/^venus-conflict-bot\b/);
    expect(setting(bot, 'Environment')).toContain('DATABASE_PATH=/var/lib/venus-conflict-bot/venus.sqlite');
    expect(setting(bot, 'Environment')).toContain('LOG_FORMAT=json');
    expect(setting(bot, 'KillSignal')).toEqual(['SIGTERM']);
    expect(setting(bot, 'ExecStart')).toEqual(['/usr/bin/node --enable-source-maps dist/main.js']);
  });

  it('GIVEN the timer THEN it runs the backup hourly, which backs up the same database at low priority and reports a failure', () => {
    const timer = unit('venus-conflict-bot-backup.timer');
    expect(setting(timer, 'Unit')).toEqual(['venus-conflict-bot-backup.service']);
    expect(setting(timer, 'OnCalendar')).toEqual(['hourly']);
    expect(setting(timer, 'Persistent')).toEqual(['true']);
    const backup = unit('venus-conflict-bot-backup.service');
    expect(setting(backup, 'ExecStart')).toEqual(['/usr/bin/node --enable-source-maps dist/backup.js']);
    expect(setting(backup, 'Environment')).toEqual(
      expect.arrayContaining([
        'BACKUP_DIR=/var/lib/venus-conflict-bot/backups',
        ...setting(unit('venus-conflict-bot.service'), 'Environment').filter((e) => e?.startsWith('DATABASE_PATH=')),
      ]),
    );
    expect(setting(backup, 'Nice')).toEqual(['19']);
    expect(setting(backup, 'CPUSchedulingPolicy')).toEqual(['idle']);
    expect(setting(backup, 'IOSchedulingClass')).toEqual(['idle']);
    expect(setting(backup, 'OnFailure')).toEqual(['venus-conflict-bot-notify@%n.service']);
    // Retention is the backup's own (only checked copies, exactly what the README says): no find -delete.
    expect(setting(backup, 'ExecStartPost')).toEqual([]);
  });

  it('GIVEN the notify unit THEN it runs the operator command with the failed unit, and documents an example', async () => {
    const notify = unit('venus-conflict-bot-notify@.service');
    expect(notify).toMatch(/^#\s+VENUS_NOTIFY_COMMAND='curl .*'$/m);
    // The shell ExecStart runs, once systemd has turned $$ into $ and %i into the unit's name.
    const execStart = setting(notify, 'ExecStart')[0]!;
    const script = /^\/bin\/sh -c '(.*)' notify %i$/.exec(execStart)?.[1]?.replaceAll('$$', '$');
    expect(script).toBeDefined();
    const shell = (env: Record<string, string>) =>
      run('/bin/sh', ['-c', script!, 'notify', 'venus-conflict-bot-backup.service'], {
        env: { PATH: process.env.PATH, ...env },
      });
    expect((await shell({})).stdout).toBe(
      '<4>venus-conflict-bot-backup.service failed; VENUS_NOTIFY_COMMAND is not set in /etc/venus-conflict-bot.env, so nobody was told.\n',
    );
    expect((await shell({ VENUS_NOTIFY_COMMAND: 'echo "told: $1"' })).stdout).toBe(
      'told: venus-conflict-bot-backup.service\n',
    );
  });
});
