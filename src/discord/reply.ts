// The only module that answers interactions (reply, defer, update, followUp, showModal, respond).
// Private bodies go out ephemerally, public bodies in the channel; which is which is fixed by the
// body's type, and decided before the first response (its ephemeral flag cannot change later).
// Discord drops an interaction not acknowledged within 3 s: work that may take longer (a download,
// a thread, a busy database) is preceded by deferAnswer, which fixes there and then whether the
// placeholder is private or public; the answer then fills it in.
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
import { joined, type Safe } from '../app/text/safe-text';
import type { Answering } from './context';
import { type PrivateBody, type PublicBody, privateBody } from './render/body';
import { type PrivateExtras, renderPrivateViews } from './render/private';
import { renderPublic, renderPublicViews } from './render/public';
import { discordMessages } from './render/messages';
import { placeTable, planTable, type TablePlan } from './table/table-outcome';

export type Answerable = ChatInputCommandInteraction | MessageComponentInteraction | ModalSubmitInteraction;

/** Who sees the placeholder of a deferred answer (and so the first body that fills it). */
export type Privacy = 'public' | 'private';

/**
 * How each deferred interaction was deferred: 'private' / 'public' a new "thinking…" message,
 * 'update' a picker (an ephemeral message the component sits on) that the answer replaces.
 */
const deferrals = new WeakMap<Answerable, Privacy | 'update'>();

/**
 * Interactions whose answer has begun, and deferrals still on their way to Discord: a deferral
 * made late (work found slow, patience.ts) never races an answer already going out, and an answer
 * waits for a deferral sent just before it, so it fills the placeholder Discord knows of.
 */
const answering = new WeakSet<Answerable>();
const deferring = new WeakMap<Answerable, Promise<unknown>>();
async function beginAnswer(i: Answerable): Promise<void> {
  answering.add(i);
  await deferring.get(i)?.catch(() => undefined);
}

/**
 * The placeholder still waiting for its body, if any. Tracked here, not read from discord.js's
 * `replied` flag: a private follow-up sets that flag while a public placeholder is still open.
 */
function openPlaceholder(i: Answerable): Privacy | 'update' | undefined {
  return deferrals.get(i);
}

/** Puts a body into the open placeholder (an edit of the deferred response). */
async function fillPlaceholder(i: Answerable, payload: Parameters<Answerable['editReply']>[0]) {
  const message = await i.editReply(payload);
  deferrals.delete(i);
  return message;
}

async function dropPlaceholder(i: Answerable): Promise<void> {
  await i.deleteReply();
  deferrals.delete(i);
}

/**
 * Acknowledges the interaction now, before slow work. `private`: only the caller sees that the bot
 * is working, and public bodies follow as channel messages; `public`: the channel sees it, and the
 * first public body takes its place. A component on a picker keeps the picker until the answer.
 * Does nothing if the interaction is already acknowledged.
 */
export async function deferAnswer(i: Answerable, privacy: Privacy): Promise<void> {
  if (i.deferred || i.replied || answering.has(i) || deferring.has(i)) return;
  const update = privacy === 'private' && onEphemeralMessage(i);
  deferrals.set(i, update ? 'update' : privacy);
  const sent = update
    ? (i as MessageComponentInteraction).deferUpdate()
    : i.deferReply(privacy === 'private' ? { flags: MessageFlags.Ephemeral } : {});
  deferring.set(i, sent);
  await sent;
}

/**
 * After the handler: a placeholder nobody filled is closed (a private one says it is done, a
 * public one is removed), so no "thinking…" stays forever.
 */
export async function settleDeferral(i: Answerable): Promise<void> {
  await deferring.get(i)?.catch(() => undefined);
  const open = openPlaceholder(i);
  if (open === 'private') await fillPlaceholder(i, { content: 'Done.', components: [] });
  else if (open === 'public') await dropPlaceholder(i);
}

/**
 * Sends a use case's Outcome: the caller's private views first (ephemeral), then the public views
 * in the channel. Private views for anyone else cannot be delivered ephemerally and are dropped
 * (they see them with /conflict pool). A replayed interaction only gets a short private note.
 */
export async function sendOutcome(
  i: Answerable,
  outcome: Outcome,
  extras: PrivateExtras,
  ctx: Answering,
): Promise<void> {
  await beginAnswer(i);
  if (outcome.replayed) {
    await sendPrivate(i, privateBody(discordMessages.wasAlreadyHandled));
    return;
  }
  const others = Object.keys(outcome.private).filter((u) => u !== i.user.id && (outcome.private[u]?.length ?? 0) > 0);
  if (others.length)
    ctx.log.debug('private views for other users not delivered', { interaction: i.id, users: others.length });
  // One pass: everything drawn first, then the caller's own answer, then what the channel is
  // told, then the table placed, each once.
  const answer = await drawAnswer(i, outcome, extras, ctx);
  for (const body of answer.privates) await sendPrivate(i, body);
  if (answer.tableEditAnswers && !openPlaceholder(i)) await (i as MessageComponentInteraction).deferUpdate();
  for (const body of answer.publics) await sendPublic(i, body, ctx);
  const table = answer.table;
  const postedTable = table?.post ? await sendPublic(i, table.post.body, ctx, false) : undefined;
  await ctx.buttons.settle(outcome.public, answeredOfferMessage(i));
  if (table && ctx.tables) await placeTable(i, table, postedTable, ctx.tables);
}

