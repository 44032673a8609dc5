// The servers, channels and people of a load run: tables spread over servers, servers spread over
// two shards by Discord's formula, two people per table (a GM and a player).
import { type DoubleUser, snowflakeOnShard } from '../double';

export interface TableSeat {
  no: number;
  guildId: string;
  channelId: string;
  gm: DoubleUser;
  player: DoubleUser;
}

export interface World {
  guildIds: string[];
  /** Each server's table channels (the double announces them, as Discord does, at login). */
  channels: Record<string, string[]>;
  tables: TableSeat[];
}

export function makeWorld(servers: number, tables: number, shards = 2): World {
  const guildIds = Array.from({ length: servers }, (_, i) => snowflakeOnShard(i % shards, shards));
  const seats: TableSeat[] = Array.from({ length: tables }, (_, no) => ({
    no,
    guildId: guildIds[no % servers]!,
    channelId: String(400_000_000_000_000_000n + BigInt(no)),
    gm: { id: String(500_000_000_000_000_000n + BigInt(2 * no)), username: `gm${no}` },
    player: { id: String(500_000_000_000_000_000n + BigInt(2 * no + 1)), username: `player${no}` },
  }));
  const channels: Record<string, string[]> = {};
  for (const t of seats) (channels[t.guildId] ??= []).push(t.channelId);
  return { guildIds, channels, tables: seats };
}
