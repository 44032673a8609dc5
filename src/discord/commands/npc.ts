import { addNpcLifestyle, createNpc } from '../../app';
import { useCase } from '../use-case-handler';
import { defineCommand } from './define';
import { count, named, names, read, text } from './options';

export default defineCommand({
  name: 'npc',
  description: 'Non-player characters (GM)',
  subcommands: [
    {
      name: 'create',
      description: 'Create a named NPC, or a gang when gang-size is given',
      options: [
        text('name', 'The NPC or gang name', true, 40),
        count('gang-size', 'How many make up the gang', 2, 1_000_000),
        count('level', 'The NPC level (default 6)', 1, 100),
      ],
      handler: useCase(createNpc, (i) => ({
        name: read.required(i, 'name'),
        gangSize: read.int(i, 'gang-size'),
        level: read.int(i, 'level'),
      })),
    },
    {
      name: 'lifestyle',
      description: 'Give an NPC a lifestyle: characters who share it are affiliated with it',
      options: [named('npc', 'The NPC', names('npc'), true), text('lifestyle', 'The lifestyle', true, 60)],
      handler: useCase(addNpcLifestyle, (i) => ({
        npc: read.required(i, 'npc'),
        lifestyle: read.required(i, 'lifestyle'),
      })),
    },
  ],
});
