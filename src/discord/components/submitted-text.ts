import type { ModalSubmitInteraction } from 'discord.js';
import { Refusal } from '../refusal';

/**
 * A text field of a submitted form. A form that arrives without it (an old or hand-made
 * submission) is refused in one sentence instead of failing as an unexpected error.
 */
export function submittedText(i: ModalSubmitInteraction, name: string): string {
  const field = i.fields.fields.get(name);
  if (!field || !('value' in field) || typeof field.value !== 'string') throw new Refusal('discord/missing-field');
  return field.value;
}

/** The option picked in a menu of a submitted form, or null when the form has no such menu. */
export function submittedChoice(i: ModalSubmitInteraction, name: string): string | null {
  const field = i.fields.fields.get(name);
  if (!field || !('values' in field) || !Array.isArray(field.values)) return null;
  return typeof field.values[0] === 'string' ? field.values[0] : null;
}
