/** Public types of the local Discord double. */

export interface DoubleUser {
  id: string;
  username: string;
}

/** One REST request the double received (every route, known or not). */
export interface RecordedCall {
  method: string;
  /** Path without query string, percent-decoded (`/api/v10/webhooks/…/messages/@original`). */
  path: string;
  /** Raw query string without `?` ('' when none). */
  query: string;
  /** JSON body parsed; for multipart the parsed `payload_json` part; undefined when empty. */
  body: unknown;
  /** File names of multipart attachments ([] for JSON requests). */
  files: string[];
  /** The bytes of those attachments, in the same order. */
  fileBytes?: Buffer[];
  at: number;
}

export type SentMessageKind =
  | 'reply'
  | 'deferred'
  | 'update'
  | 'deferredUpdate'
  | 'edit'
  | 'followup'
  | 'autocomplete'
  | 'modal';

/** Something the bot sent in answer to an interaction. */
export interface SentMessage {
  interactionId: string;
  kind: SentMessageKind;
  /** Resolved: edits inherit from the message they edit, follow-ups carry their own flags. */
  ephemeral: boolean;
  /** The `data` the bot sent (callback `data`, or the webhook body). */
  data: any;
  /** Id of the message created or changed; '' for autocomplete and modal. */
  messageId: string;
  /** Attachment file names sent with this message (multipart). */
  files: string[];
  channelId: string;
  userId: string;
}

export type CommandOption = {
  name: string;
  type: number;
  value?: string | number | boolean;
  options?: CommandOption[];
  focused?: boolean;
};

/** A public message of a channel as it stands now (see DiscordDouble.channelMessages). */
export interface ChannelMessage {
  id: string;
  content: string;
  components: any[];
  deleted: boolean;
  edited: boolean;
}

/** A message to click on; `channelId` (default: the double's channel) matters only for a message the double never saw. */
export type MessageRef = { id: string; ephemeral: boolean; components?: any[]; content?: string; channelId?: string };

export interface DoubleOptions {
  guildId?: string;
  channelId?: string;
  applicationId?: string;
  /** How long an injected interaction may wait for its answer (default 5000 ms). */
  answerTimeoutMs?: number;
  /** Silence after the last answer before an interaction counts as answered (default 150 ms). */
  quietMs?: number;
  /** The shard count `GET /gateway/bot` recommends (default 1). */
  shards?: number;
  /** More servers the bot is in, besides `guildId` (each with a text channel whose id is the guild's). */
  extraGuildIds?: string[];
  /** More text channels per server, sent with its GUILD_CREATE so the bot has them cached as on Discord. */
  guildChannels?: Record<string, string[]>;
  /**
   * Validate every request body against Discord's OpenAPI description (default true: the copy in
   * test/discord-api/; a string names another file; false turns it off).
   */
  validate?: boolean | string;
}

export interface InteractionTarget {
  channelId?: string;
  /** Makes `channelId` a thread (type 11) off this channel. */
  parentId?: string;
  guildId?: string;
}

export interface DiscordDouble {
  apiUrl: string;
  applicationId: string;
  guildId: string;
  channelId: string;
  botUserId: string;
  /** Every server the double serves: `guildId` first, then the extra ones. */
  guildIds: string[];
  calls: RecordedCall[];
  messages: SentMessage[];
  /** Every text users put into interactions: string options, form fields, their display names. */
  typed: string[];
  /**
   * Every request Discord would have refused: bodies against its API description (answered 400,
   * code 50035), late initial responses and expired tokens (answered 404).
   */
  violations: import('./schema').SchemaViolation[];
  /**
   * The double's clock: move it with `clock.advance(ms)` to play over days. Tokens expire 15 min
   * after their interaction (10015 Unknown Webhook), a first response later than 3 s gets 10062;
   * both are also recorded in `violations`.
   */
  clock: import('./clock').DoubleClock;
  /** Each acknowledged interaction and how long after its creation the initial response came. */
  ackDelays(): { label: string; ms: number }[];
  /** The violations since the last call (a harness fails the test that caused them). */
  takeViolations(): import('./schema').SchemaViolation[];
  registeredCommands(): any[];
  /**
   * The channel's public messages in the order they were posted (edited state), deleted ones
   * included and marked, as a channel's reader would have seen them arrive.
   */
  channelMessages(channelId?: string): ChannelMessage[];
  /** Resolves once every server has a connected bot session (every shard identified). */
  waitForBot(timeoutMs?: number): Promise<void>;
  /** The shard whose session receives a server's events (undefined when none is connected). */
  shardFor(guildId: string): number | undefined;
  command(user: DoubleUser, name: string, options?: CommandOption[], opts?: InteractionTarget): Promise<SentMessage[]>;
  button(user: DoubleUser, customId: string, message: MessageRef): Promise<SentMessage[]>;
  select(user: DoubleUser, customId: string, values: string[], message: MessageRef): Promise<SentMessage[]>;
  autocomplete(user: DoubleUser, name: string, options: CommandOption[]): Promise<any[]>;
  modalSubmit(
    user: DoubleUser,
    customId: string,
    /** A field given as null is left out of the submission. */
    fields: Record<string, string | null>,
    message?: MessageRef,
  ): Promise<SentMessage[]>;
  close(): Promise<void>;
  disconnectAll(): void;
  /**
   * Registers a file for an attachment option (type 11, value = the returned id): the interaction
   * carries it in `data.resolved.attachments` and its `url` serves the bytes. `size` overrides the reported size;
   * `delayMs` makes each download of it take that long.
   */
  attachment(
    filename: string,
    content: Buffer | string,
    contentType?: string | null,
    size?: number,
    delayMs?: number,
  ): import('./attachments').ServedAttachment;
}
