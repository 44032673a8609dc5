// /roll notation? preset? secret?: dice notation, or a preset from another system; public unless secret.
// Presets with further choices are stored by the app and answered with buttons, so a choice still works after a restart.
import type { ChatInputCommandInteraction } from 'discord.js';
import { startPresetRoll } from '../../app/roll/roll-start';
import type { RandomSource } from '../../rules';
import { diceLibraryLoaded, loadDiceLibrary, rollText } from '../../rules/systems';
import { code, md, mention, type Piece, ruleLine, type Safe } from '../../app/text/safe-text';
import { systemRefusal } from '../refusal';
import { callerOf } from '../caller';
import { sendRoll } from '../components/roll';
import type { BotContext } from '../context';
import { renderPublicRoll, renderSecretRoll, type RollResult } from '../render/roll';
import { deferAnswer, sendPrivate, sendPublic } from '../reply';
import { defineFlatCommand } from './flat';
import { flag, text } from './options';
import { planPreset, type PresetPlan, suggestPresets } from './roll-presets';
import { discordMessages } from '../render/messages';

/**
 * Reads what was asked: a preset (stored or finished) or plain notation (finished). `title` is the
 * preset's title as plain text (stored with the roll); `what` is what was rolled as shown.
 */
export function planRoll(
  notation: string | null,
  preset: string | null,
  source: RandomSource,
): { title: string; what: Safe; inputs: string; plan: PresetPlan } {
  const typed = notation?.trim() ?? '';
  if (preset !== null && preset.trim() !== '') {
    const { preset: p, plan } = planPreset(preset, typed, source);
    return { title: p.title, what: md`${p.title}${typed ? md` (${code(typed)})` : ''}`, inputs: typed, plan };
  }
  if (typed === '') throw systemRefusal('system/bad-choice', discordMessages.noDiceNotation);
  // What the dice library gives back (the notation, comments left out, and its own results) is
  // shown as text: only the rules' faces and totals are Markdown.
  const text = ruleLine(rollText(typed, source).line);
  return { title: typed, what: code(typed), inputs: '', plan: { kind: 'text', text } };
}

/** Rolls what was asked when it needs nothing stored (notation, or a one-step preset). */
export function rollFor(who: Piece, notation: string | null, preset: string | null, source: RandomSource): RollResult {
  const { what, plan } = planRoll(notation, preset, source);
  if (plan.kind !== 'text') throw systemRefusal('system/bad-choice', discordMessages.presetNeedsRollCommand);
  return { who, what, text: plan.text };
}

async function handle(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  const caller = callerOf(i);
  const secret = i.options.getBoolean('secret') ?? false;
  const who = caller.displayName ?? mention(caller.userId);
  if (!diceLibraryLoaded() && !i.options.getString('preset')?.trim()) {
    // The first notation roll loads the dice library (seconds): Discord shows "thinking…" meanwhile.
    await deferAnswer(i, secret ? 'private' : 'public');
    await loadDiceLibrary();
  }
  const { title, what, inputs, plan } = planRoll(
    i.options.getString('notation'),
    i.options.getString('preset'),
    ctx.deps.random,
  );
  if (plan.kind === 'stored') {
    await sendRoll(i, await startPresetRoll(ctx.deps, caller, { request: plan.request, title, inputs, secret }), ctx);
    return;
  }
  const result: RollResult = { who, what, text: plan.text };
  if (secret) for (const body of renderSecretRoll(result)) await sendPrivate(i, body);
  else for (const body of renderPublicRoll(result)) await sendPublic(i, body, ctx);
}

export default defineFlatCommand({
  name: 'roll',
  description: 'Roll dice: notation like 4d6kh3, 3d6!, 5d10>=8, 2d6+1, or a preset of another system',
  options: [
    text('notation', 'Dice notation (4d6kh3, 2d6+1, 5d10>=8), or the inputs of a preset', false, 200),
    {
      type: 'string',
      name: 'preset',
      description: 'A preset from another system (Merchant of Venus, drama dice, Finesse/Force)',
      maxLength: 60,
      suggest: (_ctx, _caller, typed) => suggestPresets(typed),
    },
    flag('secret', 'Only you see the result, and only you get its buttons'),
  ],
  handler: handle,
});
