// The private initiative bid picker (R4.3): a menu of the caller's own pool; picking nothing bids
// nothing. It shows the pool, so it carries the `Pool:` line.
import { ComponentType } from 'discord.js';
import type { Face } from '../../rules';
import { type PrivateBody, privateBody } from './body';
import { poolLine } from './dice';
import { offeredDice } from './picker';
import { md } from '../../app/text/safe-text';

export function bidPicker(customId: string, pool: readonly Face[]): PrivateBody {
  const offered = offeredDice(pool);
  const cap =
    offered.length < pool.length
      ? md`\nThe menu offers ${offered.length} of your ${pool.length} dice; to bid others, type them with the dice option.`
      : '';
  const text = md`Pick the dice to bid for initiative (they are spent; pick none to bid nothing).\n${poolLine(pool)}${cap}`;
  return privateBody(text, [
    {
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.StringSelect,
          custom_id: customId,
          placeholder: 'Dice to bid',
          min_values: 0,
          max_values: offered.length,
          options: offered.map((face, n) => ({ label: String(face), value: [n, face].join(':') })),
        },
      ],
    },
  ]);
}
