// /roll results: the same text whether it goes to the channel or (secret) only to the roller. A
// preset that leaves choices carries them as buttons and menus; only the roller may use
// them, which the app checks.
import { ButtonStyle, ComponentType } from 'discord.js';
import type { RollTarget } from '../../app/roll/roll-act';
import type { RollControl, RollView } from '../../app/roll/roll-view';
import { rollId } from '../components/roll-ids';
import {
  code,
  lines as joinLines,
  md,
  mention,
  type Piece,
  ruleText,
  type Safe,
  textOf,
} from '../../app/text/safe-text';
import { pack, type PrivateBody, privateBody, type PublicBody, publicBody, type Row } from './body';

export interface RollResult {
  /** Who rolled, as shown: a display name (escaped) or a mention. */
  who: Piece;
  /** What was rolled: the notation as typed (as code), or the preset's title and inputs. */
  what: Safe;
  /** The result (dice, kept/dropped, total), made from the rules' line (`ruleLine`, `ruleText`). */
  text: Safe;
}

const rolled = (r: RollResult, secret: boolean) => [
  md`**${r.who}** rolled ${r.what}${secret ? ' (secret: only you see this)' : ''}\n${r.text}`,
];

/** Who rolled, as stored: a display name, or the mention written when there was none. */
const whoOf = (who: string): Piece => {
  const id = /^<@(\d{17,20})>$/.exec(who)?.[1];
  return id ? mention(id) : who;
};

export function renderPublicRoll(r: RollResult): PublicBody[] {
  return pack(rolled(r, false), [], publicBody);
}

export function renderSecretRoll(r: RollResult): PrivateBody[] {
  return pack(rolled(r, true), [], privateBody);
}

/**
 * A stored preset roll: its text, and its next choices as components. What is stored (the title,
 * who rolled, the lines) may come from a campaign file as well as from the bot: the title and the
 * name are shown as text, the lines as dice results (`ruleText`: bold and struck faces, nothing else).
 */
export function renderStoredRoll(v: RollView): { text: Safe; rows: Row[] } {
  const head = md`**${whoOf(v.who)}** rolled ${v.title}${v.inputs ? md` (${code(v.inputs)})` : ''}${v.secret ? ' (secret: only you see this)' : ''}`;
  const text = joinLines(
    head,
    ...(v.headline ? [md`**${whoOf(v.who)}** ${ruleText(v.headline)}`] : []),
    ...v.lines.map(ruleText),
  );
  return { text, rows: controlRows({ rollId: v.id, step: v.step }, v.controls) };
}

export function renderPublicStoredRoll(v: RollView): PublicBody[] {
  const { text, rows } = renderStoredRoll(v);
  return pack([text], rows, publicBody);
}

export function renderSecretStoredRoll(v: RollView): PrivateBody[] {
  const { text, rows } = renderStoredRoll(v);
  return pack([text], rows, privateBody);
}

const MAX_OPTIONS = 25;

function menu(
  customId: string,
  placeholder: string,
  dice: ReadonlyArray<{ index: number; label: string }>,
  count = 1,
): Row {
  const options = dice.slice(0, MAX_OPTIONS).map((d) => ({ label: d.label, value: String(d.index) }));
  const n = Math.min(count, options.length);
  return {
    type: ComponentType.ActionRow,
    components: [
      { type: ComponentType.StringSelect, custom_id: customId, placeholder, min_values: n, max_values: n, options },
    ],
  };
}

function controlRows(id: RollTarget, controls: readonly RollControl[]): Row[] {
  const rows: Row[] = [];
  const buttons: Array<{
    type: ComponentType.Button;
    style: ButtonStyle.Primary | ButtonStyle.Secondary;
    label: string;
    custom_id: string;
  }> = [];
  const button = (label: string, customId: string, primary = false) =>
    buttons.push({
      type: ComponentType.Button,
      style: primary ? ButtonStyle.Primary : ButtonStyle.Secondary,
      label,
      custom_id: customId,
    });
  for (const c of controls) {
    switch (c.kind) {
      case 'reroll':
        rows.push(menu(rollId('rr', id), 'Reroll one die (1 drama)', c.dice));
        break;
      case 'max-one':
        rows.push(menu(rollId('mx', id), 'Max out one die (5 drama)', c.dice));
        break;
      case 'max-all':
        button('Max out every die (10 drama)', rollId('ma', id));
        break;
      case 'defence':
        button('Compare with a defence', rollId('df', id));
        break;
      case 'split':
        button('Split into Finesse and Force', rollId('sp', id), true);
        break;
      case 'plan':
        button('Plan actions', rollId('pl', id), true);
        break;
      case 'ff-attack':
        button('Resolve an attack', rollId('at', id), true);
        break;
      case 'use':
        rows.push(
          menu(
            rollId('use', id),
            textOf(md`Pick ${c.count === 1 ? 'the die' : md`${c.count} dice`} to use`),
            c.dice,
            c.count,
          ),
        );
        break;
      case 'double':
        rows.push(menu(rollId('dbl', id), 'Pick the die to double', c.dice));
        break;
    }
  }
  if (buttons.length) rows.push({ type: ComponentType.ActionRow, components: buttons });
  return rows.slice(0, 5);
}
