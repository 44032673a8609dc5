// Buttons of the common path on public conflict messages (Join, Roll, Lead, Buy a goal) and the
// private menu of a player's characters. Labels are fixed words: nothing secret can reach them.
import { ButtonStyle, ComponentType } from 'discord.js';
import { type ComponentId, makeId } from '../components/ids';
import { makePlayId } from '../components/conflict-button-ids';
import { START_BUTTON_ID } from '../components/start-ids';
import { type PrivateBody, privateBody, type Row } from './body';
import { MAX_OPTIONS } from './picker';
import { discordMessages } from './messages';

type Button = Extract<Row['components'][number], { type: ComponentType.Button; custom_id: string }>;

const button = (
  label: string,
  id: ComponentId,
  style: ButtonStyle.Primary | ButtonStyle.Secondary | ButtonStyle.Success = ButtonStyle.Primary,
): Button => ({
  type: ComponentType.Button,
  style,
  label,
  custom_id: makeId(id)!,
});

/** While a conflict sets up (R4.1: through the rolls): Join, Roll, and Begin once someone rolled. */
export function setupButtons(conflictId: number, phase: 'setup' | 'rolling'): Button[] {
  return [
    button('Join', { kind: 'cf:join', conflictId }),
    button('Roll', { kind: 'cf:roll', conflictId }, ButtonStyle.Success),
    ...(phase === 'rolling' ? [button('Begin', { kind: 'cf:begin', conflictId }, ButtonStyle.Secondary)] : []),
  ];
}

/** For the suggested leader only (the handler checks who clicks). */
export function leadButton(conflictId: number, after: number): Button {
  return button('Lead', { kind: 'cf:lead', conflictId, after }, ButtonStyle.Success);
}

/** Opens, for whoever clicks, the goals this conflict offers them. */
export function buyGoalButton(conflictId: number): Button {
  return button('Buy a goal', { kind: 'buy:open', conflictId }, ButtonStyle.Secondary);
}

/** Opens the start form for whoever clicks (the same as /conflict start, refused as it would be). */
export function startConflictRow(): Row {
  return rowOf([
    { type: ComponentType.Button, style: ButtonStyle.Primary, label: 'Start a conflict', custom_id: START_BUTTON_ID },
  ]);
}

/** The GM ends the conflict at once; a player asks the others (the same as /conflict end). */
export function endButton(conflictId: number): Button {
  return {
    type: ComponentType.Button,
    style: ButtonStyle.Secondary,
    label: 'End the conflict',
    custom_id: makePlayId({ kind: 'end:agree', conflictId }),
  };
}

export function rowOf(buttons: readonly Row['components'][number][]): Row {
  return { type: ComponentType.ActionRow, components: buttons.slice(0, 5) };
}

/** A private menu of names (characters, targets): one pick. */
export function nameMenu(customId: string, names: readonly string[], placeholder: string): Row {
  const options = [...new Set(names)]
    .slice(0, MAX_OPTIONS)
    .map((n) => ({ label: n.slice(0, 100), value: n.slice(0, 100) }));
  return {
    type: ComponentType.ActionRow,
    components: [
      { type: ComponentType.StringSelect, custom_id: customId, placeholder, min_values: 1, max_values: 1, options },
    ],
  };
}

export function characterMenu(
  id: Extract<ComponentId, { kind: 'cf:who' }>,
  names: readonly string[],
  question: string,
): PrivateBody {
  if (names.length === 0) return privateBody(discordMessages.noCharacterCanDoThat);
  return privateBody(question, [nameMenu(makeId(id)!, names, 'Your character')]);
}
