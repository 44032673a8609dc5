// The private character builder panel: the sheet as it stands, the dice it would bring, and the
// menus and buttons that edit it in place (lifestyles from the campaign, skills from its tree,
// gear, a memento, a lifestyle of one's own, a friend, Done).
import { ButtonStyle, ComponentType } from 'discord.js';
import type { BuilderPanel } from '../../app';
import { GEAR_MODES } from '../../rules';
import { builderId } from '../components/builder-ids';
import { cutToFit, MAX_CONTENT, type PrivateBody, privateBody, type Row } from './body';
import { plural } from './dice';
import { MAX_OPTIONS } from './picker';
import { renderSheet } from './sheets';
import { lines, md, type Safe, textOf } from '../../app/text/safe-text';
import { skillTreeMenus } from './skill-menus';

/** The start of a long panel, cut where it still fits one message (it is the bot's own text). */
const cut = (text: Safe): Safe => cutToFit(text, MAX_CONTENT - 50);

const STARTING_LIFESTYLES = 6;

function menu(customId: string, placeholder: string, options: { label: string; value: string }[], max = 1): Row {
  return {
    type: ComponentType.ActionRow,
    components: [
      {
        type: ComponentType.StringSelect,
        custom_id: customId,
        placeholder,
        min_values: 1,
        max_values: Math.min(max, options.length),
        options: options.slice(0, MAX_OPTIONS),
      },
    ],
  };
}

/** R2.1 the tree one level at a time: the Fields, then the Focuses of the Field picked, then its Specialties. */
function skillMenus(p: BuilderPanel, browse: string | null): Row[] {
  const held = new Set(p.sheet.skills.map((s) => s.text.toLowerCase()));
  return skillTreeMenus(p.tree, browse, {
    id: (depth) => builderId('sk', p.characterId, depth),
    first: 'Add a skill: pick a Field',
    note: (text) => (held.has(text.toLowerCase()) ? ' (you have it)' : ''),
  });
}

/** The buttons; `skill` the place in the tree of the skill last picked, which the gear form offers first. */
function buttons(characterId: number, skill: number | null): Row {
  const button = (
    label: string,
    kind: Parameters<typeof builderId>[0],
    style: ButtonStyle.Secondary | ButtonStyle.Success = ButtonStyle.Secondary,
  ) => ({
    type: ComponentType.Button as const,
    style,
    label,
    custom_id: builderId(kind, characterId, 0, kind === 'gear' ? skill : null),
  });
  return {
    type: ComponentType.ActionRow,
    components: [
      button('Gear…', 'gear'),
      button('Memento…', 'memo'),
      button('Own lifestyles…', 'own'),
      button('Friend…', 'frnd'),
      button('Done', 'done', ButtonStyle.Success),
    ],
  };
}

/** R2.4 each gear mode and what it does, as the gear form's menu says it. */
const MODE_WORDS: Record<(typeof GEAR_MODES)[number], string> = {
  assist: 'Assist: half its quality in dice, for its skill',
  circumstance: 'Circumstance: one die, for its skill',
  resist: 'Resist: its quality in dice when it helps you resist',
};

/** The gear form's modes: the ones the rules allow, assist first. */
export function gearModes(): { label: string; value: string; default?: boolean }[] {
  return GEAR_MODES.map((m, n) => ({ label: MODE_WORDS[m], value: m, default: n === 0 }));
}

/**
 * The skills the gear form offers: those the character holds (the panel's skill menus walk the
 * campaign's tree and add what is picked), Specialties first; before it holds any, the Fields.
 */
export function gearSkills(
  p: BuilderPanel,
  first: string | null = null,
): { label: string; value: string; default?: boolean }[] {
  const held = p.sheet.skills.map((s) => s.text);
  const depth = (t: string) => t.split(': ').length;
  const skills = held.length ? [...held].sort((a, b) => depth(b) - depth(a)) : p.tree.filter((t) => depth(t) === 1);
  // The skill last picked in the panel's tree menus comes first, picked already.
  const picked = first && skills.includes(first) ? first : null;
  return [...(picked ? [picked] : []), ...skills.filter((t) => t !== picked)]
    .filter((t) => t.length <= 100)
    .slice(0, MAX_OPTIONS)
    .map((t) => ({ label: t, value: t, ...(t === picked ? { default: true } : {}) }));
}

/**
 * The campaign's lifestyles the panel's menu offers, and how many of them one pick may take: no more
 * than the character may still take (R2.3, R12.1). The menu's answer is checked against the same.
 */
export function offeredLifestyles(p: BuilderPanel): { names: string[]; max: number } {
  const names = p.room === 0 ? [] : p.lifestyles.slice(0, MAX_OPTIONS);
  return { names, max: Math.min(names.length, p.room ?? names.length) };
}

/** The panel; `note` says what the last step did, `browse` is the skill whose children to offer. */
export function builderBody(p: BuilderPanel, note: readonly Safe[] = [], browse: string | null = null): PrivateBody {
  const toGo = Math.max(0, STARTING_LIFESTYLES - p.sheet.lifestyles.length);
  const text = lines(
    md`Building **${p.sheet.name}** (only you see this until you press Done).`,
    renderSheet(p.sheet),
    toGo
      ? md`A starting character has 6 lifestyles: ${toGo} to go.`
      : 'All six lifestyles of a starting character are in.',
    p.preview
      ? md`Dice: in a conflict on ${p.preview.skill}, ${p.sheet.name} would draw ${plural(p.preview.dice, 'die', 'dice')} (${p.preview.detail}), before the other side's skill and circumstances.`
      : 'Dice: no skill yet that would bring dice to a conflict.',
    ...note.map((n) => md`> ${n}`),
  );
  // A long sheet must not push the panel past one message: the end gives way, the controls stay.
  const content = textOf(text).length <= MAX_CONTENT ? text : md`${cut(text)}…\n(more with /character show)`;
  const rows: Row[] = [];
  const free = offeredLifestyles(p);
  if (free.names.length)
    rows.push(
      menu(
        builderId('life', p.characterId),
        "Add lifestyles from the campaign's",
        free.names.map((n) => ({ label: n, value: n })),
        free.max,
      ),
    );
  const at = browse === null ? -1 : p.tree.indexOf(browse);
  rows.push(...skillMenus(p, browse).slice(0, 4 - rows.length), buttons(p.characterId, at < 0 ? null : at));
  return privateBody(content, rows);
}
