import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../src/config';

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
    }
  });
});

describe('LOG_FORMAT', () => {
  it('GIVEN nothing THEN text; GIVEN json THEN json; GIVEN another word THEN refused', () => {
    expect(readConfig(base).LOG_FORMAT).toBe('text');
    expect(readConfig({ ...base, LOG_FORMAT: 'json' }).LOG_FORMAT).toBe('json');
    expect(() => readConfig({ ...base, LOG_FORMAT: 'xml' })).toThrow('LOG_FORMAT must be text or json.');
  });
});
