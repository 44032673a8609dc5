import { expect, vi } from 'vitest';
/** Reading what the bot answered in the Discord double. */
import { type DiscordDouble, type DoubleUser, ref, type SentMessage, sub } from '../../tools/double';

export const content = (m: SentMessage | undefined): string =>
  typeof m?.data?.content === 'string' ? m.data.content : '';

/** The faces of the last `Pool:` line among the messages (which must be ephemeral). */
export function poolIn(messages: readonly SentMessage[]): number[] {
  const withPool = messages.filter((m) => /^Pool: /m.test(content(m)));
  const last = withPool.at(-1);
  if (!last) throw new Error(`no Pool: line in ${JSON.stringify(messages.map(content))}`);
  if (!last.ephemeral) throw new Error(`a Pool: line was posted publicly: ${content(last)}`);
  const line = /^Pool: (.*)$/m.exec(content(last))![1]!;
  return line === 'empty' ? [] : line.split(' ').map(Number);
}

export const publicOnes = (messages: readonly SentMessage[]) => messages.filter((m) => !m.ephemeral);
export const privateOnes = (messages: readonly SentMessage[]) => messages.filter((m) => m.ephemeral);

/**
 * Every message of an interaction once `done` accepts them: on a busy machine a follow-up may come
 * after the double's quiet window, so this waits for it by interaction id.
 */
export async function messagesOf(
  double: DiscordDouble,
  sent: SentMessage[] | Promise<SentMessage[]>,
  done: (mine: SentMessage[]) => void,
  timeout: number,
): Promise<SentMessage[]> {
  const first = await sent;
  const id = first[0]?.interactionId;
  const mine = () => double.messages.filter((m) => m.interactionId === id);
  await vi.waitFor(() => done(mine()), { timeout });
  return mine();
}

/** Every message of an interaction once its public answer is in (see messagesOf). */
export const withPublicOf = (double: DiscordDouble, sent: SentMessage[] | Promise<SentMessage[]>, timeoutMs = 5_000) =>
  messagesOf(double, sent, (mine) => expect(publicOnes(mine), transcript(mine)).not.toHaveLength(0), timeoutMs);

/** The custom ids of every component on a message. */
export function customIds(m: SentMessage | undefined): string[] {
  const rows: any[] = Array.isArray(m?.data?.components) ? m.data.components : [];
  return rows.flatMap((r) => (Array.isArray(r.components) ? r.components : [])).map((c: any) => String(c.custom_id));
}

/** The options of the first select menu on a message. */
export function selectOptions(m: SentMessage | undefined): { label: string; value: string }[] {
  const rows: any[] = Array.isArray(m?.data?.components) ? m.data.components : [];
  const menu = rows.flatMap((r) => r.components ?? []).find((c: any) => c.type === 3);
  return menu?.options ?? [];
}

/** The buttons of a message. */
export function buttonsOf(
  m: SentMessage | undefined,
): { label: string; custom_id: string; style: number; disabled?: boolean }[] {
  const rows: any[] = Array.isArray(m?.data?.components) ? m.data.components : [];
  return rows.flatMap((r) => r.components ?? []).filter((c: any) => c.type === 2);
}

/** The custom id of the button labelled `label` (or matching it). */
export function buttonId(m: SentMessage | undefined, label: string | RegExp): string {
  const b = buttonsOf(m).find((c) => (typeof label === 'string' ? c.label === label : label.test(c.label)));
  if (!b) throw new Error(`no button ${String(label)} on ${JSON.stringify(m?.data)}`);
  return b.custom_id;
}

/** The Push button of a toggle dice picker. */
export const pushButtonId = (m: SentMessage | undefined): string => buttonId(m, /^Push /);

/** Clicks the die buttons of a toggle dice picker for these faces; returns the picker as last drawn. */
export async function toggleDice(
  double: DiscordDouble,
  user: DoubleUser,
  picker: SentMessage,
  faces: readonly number[],
): Promise<SentMessage> {
  let current = picker;
  for (const face of faces) {
    const die = buttonsOf(current).find((c) => c.label === String(face) && c.style === 2 && !c.disabled);
    if (!die) throw new Error(`no unpicked ${face} in ${content(current)}`);
    const sent = await double.button(user, die.custom_id, ref(current));
    const next = sent.find((m) => customIds(m).some((id) => id.startsWith('dice:go:')));
    if (!next) throw new Error(`the picker was not redrawn: ${transcript(sent)}`);
    current = next;
  }
  return current;
}

/** Everything the bot sent, readable; printed by the e2e files when VENUS_E2E_TRANSCRIPT is set. */
export function transcript(messages: readonly SentMessage[]): string {
  return messages
    .map((m) => {
      const ids = customIds(m).filter((id) => id !== 'undefined');
      return `[${m.kind}${m.ephemeral ? `, only ${m.userId}` : ''}]${ids.length ? ` {${ids.join(' | ')}}` : ''}\n${content(m) || JSON.stringify(m.data)}`;
    })
    .join('\n\n');
}

