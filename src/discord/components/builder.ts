// The character builder's menus, buttons and forms. Each step runs the same use case as the typed
// command, then redraws the private panel in place with what the step did; only Done posts in the
// channel (R13.4: the panel is the player's own).
import {
  type ChatInputCommandInteraction,
  type LabelBuilder,
  type MessageComponentInteraction,
  ModalBuilder,
  type ModalSubmitInteraction,
} from 'discord.js';
import {
  AppError,
  addCharacterGear,
  addCharacterLifestyles,
  addSkillWithParents,
  announceCharacter,
  type BuilderPanel,
  characterFriend,
  builderPanel,
  type Outcome,
  setCharacterMemento,
} from '../../app';
import { md, type Safe } from '../../app/text/safe-text';
import { callerOf, lookupCaller } from '../caller';
import type { BotContext } from '../context';
import { Refusal } from '../refusal';
import { builderBody, offeredLifestyles } from '../render/builder';
import { discordMessages } from '../render/messages';
import { type Answerable, sendOutcome, sendPrivate } from '../reply';
import { openFormFor } from './open-form';
import { type BuilderKind, builderId, parseBuilderId } from './builder-ids';
import { type FormField, formChoice, formField } from './form-field';
import { OWN_BOXES, ownLifestyleLabels, readOwnLifestyle } from './builder-own';
import { gearModes, gearSkills } from '../render/builder';
import { submittedChoice, submittedText } from './submitted-text';

const FORMS: Partial<Record<BuilderKind, { form: BuilderKind; title: string; fields: FormField[] }>> = {
  gear: {
    form: 'gearf',
    title: 'Gear',
    fields: [
      { id: 'name', label: 'Its name', maxLength: 60 },
      { id: 'quality', label: 'Its quality (a whole number)', maxLength: 3 },
    ],
  },
  memo: {
    form: 'memof',
    title: 'A memento',
    fields: [
      { id: 'lifestyle', label: 'The lifestyle it comes from', maxLength: 60 },
      { id: 'memento', label: 'The memento, like "Network: the dockers"', maxLength: 100 },
    ],
  },
  // R2.5: a character or NPC of the campaign the character counts as a friend.
  frnd: {
    form: 'frndf',
    title: 'A friend',
    fields: [{ id: 'friend', label: 'A character or NPC of this campaign', maxLength: 60 }],
  },
  // R2.3: up to five at once, one a box (builder-own.ts).
  own: { form: 'ownf', title: 'Lifestyles of your own', fields: [...OWN_BOXES] },
};

/** The menus of a form beside its typed boxes: each box's id and the options the panel offers. */
function formMenus(
  kind: BuilderKind,
  panel: BuilderPanel,
  skill: number | null = null,
): { id: string; label: string; options: Option[] }[] {
  if (kind !== 'gear' && kind !== 'gearf') return [];
  return [
    { id: 'mode', label: 'How it helps', options: gearModes() },
    { id: 'skill', label: 'The skill it serves', options: gearSkills(panel, panel.tree[skill ?? -1] ?? null) },
  ];
}
type Option = { label: string; value: string; description?: string; default?: boolean };

function quality(text: string): number {
  const t = text.trim();
  if (!/^\d{1,3}$/.test(t)) throw new AppError('input/bad-number', discordMessages.notWholeNumber('The quality'));
  return Number(t);
}

/** The form each form kind answers, by the kind of the button that opened it. */
const FORM_OF: Partial<Record<BuilderKind, FormField[]>> = Object.fromEntries(
  Object.values(FORMS).map((f) => [f.form, f.fields]),
);
const MENUS: readonly BuilderKind[] = ['life', 'sk'];

type Control = MessageComponentInteraction | ModalSubmitInteraction;

/**
 * A control's answer is only what the panel offers: a menu's values among its options (no more of
 * them than it lets one pick, each once), a form's boxes its own and within their lengths. A
 * hand-made interaction carrying anything else is refused before anything is written.
 */
function assertOffered(i: Control, kind: BuilderKind, depth: number, panel: BuilderPanel): void {
  const fields = FORM_OF[kind];
  const isMenu = MENUS.includes(kind);
  const fits = fields ? i.isModalSubmit() : isMenu ? i.isStringSelectMenu() : i.isButton();
  if (!fits) throw new Refusal('discord/unknown-component');
  if (i.isStringSelectMenu()) {
    const values = i.values;
    const offered =
      kind === 'life'
        ? offeredLifestyles(panel)
        : { names: panel.tree.filter((t) => t.split(': ').length === depth), max: 1 };
    const known = new Set(offered.names);
    const ok =
      values.length >= 1 &&
      values.length <= offered.max &&
      new Set(values).size === values.length &&
      values.every((v) => known.has(v));
    if (!ok) throw new Refusal('discord/not-offered');
  }
  if (fields && i.isModalSubmit()) {
    const boxes = new Map(fields.map((f) => [f.id, f]));
    const menus = new Map(formMenus(kind, panel).map((m) => [m.id, new Set(m.options.map((o) => o.value))]));
    for (const [name, field] of i.fields.fields) {
      const box = boxes.get(name);
      const menu = menus.get(name);
      const value = 'value' in field ? field.value : undefined;
      const values = 'values' in field && Array.isArray(field.values) ? (field.values as unknown[]) : undefined;
      const ok = box
        ? typeof value === 'string' && value.length <= box.maxLength
        : !!menu && values?.length === 1 && typeof values[0] === 'string' && menu.has(values[0]);
      if (!ok) throw new Refusal('discord/not-offered');
    }
  }
}
const throwRefusal = (code: 'discord/missing-field'): never => {
  throw new Refusal(code);
};
const asInteraction = (i: Control) => i as Parameters<typeof callerOf>[0];

