// /enemy enters (GM, R10.2/R10.3): the enemy's level goes to the Murphy pool and to each PC present.
import { enemyEnters } from '../../app';
import { useCase } from '../run';
import { defineCommand } from './define';
import { named, names, read, text } from './options';

export default defineCommand({
  name: 'enemy',
  description: 'Enemies entering the scene (GM)',
  subcommands: [
    {
      name: 'enters',
      description: 'An NPC enters: its level goes to the Murphy pool and to each PC present',
      options: [named('npc', 'The NPC entering', names('npc'), true), text('characters', 'PCs present, separated by commas (default: the conflict\'s, else all)')],
      handler: useCase(enemyEnters, (i) => ({
        npc: read.required(i, 'npc'),
        characters: read.text(i, 'characters')?.split(',').map((s) => s.trim()).filter((s) => s !== '') ?? null,
      })),
    },
  ],
});
