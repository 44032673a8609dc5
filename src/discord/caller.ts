import type { Interaction } from 'discord.js';
import { asUserId, type Caller } from '../app';
import { Refusal } from './refusal';
import { parentChannelOf } from './thread';

/** Who is calling, from where: the use cases' view of a Discord interaction. */
export function callerOf(i: Interaction): Caller {
  if (!i.guildId || !i.channelId) throw new Refusal('discord/not-in-server');
  const member = i.member && 'displayName' in i.member ? i.member.displayName : null;
  return {
    userId: asUserId(i.user.id),
    guildId: i.guildId,
    channelId: i.channelId,
    parentChannelId: parentChannelOf(i),
    interactionId: i.id,
    displayName: member ?? i.user.globalName ?? i.user.username,
  };
}

/** The same caller for a read-only look-up that must not count as handling the interaction. */
export function lookupCaller(i: Interaction): Caller {
  return { ...callerOf(i), interactionId: undefined };
}
