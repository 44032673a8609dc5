/** Builders for the Discord objects the double sends (users, guild, channel, messages). */
import type { DoubleUser } from './types';

export interface DoubleIds {
  applicationId: string;
  guildId: string;
  channelId: string;
  botUserId: string;
  /** Threads made by the bot (POST /channels/:id/threads) or named by tests: thread id → parent channel id. */
  threads?: Map<string, string>;
}

/** A generous permission set (every bit up to 2^50) so permission checks pass. */
export const ALL_PERMISSIONS = ((1n << 51n) - 1n).toString();
export const BOT_NAME = 'venus-double-bot';
const JOINED_AT = '2024-01-01T00:00:00.000Z';

export function userObject(user: DoubleUser, bot = false): Record<string, unknown> {
  return {
    id: user.id,
    username: user.username,
    discriminator: '0',
    global_name: bot ? null : user.username,
    avatar: null,
    bot,
    flags: 0,
    public_flags: 0,
  };
}

export function botUser(ids: DoubleIds): Record<string, unknown> {
  return { ...userObject({ id: ids.botUserId, username: BOT_NAME }, true), verified: true, mfa_enabled: false };
}

export function memberObject(user: Record<string, unknown>): Record<string, unknown> {
  return {
    user,
    roles: [],
    nick: null,
    avatar: null,
    joined_at: JOINED_AT,
    premium_since: null,
    deaf: false,
    mute: false,
    pending: false,
    flags: 0,
    permissions: ALL_PERMISSIONS,
  };
}

export function channelObject(
  ids: DoubleIds,
  channelId = ids.channelId,
  guildId = ids.guildId,
): Record<string, unknown> {
  const parent = ids.threads?.get(channelId);
  if (parent !== undefined) return threadObject(ids, channelId, parent, guildId);
  return {
    id: channelId,
    type: 0,
    guild_id: guildId,
    name: channelId === ids.channelId ? 'conflict' : `channel-${channelId}`,
    position: 0,
    permission_overwrites: [],
    parent_id: null,
    topic: null,
    nsfw: false,
    last_message_id: null,
    rate_limit_per_user: 0,
    flags: 0,
  };
}

/** A public thread (type 11) hanging off `parentId`. */
export function threadObject(
  ids: DoubleIds,
  threadId: string,
  parentId: string,
  guildId = ids.guildId,
  name = `thread-${threadId}`,
): Record<string, unknown> {
  return {
    id: threadId,
    type: 11,
    guild_id: guildId,
    parent_id: parentId,
    name,
    owner_id: ids.botUserId,
    last_message_id: null,
    rate_limit_per_user: 0,
    message_count: 0,
    member_count: 1,
    total_message_sent: 0,
    flags: 0,
    thread_metadata: {
      archived: false,
      auto_archive_duration: 1440,
      archive_timestamp: new Date().toISOString(),
      locked: false,
    },
  };
}

export function guildObject(ids: DoubleIds): Record<string, unknown> {
  return {
    id: ids.guildId,
    name: 'Venus Double Guild',
    icon: null,
    splash: null,
    discovery_splash: null,
    banner: null,
    description: null,
    owner_id: '100000000000000001',
    afk_channel_id: null,
    afk_timeout: 300,
    verification_level: 0,
    default_message_notifications: 0,
    explicit_content_filter: 0,
    mfa_level: 0,
    nsfw_level: 0,
    premium_tier: 0,
    premium_subscription_count: 0,
    premium_progress_bar_enabled: false,
    preferred_locale: 'en-US',
    application_id: null,
    system_channel_id: null,
    system_channel_flags: 0,
    rules_channel_id: null,
    public_updates_channel_id: null,
    safety_alerts_channel_id: null,
    vanity_url_code: null,
    max_members: 500000,
    max_video_channel_users: 25,
    features: [],
    emojis: [],
    stickers: [],
    roles: [
      {
        id: ids.guildId,
        name: '@everyone',
        color: 0,
        colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
        hoist: false,
        icon: null,
        unicode_emoji: null,
        position: 0,
        permissions: ALL_PERMISSIONS,
        managed: false,
        mentionable: false,
        flags: 0,
      },
    ],
    joined_at: JOINED_AT,
    large: false,
    unavailable: false,
    member_count: 1,
    // Discord always includes the bot's own member, so guild.members.me works.
    members: [memberObject(botUser(ids))],
    channels: [channelObject(ids)],
    threads: [],
    presences: [],
    voice_states: [],
    stage_instances: [],
    guild_scheduled_events: [],
    soundboard_sounds: [],
  };
}

/** Current state of a message the bot created, as the double remembers it. */
export interface StoredMessage {
  id: string;
  channelId: string;
  guildId: string | null;
  interactionId: string | null;
  content: string;
  components: any[];
  embeds: any[];
  attachments: any[];
  flags: number;
  type: number;
  createdAt: string;
  editedAt: string | null;
  deleted: boolean;
}

export function messageObject(ids: DoubleIds, m: StoredMessage): Record<string, unknown> {
  return {
    id: m.id,
    type: m.type,
    channel_id: m.channelId,
    ...(m.guildId ? { guild_id: m.guildId } : {}),
    author: botUser(ids),
    content: m.content,
    timestamp: m.createdAt,
    edited_timestamp: m.editedAt,
    tts: false,
    mention_everyone: false,
    mentions: [],
    mention_roles: [],
    attachments: m.attachments,
    embeds: m.embeds,
    components: m.components,
    pinned: false,
    flags: m.flags,
    webhook_id: m.interactionId ? ids.applicationId : undefined,
    application_id: ids.applicationId,
  };
}

/** A file part of a multipart request. */
export interface UploadedFile {
  filename: string;
  size: number;
  contentType: string;
  /** The bytes uploaded. */
  data?: Buffer;
}

/** Apply a message body (create or edit) onto a stored message. Absent fields are kept. */
export function applyMessageData(m: StoredMessage, data: any, files: UploadedFile[]): void {
  if (data && typeof data === 'object') {
    if (typeof data.content === 'string') m.content = data.content;
    if (data.content === null) m.content = '';
    if (Array.isArray(data.components)) m.components = data.components;
    if (Array.isArray(data.embeds)) m.embeds = data.embeds;
    if (Array.isArray(data.attachments)) {
      // Existing attachments survive an edit only when listed by id.
      const keep = new Set(data.attachments.map((a: any) => String(a?.id)));
      m.attachments = m.attachments.filter((a) => keep.has(String(a.id)));
    }
  }
  for (const file of files) {
    const id = `${m.id}${m.attachments.length}`;
    const url = `https://cdn.invalid/attachments/${m.channelId}/${id}/${encodeURIComponent(file.filename)}`;
    m.attachments.push({
      id,
      filename: file.filename,
      size: file.size,
      content_type: file.contentType,
      url,
      proxy_url: url,
    });
  }
}
