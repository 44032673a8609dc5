// /effect (R9.5): wounds, scars, crippling, knock-outs, death, reputation and free text on a
// character or NPC. The GM adds, treats and removes them; anyone lists them (with their ids).
import { addEffect, listEffects, removeEffect, treatEffect } from '../../app';
import { EFFECT_CHOICES } from './choices';
import { useCase } from '../use-case-handler';
import { defineCommand } from './define';
import { choice, count, flag, named, names, read, text } from './options';

const character = named('character', 'The character', names('character'));
const npc = named('npc', 'Or the NPC', names('npc'));
const id = count('id', 'The effect number (see /effect list)', 1, 2_000_000_000, true);
const effectId = (i: Parameters<typeof read.text>[0]) => ({ effectId: i.options.getInteger('id', true) });

export default defineCommand({
  name: 'effect',
  description: 'Wounds, scars and other lasting effects',
  subcommands: [
    {
      name: 'add',
      description: 'Give a character or NPC an effect (GM)',
      options: [
        choice('kind', 'What kind of effect', EFFECT_CHOICES),
        character,
        npc,
        text('text', 'What it is (required for kind text)', false, 300),
        text('caused-by', 'Who caused it (scars count against the bearer when facing them)', false, 60),
        flag('permanent', 'For kind text: it lasts'),
      ],
      handler: useCase(addEffect, (i) => ({
        kind: read.required(i, 'kind'),
        character: read.text(i, 'character'),
        npc: read.text(i, 'npc'),
        text: read.text(i, 'text'),
        causedBy: read.text(i, 'caused-by'),
        permanent: i.options.getBoolean('permanent'),
      })),
    },
    {
      name: 'treat',
      description: 'Treat a wound or knock-out: it stops counting (GM)',
      options: [id],
      handler: useCase(treatEffect, effectId),
    },
    {
      name: 'remove',
      description: 'Remove an effect altogether, as a correction (GM)',
      options: [id],
      handler: useCase(removeEffect, effectId),
    },
    {
      name: 'list',
      description: "A character's or NPC's effects with their numbers (only you)",
      options: [character, npc, flag('all', 'Include treated effects')],
      handler: useCase(listEffects, (i) => ({
        character: read.text(i, 'character'),
        npc: read.text(i, 'npc'),
        all: read.flag(i, 'all'),
      })),
    },
  ],
});
