import { addMurphy, showMurphy, spendMurphy } from '../../app';
import { noInput, useCase } from '../use-case-handler';
import { defineCommand } from './define';
import { count, named, names, read, text } from './options';

const amount = count('amount', 'How many points', 1, 1000, true);
const reason = text('reason', 'Why (only the GM sees it)', true, 200);

export default defineCommand({
  name: 'murphy',
  description: "The GM's secret Murphy pool (GM)",
  subcommands: [
    { name: 'show', description: 'The Murphy balance and its log (only you)', handler: useCase(showMurphy, noInput) },
    {
      name: 'add',
      description: 'Add points to the Murphy pool (secret)',
      options: [amount, reason],
      handler: useCase(addMurphy, (i) => ({
        amount: i.options.getInteger('amount', true),
        reason: read.required(i, 'reason'),
      })),
    },
    {
      name: 'spend',
      description: 'Spend Murphy points; only the narration is posted',
      options: [
        amount,
        reason,
        text('narration', 'The bad luck everyone sees', false, 1000),
        named('character', 'Cash in points this character owes (it begged for them)', names('character')),
      ],
      handler: useCase(spendMurphy, (i) => ({
        amount: i.options.getInteger('amount', true),
        reason: read.required(i, 'reason'),
        narration: read.text(i, 'narration'),
        character: read.text(i, 'character'),
      })),
    },
  ],
});
