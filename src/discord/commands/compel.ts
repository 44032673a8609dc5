// /compel (GM, R10.4): offers a character points to act on a habit; its player answers with the
// Accept / Refuse buttons on the public offer.
import { offerCompel } from '../../app';
import { callerOf } from '../caller';
import { sendOffer } from '../components/campaign';
import { defineFlatCommand } from './flat';
import { count, named, names, read, text } from './options';

export default defineFlatCommand({
  name: 'compel',
  description: 'Offer a character points to act on a bad habit (GM)',
  options: [
    named('character', 'The character compelled', names('character'), true),
    count('points', 'Player points offered', 1, 20, true),
    text('reason', 'What the character is compelled to do', true, 300),
  ],
  async handler(ctx, i) {
    const outcome = await offerCompel(ctx.deps, callerOf(i), {
      character: read.required(i, 'character'),
      points: i.options.getInteger('points', true),
      reason: read.required(i, 'reason'),
    });
    await sendOffer(i, outcome, 'compel', outcome.compelId, ctx);
  },
});
