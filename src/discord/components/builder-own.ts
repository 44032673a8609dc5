// The builder's form for lifestyles of the player's own (R2.3): up to five at once, one a box, so a
// player whose GM wrote no lifestyles makes a starting character in two forms. Each box is read as
// a person writes a lifestyle down: its name on the first line, then its skills, and "gear:",
// "memento:", "habits:" lines for the rest.
import { LabelBuilder, TextInputBuilder, TextInputStyle } from 'discord.js';
import type { FormField } from './form-field';

/** At most five boxes: a modal holds five components. */
export const OWN_BOXES: readonly FormField[] = [1, 2, 3, 4, 5].map((n) => ({
  id: `l${n}`,
  label: n === 1 ? 'A lifestyle of your own' : 'Another lifestyle (optional)',
  maxLength: 800,
  long: true,
  required: n === 1,
}));

const EXAMPLE = 'Dock rat\nPhysique: Athletics, Coordination\ngear: Hook 2 assist Physique\nhabits: picks fights';
const HOW = 'First line its name, then its skills; lines "gear:", "memento:", "habits:" if it has them.';

/** The form's boxes: as many as the character may still take (at least one, at most five). */
export function ownLifestyleLabels(room: number | null): LabelBuilder[] {
  const boxes = OWN_BOXES.slice(0, Math.max(1, Math.min(OWN_BOXES.length, room ?? OWN_BOXES.length)));
  return boxes.map((b, n) => {
    const input = new TextInputBuilder()
      .setCustomId(b.id)
      .setStyle(TextInputStyle.Paragraph)
      .setMaxLength(b.maxLength)
      .setRequired(b.required ?? true)
      .setPlaceholder(EXAMPLE);
    const label = new LabelBuilder().setLabel(b.label).setTextInputComponent(input);
    if (n === 0) label.setDescription(HOW);
    return label;
  });
}

/** A lifestyle as typed: what /character lifestyle takes. */
export interface OwnLifestyle {
  name: string;
  skills: string;
  gear: string;
  contacts: string;
  memento: string;
  habits: string;
}
type List = Exclude<keyof OwnLifestyle, 'name'>;

const KEYS: Record<string, List> = {
  gear: 'gear',
  memento: 'memento',
  habits: 'habits',
  'bad habits': 'habits',
  contacts: 'contacts',
};

/** One box as the lifestyle it describes, or null for an empty box. */
export function readOwnLifestyle(text: string): OwnLifestyle | null {
  const rows = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
  if (rows.length === 0) return null;
  const lists: Record<List, string[]> = { skills: [], gear: [], contacts: [], memento: [], habits: [] };
  for (const row of rows.slice(1)) {
    const m = /^(gear|memento|bad habits|habits|contacts)\s*:\s*(.*)$/i.exec(row);
    const key = m ? KEYS[m[1]!.toLowerCase()]! : 'skills';
    lists[key].push(m ? m[2]! : row);
  }
  return {
    name: rows[0]!,
    skills: lists.skills.join(', '),
    gear: lists.gear.join('; '),
    contacts: lists.contacts.join(', '),
    memento: lists.memento.join(' '),
    habits: lists.habits.join('; '),
  };
}
