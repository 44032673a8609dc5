// A campaign's skill tree as cascading menus (R2.1): the Fields, then the Focuses of the Field
// picked, then its Specialties. The character builder and the conflict table (secondary skill,
// follow-up, fly dice) both offer skills this way, so a skill is picked, never typed.
import { ComponentType } from 'discord.js';
import { md, textOf } from '../../app/text/safe-text';
import type { Row } from './body';
import { MAX_OPTIONS } from './picker';

export interface SkillMenuOptions {
  /** The custom id of the menu at `depth` (1 Fields, 2 Focuses, 3 Specialties). */
  id: (depth: number) => string;
  /** The placeholder of the first menu, the Fields. */
  first: string;
  /** A word after a skill's name in its option, like " (you have it)". */
  note?: (skill: string) => string;
  /**
   * Each lower menu offers the skill it opens from first ("Coordination itself"), for a pick that
   * may be any skill; without it, only a skill with nothing under it ends the pick.
   */
  itself?: boolean;
}

const partsOf = (skill: string) => skill.split(': ');

/** The skills one level under `parent` (the Fields under []). */
export function skillsUnder(tree: readonly string[], parent: readonly string[]): string[] {
  return tree.filter((t) => {
    const parts = partsOf(t);
    return parts.length === parent.length + 1 && parts.slice(0, -1).join(': ') === parent.join(': ');
  });
}

/** The menus down to what `browse` picked: each level's menu once its parent is picked. */
export function skillTreeMenus(tree: readonly string[], browse: string | null, o: SkillMenuOptions): Row[] {
  const option = (text: string, label = partsOf(text).at(-1)!) => ({
    label: `${label}${o.note?.(text) ?? ''}`.slice(0, 100),
    value: text,
  });
  const menu = (depth: number, placeholder: string, options: { label: string; value: string }[]): Row => ({
    type: ComponentType.ActionRow,
    components: [
      {
        type: ComponentType.StringSelect,
        custom_id: o.id(depth),
        placeholder,
        min_values: 1,
        max_values: 1,
        options: options.slice(0, MAX_OPTIONS),
      },
    ],
  });
  const picked = browse ? partsOf(browse) : [];
  const rows = [
    menu(
      1,
      o.first,
      skillsUnder(tree, []).map((t) => option(t)),
    ),
  ];
  for (let depth = 1; depth <= Math.min(picked.length, 2); depth++) {
    const parent = picked.slice(0, depth);
    const children = skillsUnder(tree, parent);
    const what = depth === 1 ? 'a Focus' : 'a Specialty';
    if (children.length)
      rows.push(
        menu(depth + 1, textOf(md`${what} of ${parent.join(': ')}`), [
          // A menu option's label is plain text, not Markdown (nothing to escape).
          ...(o.itself ? [option(parent.join(': '), [parent.at(-1), 'itself'].join(' '))] : []),
          ...children.map((t) => option(t)),
        ]),
      );
  }
  return rows;
}

/**
 * What a pick on the menu at `depth` means: `take` the skill (one with nothing under it, or the
 * "itself" option), or `browse` one level further. Null when the value is not on that menu.
 */
export function skillPicked(
  tree: readonly string[],
  depth: number,
  value: string,
  itself = false,
): { take: string } | { browse: string } | null {
  if (!tree.includes(value)) return null;
  const n = partsOf(value).length;
  if (itself && n === depth - 1) return { take: value };
  if (n !== depth) return null;
  return depth < 3 && skillsUnder(tree, partsOf(value)).length > 0 ? { browse: value } : { take: value };
}
