import { describe, expect, it } from 'vitest';
import { ConfigError, readBackupSettings, readConfig } from '../src/config';

const base = { DISCORD_TOKEN: 't', DISCORD_CLIENT_ID: '123456789012345678' };

describe('VENUS_SHARDS', () => {
  it('GIVEN nothing THEN one shard', () => {
    const config = readConfig(base);
    expect(config.VENUS_SHARDS).toBeUndefined();
    expect(config.deprecations).toEqual([]);
  });

  it('GIVEN VENUS_SHARDS=auto or a number THEN this process runs that many shards', () => {
    expect(readConfig({ ...base, VENUS_SHARDS: 'auto' }).VENUS_SHARDS).toBe('auto');
    expect(readConfig({ ...base, VENUS_SHARDS: '4' }).VENUS_SHARDS).toBe(4);
  });

  it('GIVEN the old name SHARDS THEN it still works, with one deprecation line', () => {
    const config = readConfig({ ...base, SHARDS: '2' });
    expect(config.VENUS_SHARDS).toBe(2);
    expect(config.deprecations).toEqual([
      'SHARDS is deprecated: rename it VENUS_SHARDS (same values; the shards now run in one process).',
    ]);
    expect(readConfig({ ...base, SHARDS: '2', VENUS_SHARDS: '3' })).toMatchObject({
      VENUS_SHARDS: 3,
      deprecations: ['SHARDS is deprecated and ignored: VENUS_SHARDS is set.'],
    });
  });

  it('GIVEN a range of a total THEN this process runs those shard ids of that many', () => {
    expect(readConfig({ ...base, VENUS_SHARDS: '0-3/8' }).VENUS_SHARDS).toEqual({ ids: [0, 1, 2, 3], count: 8 });
    expect(readConfig({ ...base, VENUS_SHARDS: '7-7/8' }).VENUS_SHARDS).toEqual({ ids: [7], count: 8 });
    expect(readConfig({ ...base, SHARDS: '2-3/4' }).VENUS_SHARDS).toEqual({ ids: [2, 3], count: 4 });
  });

  it('GIVEN 0, a word or a malformed range THEN one sentence refuses it, naming the setting', () => {
    for (const v of ['0', 'many', '-2', 'x/8', '0-3', '0-3/0', '1-2-3/8', ' 0-3/8x']) {
      expect(() => readConfig({ ...base, VENUS_SHARDS: v })).toThrow(
        new ConfigError(
          'VENUS_SHARDS must be auto, a whole number of shards (at least 1), a range of shard ids of a total such as 0-3/8, or left empty for one shard.',
        ),
      );
      expect(() => readConfig({ ...base, SHARDS: v })).toThrow(/^SHARDS must be auto, a whole number/);
    }
  });

  it('GIVEN a range backwards or past its total THEN one sentence says what is wrong', () => {
    expect(() => readConfig({ ...base, VENUS_SHARDS: '4-2/8' })).toThrow(
      new ConfigError('VENUS_SHARDS 4-2/8 must name its first shard id before its last, such as 2-4/8.'),
    );
    expect(() => readConfig({ ...base, VENUS_SHARDS: '0-8/8' })).toThrow(
      new ConfigError('VENUS_SHARDS 0-8/8 names shard id 8, but the shard ids of 8 shards go from 0 to 7.'),
    );
  });
});

describe('LOG_FORMAT', () => {
  it('GIVEN nothing THEN text; GIVEN json THEN json; GIVEN another word THEN refused', () => {
    expect(readConfig(base).LOG_FORMAT).toBe('text');
    expect(readConfig({ ...base, LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
    expect(() => readConfig({ ...base, LOG_FORMAT: 'xml' })).toThrow('LOG_FORMAT must be text or json.');
  });
});

describe('DISCORD_RETRY_MAX_SECONDS', () => {
  it('GIVEN nothing THEN 60; GIVEN a number THEN it; GIVEN 0 or a word THEN refused in one sentence', () => {
    expect(readConfig(base).DISCORD_RETRY_MAX_SECONDS).toBe(60);
    expect(readConfig({ ...base, DISCORD_RETRY_MAX_SECONDS: '5' }).DISCORD_RETRY_MAX_SECONDS).toBe(5);
    for (const bad of ['0', 'soon', '-3'])
      expect(() => readConfig({ ...base, DISCORD_RETRY_MAX_SECONDS: bad })).toThrow(
        'DISCORD_RETRY_MAX_SECONDS must be a whole number of seconds from 1 to 9999, or left empty for 60.',
      );
  });
});

describe('backup settings', () => {
  it('GIVEN nothing THEN ./backups beside ./data/venus.sqlite, nothing off the machine', () => {
    expect(readBackupSettings({})).toEqual({
      databasePath: './data/venus.sqlite',
      databaseUrl: undefined,
      dir: './backups',
      offHost: undefined,
    });
  });

  it('GIVEN BACKUP_REMOTE or BACKUP_COMMAND THEN that target; GIVEN both, or a remote without its colon THEN refused', () => {
    expect(readBackupSettings({ BACKUP_REMOTE: 'offsite:venus' }).offHost).toEqual({
      kind: 'rclone',
      remote: 'offsite:venus',
    });
    expect(readBackupSettings({ BACKUP_COMMAND: 'x "$1"', BACKUP_FETCH_COMMAND: 'y "$1"' }).offHost).toEqual({
      kind: 'command',
      send: 'x "$1"',
      fetch: 'y "$1"',
    });
    expect(() => readBackupSettings({ BACKUP_REMOTE: 'a:b', BACKUP_COMMAND: 'x' })).toThrow(ConfigError);
    expect(() => readBackupSettings({ BACKUP_REMOTE: 'offsite' })).toThrow(/BACKUP_REMOTE must be an rclone remote/);
    expect(() => readBackupSettings({ BACKUP_FETCH_COMMAND: 'y' })).toThrow(/without BACKUP_COMMAND/);
  });
});