/** The step a control stands for, run as the typed command would run it. */
async function step(ctx: BotContext, i: Control, kind: BuilderKind, character: string): Promise<Outcome> {
  const caller = callerOf(asInteraction(i));
  const values = i.isStringSelectMenu() ? i.values : [];
  const field = (name: string) => (i.isModalSubmit() ? submittedText(i, name) : '');
  const picked = (name: string) =>
    (i.isModalSubmit() ? submittedChoice(i, name) : null) ?? throwRefusal('discord/missing-field');
  switch (kind) {
    case 'life':
      return await addCharacterLifestyles(ctx.deps, caller, {
        lifestyles: values.map((name) => ({ name })),
        character,
      });
    case 'sk':
      return await addSkillWithParents(ctx.deps, caller, { path: values[0] ?? '', character });
    case 'gearf':
      return await addCharacterGear(ctx.deps, caller, {
        name: field('name'),
        quality: quality(field('quality')),
        mode: picked('mode'),
        skill: picked('skill'),
        character,
      });
    case 'memof':
      return await setCharacterMemento(ctx.deps, caller, {
        lifestyle: field('lifestyle'),
        memento: field('memento'),
        character,
      });
    case 'frndf':
      return await characterFriend(ctx.deps, caller, { friend: field('friend'), character });
    case 'ownf': {
      // Every box filled in, in order, in one step: all of them or none, as the menu's pick.
      const typed = OWN_BOXES.flatMap((b) => {
        const box = i.isModalSubmit() ? i.fields.fields.get(b.id) : undefined;
        const own = box && 'value' in box && typeof box.value === 'string' ? readOwnLifestyle(box.value) : null;
        return own ? [own] : [];
      });
      if (typed.length === 0) throw new Refusal('discord/missing-field');
      return await addCharacterLifestyles(ctx.deps, caller, { lifestyles: typed, character });
    }
    default:
      throw new Refusal('discord/unknown-component');
  }
}

const notes = (o: Outcome): Safe[] => o.public.flatMap((v) => (v.kind === 'notice' ? [v.text] : []));

/**
 * What a step did, for the panel's note. A refused form of own lifestyles adds nothing, and the
 * note gives back what was typed in it, so the player sends it again without typing it all anew.
 */
async function stepNotes(ctx: BotContext, i: Control, kind: BuilderKind, character: string): Promise<Safe[]> {
  try {
    return notes(await step(ctx, i, kind, character));
  } catch (e) {
    if (kind !== 'ownf' || !(e instanceof AppError) || !e.sentence || !i.isModalSubmit()) throw e;
    const typed = OWN_BOXES.flatMap((b) => {
      const box = i.fields.fields.get(b.id);
      const text = box && 'value' in box && typeof box.value === 'string' ? box.value.trim() : '';
      return text ? [md`${text.split(/\s*\n\s*/).join(' / ')}`] : [];
    });
    return [e.sentence, md`Nothing was added. What you wrote, to send again (each / stands for a new line):`, ...typed];
  }
}

export async function handleBuilderComponent(ctx: BotContext, i: Control): Promise<void> {
  const id = parseBuilderId(i.customId);
  if (!id) throw new Refusal('discord/unknown-component');
  const before = await builderPanel(ctx.deps, lookupCaller(asInteraction(i)), { characterId: id.characterId });
  assertOffered(i, id.kind, id.depth, before);
  const form = FORMS[id.kind];
  if (form) {
    if (!i.isButton()) throw new Refusal('discord/unknown-component');
    const labels: LabelBuilder[] =
      id.kind === 'own'
        ? ownLifestyleLabels(before.room)
        : [...form.fields.map(formField), ...formMenus(id.kind, before, id.skill).map(formChoice)];
    const modal = new ModalBuilder()
      .setCustomId(builderId(form.form, id.characterId))
      .setTitle(form.title)
      .addLabelComponents(...labels);
    return openFormFor(
      i,
      () => before,
      () => modal,
    );
  }
  if (id.kind === 'done')
    return sendOutcome(
      i as Answerable,
      await announceCharacter(ctx.deps, callerOf(asInteraction(i)), { characterId: id.characterId }),
      {},
      ctx,
    );
  const picked = i.isStringSelectMenu() && id.kind === 'sk' ? (i.values[0] ?? null) : null;
  const held = picked && before.sheet.skills.some((s) => s.text.toLowerCase() === picked.toLowerCase());
  // A skill already held only opens its branch of the tree.
  const said = held ? [] : await stepNotes(ctx, i, id.kind, before.sheet.name);
  const after = await builderPanel(ctx.deps, lookupCaller(asInteraction(i)), { characterId: id.characterId });
  await sendPrivate(i as Answerable, builderBody(after, said, picked));
}

/** /character create: the character exists at once, and its builder opens only for its player. */
export async function builderFor(ctx: BotContext, i: ChatInputCommandInteraction, character: string) {
  return sendPrivate(i, builderBody(await builderPanel(ctx.deps, lookupCaller(i), { character })));
}
