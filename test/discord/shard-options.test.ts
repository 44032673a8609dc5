/** VENUS_SHARDS as discord.js's client options: which shard ids this process runs, of how many. */
import { describe, expect, it } from 'vitest';
import { shardOptions } from '../../src/discord/shard-options';

describe('shardOptions', () => {
  it('GIVEN nothing THEN no option (one shard); GIVEN auto THEN discord.js asks Discord', () => {
    expect(shardOptions(undefined)).toEqual({});
    expect(shardOptions('auto')).toEqual({ shards: 'auto' });
  });

  it('GIVEN a count THEN every shard id of it, here', () => {
    expect(shardOptions(3)).toEqual({ shards: [0, 1, 2], shardCount: 3 });
  });

  it('GIVEN a range of a total (0-3/8) THEN those ids, of that total', () => {
    expect(shardOptions({ ids: [0, 1, 2, 3], count: 8 })).toEqual({ shards: [0, 1, 2, 3], shardCount: 8 });
    expect(shardOptions({ ids: [5], count: 8 })).toEqual({ shards: [5], shardCount: 8 });
  });
});
