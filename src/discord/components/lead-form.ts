// The form of a lead started with buttons (the action, how, against whom, and which NPC leads for
// a GM side with several), and what keeps a refused form's words: the refusal shows them and a
// "Reopen the form" button opens the form again with them filled in.
import { ButtonStyle, ComponentType, ModalBuilder } from 'discord.js';
import type { PublicView } from '../../app';
import { type Safe, textOf } from '../../app/text/safe-text';
import { privateBody, type PrivateBody } from '../render/body';
import { plural } from '../render/dice';
import { discordMessages } from '../render/messages';
import { Refusal } from '../refusal';
import { formChoice, formField } from './form-field';
import { type Id, makeId } from './ids';

type Conflict = Extract<PublicView, { kind: 'conflict' }>['conflict'];

export const ACTION_FIELD = 'action';
export const TARGET_FIELD = 'target';
export const RISKY_FIELD = 'how';
export const NPC_FIELD = 'npc';

/** What was sent in a lead form: kept when the lead is refused. */
export interface LeadTyped {
  action: string;
  target: string;
  risky: boolean;
  npc: string | null;
}

const LEAD_KINDS = [
  { label: 'An ordinary lead: dice against dice', value: 'ordinary' },
  { label: 'Risky: the higher total captures everything', value: 'risky' },
];

/**
 * The NPCs the GM side may lead through, when it has several standing (one needs no asking). Mooks
 * are left out: they have no dice by themselves (R3.3); one armed with a session rack leads by name
 * with /exchange lead, or by itself once no other NPC stands.
 */
export function leadersOf(conflict: Conflict, leader: string): string[] {
  const me = conflict.participants.find((p) => p.name.toLowerCase() === leader.toLowerCase());
  const npcs = conflict.npcs.filter((n) => !n.out && !n.mook).map((n) => n.name);
  return me?.kind === 'gm' && npcs.length > 1 ? npcs : [];
}

/** A menu whose default is what was picked before, else its first option. */
const menuOf = (id: string, label: string, names: readonly string[], picked?: string | null) =>
  formChoice({
    id,
    label,
    options: names.map((n, k) => ({
      label: n,
      value: n,
      default: picked && names.includes(picked) ? n === picked : k === 0,
    })),
  });

export function leadModal(
  id: Id<'lead:act'>,
  targets: readonly string[],
  leaders: readonly string[],
  typed?: LeadTyped,
): ModalBuilder {
  const customId = makeId(id);
  if (customId === null) throw new Refusal('discord/too-long', discordMessages.leadTooLongForButtons);
  const labels = [
    formField({
      id: ACTION_FIELD,
      label: 'What you do',
      long: true,
      minLength: 1,
      maxLength: 500,
      value: typed?.action,
    }),
  ];
  // R5.5: a risky lead is chosen here (or typed with /exchange lead risky:).
  if (!id.risky)
    labels.push(
      formChoice({
        id: RISKY_FIELD,
        label: 'How',
        options: LEAD_KINDS.map((k) => ({ ...k, default: (k.value === 'risky') === (typed?.risky ?? false) })),
      }),
    );
  // The other side's names as a menu, so a typo cannot throw the action away; a text box when
  // they are not known (or too many for a menu).
  if (!id.target && targets.length > 0 && targets.length <= 25)
    labels.unshift(menuOf(TARGET_FIELD, 'Against whom', targets, typed?.target));
  else if (!id.target)
    labels.unshift(
      formField({ id: TARGET_FIELD, label: 'Against whom', minLength: 1, maxLength: 100, value: typed?.target }),
    );
  // The GM side with several NPCs says which of them leads: players read that name.
  if (leaders.length > 0 && leaders.length <= 25) labels.unshift(menuOf(NPC_FIELD, 'Who leads', leaders, typed?.npc));
  return new ModalBuilder()
    .setCustomId(customId)
    .setTitle(`Lead with ${textOf(plural(id.dice.length, 'die', 'dice'))}`)
    .addLabelComponents(...labels);
}

// The action is kept in a code block of the refusal (it holds any text, and Discord shows it as
// typed); a run of three backticks in it is broken with a zero-width space, and mended on reading.
const FENCE = '```';
const BROKEN = '`\u200b``';

/** The refusal of a lead form, with what was typed and the button that reopens the form with it. */
export function keptLeadForm(id: Id<'lead:act'>, typed: LeadTyped, sentence: Safe): PrivateBody {
  const again = makeId({
    kind: 'lead:again',
    conflictId: id.conflictId,
    risky: id.risky,
    how: typed.risky,
    dice: id.dice,
    as: id.as,
    target: typed.target,
    npc: typed.npc ?? '',
  });
  const action = typed.action.replaceAll(FENCE, BROKEN);
  const text = `${textOf(sentence)}\n${textOf(discordMessages.leadWordsKept(again !== null))}\n${FENCE}\n${action}\n${FENCE}`;
  const rows = again
    ? [
        {
          type: ComponentType.ActionRow as const,
          components: [
            {
              type: ComponentType.Button as const,
              style: ButtonStyle.Primary as const,
              label: 'Reopen the form',
              custom_id: again,
            },
          ],
        },
      ]
    : [];
  return privateBody(text, rows);
}

/** The action a refusal kept (keptLeadForm), read back from its message; '' when there is none. */
export function keptAction(content: string): string {
  const m = /\n```\n([\s\S]*)\n```$/.exec(content);
  return m ? m[1]!.replaceAll(BROKEN, FENCE) : '';
}
