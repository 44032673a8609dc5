// The GM panel, from the "GM panel" button on the campaign's message: the set-up without typed
// commands (create NPCs and gangs by a short form, start a session, house rules from a menu).
// It answers privately, and only the GM (or a co-GM) gets past the click; each control runs the
// same use case as its slash command, which checks again.
import {
  ButtonStyle,
  ComponentType,
  type Interaction,
  type MessageComponentInteraction,
  ModalBuilder,
  type ModalSubmitInteraction,
} from 'discord.js';
import { AppError, addMurphy, createNpc, setCampaignRule, spendMurphy, spendRack, startSession } from '../../app';
import { houseRulesNow, mustBeGmHere } from '../../app/campaign/gm-tools';
import { callerOf, lookupCaller } from '../caller';
import type { BotContext } from '../context';
import { Refusal } from '../refusal';
import { privateBody } from '../render/body';
import { discordMessages } from '../render/messages';
import { sendOutcome, sendPrivate } from '../reply';
import { openFormFor } from './open-form';
import { formField } from './form-field';
import { gmPanelId, type PanelKind } from './gm-panel-ids';
import { submittedText } from './submitted-text';

/**
 * Add or spend Murphy (R10.2), from the panel and from the table's GM moves alike. Murphy is the
 * campaign's, so its forms are the panel's: the GM is answered privately, and a spend's narration
 * (only that) is posted in the channel, as /murphy does.
 */
export function murphyButtons() {
  return [
    { type: ComponentType.Button, style: ButtonStyle.Secondary, label: 'Add Murphy…', custom_id: gmPanelId('madd') },
    { type: ComponentType.Button, style: ButtonStyle.Secondary, label: 'Spend Murphy…', custom_id: gmPanelId('mspd') },
  ] as const;
}

/** Spend a session rack into the GM pool (R10.1), on the table's GM moves; told in the channel. */
export function rackButton() {
  return {
    type: ComponentType.Button,
    style: ButtonStyle.Secondary,
    label: 'Spend a rack',
    custom_id: gmPanelId('rack'),
  } as const;
}

const NAME = 'name';
const AMOUNT = 'amount';
const REASON = 'reason';
const NARRATION = 'narration';
const SIZE = 'size';
const LEVEL = 'level';

async function panel(ctx: BotContext, i: Interaction) {
  const rules = await houseRulesNow(ctx.deps, lookupCaller(i));
  const button = (label: string, kind: PanelKind, style: ButtonStyle.Primary | ButtonStyle.Secondary) =>
    ({ type: ComponentType.Button, style, label, custom_id: gmPanelId(kind) }) as const;
  // Each rule's other values: what it is now is said above, and the menu stays within 25 options.
  const options = rules.flatMap((r) =>
    r.values.filter((v) => v !== r.now).map((v) => ({ label: `${r.rule}: ${v}`, value: `${r.rule}=${v}` })),
  );
  const text = [
    'GM panel (only you see this). Set up the campaign without typing commands:',
    '- **Create an NPC…** or **Create a gang…**: a name and its numbers.',
    '- **Start a session**: one budget rack for each player.',
    '- **Add Murphy…** or **Spend Murphy…**: your secret pool; only a narration is posted.',
    `- **House rules**: pick one to change it. Now: ${rules.map((r) => `${r.rule} ${r.now}`).join(', ')}.`,
  ].join('\n');
  return privateBody(text, [
    {
      type: ComponentType.ActionRow,
      components: [
        button('Create an NPC…', 'npc', ButtonStyle.Primary),
        button('Create a gang…', 'gang', ButtonStyle.Primary),
        button('Start a session', 'sess', ButtonStyle.Secondary),
        ...murphyButtons(),
      ],
    },
    {
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.StringSelect,
          custom_id: gmPanelId('rule'),
          placeholder: 'Change a house rule',
          min_values: 1,
          max_values: 1,
          options: options.slice(0, 25),
        },
      ],
    },
  ]);
}

const wholeOrNull = (text: string, what: string, min: number): number | null => {
  const t = text.trim();
  if (t === '') return null;
  if (!/^\d{1,7}$/.test(t) || Number(t) < min)
    throw new AppError('input/bad-number', discordMessages.notWholeNumber(what));
  return Number(t);
};