/**
 * The GM Gail and the players Pat (Ana) and Quinn (Bea) that the Ana-and-Bea files play with;
 * `prefix` (two digits) gives each file its own user ids.
 */
export function gailPatQuinn(prefix: string): { gm: DoubleUser; pat: DoubleUser; quinn: DoubleUser } {
  const id = (n: number) => `${prefix}${'0'.repeat(15)}${n}`;
  return {
    gm: { id: id(1), username: 'gail' },
    pat: { id: id(2), username: 'pat' },
    quinn: { id: id(3), username: 'quinn' },
  };
}

type Run = (
  user: DoubleUser,
  command: string,
  subcommand: string,
  options?: Record<string, string | number | boolean>,
) => Promise<SentMessage[]>;

/**
 * The table several e2e files play on: Ana (Airgun chain) and Bea (Coordination, Projectiles,
 * Physique) against the named NPC Viktor, a session open, everyone rolled and the exchanges begun.
 * Returns each side's private pool, read from its `Pool:` line.
 */
export async function anaAndBeaAgainstViktor(
  run: Run,
  users: { gm: DoubleUser; ana: DoubleUser; bea: DoubleUser },
  campaign: string,
): Promise<Record<'Ana' | 'Bea' | 'GM', number[]>> {
  const airgun = 'Coordination: Projectiles: Airgun';
  await run(users.gm, 'campaign', 'create', { name: campaign });
  await run(users.ana, 'character', 'create', { name: 'Ana' });
  for (const path of ['Coordination', 'Coordination: Projectiles', airgun])
    await run(users.ana, 'character', 'skill', { path });
  await run(users.bea, 'character', 'create', { name: 'Bea' });
  for (const path of ['Coordination', 'Coordination: Projectiles', 'Physique'])
    await run(users.bea, 'character', 'skill', { path });
  await run(users.gm, 'npc', 'create', { name: 'Viktor', level: 6 });
  await run(users.gm, 'session', 'start');
  await run(users.ana, 'conflict', 'start', { primary: airgun, against: 'Viktor' });
  await run(users.bea, 'conflict', 'join');
  await run(users.gm, 'conflict', 'secondary', { skill: 'Physique' });
  const Ana = poolIn(await run(users.ana, 'conflict', 'roll'));
  const Bea = poolIn(await run(users.bea, 'conflict', 'roll'));
  const GM = poolIn(await run(users.gm, 'conflict', 'roll'));
  // R4.1: everyone has rolled; the GM begins the exchanges.
  await run(users.gm, 'conflict', 'begin');
  return { Ana, Bea, GM };
}

/** What people end up seeing: the messages without "thinking…" placeholders of deferred answers. */
export const answered = (messages: readonly SentMessage[]) => messages.filter((m) => m.kind !== 'deferred');

/** The one ephemeral sentence of a refusal, matched against `pattern`. */
export async function refusedWith(sent: Promise<SentMessage[]>, pattern: RegExp): Promise<void> {
  const all = await sent;
  expect(
    all.map((m) => [m.kind, m.ephemeral]),
    transcript(all),
  ).toEqual([['reply', true]]);
  expect(content(all[0])).toMatch(pattern);
}

/** The single public message of an answer. */
export function onlyPublicOf(sent: readonly SentMessage[]): SentMessage {
  const pub = publicOnes(sent);
  expect(pub, transcript(sent)).toHaveLength(1);
  return pub[0]!;
}

/** A conflict's table as the channel shows it now, shaped like a message the bot sent (for ref, buttonId…). */
export function tableOf(double: DiscordDouble, channelId = double.channelId): SentMessage {
  const t = double
    .channelMessages(channelId)
    .filter((m) => !m.deleted && m.content.includes('**Waiting for**'))
    .at(-1);
  if (!t) throw new Error('no conflict table in the channel');
  return {
    interactionId: '',
    kind: 'reply',
    ephemeral: false,
    data: { content: t.content, components: t.components },
    messageId: t.id,
    files: [],
    channelId,
    userId: '',
  };
}

/** The table once it shows `text` (the bot edits it just after answering a click). */
export async function tableShowing(double: DiscordDouble, text: string | RegExp): Promise<SentMessage> {
  await vi.waitFor(() => expect(content(tableOf(double))).toMatch(text), { timeout: 5_000 });
  return tableOf(double);
}

/**
 * Types a slash command as `user`: `/command subcommand options…`, in `channelId` when given (or
 * the file's own default), else in the double's channel. `double` is read at each call, since
 * files start it in beforeAll.
 */
export function typedCommands(double: () => DiscordDouble, defaultChannelId?: string) {
  return (
    user: DoubleUser,
    command: string,
    subcommand: string,
    options: Record<string, string | number | boolean> = {},
    channelId = defaultChannelId,
  ) => double().command(user, command, sub(subcommand, options), channelId ? { channelId } : undefined);
}
