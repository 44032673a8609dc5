import {
  addCharacterGear,
  writeGearGoal,
  addCharacterLifestyle,
  removeCharacterLifestyle,
  setCharacterMemento,
  addCharacterSkill,
  characterFriend,
  createCharacter,
  exportSheet,
  importSheet,
  showCharacter,
} from '../../app';
import { callerOf } from '../caller';
import { builderFor } from '../components/builder';
import { deferAnswer, sendOutcome } from '../reply';
import { useCase } from '../use-case-handler';
import { defineCommand } from './define';
import { GEAR_MODE_CHOICES } from './choices';
import { lifestyleLists, readLifestyleLists } from './lifestyle-options';
import { downloadExport } from './campaign-data';
import { choice, count, flag, named, names, read, text } from './options';

const character = named('character', 'The character (default: yours)', names('character'));

export default defineCommand({
  name: 'character',
  description: 'Player characters: skills, lifestyles, gear',
  subcommands: [
    {
      name: 'create',
      description: 'Create a character you play here, in a private builder (lifestyles, skills, gear)',
      options: [text('name', 'The character name', true, 40)],
      handler: async (ctx, i) => {
        const name = read.required(i, 'name');
        const made = await createCharacter(ctx.deps, callerOf(i), { name, builder: true });
        if (made.replayed) return sendOutcome(i, made, {}, ctx);
        await builderFor(ctx, i, name);
      },
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
      description: "Add a lifestyle and what it grants (one of the campaign's, or your own lists)",
      options: [
        named('name', "The lifestyle (the campaign's lifestyles are offered)", names('lifestyle'), true),
        ...lifestyleLists,
        character,
      ],
      handler: useCase(addCharacterLifestyle, (i) => ({
        name: read.required(i, 'name'),
        ...readLifestyleLists(i),
        character: read.text(i, 'character'),
      })),
    },
    {
      name: 'drop-lifestyle',
      description: 'Remove a lifestyle, and the skills and gear only it gave',
      options: [text('name', 'The lifestyle', true, 60), character],
      handler: useCase(removeCharacterLifestyle, (i) => ({
        name: read.required(i, 'name'),
        character: read.text(i, 'character'),
      })),
    },
    {
      name: 'memento',
      description: 'Keep a memento of one of your lifestyles (a Network helps with connections)',
      options: [
        text('lifestyle', 'The lifestyle it comes from', true, 60),
        text('memento', 'The memento, like "Network: the dockers"', true, 100),
        character,
      ],
      handler: useCase(setCharacterMemento, (i) => ({
        lifestyle: read.required(i, 'lifestyle'),
        memento: read.required(i, 'memento'),
        character: read.text(i, 'character'),
      })),
    },
    {
      name: 'gear',
      description: 'Add gear that helps one skill',
      options: [
        text('name', 'The gear', true, 60),
        count('quality', 'Its quality', 0, 100, true),
        choice('mode', 'How it helps', GEAR_MODE_CHOICES),
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
      name: 'friend',
      description: 'Name a friend: a character or NPC of the campaign (an affiliation in conflicts)',
      options: [
        named('friend', 'The character or NPC who is a friend', names('character', 'npc'), true),
        character,
        flag('drop', 'Take them off the friends instead'),
      ],
      handler: useCase(characterFriend, (i) => ({
        friend: read.required(i, 'friend'),
        character: read.text(i, 'character'),
        drop: read.flag(i, 'drop'),
      })),
    },
    {
      name: 'export',
      description: 'The sheet as files, only for you: JSON to import elsewhere, Markdown to read',
      options: [character],
      handler: useCase(exportSheet, (i) => ({ character: read.text(i, 'character') })),
    },
    {
      name: 'import',
      description: 'A character from a sheet file made by /character export',
      options: [
        { type: 'attachment', name: 'file', description: 'The .json file /character export made', required: true },
        flag('replace', 'Replace the sheet of your own character of that name'),
      ],
      handler: async (ctx, i) => {
        const text = await downloadExport(
          i.options.getAttachment('file', true),
          fetch,
          () => deferAnswer(i, 'public'),
          {
            noun: 'character sheet',
            maker: '/character export',
          },
        );
        await sendOutcome(
          i,
          await importSheet(ctx.deps, callerOf(i), { text, replace: read.flag(i, 'replace') }),
          {},
          ctx,
        );
      },
    },
    {
      name: 'show',
      description: 'Show a character sheet',
      options: [character],
      handler: useCase(showCharacter, (i) => ({ character: read.text(i, 'character') })),
    },
  ],
});
