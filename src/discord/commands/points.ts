import { requestBeg, showPoints, spendPoints, spendRestrictedPoints, useConnectionAsPoint } from '../../app';
import { callerOf } from '../caller';
import { sendOffer } from '../components/campaign';
import { useCase } from '../use-case-handler';
import { defineCommand } from './define';
import { count, flag, named, names, read, text } from './options';

const character = named('character', 'Which of your characters (if several)', names('character'));
const input = (i: Parameters<typeof read.text>[0]) => ({
  amount: i.options.getInteger('amount', true),
  reason: read.required(i, 'reason'),
  character: read.text(i, 'character'),
});

export default defineCommand({
  name: 'points',
  description: 'Player points (seen by you and the GM)',
  subcommands: [
    {
      name: 'show',
      description: 'Your player points (only you)',
      options: [character],
      handler: useCase(showPoints, (i) => ({ character: read.text(i, 'character') })),
    },
    {
      name: 'spend',
      description: 'Spend points on a stroke of luck everyone sees',
      options: [count('amount', 'How many points', 1, 1000, true), text('reason', 'The lucky event', true), character],
      handler: useCase(spendPoints, input),
    },
    {
      name: 'beg',
      description: "Ask the GM for points; if granted, the GM's Murphy pool grows as much",
      options: [
        count('amount', 'How many points', 1, 20, true),
        text('reason', 'Why', true),
        character,
        count('price', 'The books the goal you want costs (you may beg only what you are short)', 0, 1000),
      ],
      // The plea is public with Grant / Deny buttons for the GM (R10.3); see components/campaign.ts.
      handler: async (ctx, i) => {
        const outcome = await requestBeg(ctx.deps, callerOf(i), { ...input(i), price: read.int(i, 'price') });
        await sendOffer(i, outcome, 'beg', outcome.begId, ctx);
      },
    },
    {
      name: 'restricted',
      description: 'Spend points trained in a skill (usable only with that skill)',
      options: [
        named('skill', 'The skill the points were trained in', names('skill'), true),
        count('amount', 'How many points', 1, 1000, true),
        text('reason', 'The lucky event, or what the books are for', true),
        flag('as-books', 'Take them as books in this conflict (its primary or secondary skill)'),
        character,
      ],
      handler: useCase(spendRestrictedPoints, (i) => ({
        ...input(i),
        skill: read.required(i, 'skill'),
        asBooks: read.flag(i, 'as-books'),
      })),
    },
    {
      name: 'connection',
      description: "Acting for someone else: a lifestyle's contacts give one point (once a session)",
      options: [
        text('lifestyle', 'The lifestyle whose contacts you call on', true, 100),
        text('for', 'Whom you are acting for', true, 200),
        character,
      ],
      handler: useCase(useConnectionAsPoint, (i) => ({
        lifestyle: read.required(i, 'lifestyle'),
        onBehalfOf: read.required(i, 'for'),
        character: read.text(i, 'character'),
      })),
    },
  ],
});
