// /roll notation? preset? secret?: dice notation, or a preset from another system; public unless secret.
import type { ChatInputCommandInteraction } from 'discord.js';
import type { RandomSource } from '../../rules';
import { rollText } from '../../rules/systems';
import { callerOf } from '../caller';
import type { BotContext } from '../context';
import { renderPublicRoll, renderSecretRoll, type RollResult } from '../render/roll';
import { sendPrivate, sendPublic } from '../reply';
import { defineFlatCommand } from './flat';
import { flag, text } from './options';
import { rollPreset, suggestPresets } from './roll-presets';
import { SystemError } from '../../rules/systems';

const code = (s: string) => `\`${s.replace(/`/g, "'")}\``;

/** Rolls what was asked: a preset with its inputs, or plain notation. */
export function rollFor(who: string, notation: string | null, preset: string | null, source: RandomSource): RollResult {
  const typed = notation?.trim() ?? '';
  if (preset !== null && preset.trim() !== '') {
    const { preset: p, text } = rollPreset(preset, typed, source);
    return { who, what: `${p.title}${typed ? ` (${code(typed)})` : ''}`, text };
  }
  if (typed === '') throw new SystemError('system/bad-choice', 'Type dice notation such as 4d6kh3 or 2d6+1, or pick a preset.');
  return { who, what: code(typed), text: rollText(typed, source).text };
}

async function handle(ctx: BotContext, i: ChatInputCommandInteraction): Promise<void> {
  const caller = callerOf(i);
  const secret = i.options.getBoolean('secret') ?? false;
  const result = rollFor(caller.displayName ?? `<@${caller.userId}>`, i.options.getString('notation'), i.options.getString('preset'), ctx.deps.random);
  if (secret) for (const body of renderSecretRoll(result)) await sendPrivate(i, body);
  else for (const body of renderPublicRoll(result)) await sendPublic(i, body);
}

export default defineFlatCommand({
  name: 'roll',
  description: 'Roll dice: notation like 4d6kh3, 3d6!, 5d10>=8, 2d6+1, or a preset of another system',
  options: [
    text('notation', 'Dice notation (4d6kh3, 2d6+1, 5d10>=8), or the inputs of a preset', false, 200),
    { type: 'string', name: 'preset', description: 'A preset from another system (Merchant of Venus, drama dice, Finesse/Force)', maxLength: 60, suggest: (_ctx, _caller, typed) => suggestPresets(typed) },
    flag('secret', 'Only you see the result'),
  ],
  handler: handle,
});
