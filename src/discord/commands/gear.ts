import { resistWithGear } from '../../app';
import { useCase } from '../use-case-handler';
import { defineCommand } from './define';
import { asOption, read, text } from './options';

export default defineCommand({
  name: 'gear',
  description: 'Use your gear in a conflict',
  subcommands: [
    {
      name: 'resist',
      description: 'Before you answer a lead, roll your resist gear: every 4+ joins your pool',
      options: [text('gear', 'The resist gear you use', true, 80), asOption],
      handler: useCase(resistWithGear, (i) => ({ gear: read.required(i, 'gear'), as: read.text(i, 'as') })),
    },
  ],
});
