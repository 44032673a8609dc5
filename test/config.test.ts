import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../src/config';

const base = { DISCORD_TOKEN: 't', DISCORD_CLIENT_ID: '123456789012345678' };

describe('SHARDS', () => {
  it('GIVEN no SHARDS THEN one process (no sharding manager)', () => {
    const config = readConfig(base);
    expect(config.SHARDS).toBeUndefined();
    expect(config.isShard).toBe(false);
  });

  it('GIVEN SHARDS=auto or a number THEN the sharding manager runs that many', () => {
    expect(readConfig({ ...base, SHARDS: 'auto' }).SHARDS).toBe('auto');
    expect(readConfig({ ...base, SHARDS: '4' }).SHARDS).toBe(4);
  });

  it('GIVEN SHARDS=0 or a word THEN one sentence refuses it', () => {
    for (const SHARDS of ['0', 'many', '-2']) {
      expect(() => readConfig({ ...base, SHARDS })).toThrow(ConfigError);
      expect(() => readConfig({ ...base, SHARDS })).toThrow(
        'SHARDS must be auto or a whole number of shards (at least 1), or left empty for one process.',
      );
    }
  });

  it('GIVEN a process the sharding manager started (SHARDS is its shard id) THEN it is a shard', () => {
    const config = readConfig({ ...base, SHARDING_MANAGER: 'true', SHARDS: '0', SHARD_COUNT: '2' });
    expect(config.SHARDS).toBeUndefined();
    expect(config.isShard).toBe(true);
  });
});
