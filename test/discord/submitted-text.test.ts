import { Collection, ComponentType, type ModalSubmitInteraction } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { submittedText } from '../../src/discord/components/submitted-text';
import { ERROR_SENTENCES } from '../../src/discord/error-messages';
import { textOf } from '../../src/app/text/safe-text';

/** A submitted form holding these text fields, as discord.js hands it over. */
function form(fields: Record<string, string>): ModalSubmitInteraction {
  const collection = new Collection(
    Object.entries(fields).map(([customId, value]) => [customId, { type: ComponentType.TextInput, customId, value }]),
  );
  return { fields: { fields: collection } } as unknown as ModalSubmitInteraction;
}

describe('a submitted form', () => {
  it('GIVEN the field THEN its text', () => {
    expect(submittedText(form({ action: 'I shoot' }), 'action')).toBe('I shoot');
  });

  it('GIVEN a form without one of its fields THEN a refusal in one sentence, not an unexpected error', () => {
    expect(() => submittedText(form({ other: 'x' }), 'action')).toThrow(
      expect.objectContaining({ name: 'Refusal', code: 'discord/missing-field' }),
    );
    expect(textOf(ERROR_SENTENCES['discord/missing-field'])).toMatch(/^That form came back without one of its boxes/);
  });
});
