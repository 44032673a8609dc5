// "Start a conflict" by button: a form of what /conflict start takes (its primary skill and who
// stands against it), as menus where the campaign offers few enough names. The submitted form runs
// the same start as the typed command; the app refuses a stranger before the form opens.
import { type ButtonInteraction, ModalBuilder, type ModalSubmitInteraction } from 'discord.js';
import { conflictStartChoices } from '../../app';
import { callerOf } from '../caller';
import type { BotContext } from '../context';
import { MAX_OPTIONS } from '../render/picker';
import { startConflictHere } from '../start-conflict';
import { formChoice, formField } from './form-field';
import { openFormFor } from './open-form';
import { START_FORM_ID } from './start-ids';
import { submittedChoice, submittedText } from './submitted-text';

const PRIMARY = 'primary';
const AGAINST = 'against';
/** The against menu's values: a name behind a prefix, so no name can be taken for "nobody". */
const NOBODY = 'nobody';
const WHO = 'who:';

export function onStartClicked(ctx: BotContext, i: ButtonInteraction): Promise<void> {
  let choices: Awaited<ReturnType<typeof conflictStartChoices>> | undefined;
  return openFormFor(
    i,
    async () => {
      choices = await conflictStartChoices(ctx.deps, callerOf(i));
    },
    () => startForm(choices!),
  );
}

function startForm(choices: Awaited<ReturnType<typeof conflictStartChoices>>): ModalBuilder {
  const { primaries, opponents } = choices;
  const primary =
    primaries.length > 0 && primaries.length <= MAX_OPTIONS
      ? formChoice({
          id: PRIMARY,
          label: 'The primary skill',
          options: primaries.map((p, n) => ({ label: p, value: p, default: n === 0 })),
        })
      : formField({
          id: PRIMARY,
          label: 'The primary skill (a Specialty)',
          minLength: 1,
          maxLength: 100,
          description: 'Like Coordination: Projectiles: Airgun',
        });
  const against = formChoice({
    id: AGAINST,
    label: 'Against whom',
    options: [
      { label: 'Nobody yet (they join later)', value: NOBODY, default: opponents.length === 0 },
      ...opponents.slice(0, MAX_OPTIONS - 1).map((name, n) => ({ label: name, value: WHO + name, default: n === 0 })),
    ],
  });
  return new ModalBuilder()
    .setCustomId(START_FORM_ID)
    .setTitle('Start a conflict')
    .addLabelComponents(primary, against);
}

export function onStartFormSent(ctx: BotContext, i: ModalSubmitInteraction): Promise<void> {
  const primary = submittedChoice(i, PRIMARY) ?? submittedText(i, PRIMARY).trim();
  const picked = submittedChoice(i, AGAINST);
  const against = picked?.startsWith(WHO) ? picked.slice(WHO.length) : null;
  return startConflictHere(ctx, i, { primary, against });
}
