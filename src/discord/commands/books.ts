import { giveBooks } from '../../app';
import { useCase } from '../use-case-handler';
import { defineCommand } from './define';
import { asOption, count, named, names, read } from './options';

export default defineCommand({
  name: 'books',
  description: 'Books: captured dice, spent on goals',
  subcommands: [
    {
      name: 'give',
      description: 'Give books to another participant',
      options: [
        named('to', 'Who receives them', names('participant'), true),
        count('amount', 'How many (default 1)', 1, 1000),
        asOption,
      ],
      handler: useCase(giveBooks, (i) => ({
        to: read.required(i, 'to'),
        amount: read.int(i, 'amount'),
        as: read.text(i, 'as'),
      })),
    },
  ],
});
