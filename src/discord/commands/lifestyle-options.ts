// The lists a lifestyle is typed with (R2.3), shared by /character lifestyle and /campaign lifestyle.
import type { ChatInputCommandInteraction } from 'discord.js';
import type { OptionSpec } from './define';
import { read, text } from './options';

export const lifestyleLists: OptionSpec[] = [
  text('skills', 'Skills it grants, separated by commas (their parents come too)'),
  text('gear', 'Gear it grants, like "Old airgun 4 assist Coordination: Projectiles: Airgun"; separate with ;'),
  text('contacts', 'Its contacts, separated by commas'),
  text('memento', 'Its memento, like "Network: the dockers"', false, 100),
  text('habits', 'Its bad habits'),
];

export const readLifestyleLists = (i: ChatInputCommandInteraction) => ({
  skills: read.text(i, 'skills'),
  gear: read.text(i, 'gear'),
  contacts: read.text(i, 'contacts'),
  memento: read.text(i, 'memento'),
  habits: read.text(i, 'habits'),
});
