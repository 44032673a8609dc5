/** Injecting interactions into the connected bot and waiting for its answers. */
import type { AttachmentStore } from './attachments';
import type { CommandRegistry } from './commands';
import type { Gateway } from './gateway';
import { basePayload, commandData, componentPayload, modalComponents, withFocus } from './interaction-payloads';
import type { InteractionState, Interactions } from './interactions';
import type { DoubleIds, StoredMessage } from './payloads';
import type { CommandOption, DoubleUser, InteractionTarget, MessageRef, SentMessage } from './types';

export class Injector {
  constructor(
    private readonly ids: DoubleIds,
    private readonly gateway: Gateway,
    private readonly interactions: Interactions,
    private readonly commands: CommandRegistry,
    private readonly messages: SentMessage[],
    private readonly attachments?: AttachmentStore,
    /** Every text a user put into an interaction (options, form fields, display names), for the payload scan. */
    private readonly typed: string[] = [],
  ) {}

  private record(user: DoubleUser, texts: readonly unknown[]): void {
    for (const t of [user.username, ...texts]) if (typeof t === 'string' && t !== '') this.typed.push(t);
  }

  async command(
    user: DoubleUser,
    name: string,
    options: CommandOption[] = [],
    target: InteractionTarget = {},
  ): Promise<SentMessage[]> {
    const guildId = target.guildId ?? this.ids.guildId;
    const channelId = target.channelId ?? this.ids.channelId;
    if (target.parentId !== undefined) this.ids.threads?.set(channelId, target.parentId);
    const label = `/${[name, ...subcommandPath(options)].join(' ')}`;
    this.record(user, optionTexts(options));
    const st = this.interactions.create({ type: 2, label, user, channelId, guildId, source: undefined });
    const data = commandData(this.commands.idFor(name), name, guildId, structuredClone(options));
    const attachments = this.attachments?.resolvedFor(options);
    if (attachments) data.resolved = { attachments };
    return this.send(st, { ...basePayload(this.ids, st), data });
  }

  async button(user: DoubleUser, customId: string, message: MessageRef): Promise<SentMessage[]> {
    const source = this.sourceMessage(message);
    assertClickable(source, customId);
    this.record(user, []);
    const st = this.componentState(user, `button "${customId}"`, source);
    return this.send(st, componentPayload(this.ids, st, source, { custom_id: customId, component_type: 2 }));
  }

  async select(user: DoubleUser, customId: string, values: string[], message: MessageRef): Promise<SentMessage[]> {
    const source = this.sourceMessage(message);
    assertClickable(source, customId);
    const st = this.componentState(user, `select "${customId}" = ${JSON.stringify(values)}`, source);
    return this.send(
      st,
      componentPayload(this.ids, st, source, { custom_id: customId, component_type: 3, values: [...values] }),
    );
  }

  async autocomplete(user: DoubleUser, name: string, options: CommandOption[]): Promise<any[]> {
    const label = `autocomplete /${[name, ...subcommandPath(options)].join(' ')}`;
    const st = this.interactions.create({
      type: 4,
      label,
      user,
      channelId: this.ids.channelId,
      guildId: this.ids.guildId,
      source: undefined,
    });
    const data = commandData(this.commands.idFor(name), name, this.ids.guildId, withFocus(options));
    const sent = await this.send(st, { ...basePayload(this.ids, st), data });
    const answer = sent.find((m) => m.kind === 'autocomplete');
    return Array.isArray(answer?.data?.choices) ? answer.data.choices : [];
  }

  async modalSubmit(
    user: DoubleUser,
    customId: string,
    fields: Record<string, string | null>,
    message?: MessageRef,
  ): Promise<SentMessage[]> {
    const source = message ? this.sourceMessage(message) : undefined;
    this.record(user, Object.values(fields));
    const modal = [...this.messages].reverse().find((m) => m.kind === 'modal' && m.data?.custom_id === customId);
    // A form is submitted where it was opened: the channel of the message or command that opened it.
    const channelId = source?.channelId ?? modal?.channelId ?? this.ids.channelId;
    const st = this.interactions.create({
      type: 5,
      label: `modal "${customId}"`,
      user,
      channelId,
      guildId: this.ids.guildId,
      source,
    });
    const data = { custom_id: customId, components: modalComponents(fields, modal?.data) };
    const payload: Record<string, unknown> = { ...basePayload(this.ids, st), data };
    if (source) payload.message = this.interactions.messageJson(source);
    return this.send(st, payload);
  }

  private componentState(user: DoubleUser, label: string, source: StoredMessage): InteractionState {
    return this.interactions.create({
      type: 3,
      label,
      user,
      channelId: source.channelId,
      guildId: source.guildId ?? this.ids.guildId,
      source,
    });
  }

  /** The message a component sits on: the double's current copy, or one built from the ref. */
  private sourceMessage(ref: MessageRef): StoredMessage {
    const known = this.interactions.store.get(ref.id);
    if (known?.deleted)
      throw new Error(`Discord double: message ${ref.id} was deleted by the bot; its components cannot be used`);
    if (known) return known;
    const m: StoredMessage = {
      id: ref.id,
      channelId: ref.channelId ?? this.ids.channelId,
      guildId: this.ids.guildId,
      interactionId: null,
      content: ref.content ?? '',
      components: ref.components ?? [],
      embeds: [],
      attachments: [],
      flags: ref.ephemeral ? 64 : 0,
      type: 0,
      createdAt: new Date().toISOString(),
      editedAt: null,
      deleted: false,
    };
    this.interactions.store.set(m.id, m);
    return m;
  }

  private send(st: InteractionState, payload: Record<string, unknown>): Promise<SentMessage[]> {
    if (!this.gateway.hasBot(st.guildId)) {
      return Promise.reject(
        new Error(`Discord double: cannot send ${st.label}: no bot is connected (call waitForBot first)`),
      );
    }
    const answer = this.interactions.awaitAnswer(st);
    this.gateway.dispatchToBot('INTERACTION_CREATE', payload, st.guildId);
    return answer;
  }
}

function subcommandPath(options: CommandOption[]): string[] {
  const first = options[0];
  if (!first || (first.type !== 1 && first.type !== 2)) return [];
  return [first.name, ...subcommandPath(first.options ?? [])];
}

/** Discord shows a disabled component greyed out: nobody can click it. */
function assertClickable(source: StoredMessage, customId: string): void {
  const component = (source.components as any[])
    .flatMap((r) => (Array.isArray(r?.components) ? r.components : []))
    .find((c: any) => c?.custom_id === customId);
  if (component?.disabled === true)
    throw new Error(`Discord double: "${customId}" on message ${source.id} is disabled; it cannot be clicked`);
}

/** The string values of command options, subcommands' included. */
function optionTexts(options: readonly CommandOption[]): string[] {
  return options.flatMap((o) => [...(typeof o.value === 'string' ? [o.value] : []), ...optionTexts(o.options ?? [])]);
}
