// Buttons, menus and forms on a preset /roll result: drama spends, comparing with a
// defence, the Finesse/Force split, actions and attacks, the ship's dice picks. The app decides who
// may choose (only the roller, on the roll as it stands) and what is still open; a form opens only
// for the roller. Each choice redraws the roll's one message in place.
import { type MessageComponentInteraction, ModalBuilder, type ModalSubmitInteraction } from 'discord.js';
import { formField } from './form-field';
import { AppError } from '../../app';
import type { Safe } from '../../app/text/safe-text';
import { actOnRoll, checkRollChooser, type RollAction } from '../../app/roll/roll-act';
import type { RollOutcome } from '../../app/roll/roll-view';
import { callerOf } from '../caller';
import type { Answering, BotContext } from '../context';
import { Refusal } from '../refusal';
import { privateBody } from '../render/body';
import { renderPublicStoredRoll, renderSecretStoredRoll } from '../render/roll';
import { type Answerable, redrawPublic, sendOutcome, sendPrivate, sendPublic } from '../reply';
import { type RollCode, rollId } from './roll-ids';
import type { RollTarget } from '../../app/roll/roll-act';
import { discordMessages } from '../render/messages';
import { submittedText } from './submitted-text';
import { openFormFor } from './open-form';

/**
 * Sends a stored roll: to the channel, or only to the roller when secret; notes go to the roller.
 * A choice on the roll redraws its message (a secret one is the roller's own, redrawn likewise).
 */
export async function sendRoll(i: Answerable, outcome: RollOutcome, ctx: Answering): Promise<void> {
  if (outcome.replayed) return sendOutcome(i, outcome, {}, ctx);
  const v = outcome.roll;
  const choice = !i.isChatInputCommand();
  if (v.secret) for (const body of renderSecretStoredRoll(v)) await sendPrivate(i, body);
  else
    for (const [n, body] of renderPublicStoredRoll(v).entries())
      await (choice && n === 0 ? redrawPublic(i, body, ctx) : sendPublic(i, body, ctx));
  for (const note of outcome.private[i.user.id] ?? [])
    if (note.kind === 'notice') await sendPrivate(i, privateBody(note.text));
}

const bad = (message: Safe): never => {
  throw new AppError('input/bad-number', message);
};

/** A whole number typed in a form; blank gives `blank`. */
function typedNumber(text: string, what: string, blank?: null): number | null {
  const t = text.trim();
  if (t === '' && blank === null) return null;
  if (!/^\d{1,6}$/.test(t)) bad(discordMessages.notWholeNumber(what));
  return Number(t);
}

/**
 * Actions typed as Finesse dice by number, one action after another: "1 2, 3+1" is two actions,
 * dice 1 and 2, then die 3 with one extra Wits point.
 */
export function parseActions(text: string): { dice: number[]; extraWits: number }[] {
  const groups = text.split(/[,;|]/).map((g) => g.trim());
  if (groups.length === 0 || groups.some((g) => g === '')) bad(discordMessages.planFormat);
  return groups.map((g) => {
    const m = /^([\d\s]+?)\s*(?:\+\s*(\d{1,6}))?$/.exec(g);
    if (!m) return bad(discordMessages.badPlannedAction(g.slice(0, 20)));
    return {
      dice: m[1]!
        .trim()
        .split(/\s+/)
        .map((n) => Number(n) - 1),
      extraWits: m[2] ? Number(m[2]) : 0,
    };
  });
}

/**
 * The forms a button opens: their title and fields, field id to label. A field whose label says
 * what a blank means may be left blank; the others must be filled in.
 */
const FORMS: Partial<Record<RollCode, { form: RollCode; title: string; fields: Record<string, string> }>> = {
  df: {
    form: 'dff',
    title: 'Compare with a defence',
    fields: { successes: "The defence's successes (blank: no defence)" },
  },
  sp: {
    form: 'spf',
    title: 'Split into Finesse and Force',
    fields: { twos: 'How many 2s go to Force', ones: 'How many 1s go to Force' },
  },
  pl: {
    form: 'plf',
    title: 'Plan actions',
    fields: { actions: 'Finesse dice per action, e.g. 1 2, 3+1', wits: 'Your Wits' },
  },
  at: {
    form: 'atf',
    title: 'Resolve an attack',
    fields: {
      action: 'Which action attacks (its number)',
      finesse: "The defence's Finesse (blank: none)",
      force: "The defence's Force (blank: 0)",
    },
  },
};

function formFor(code: RollCode, on: RollTarget): ModalBuilder {
  const f = FORMS[code]!;
  return new ModalBuilder()
    .setCustomId(rollId(f.form, on))
    .setTitle(f.title)
    .addLabelComponents(
      ...Object.entries(f.fields).map(([id, label]) =>
        formField({ id, label, maxLength: 100, required: !label.includes('(blank') }),
      ),
    );
}

function actionOf(code: RollCode, i: MessageComponentInteraction | ModalSubmitInteraction): RollAction {
  const values = i.isStringSelectMenu() ? i.values.map(Number) : [];
  const field = (name: string) => (i.isModalSubmit() ? submittedText(i, name) : '');
  switch (code) {
    case 'rr':
      return { kind: 'reroll', index: values[0]! };
    case 'mx':
      return { kind: 'max-one', index: values[0]! };
    case 'ma':
      return { kind: 'max-all' };
    case 'dff':
      return { kind: 'defence', successes: typedNumber(field('successes'), "The defence's successes", null) };
    case 'spf':
      return {
        kind: 'split',
        twos: typedNumber(field('twos'), 'The 2s given to Force')!,
        ones: typedNumber(field('ones'), 'The 1s given to Force')!,
      };
    case 'plf':
      return { kind: 'plan', actions: parseActions(field('actions')), wits: typedNumber(field('wits'), 'Wits')! };
    case 'atf': {
      const finesse = typedNumber(field('finesse'), "The defence's Finesse", null);
      const force = finesse === null ? 0 : typedNumber(field('force') || '0', "The defence's Force")!;
      return {
        kind: 'ff-attack',
        action: typedNumber(field('action'), 'The attacking action')!,
        defence: finesse === null ? null : { finesse, force },
      };
    }
    case 'use':
      return { kind: 'use', dice: values };
    case 'dbl':
      return { kind: 'double', index: values[0]! };
    default:
      throw new Refusal('discord/unknown-component');
  }
}

export async function onRollControl(
  ctx: BotContext,
  i: MessageComponentInteraction | ModalSubmitInteraction,
  id: { code: RollCode } & RollTarget,
): Promise<void> {
  const on = { rollId: id.rollId, step: id.step };
  const caller = callerOf(i as Parameters<typeof callerOf>[0]);
  if (FORMS[id.code]) {
    if (!i.isButton()) throw new Refusal('discord/unknown-component');
    return openFormFor(
      i,
      () => checkRollChooser(ctx.deps, caller, on),
      () => formFor(id.code, on),
    );
  }
  const wants = ['dff', 'spf', 'plf', 'atf'].includes(id.code)
    ? i.isModalSubmit()
    : id.code === 'ma'
      ? i.isButton()
      : i.isStringSelectMenu();
  if (!wants) throw new Refusal('discord/unknown-component');
  await sendRoll(i, await actOnRoll(ctx.deps, caller, { ...on, action: actionOf(id.code, i) }), ctx);
}
