/** INTERACTION_CREATE payloads with every field discord.js 14 needs (see discord-double-notes.md). */
import {
  ALL_PERMISSIONS,
  channelObject,
  memberObject,
  messageObject,
  userObject,
  type DoubleIds,
  type StoredMessage,
} from './payloads';
import type { InteractionState } from './interactions';
import type { CommandOption } from './types';

export function basePayload(ids: DoubleIds, st: InteractionState): Record<string, unknown> {
  return {
    id: st.id,
    application_id: ids.applicationId,
    type: st.type,
    token: st.token,
    version: 1,
    guild_id: st.guildId,
    guild: { id: st.guildId, locale: 'en-US', features: [] },
    channel: channelObject(ids, st.channelId, st.guildId),
    channel_id: st.channelId,
    member: memberObject(userObject(st.user)),
    app_permissions: ALL_PERMISSIONS,
    locale: 'en-US',
    guild_locale: 'en-US',
    entitlements: [],
    authorizing_integration_owners: { '0': st.guildId },
    context: 0,
    attachment_size_limit: 10 * 1024 * 1024,
  };
}

export function commandData(
  commandId: string,
  name: string,
  guildId: string,
  options: CommandOption[],
): Record<string, unknown> {
  return { id: commandId, name, type: 1, guild_id: guildId, ...(options.length ? { options } : {}) };
}

/** Autocomplete: if no option is marked focused, focus the last leaf option. */
export function withFocus(options: CommandOption[]): CommandOption[] {
  const copy: CommandOption[] = structuredClone(options);
  const hasFocus = (list: CommandOption[]): boolean => list.some((o) => o.focused || hasFocus(o.options ?? []));
  if (hasFocus(copy)) return copy;
  let list = copy;
  for (;;) {
    const last = list[list.length - 1];
    if (!last) return copy;
    if (last.type === 1 || last.type === 2) {
      list = last.options ?? [];
      continue;
    }
    last.focused = true;
    return copy;
  }
}

export function componentPayload(
  ids: DoubleIds,
  st: InteractionState,
  source: StoredMessage,
  data: Record<string, unknown>,
): Record<string, unknown> {
  return { ...basePayload(ids, st), data, message: messageObject(ids, source) };
}

/**
 * Modal submit components. Mirrors the layout of the modal the bot sent with that custom id
 * (action rows or labels, a label holding a text box or a menu); fields the modal did not declare
 * are appended as extra rows.
 */
export function modalComponents(fields: Record<string, string | null>, modal: any): any[] {
  const used = new Set<string>();
  const input = (c: any): any => {
    used.add(c.custom_id);
    return { type: 4, id: c.id, custom_id: c.custom_id, value: fields[c.custom_id] ?? c.value ?? '' };
  };
  // A field given as null is left out, as a hand-made or outdated submission would.
  const sent = (c: any) => fields[c?.custom_id] !== null;
  const out: any[] = [];
  for (const top of Array.isArray(modal?.components) ? modal.components : []) {
    if (top?.type === 1 && Array.isArray(top.components)) {
      out.push({
        type: 1,
        id: top.id,
        components: top.components.filter((c: any) => c?.type === 4 && sent(c)).map(input),
      });
    } else if (top?.type === 18 && top.component?.type === 4) {
      if (sent(top.component)) out.push({ type: 18, id: top.id, component: input(top.component) });
    } else if (top?.type === 18 && top.component?.type === 3) {
      // A menu in a form: the field's value is the option picked (none when left out).
      const c = top.component;
      used.add(c.custom_id);
      const picked = fields[c.custom_id];
      if (picked !== null)
        out.push({
          type: 18,
          id: top.id,
          component: { type: 3, id: c.id, custom_id: c.custom_id, values: picked === undefined ? [] : [picked] },
        });
    } else if (top?.type === 10) {
      out.push({ type: 10, id: top.id });
    }
  }
  for (const [custom_id, value] of Object.entries(fields)) {
    if (!used.has(custom_id) && value !== null) out.push({ type: 1, components: [{ type: 4, custom_id, value }] });
  }
  return out;
}