/** Add or spend Murphy: how many points and why (the GM's own), and for a spend its narration. */
function murphyForm(form: PanelKind, title: string, ...more: ReturnType<typeof formField>[]): ModalBuilder {
  return new ModalBuilder()
    .setCustomId(gmPanelId(form))
    .setTitle(title)
    .addLabelComponents(
      formField({ id: AMOUNT, label: 'How many points', minLength: 1, maxLength: 4, value: '1' }),
      formField({ id: REASON, label: 'Why (only you see it)', minLength: 1, maxLength: 200 }),
      ...more,
    );
}

export async function onGmPanel(
  ctx: BotContext,
  i: MessageComponentInteraction | ModalSubmitInteraction,
  kind: PanelKind,
): Promise<void> {
  const who = i as Interaction;
  // Refused on the click for anyone but the GM: no panel, menu or form opens for them.
  const gmChecked = mustBeGmHere(ctx.deps, lookupCaller(who));
  await gmChecked;
  const caller = callerOf(who);
  const run = (o: Parameters<typeof sendOutcome>[1]) => sendOutcome(i, o, {}, ctx);
  const text = (field: string) => (i.isModalSubmit() ? submittedText(i, field).trim() : '');
  const level = formField({ id: LEVEL, label: 'Its level (left empty: 6)', maxLength: 3, required: false });
  switch (kind) {
    case 'open':
      if (i.isButton()) return sendPrivate(i, await panel(ctx, who));
      break;
    case 'npc':
      if (i.isButton())
        return openFormFor(
          i,
          () => gmChecked,
          () =>
            new ModalBuilder()
              .setCustomId(gmPanelId('npcf'))
              .setTitle('A new NPC')
              .addLabelComponents(formField({ id: NAME, label: 'Its name', minLength: 1, maxLength: 40 }), level),
        );
      break;
    case 'gang':
      if (i.isButton())
        return openFormFor(
          i,
          () => gmChecked,
          () =>
            new ModalBuilder()
              .setCustomId(gmPanelId('gangf'))
              .setTitle('A new gang')
              .addLabelComponents(
                formField({ id: NAME, label: 'Its name', minLength: 1, maxLength: 40 }),
                formField({ id: SIZE, label: 'How many make it up (2 or more)', minLength: 1, maxLength: 7 }),
                level,
              ),
        );
      break;
    case 'npcf':
    case 'gangf': {
      if (!i.isModalSubmit()) break;
      const gangSize = kind === 'gangf' ? wholeOrNull(text(SIZE), 'How many make it up', 2) : null;
      if (kind === 'gangf' && gangSize === null) throw new Refusal('discord/missing-field');
      return run(
        await createNpc(ctx.deps, caller, {
          name: text(NAME),
          gangSize,
          level: wholeOrNull(text(LEVEL), 'Its level', 1),
        }),
      );
    }
    case 'madd':
      if (i.isButton())
        return openFormFor(
          i,
          () => gmChecked,
          () => murphyForm('maddf', 'Add Murphy points'),
        );
      break;
    case 'maddf':
      if (!i.isModalSubmit()) break;
      return run(
        await addMurphy(ctx.deps, caller, {
          amount: wholeOrNull(text(AMOUNT), 'How many points', 1) ?? 0,
          reason: text(REASON),
        }),
      );
    case 'mspd':
      if (i.isButton())
        return openFormFor(
          i,
          () => gmChecked,
          () =>
            murphyForm(
              'mspdf',
              'Spend Murphy points',
              formField({
                id: NARRATION,
                label: 'The bad luck everyone reads (optional)',
                maxLength: 1000,
                required: false,
                long: true,
              }),
            ),
        );
      break;
    case 'mspdf':
      if (!i.isModalSubmit()) break;
      return run(
        await spendMurphy(ctx.deps, caller, {
          amount: wholeOrNull(text(AMOUNT), 'How many points', 1) ?? 0,
          reason: text(REASON),
          narration: text(NARRATION) || null,
          character: null,
        }),
      );
    case 'rack':
      if (i.isButton()) return run(await spendRack(ctx.deps, caller));
      break;
    case 'sess':
      if (i.isButton()) return run(await startSession(ctx.deps, caller));
      break;
    case 'rule': {
      const picked = i.isStringSelectMenu() ? (i.values[0] ?? '') : '';
      const [rule, value] = picked.split('=');
      if (!rule || !value) throw new Refusal('discord/unknown-component');
      return run(await setCampaignRule(ctx.deps, caller, { rule, value }));
    }
  }
  throw new Refusal('discord/unknown-component');
}
