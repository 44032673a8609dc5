import type { RandomSource } from '../../rules';
import type { Db } from '../../store/engine/db';
import type { UserId } from '../../store/engine/ids';

/** What every use case needs from outside: storage, dice, and the clock. */
export interface Deps {
  db: Db;
  random: RandomSource;
  now: () => Date;
  /** Salts for pool commitments; tests pass a deterministic one. Default: Web-grade random bytes. */
  salt?: () => string;
}

/** Who is calling, and from where (a Discord guild channel). */
export interface Caller {
  userId: UserId;
  guildId: string;
  channelId: string;
  /** For a thread: the channel it hangs off, where the campaign is bound. */
  parentChannelId?: string | null;
  /** The Discord interaction id: a second delivery of the same id does nothing (exactly-once). */
  interactionId?: string;
  /** Display name for messages; falls back to a mention. */
  displayName?: string;
}
