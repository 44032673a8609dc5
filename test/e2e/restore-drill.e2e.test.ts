/**
 * The restore drill of the README, end to end: a campaign played through the Discord double, an
 * hourly backup taken while the bot runs and sent off the machine (a local rclone remote, or the
 * command target where rclone is not installed: the test says which), then `restore --start`
 * fetches it into a scratch folder and the bot plays on from it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type DoubleUser, opts, ref, type SentMessage, sub } from '../../tools/double';
import {
  type BotAgainstDouble,
  descendants,
  projectRoot,
  runScript,
  startBotAgainstDouble,
} from '../../tools/harness/bot-against-double';
import { expectNoLeaks } from './bot-process';
import { content } from './helpers';

const gm: DoubleUser = { id: '600000000000000701', username: 'greta' };
const pat: DoubleUser = { id: '600000000000000702', username: 'pat' };
// CI installs rclone (and sets VENUS_REQUIRE_RCLONE); elsewhere the drill uses the command target.
const rclone = spawnSync('rclone', ['version'], { stdio: 'ignore' }).status === 0 || !!process.env.VENUS_REQUIRE_RCLONE;

let world: BotAgainstDouble | undefined;
const stops: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const s of stops.reverse()) await s();
  await world?.stop();
});

const click = (
  double: BotAgainstDouble['double'],
  user: DoubleUser,
  message: SentMessage | undefined,
  label: string,
) => {
  const rows: { components?: { label?: string; custom_id?: string }[] }[] = Array.isArray(message?.data?.components)
    ? message.data.components
    : [];
  const button = rows.flatMap((r) => r.components ?? []).find((c) => c.label === label);
  if (!button) throw new Error(`no ${label} button on ${content(message)}`);
  return double.button(user, String(button.custom_id), ref(message!));
};

describe('the restore drill', () => {
  it('GIVEN a campaign backed up off the machine THEN restore --start brings it back in a scratch folder and play goes on', async () => {
    if (!rclone) console.warn('rclone is not installed: the restore drill uses the command target (BACKUP_COMMAND).');
    world = await startBotAgainstDouble({ seed: 11, double: { quietMs: 100 }, name: 'drill', logLevel: 'info' });
    const { double, dir } = world;
    await double.command(gm, 'campaign', sub('create', { name: 'Ishtar Deep' }));
    await double.command(pat, 'character', sub('create', { name: 'Jack' }));
    const [offer] = await double.command(gm, 'compel', opts({ character: 'Jack', points: 2, reason: 'pick a fight' }));
    await click(double, pat, offer, 'Refuse');

    // The hourly backup, taken while the bot runs, sent off the machine.
    const vault = join(dir, 'offsite');
    const target: Record<string, string> = rclone
      ? { BACKUP_REMOTE: `:local:${vault}` }
      : {
          BACKUP_COMMAND: `mkdir -p '${vault}' && cp "$1" '${vault}/' && f='${vault}'/"$2" && echo "$(sha256sum < "$f" | cut -c1-64) $(stat -c %s "$f")"`,
          BACKUP_FETCH_COMMAND: `cp "$(ls '${vault}'/venus-*.sqlite | tail -n 1)" "$1"`,
        };
    const settings = { ...world.env, BACKUP_DIR: join(dir, 'backups'), ...target };
    const backup = await runScript('dist/backup.js', settings);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain('size and checksum match');
    expect(readdirSync(vault)).toHaveLength(1);

    // The machine is lost: the bot goes, and so does its database and its local backups.
    await world.bot.kill('SIGKILL');
    double.disconnectAll();
    rmSync(join(dir, 'venus.sqlite'), { force: true });
    rmSync(join(dir, 'backups'), { recursive: true, force: true });

    const scratch = join(dir, 'drill');
    mkdirSync(scratch);
    const restore = spawn(process.execPath, ['--enable-source-maps', 'dist/restore.js', scratch, '--start'], {
      cwd: projectRoot,
      env: { ...settings, DATABASE_PATH: join(dir, 'venus.sqlite') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    restore.stdout.on('data', (d: Buffer) => (output += d.toString()));
    restore.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = once(restore, 'exit');
    stops.push(async () => {
      for (const pid of [...descendants(restore.pid!), restore.pid!])
        try {
          process.kill(pid, 'SIGKILL');
        } catch {}
      await exited;
    });
    await double.waitForBot(40_000).catch((err: Error) => {
      throw new Error(`${err.message}\nrestore output:\n${output}`);
    });
    expect(output).toMatch(/Restored .* into .*drill\/venus\.sqlite: 1 campaign\(s\), .*passed its check\./);
    expect(readdirSync(scratch)).toContain('venus.sqlite');

    // Play goes on from the restored campaign: its Murphy pool and log came back, and a new compel
    // is answered as before.
    const [murphy] = await double.command(gm, 'murphy', sub('show', {}));
    expect(content(murphy)).toContain('Murphy pool: 1');
    expect(content(murphy)).toContain('Jack refused a compel');
    const [again] = await double.command(gm, 'compel', opts({ character: 'Jack', points: 2, reason: 'trust a fixer' }));
    const accepted = await click(double, pat, again, 'Accept');
    expect(accepted.map(content).join('\n')).toContain('Jack: 2');

    // SIGTERM reaches the bot through the restore command, which exits as the bot did.
    restore.kill('SIGTERM');
    const [code] = (await exited) as [number | null];
    expect(code).toBe(0);
    expectNoLeaks(double);
  }, 120_000);
});
