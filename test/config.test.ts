import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../src/config';

const base = { DISCORD_TOKEN: 't', DISCORD_CLIENT_ID: '123456789012345678' };

describe('VENUS_SHARDS and VENUS_PROCESSES', () => {
  it('GIVEN neither THEN one shard in one process (no sharding manager)', () => {
    const config = readConfig(base);
    expect(config.VENUS_SHARDS).toBeUndefined();
    expect(config.VENUS_PROCESSES).toBeUndefined();
    expect(config.isShard).toBe(false);
    expect(config.deprecations).toEqual([]);
  });

  it('GIVEN VENUS_SHARDS=auto or a number THEN this process runs that many shards', () => {
    expect(readConfig({ ...base, VENUS_SHARDS: 'auto' }).VENUS_SHARDS).toBe('auto');
    expect(readConfig({ ...base, VENUS_SHARDS: '4' }).VENUS_SHARDS).toBe(4);
    expect(readConfig({ ...base, VENUS_PROCESSES: '2' }).VENUS_PROCESSES).toBe(2);
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

  it('GIVEN 0 or a word THEN one sentence refuses it, naming the setting', () => {
    for (const v of ['0', 'many', '-2']) {
      expect(() => readConfig({ ...base, VENUS_SHARDS: v })).toThrow(
        new ConfigError(
          'VENUS_SHARDS must be auto or a whole number of shards (at least 1), or left empty for one shard.',
        ),
      );
      expect(() => readConfig({ ...base, SHARDS: v })).toThrow(
        new ConfigError('SHARDS must be auto or a whole number of shards (at least 1), or left empty for one shard.'),
      );
      expect(() => readConfig({ ...base, VENUS_PROCESSES: v })).toThrow(/^VENUS_PROCESSES must be auto/);
    }
  });

  it('GIVEN both VENUS_SHARDS and VENUS_PROCESSES THEN refused', () => {
    expect(() => readConfig({ ...base, VENUS_SHARDS: '2', VENUS_PROCESSES: '2' })).toThrow(/not both/);
  });

  it('GIVEN a process the sharding manager started (SHARDS is its shard id) THEN it is a shard', () => {
    const config = readConfig({
      ...base,
      SHARDING_MANAGER: 'true',
      SHARDS: '0',
      SHARD_COUNT: '2',
      VENUS_PROCESSES: '2',
    });
    expect(config.VENUS_SHARDS).toBeUndefined();
    expect(config.isShard).toBe(true);
    expect(config.deprecations).toEqual([]);
  });
});

describe('LOG_FORMAT', () => {
  it('GIVEN nothing THEN text; GIVEN json THEN json; GIVEN another word THEN refused', () => {
    expect(readConfig(base).LOG_FORMAT).toBe('text');
    expect(readConfig({ ...base, LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
    expect(() => readConfig({ ...base, LOG_FORMAT: 'xml' })).toThrow('LOG_FORMAT must be text or json.');
  });
});

describe('a shard the sharding manager started', () => {
  const shard = { ...base, SHARDING_MANAGER: 'true', SHARD_COUNT: '4' };
  it('GIVEN SHARDS and SHARD_COUNT THEN its shard and the count, for its partition file', () => {
    expect(readConfig({ ...shard, SHARDS: '2' }).shard).toEqual({ id: 2, count: 4 });
    expect(readConfig({ ...shard, SHARDS: '[3]' }).shard).toEqual({ id: 3, count: 4 });
    expect(readConfig(base).shard).toBeUndefined();
  });

  it('GIVEN a shard id outside the count THEN refused', () => {
    expect(() => readConfig({ ...shard, SHARDS: '4' })).toThrow(ConfigError);
    expect(() => readConfig({ ...shard, SHARDS: '[0,1]' })).toThrow(ConfigError);
  });
});
