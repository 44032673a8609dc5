import { endSession, environmentTest, startSession } from '../../app';
import { noInput, useCase } from '../use-case-handler';
import { defineCommand } from './define';
import { named, names, read, text } from './options';

export default defineCommand({
  name: 'session',
  description: 'Game sessions and the GM rack budget (GM)',
  subcommands: [
    {
      name: 'start',
      description: 'Start a session: one budget rack per player',
      handler: useCase(startSession, noInput),
    },
    { name: 'end', description: 'End the session', handler: useCase(endSession, noInput) },
    {
      name: 'environment',
      description: 'Spend a budget rack against a character outside any conflict (a quick test)',
      options: [
        named('character', 'Who faces it', names('character'), true),
        named('skill', 'The skill they use', names('skill'), true),
        text('against', 'What opposes them, in a few words (default: the environment)', false, 60),
      ],
      handler: useCase(environmentTest, (i) => ({
        character: read.required(i, 'character'),
        skill: read.required(i, 'skill'),
        against: read.text(i, 'against'),
      })),
    },
  ],
});
