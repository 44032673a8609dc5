// /downtime (R11): the GM opens and closes a downtime; each character spends it on one activity,
// a quick test against racks (R11.4): train, heal, connections; favours won are called in.
import {
  CONNECTION_KINDS,
  downtimeConnections,
  downtimeHeal,
  downtimeTrain,
  endDowntime,
  healPermanent,
  spendConnection,
  startDowntime,
} from '../../app';
import { noInput, useCase } from '../use-case-handler';
import { defineCommand } from './define';
import { choice, count, flag, named, names, read, text } from './options';

const character = named('character', 'The character (default: yours)', names('character'));

/** Effect numbers typed as `3, 5` or `#3 #5`; null when left out. */
function effectIds(typed: string | null): number[] | null {
  if (typed === null || typed.trim() === '') return null;
  return typed
    .split(/[\s,;]+/)
    .filter((s) => s !== '')
    .map((s) => {
      const n = Number(s.replace(/^#/, ''));
      return Number.isInteger(n) ? n : 0; // 0 is refused by the app as not an effect number
    });
}

export default defineCommand({
  name: 'downtime',
  description: 'Downtime between adventures: train, heal, work connections',
  subcommands: [
    { name: 'start', description: 'Open a downtime (GM)', handler: useCase(startDowntime, noInput) },
    { name: 'end', description: 'Close the downtime (GM)', handler: useCase(endDowntime, noInput) },
    {
      name: 'train',
      description: 'Train a skill: books won become points usable only with it',
      options: [named('skill', 'The skill trained', names('skill'), true), character],
      handler: useCase(downtimeTrain, (i) => ({
        skill: read.required(i, 'skill'),
        character: read.text(i, 'character'),
      })),
    },
    {
      name: 'heal',
      description: "Treat wounds: books heal them, the wounds' books make them permanent",
      options: [
        named('skill', 'The skill used to treat them', names('skill'), true),
        text('wounds', 'Wound numbers in order, like 3, 5 (default: every open wound)', false, 200),
        character,
        named('doctor', 'Another character who treats them with their own skill', names('character')),
      ],
      handler: useCase(downtimeHeal, (i) => ({
        skill: read.required(i, 'skill'),
        effectIds: effectIds(read.text(i, 'wounds')),
        character: read.text(i, 'character'),
        doctor: read.text(i, 'doctor'),
      })),
    },
    {
      name: 'connections',
      description: 'Work your connections: books won are favours to call in',
      options: [
        count('lifestyles', 'How many of your lifestyles help (2 dice each)', 0, 100, true),
        flag('network', 'A Network memento helps (+2 dice; default: yes when the sheet has one)'),
        named('secondary', 'A secondary skill that helps', names('skill')),
        character,
      ],
      handler: useCase(downtimeConnections, (i) => ({
        lifestyles: i.options.getInteger('lifestyles', true),
        network: i.options.getBoolean('network'),
        secondary: read.text(i, 'secondary'),
        character: read.text(i, 'character'),
      })),
    },
    {
      name: 'call-in',
      description: 'Call in a favour won with connections',
      options: [
        choice('buy', 'What the favour brings', CONNECTION_KINDS),
        text('detail', 'What exactly', true, 300),
        character,
      ],
      handler: useCase(spendConnection, (i) => ({
        buy: read.required(i, 'buy'),
        detail: read.required(i, 'detail'),
        character: read.text(i, 'character'),
      })),
    },
    {
      name: 'heal-permanent',
      description: 'Heal half of 4+ permanent effects (GM)',
      options: [
        named('character', 'The character', names('character'), true),
        text('effects', 'Effect numbers healed, like 2, 4', true, 200),
      ],
      handler: useCase(healPermanent, (i) => ({
        character: read.required(i, 'character'),
        effectIds: effectIds(read.required(i, 'effects')) ?? [],
      })),
    },
  ],
});
