// Threads (house rule `threads`): a conflict may live in a public thread off the campaign's channel.
// The campaign is bound to the parent channel, so every interaction from a thread carries it.
import type { Interaction } from 'discord.js';

/** The channel a thread hangs off, when the interaction comes from a (cached) thread; else null. */
export function parentChannelOf(i: Interaction): string | null {
  const channel = i.channel;
  return channel?.isThread() ? channel.parentId : null;
}

/**
 * Makes sure the interaction's channel is cached, so parentChannelOf can see a thread. Channels of
 * the guild come with it at login and threads the bot makes are cached when made; a thread it has
 * not seen yet is fetched once (and then cached by discord.js).
 */
export async function ensureChannelCached(i: Interaction): Promise<void> {
  if (i.channel || !i.channelId || !i.inGuild()) return;
  try {
    await i.client.channels.fetch(i.channelId);
  } catch {
    // Not visible to the bot: the caller is treated as in a plain channel.
  }
}
