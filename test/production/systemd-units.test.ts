/**
 * The systemd units in deploy/: checked by `systemd-analyze verify` where systemd is installed
 * (skipped elsewhere), and for what a small VPS relies on: restart on failure, the database in a
 * state directory, a graceful stop, and a timer that runs the backup.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const deploy = join(import.meta.dirname, '../../deploy');
const units = ['venus-conflict-bot.service', 'venus-conflict-bot-backup.service', 'venus-conflict-bot-backup.timer'];
const analyze = ['/usr/bin/systemd-analyze', '/bin/systemd-analyze'].find((p) => existsSync(p));
const unit = (name: string) => readFileSync(join(deploy, name), 'utf8');
/** The value of `key=` in a unit (the last one wins in systemd; one each here). */
const setting = (text: string, key: string) => [...text.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((m) => m[1]);

describe('deploy/ systemd units', () => {
  it.skipIf(!analyze)('GIVEN systemd-analyze THEN every unit verifies with no warning', async () => {
    const { stdout, stderr } = await promisify(execFile)(
      analyze!,
      ['verify', '--man=no', ...units.map((u) => `./${u}`)],
      {
        cwd: deploy,
      },
    );
    expect(`${stdout}${stderr}`.trim()).toBe('');
  });

  it('GIVEN the bot service THEN it restarts on failure, keeps its database in its state directory and stops gracefully', () => {
    const bot = unit('venus-conflict-bot.service');
    expect(setting(bot, 'Restart')).toEqual(['on-failure']);
    expect(setting(bot, 'StateDirectory')[0]).toMatch(/^venus-conflict-bot\b/);
    expect(setting(bot, 'Environment')).toContain('DATABASE_PATH=/var/lib/venus-conflict-bot/venus.sqlite');
    expect(setting(bot, 'Environment')).toContain('LOG_FORMAT=json');
    expect(setting(bot, 'KillSignal')).toEqual(['SIGTERM']);
    expect(setting(bot, 'ExecStart')).toEqual(['/usr/bin/node --enable-source-maps dist/main.js']);
  });

  it('GIVEN the timer THEN it runs the backup service daily, which backs up the same database into the state directory', () => {
    const timer = unit('venus-conflict-bot-backup.timer');
    expect(setting(timer, 'Unit')).toEqual(['venus-conflict-bot-backup.service']);
    expect(setting(timer, 'OnCalendar')).toEqual(['daily']);
    const backup = unit('venus-conflict-bot-backup.service');
    expect(setting(backup, 'ExecStart')[0]).toContain('dist/backup.js "/var/lib/venus-conflict-bot/backups/');
    expect(setting(backup, 'Environment')).toEqual(
      expect.arrayContaining(
        setting(unit('venus-conflict-bot.service'), 'Environment').filter((e) => e?.startsWith('DATABASE_PATH=')),
      ),
    );
  });
});