interface Answer {
  /** The caller's private messages: its views, or a short note of what happened. */
  privates: PrivateBody[];
  /** A click on the table that told nothing new: the table's edit is the whole answer. */
  tableEditAnswers: boolean;
  publics: PublicBody[];
  /** The conflict's table: what it takes, what it calls, the table to post (null: no conflict move). */
  table: TablePlan | null;
}

/** What an outcome becomes, drawn before anything is sent. */
async function drawAnswer(i: Answerable, outcome: Outcome, extras: PrivateExtras, ctx: Answering): Promise<Answer> {
  const privates = renderPrivateViews(outcome.private[i.user.id] ?? [], extras);
  // A conflict move tells the channel only what someone must hear; the rest goes to the table.
  const table = onTop(await planTable(i, outcome.public, ctx.tables));
  const publics = renderPublicViews(table ? table.told : outcome.public, { movesOnTable: table !== null });
  const told = publics.length > 0 || Boolean(table?.post);
  if (privates.length > 0) return { privates, tableEditAnswers: false, publics, table };
  if (table && !told && table.fromTable) return { privates: [], tableEditAnswers: true, publics, table };
  // A picker the caller used, or a move that told the channel nothing, gets a short note.
  const note = onEphemeralMessage(i) || !told || openPlaceholder(i) === 'private';
  return { privates: note ? [privateBody(doneNote(told, table))] : [], tableEditAnswers: false, publics, table };
}

/** A moment told on top of the table instead of in a message of its own, calling the same people. */
function onTop(plan: TablePlan | null): TablePlan | null {
  if (!plan?.onTop) return plan;
  const rendered = plan.told.map(renderPublic);
  const text = joined(
    rendered.map((r) => r.text),
    '\n',
  );
  const users = [...new Set(rendered.flatMap((r) => [...(r.mention ? [r.mention] : []), ...(r.mentions ?? [])]))];
  return { ...plan, told: [], call: { text, users }, notes: [...plan.notes, text] };
}

/**
 * The private answer of a move that tells the caller nothing of its own: what happened, in words
 * (the secondary skill chosen, a follow-up begun), when it went to the table only.
 */
function doneNote(told: boolean, table: TablePlan | null): Safe | string {
  if (told) return 'Done: posted in the channel.';
  if (table?.notes.length) return joined(table.notes, '\n');
  return table ? 'Done: the table shows it.' : 'Done.';
}

/**
 * The public offer this interaction answered from its own buttons (or their form), if any: a goal
 * offer, a compel, a plea for points.
 */
function answeredOfferMessage(i: Answerable): string | undefined {
  if (!(i.isMessageComponent() || i.isModalSubmit()) || !/^(goal:(ans|form)|camp:(compel|beg)):/.test(i.customId))
    return undefined;
  const message = i.isMessageComponent() ? i.message : i.isFromMessage() ? i.message : null;
  return message && !message.flags.has(MessageFlags.Ephemeral) ? message.id : undefined;
}

/** A file sent with a message (a PNG chart): its name, bytes and a text description. */
export interface Attachment {
  name: string;
  data: Buffer;
  description?: string;
}

/** An ephemeral message; on a component of an ephemeral message (a picker) it replaces that message. */
export async function sendPrivate(
  i: Answerable,
  body: PrivateBody,
  attachments: readonly Attachment[] = [],
): Promise<void> {
  await beginAnswer(i);
  const payload = {
    ...toPayload(body),
    ...(attachments.length
      ? { files: attachments.map((a) => ({ attachment: a.data, name: a.name, description: a.description })) }
      : {}),
  };
  const open = openPlaceholder(i);
  if (open === 'private' || open === 'update') {
    await fillPlaceholder(i, payload);
  } else if (i.replied || i.deferred) {
    await i.followUp({ ...payload, flags: MessageFlags.Ephemeral });
  } else if (onEphemeralMessage(i)) {
    await (i as MessageComponentInteraction).update(payload);
  } else {
    await i.reply({ ...payload, flags: MessageFlags.Ephemeral });
  }
}

/** Posts in the channel; `track`: remember its buttons, to grey them out once settled. */
export async function sendPublic(
  i: Answerable,
  body: PublicBody,
  ctx: Answering,
  track = true,
): Promise<{ id: string; channelId: string } | null | undefined> {
  await beginAnswer(i);
  const payload = toPayload(body);
  let message: { id: string; channelId: string } | null | undefined;
  if (openPlaceholder(i) === 'public') message = await fillPlaceholder(i, payload);
  else if (i.replied || i.deferred) message = await i.followUp(payload);
  else if (body.components.length) message = (await i.reply({ ...payload, withResponse: true })).resource?.message;
  else await i.reply(payload);
  await ctx.tables?.notePosted(i.channelId ?? undefined);
  if (track) await ctx.buttons.posted(message, body.components);
  return message;
}

