// The only module that answers interactions (reply, update, followUp, showModal, respond).
// Private bodies go out ephemerally, public bodies in the channel; which is which is fixed by the
// body's type, and decided before the first response (its ephemeral flag cannot change later).
import {
  AttachmentBuilder,
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  type InteractionReplyOptions,
  type MessageComponentInteraction,
  MessageFlags,
  type ModalSubmitInteraction,
} from 'discord.js';
import type { Outcome } from '../app';
import type { Logger } from './log';
import { type PrivateBody, type PublicBody, privateBody } from './render/body';
import { type PrivateExtras, renderPrivateViews } from './render/private';
import { renderPublicViews } from './render/public';

export type Answerable = ChatInputCommandInteraction | MessageComponentInteraction | ModalSubmitInteraction;

/**
 * Sends a use case's Outcome: the caller's private views first (ephemeral), then the public views
 * in the channel. Private views for anyone else cannot be delivered ephemerally and are dropped
 * (they see them with /conflict pool). A replayed interaction only gets a short private note.
 */
export async function sendOutcome(i: Answerable, outcome: Outcome, extras: PrivateExtras = {}, log?: Logger): Promise<void> {
  if (outcome.replayed) {
    await sendPrivate(i, privateBody('That was already handled.'));
    return;
  }
  const others = Object.keys(outcome.private).filter((u) => u !== i.user.id && (outcome.private[u]?.length ?? 0) > 0);
  if (others.length) log?.debug('private views for other users not delivered', { interaction: i.id, users: others.length });
  const publics = renderPublicViews(outcome.public);
  let privates = renderPrivateViews(outcome.private[i.user.id] ?? [], extras);
  // A picker the caller used is replaced by a short note when the outcome has nothing private.
  if (privates.length === 0 && (onEphemeralMessage(i) || publics.length === 0)) {
    privates = [privateBody(publics.length ? 'Done: posted in the channel.' : 'Done.')];
  }
  for (const body of privates) await sendPrivate(i, body);
  for (const body of publics) await sendPublic(i, body);
}

/** A file sent with a message (a PNG chart): its name, bytes and a text description. */
export interface Attachment {
  name: string;
  data: Buffer;
  description?: string;
}

/** An ephemeral message; on a component of an ephemeral message (a picker) it replaces that message. */
export async function sendPrivate(i: Answerable, body: PrivateBody, attachments: readonly Attachment[] = []): Promise<void> {
  const payload = { ...toPayload(body), ...(attachments.length ? { files: attachments.map((a) => ({ attachment: a.data, name: a.name, description: a.description })) } : {}) };
  if (i.replied || i.deferred) {
    await i.followUp({ ...payload, flags: MessageFlags.Ephemeral });
  } else if (onEphemeralMessage(i)) {
    await (i as MessageComponentInteraction).update(payload);
  } else {
    await i.reply({ ...payload, flags: MessageFlags.Ephemeral });
  }
}

export async function sendPublic(i: Answerable, body: PublicBody): Promise<void> {
  const payload = toPayload(body);
  if (i.replied || i.deferred) await i.followUp(payload);
  else await i.reply(payload);
}

/** An ephemeral reply carrying a text file (the /conflict log Markdown) as an attachment. */
export async function sendPrivateFile(i: Answerable, body: PrivateBody, file: { name: string; text: string }): Promise<void> {
  const payload = { ...toPayload(body), files: [new AttachmentBuilder(Buffer.from(file.text, 'utf8'), { name: file.name })], flags: MessageFlags.Ephemeral } as const;
  if (i.replied || i.deferred) await i.followUp(payload);
  else await i.reply(payload);
}

/** A public message posted in a channel (a conflict's thread), not as an interaction answer. */
export async function postPublic(channel: { send(options: ReturnType<typeof toPayload>): Promise<unknown> }, body: PublicBody): Promise<void> {
  await channel.send(toPayload(body));
}

export async function sendRefusal(i: Answerable, sentence: string): Promise<void> {
  await sendNote(i, sentence);
}

export async function sendApology(i: Answerable, errorId: string): Promise<void> {
  await sendNote(i, `Something went wrong on our side (error id ${errorId}). Nothing was changed.`);
}

/** A refusal or apology: always a new ephemeral message (a picker stays usable). */
async function sendNote(i: Answerable, text: string): Promise<void> {
  const payload = { ...toPayload(privateBody(text)), flags: MessageFlags.Ephemeral } as const;
  if (i.replied || i.deferred) await i.followUp(payload);
  else await i.reply(payload);
}

export async function showModal(i: ChatInputCommandInteraction | MessageComponentInteraction, modal: Parameters<ChatInputCommandInteraction['showModal']>[0]): Promise<void> {
  await i.showModal(modal);
}

/** Autocomplete answers: Discord takes at most 25 choices of at most 100 characters. */
export async function suggest(i: AutocompleteInteraction, names: readonly string[]): Promise<void> {
  if (i.responded) return;
  await i.respond(names.filter((n) => n.length >= 1 && n.length <= 100).slice(0, 25).map((n) => ({ name: n, value: n })));
}

function onEphemeralMessage(i: Answerable): boolean {
  const message = i.isMessageComponent() ? i.message : i.isModalSubmit() && i.isFromMessage() ? i.message : null;
  return message !== null && message.flags.has(MessageFlags.Ephemeral);
}

function toPayload(body: PublicBody | PrivateBody) {
  return {
    content: body.content,
    components: [...body.components],
    allowedMentions: { parse: [], users: [...body.mentionUsers] },
    ...(body.files?.length ? { files: body.files.map((f) => ({ attachment: Buffer.from(f.text, 'utf8'), name: f.name })) } : {}),
  } satisfies InteractionReplyOptions;
}
