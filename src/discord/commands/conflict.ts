import {
  addCircumstance,
  addNpcToConflict,
  beginExchanges,
  conflictStatus,
  endConflictCommand,
  joinConflict,
  rollPool,
  setSecondary,
  showPool,
  spendRack,
} from '../../app';
import { noInput, useCase } from '../use-case-handler';
import { guessingNpc, guessingSkill } from '../components/did-you-mean';
import { defineCommand } from './define';
import { conflictPlaySubcommands, startHere } from './conflict-flow';
import { asOption, flag, named, names, read, text } from './options';

export default defineCommand({
  name: 'conflict',
  description: 'Conflicts in this channel: set up, roll, follow',
  subcommands: [
    {
      name: 'start',
      description: 'Start a conflict here; you are its initiator',
      options: [
        named(
          'primary',
          'The primary skill: a Specialty, like Coordination: Projectiles: Airgun',
          names('specialty'),
          true,
        ),
        named('against', 'An NPC or character on the other side', names('npc', 'character')),
      ],
      handler: startHere,
    },
    {
      name: 'join',
      description: 'Your character joins the conflict',
      options: [named('character', 'Which of your characters (if several)', names('character'))],
      handler: useCase(joinConflict, (i) => ({ character: read.text(i, 'character') })),
    },
    {
      name: 'add-npc',
      description: 'An NPC or gang joins the GM side, bringing a rack (GM)',
      options: [
        named('npc', 'The NPC or gang', names('npc'), true),
        flag('mook', 'A nameless extra: a target with no dice of its own'),
      ],
      handler: guessingNpc(
        useCase(addNpcToConflict, (i) => ({ npc: read.required(i, 'npc'), mook: read.flag(i, 'mook') })),
      ),
    },
    {
      name: 'secondary',
      description: 'Set the secondary skill (the side being challenged)',
      options: [named('skill', 'The secondary skill', names('skill'), true)],
      handler: guessingSkill(
        'secondary',
        'skill',
        useCase(setSecondary, (i) => ({ skill: read.required(i, 'skill') })),
      ),
    },
    {
      name: 'circumstance',
      description: 'One more die for a participant, or the GM side (GM)',
      options: [
        named('participant', 'Who gets the die (GM for the GM side)', names('participant'), true),
        text('reason', 'Why', true, 200),
      ],
      handler: useCase(addCircumstance, (i) => ({
        participant: read.required(i, 'participant'),
        reason: read.required(i, 'reason'),
      })),
    },
    {
      name: 'rack',
      description: 'Spend a session-budget rack into the GM pool (GM)',
      handler: useCase(spendRack, noInput),
    },
    {
      name: 'roll',
      description: 'Roll your draw in secret',
      options: [asOption],
      handler: useCase(rollPool, (i) => ({ as: read.text(i, 'as') })),
    },
    {
      name: 'begin',
      description: 'Begin the exchanges once everyone has rolled (the GM or the side that started it)',
      handler: useCase(beginExchanges, noInput),
    },
    {
      name: 'pool',
      description: 'See your pool and books (only you)',
      options: [
        named('participant', 'Another participant (GM, with the house rule gm-sees-pools)', names('participant')),
      ],
      handler: useCase(showPool, (i) => ({ participant: read.text(i, 'participant') })),
    },
    {
      name: 'status',
      description: 'Phase, participants, books and who leads next',
      handler: useCase(conflictStatus, noInput),
    },
    {
      name: 'end',
      description: 'End the conflict (GM), or declare it done (everyone must agree)',
      handler: useCase(endConflictCommand, noInput),
    },
    ...conflictPlaySubcommands,
  ],
});
