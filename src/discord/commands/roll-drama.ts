// /drama show|grant|set: the drama points of seed 002's dice, per player and campaign. The GM grants
// and sets them; players spend them through /roll preset: drama-pool (or drama-opposed).
import { grantDrama, setDrama, showDrama } from '../../app/roll/drama-balance';
import { useCase } from '../use-case-handler';
import { defineCommand } from './define';
import { count, text } from './options';

const player = (required: boolean) => ({ type: 'user', name: 'player', description: 'The player', required }) as const;
const reason = text('reason', 'Why (only the GM sees it)', false, 200);
const userOf = (i: Parameters<Parameters<typeof useCase>[1]>[0]) => String(i.options.get('player', true).value);

/** /drama grant and /drama set: a player, an amount within the subcommand's bounds, and a reason. */
function balanceChange(
  name: string,
  description: string,
  change: typeof grantDrama | typeof setDrama,
  amount: string,
  min: number,
  max: number,
) {
  return {
    name,
    description,
    options: [player(true), count('amount', amount, min, max, true), reason],
    handler: useCase(change, (i) => ({
      userId: userOf(i),
      amount: i.options.getInteger('amount', true),
      reason: i.options.getString('reason'),
    })),
  };
}

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
    balanceChange('grant', 'Give a player drama points (GM)', grantDrama, 'How many points', 1, 1000),
    balanceChange('set', 'Set a player’s drama balance (GM)', setDrama, 'The new balance', 0, 1_000_000),
  ],
});
