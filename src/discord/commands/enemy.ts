// /enemy enters (GM, R10.5): an enemy's level goes to the Murphy pool and to its character's points.
import { enemyEnters } from '../../app';
import { useCase } from '../use-case-handler';
import { defineCommand } from './define';
import { count, flag, named, names, read } from './options';

export default defineCommand({
  name: 'enemy',
  description: 'Enemies entering the scene (GM)',
  subcommands: [
    {
      name: 'enters',
      description: "A character's enemy enters: its level goes to the Murphy pool and to that player",
      options: [
        named('enemy', 'The NPC who is the enemy', names('npc'), true),
        named('character', 'Whose enemy it is', names('character'), true),
        flag('coincidence', 'It turns up by coincidence: the Murphy it brings is spent at once'),
        count('level', "The enemy's level (1 unless set; kept for next time)", 1, 100),
      ],
      handler: useCase(enemyEnters, (i) => ({
        enemy: read.required(i, 'enemy'),
        character: read.required(i, 'character'),
        coincidence: read.flag(i, 'coincidence'),
        level: read.int(i, 'level'),
      })),
    },
  ],
});