/**
 * Redraws in place the public message the clicked component (or the form it opened) sits on: one
 * message follows a preset roll as it changes, instead of a copy per choice. A click that came
 * from no message posts instead. When a busy database made the answer wait privately, the message
 * is edited through the channel (the interaction's own response is the private placeholder).
 */
export async function redrawPublic(i: Answerable, body: PublicBody, ctx: Answering): Promise<void> {
  await beginAnswer(i);
  const message = i.isMessageComponent() ? i.message : i.isModalSubmit() && i.isFromMessage() ? i.message : null;
  if (!message || message.flags.has(MessageFlags.Ephemeral)) return void (await sendPublic(i, body, ctx));
  const payload = toPayload(body);
  if (i.replied || i.deferred) await message.edit(payload);
  else await (i as MessageComponentInteraction).update(payload);
}

/** An ephemeral reply carrying a text file (the /conflict log Markdown) as an attachment. */
export async function sendPrivateFile(
  i: Answerable,
  body: PrivateBody,
  file: { name: string; text: string },
): Promise<void> {
  await beginAnswer(i);
  const payload = {
    ...toPayload(body),
    files: [new AttachmentBuilder(Buffer.from(file.text, 'utf8'), { name: file.name })],
    flags: MessageFlags.Ephemeral,
  } as const;
  const open = openPlaceholder(i);
  if (open === 'private') await fillPlaceholder(i, { ...payload, flags: undefined });
  else if (i.replied || i.deferred) await i.followUp(payload);
  else await i.reply(payload);
}

/** A public message posted in a channel (a conflict's thread), not as an interaction answer. */
export async function postPublic(
  channel: {
    send(options: ReturnType<typeof toPayload>): Promise<{ id: string; channelId: string } | undefined>;
  },
  body: PublicBody,
  ctx: Answering,
): Promise<void> {
  const message = await channel.send(toPayload(body));
  await ctx.tables?.notePosted(message?.channelId);
  await ctx.buttons.posted(message, body.components);
}

/** A conflict's table posted in a channel (a conflict's new thread), kept as its table. */
export async function postTable(
  channel: Parameters<typeof postPublic>[0],
  conflictId: number,
  body: PublicBody,
  ctx: Answering,
): Promise<void> {
  const message = await channel.send(toPayload(body));
  await ctx.tables?.adopt(conflictId, message, body);
}

export async function sendRefusal(i: Answerable, sentence: Safe): Promise<void> {
  await sendNote(i, sentence);
}

export async function sendApology(i: Answerable, errorId: string): Promise<void> {
  await sendNote(i, discordMessages.unexpectedError(errorId));
}

/**
 * A refusal or apology: a new ephemeral message (a picker stays usable), or the private
 * placeholder; a public placeholder is removed first, as nothing public happened.
 */
async function sendNote(i: Answerable, text: Safe | string): Promise<void> {
  await beginAnswer(i);
  const payload = { ...toPayload(privateBody(text)), flags: MessageFlags.Ephemeral } as const;
  const open = openPlaceholder(i);
  if (open === 'private') return void (await fillPlaceholder(i, { ...payload, flags: undefined }));
  if (open === 'public') await dropPlaceholder(i);
  if (i.replied || i.deferred) await i.followUp(payload);
  else await i.reply(payload);
}

export async function showModal(
  i: ChatInputCommandInteraction | MessageComponentInteraction,
  modal: Parameters<ChatInputCommandInteraction['showModal']>[0],
): Promise<void> {
  await beginAnswer(i);
  await i.showModal(modal);
}

/** Autocomplete answers: Discord takes at most 25 choices of at most 100 characters. */
export async function suggest(i: AutocompleteInteraction, names: readonly string[]): Promise<void> {
  if (i.responded) return;
  await i.respond(
    names
      .filter((n) => n.length >= 1 && n.length <= 100)
      .slice(0, 25)
      .map((n) => ({ name: n, value: n })),
  );
}

function onEphemeralMessage(i: Answerable): boolean {
  const message = i.isMessageComponent() ? i.message : i.isModalSubmit() && i.isFromMessage() ? i.message : null;
  return message?.flags.has(MessageFlags.Ephemeral) ?? false;
}

function toPayload(body: PublicBody | PrivateBody) {
  return {
    content: body.content,
    components: [...body.components],
    allowedMentions: { parse: [], users: [...body.mentionUsers] },
    ...(body.files?.length
      ? { files: body.files.map((f) => ({ attachment: Buffer.from(f.text, 'utf8'), name: f.name })) }
      : {}),
  } satisfies InteractionReplyOptions;
}
