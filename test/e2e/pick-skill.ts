// Picks a skill on the table's cascading skill menus (the secondary skill, a follow-up's primary,
// fly dice's skill): the Field, then the Focus, then the Specialty, or the "… itself" option of the
// level below when the skill has more under it. Returns what the last pick answered.
import { expect } from 'vitest';
import type { DiscordDouble, DoubleUser, SentMessage } from '../../tools/double';
import { customIds, privateOnes, transcript } from './helpers';

const SKILL_MENU = /^tb:[a-z]+-skill:\d+(?::chin)?:(\d)$/;

/** The private message among `sent` with a skill menu at `depth`, and that menu's id. */
function menuAt(sent: readonly SentMessage[], depth: number): { message: SentMessage; id: string } | null {
  for (const message of [...privateOnes(sent)].reverse()) {
    const id = customIds(message).find((c) => SKILL_MENU.exec(c)?.[1] === String(depth));
    if (id) return { message, id };
  }
  return null;
}

/** The values the menu `id` of `message` offers. */
export function optionsOf(message: SentMessage, id: string): string[] {
  const rows: any[] = message.data?.components ?? [];
  const menu = rows.flatMap((r) => r.components ?? []).find((c: any) => c.custom_id === id);
  return (menu?.options ?? []).map((o: { value: string }) => o.value);
}

export async function pickSkill(
  double: DiscordDouble,
  user: DoubleUser,
  opened: readonly SentMessage[],
  path: string,
): Promise<SentMessage[]> {
  const parts = path.split(': ');
  let sent: readonly SentMessage[] = opened;
  for (let depth = 1; depth <= 3; depth++) {
    const menu = menuAt(sent, depth);
    // Past the skill's own level, only its "itself" option on the menu below may be picked.
    if (!menu) {
      expect(depth, `no skill menu at depth ${depth}: ${transcript(sent)}`).toBeGreaterThan(parts.length);
      return [...sent];
    }
    const value = parts.slice(0, Math.min(depth, parts.length)).join(': ');
    expect(optionsOf(menu.message, menu.id)).toContain(value);
    sent = await double.select(user, menu.id, [value], { id: menu.message.messageId, ephemeral: true });
    if (depth >= parts.length && !menuAt(sent, depth + 1)) return [...sent];
  }
  return [...sent];
}
