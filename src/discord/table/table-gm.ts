// The GM's routine moves from the table: "GM moves…" answers the GM privately with a button for
// each (add an NPC or gang, a circumstance die, spend a rack, add or spend Murphy), and each runs
// the same use case as its typed command. Anyone else is refused on the click, before any menu or
// form opens; the use cases check again.
import {
  ButtonStyle,
  ComponentType,
  type Interaction,
  type MessageComponentInteraction,
  ModalBuilder,
  type ModalSubmitInteraction,
} from 'discord.js';
import { addCircumstance, addNpcToConflict, AppError } from '../../app';
import { campaignNpcNames, mustBeGmHere, npcsToAdd } from '../../app/campaign/gm-tools';
import { md } from '../../app/text/safe-text';
import { callerOf, lookupCaller } from '../caller';
import { formChoice, formField } from '../components/form-field';
import { murphyButtons, rackButton } from '../components/gm-panel';
import { conflictFor } from '../components/lookups';
import { openFormFor } from '../components/open-form';
import { submittedChoice, submittedText } from '../components/submitted-text';
import type { BotContext } from '../context';
import { Refusal } from '../refusal';
import { privateBody, type Row } from '../render/body';
import { MAX_OPTIONS } from '../render/picker';
import { sendOutcome, sendPrivate } from '../reply';
import { makeTableId, type TableId, type TableMove } from './table-ids';

const GM_MOVES: readonly TableMove[] = ['gm', 'gm-npc', 'gm-npc-pick', 'gm-npc-guess', 'gm-circ', 'gm-circ-form'];

/** Whether the table move is one of the GM's. */
export function isGmMove(move: TableMove): boolean {
  return GM_MOVES.includes(move);
}

const NO_NPC_TO_ADD = md`Every NPC and gang of the campaign is in this conflict already. The GM panel on the campaign's message (or /npc create) makes a new one.`;
const WHO = 'who';
const REASON = 'reason';
const GM_SIDE = 'GM';

function gmPanel(conflictId: number): Row {
  const b = (
    label: string,
    move: TableMove,
    style: ButtonStyle.Primary | ButtonStyle.Secondary = ButtonStyle.Secondary,
  ) => ({ type: ComponentType.Button, style, label, custom_id: makeTableId(move, conflictId) }) as const;
  return {
    type: ComponentType.ActionRow,
    components: [
      b('Add an NPC or gang', 'gm-npc', ButtonStyle.Primary),
      b('Circumstance die…', 'gm-circ'),
      // The rack and Murphy are told in the channel as their commands are, not folded into the
      // table: their buttons are the GM panel's (gm-panel.ts).
      rackButton(),
      ...murphyButtons(),
    ],
  };
}

const GM_MOVES_TEXT = [
  'Your moves as the GM (only you see this):',
  '- **Add an NPC or gang** to your side; it brings its rack.',
  '- **Circumstance die…**: one more die for someone, or for your side, before they roll.',
  '- **Spend a rack** from the session budget into your pool.',
  '- **Add Murphy…** or **Spend Murphy…**: your secret pool; only a narration is posted.',
].join('\n');

export async function handleGmMove(
  ctx: BotContext,
  i: MessageComponentInteraction | ModalSubmitInteraction,
  id: TableId,
): Promise<void> {
  const caller = callerOf(i as Interaction);
  // Refused on the click for anyone but the GM: no panel, menu or form opens for them.
  const gmChecked = mustBeGmHere(ctx.deps, lookupCaller(i as Interaction));
  await gmChecked;
  const run = (o: Parameters<typeof sendOutcome>[1]) => sendOutcome(i, o, {}, ctx);
  const text = (field: string) => (i.isModalSubmit() ? submittedText(i, field).trim() : '');
  const form = (move: TableMove, title: string) =>
    new ModalBuilder().setCustomId(makeTableId(move, id.conflictId)).setTitle(title);
  switch (id.move) {
    case 'gm':
      return sendPrivate(i, privateBody(GM_MOVES_TEXT, [gmPanel(id.conflictId)]));
    case 'gm-npc': {
      const npcs = await npcsToAdd(ctx.deps, lookupCaller(i as Interaction));
      if (npcs.length === 0) throw new AppError('npc/unknown', NO_NPC_TO_ADD);
      const options = npcs.slice(0, MAX_OPTIONS).map((n) => ({
        label: (n.gangSize ? `${n.name} (a gang of ${n.gangSize})` : n.name).slice(0, 100),
        value: n.name,
      }));
      return sendPrivate(
        i,
        privateBody(md`Who joins your side? Each brings its rack.`, [
          {
            type: ComponentType.ActionRow,
            components: [
              {
                type: ComponentType.StringSelect,
                custom_id: makeTableId('gm-npc-pick', id.conflictId),
                placeholder: 'An NPC or gang of the campaign',
                min_values: 1,
                max_values: 1,
                options,
              },
            ],
          },
        ]),
      );
    }
    // "Did you mean …?" after /conflict add-npc (did-you-mean.ts): the NPC by its place in the campaign.
    case 'gm-npc-guess': {
      const npc = (await campaignNpcNames(ctx.deps, lookupCaller(i as Interaction)))[id.arg - 1];
      if (!npc || !i.isButton()) throw new Refusal('discord/unknown-component');
      return run(await addNpcToConflict(ctx.deps, caller, { npc, mook: false }));
    }
    case 'gm-npc-pick': {
      const npc = i.isStringSelectMenu() ? i.values[0] : undefined;
      if (!npc) throw new Refusal('discord/unknown-component');
      return run(await addNpcToConflict(ctx.deps, caller, { npc, mook: false }));
    }
    case 'gm-circ': {
      if (!i.isButton()) break;
      const conflict = await conflictFor(ctx.deps, caller, id.conflictId);
      const who = [
        ...conflict.participants
          .filter((p) => p.kind !== 'gm' && !p.out)
          .map((p) => ({ label: p.name, value: p.name })),
        { label: 'Your side (the GM)', value: GM_SIDE },
      ];
      return openFormFor(
        i,
        () => gmChecked,
        () =>
          form('gm-circ-form', 'A circumstance die').addLabelComponents(
            formChoice({
              id: WHO,
              label: 'Who gets the die',
              options: who.map((w, n) => ({ ...w, default: n === 0 })),
            }),
            formField({ id: REASON, label: 'Why', minLength: 1, maxLength: 200 }),
          ),
      );
    }
    case 'gm-circ-form':
      return run(
        await addCircumstance(ctx.deps, caller, {
          participant: (i.isModalSubmit() ? submittedChoice(i, WHO) : null) ?? '',
          reason: text(REASON),
        }),
      );
  }
  throw new Refusal('discord/unknown-component');
}
