import { buyGoal } from '../../app';
import { MAX_DISTANCE } from '../../rules';
import { useCase } from '../use-case-handler';
import { defineCommand } from './define';
import { goalNames, goalPlaySubcommands } from './conflict-flow';
import { asOption, count, named, names, read, text } from './options';

export default defineCommand({
  name: 'goal',
  description: 'Goals bought with books',
  subcommands: [
    {
      name: 'buy',
      description: 'Spend books (and points) on a goal against a target',
      options: [
        named('goal', 'The goal, like Wound or Reputation, or one settled by negotiation', goalNames, true),
        named('target', 'Who it is against', names('participant', 'character'), true),
        count('people', 'How many people it affects (default: the target)', 1, 1_000_000_000_000_000),
        text('place', 'How wide: person, room, zone, or a number for anything bigger (default person)'),
        count(
          'distance',
          'Zones between you and the target, one book each (default 0: the same zone)',
          0,
          MAX_DISTANCE,
        ),
        count('points', 'Player points (or Murphy, for the GM) toward the price', 0, 1000),
        text('narration', 'What happens, in a sentence'),
        asOption,
      ],
      handler: useCase(buyGoal, (i) => ({
        goal: read.required(i, 'goal'),
        target: read.required(i, 'target'),
        people: read.int(i, 'people'),
        place: read.text(i, 'place'),
        distance: read.int(i, 'distance'),
        points: read.int(i, 'points'),
        narration: read.text(i, 'narration'),
        as: read.text(i, 'as'),
      })),
    },
    ...goalPlaySubcommands,
  ],
});
