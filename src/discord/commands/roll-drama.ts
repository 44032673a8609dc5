// /drama show|grant|set: the drama points of seed 002's dice, per player and campaign. The GM grants
// and sets them; players spend them through /roll preset: drama-pool (or drama-opposed).
import { grantDrama, setDrama, showDrama } from '../../app/roll/drama-balance';
import { useCase } from '../use-case-handler';
import { defineCommand } from './define';
import { count, text } from './options';

const player = (required: boolean) => ({ type: 'user', name: 'player', description: 'The player', required }) as const;
const reason = text('reason', 'Why (only the GM sees it)', false, 200);
/** What grant and set both read: whose balance, by how much, and why. */
const dramaChange = (i: Parameters<Parameters<typeof useCase>[1]>[0]) => ({
  userId: String(i.options.get('player', true).value),
  amount: i.options.getInteger('amount', true),
  reason: i.options.getString('reason'),
});

export default defineCommand({
  name: 'drama',
  description: 'Drama points for the drama dice presets of /roll',
  subcommands: [
    {
      name: 'show',
      description: 'Your drama balance (the GM may look at a player’s)',
      options: [player(false)],
      handler: useCase(showDrama, (i) => ({
        userId: i.options.get('player') ? String(i.options.get('player')!.value) : null,
      })),
    },
    {
      name: 'grant',
      description: 'Give a player drama points (GM)',
      options: [player(true), count('amount', 'How many points', 1, 1000, true), reason],
      handler: useCase(grantDrama, dramaChange),
    },
    {
      name: 'set',
      description: 'Set a player’s drama balance (GM)',
      options: [player(true), count('amount', 'The new balance', 0, 1_000_000, true), reason],
      handler: useCase(setDrama, dramaChange),
    },
  ],
});
