import {
  addCharacterGear,
  writeGearGoal,
  addCharacterLifestyle,
  addCharacterSkill,
  createCharacter,
  showCharacter,
} from '../../app';
import { useCase } from '../use-case-handler';
import { defineCommand } from './define';
import { choice, count, named, names, read, text } from './options';

const character = named('character', 'The character (default: yours)', names('character'));

export default defineCommand({
  name: 'character',
  description: 'Player characters: skills, lifestyles, gear',
  subcommands: [
    {
      name: 'create',
      description: 'Create a character you play in this campaign',
      options: [text('name', 'The character name', true, 40)],
      handler: useCase(createCharacter, (i) => ({ name: read.required(i, 'name') })),
    },
    {
      name: 'skill',
      description: 'Add a skill (its parents first: Field, then Focus, then Specialty)',
      options: [named('path', 'The skill, like Coordination: Projectiles: Airgun', names('skill'), true), character],
      handler: useCase(addCharacterSkill, (i) => ({
        path: read.required(i, 'path'),
        character: read.text(i, 'character'),
      })),
    },
    {
      name: 'lifestyle',
      description: 'Add a lifestyle (level = number of lifestyles)',
      options: [
        text('name', 'The lifestyle', true, 60),
        text('skills', 'Skills it granted, separated by commas'),
        text('habits', 'Its bad habits'),
        character,
      ],
      handler: useCase(addCharacterLifestyle, (i) => ({
        name: read.required(i, 'name'),
        skills: read.text(i, 'skills'),
        habits: read.text(i, 'habits'),
        character: read.text(i, 'character'),
      })),
    },
    {
      name: 'gear',
      description: 'Add gear that helps one skill',
      options: [
        text('name', 'The gear', true, 60),
        count('quality', 'Its quality', 0, 100, true),
        choice('mode', 'How it helps', ['assist', 'circumstance', 'resist']),
        named('skill', 'The skill it serves', names('skill'), true),
        count('pmp', 'Permanent Murphy points it carries', 0, 20),
        named('needs', 'A skill its user must hold to get anything from it (GM)', names('skill')),
        character,
      ],
      handler: useCase(addCharacterGear, (i) => ({
        name: read.required(i, 'name'),
        quality: i.options.getInteger('quality', true),
        mode: read.required(i, 'mode'),
        skill: read.required(i, 'skill'),
        pmp: read.int(i, 'pmp'),
        needs: read.text(i, 'needs'),
        character: read.text(i, 'character'),
      })),
    },
    {
      name: 'gear-goal',
      description: 'Write a goal on a piece of gear, with its price (GM)',
      options: [
        text('gear', 'The gear', true, 60),
        text('goal', 'The goal it offers, like "Disarm with the whip"', true, 100),
        count('price', 'Its price in books', 0, 1000, true),
        character,
      ],
      handler: useCase(writeGearGoal, (i) => ({
        gear: read.required(i, 'gear'),
        goal: read.required(i, 'goal'),
        price: i.options.getInteger('price', true),
        character: read.text(i, 'character'),
      })),
    },
    {
      name: 'show',
      description: 'Show a character sheet',
      options: [character],
      handler: useCase(showCharacter, (i) => ({ character: read.text(i, 'character') })),
    },
  ],
});
