// One typed field of a modal form, with its label: the forms of the conflict, the dice picker and
// /roll are all built from these.
import { LabelBuilder, StringSelectMenuBuilder, TextInputBuilder, TextInputStyle } from 'discord.js';

export interface FormField {
  id: string;
  label: string;
  maxLength: number;
  /** A long answer (several lines); default one line. */
  long?: boolean;
  /** Default true. */
  required?: boolean;
  minLength?: number;
  /** What the field holds when the form opens. */
  value?: string;
  description?: string;
}

export function formField(f: FormField): LabelBuilder {
  const input = new TextInputBuilder()
    .setCustomId(f.id)
    .setStyle(f.long ? TextInputStyle.Paragraph : TextInputStyle.Short)
    .setMaxLength(f.maxLength)
    .setRequired(f.required ?? true);
  if (f.minLength !== undefined) input.setMinLength(f.minLength);
  if (f.value) input.setValue(f.value);
  const label = new LabelBuilder().setLabel(f.label).setTextInputComponent(input);
  if (f.description) label.setDescription(f.description);
  return label;
}

/** One menu of a modal form, with its label: a pick among a few fixed choices. */
export function formChoice(f: {
  id: string;
  label: string;
  options: readonly { label: string; value: string; default?: boolean }[];
  description?: string;
}): LabelBuilder {
  const menu = new StringSelectMenuBuilder()
    .setCustomId(f.id)
    .setMinValues(1)
    .setMaxValues(1)
    .addOptions(
      f.options
        .slice(0, 25)
        .map((o) => ({ label: o.label.slice(0, 100), value: o.value.slice(0, 100), default: o.default ?? false })),
    );
  const label = new LabelBuilder().setLabel(f.label).setStringSelectMenuComponent(menu);
  if (f.description) label.setDescription(f.description);
  return label;
}
