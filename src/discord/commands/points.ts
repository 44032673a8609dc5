import { begPoints, showPoints, spendPoints } from '../../app';
import { useCase } from '../run';
import { defineCommand } from './define';
import { count, named, names, read, text } from './options';

const character = named('character', 'Which of your characters (if several)', names('character'));
const input = (i: Parameters<typeof read.text>[0]) => ({ amount: i.options.getInteger('amount', true), reason: read.required(i, 'reason'), character: read.text(i, 'character') });

export default defineCommand({
  name: 'points',
  description: 'Player points (seen by you and the GM)',
  subcommands: [
    { name: 'show', description: 'Your player points (only you)', options: [character], handler: useCase(showPoints, (i) => ({ character: read.text(i, 'character') })) },
    {
      name: 'spend',
      description: 'Spend points on a stroke of luck everyone sees',
      options: [count('amount', 'How many points', 1, 1000, true), text('reason', 'The lucky event', true), character],
      handler: useCase(spendPoints, input),
    },
    {
      name: 'beg',
      description: "Beg for points; the GM's Murphy pool grows as much",
      options: [count('amount', 'How many points', 1, 20, true), text('reason', 'Why', true), character],
      handler: useCase(begPoints, input),
    },
  ],
});
