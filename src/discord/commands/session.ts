import { endSession, startSession } from '../../app';
import { noInput, useCase } from '../run';
import { defineCommand } from './define';

export default defineCommand({
  name: 'session',
  description: 'Game sessions and the GM rack budget (GM)',
  subcommands: [
    { name: 'start', description: 'Start a session: one budget rack per player', handler: useCase(startSession, noInput) },
    { name: 'end', description: 'End the session', handler: useCase(endSession, noInput) },
  ],
});
