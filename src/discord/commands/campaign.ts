import {
  addCampaignCoGm,
  asUserId,
  createCampaign,
  setCampaignRule,
  showCampaign,
  writeCampaignLifestyle,
} from '../../app';
import { lifestyleLists, readLifestyleLists } from './lifestyle-options';
import { HOUSE_RULES } from '../../app/campaign/house-rules';
import { noInput, useCase } from '../use-case-handler';
import { campaignDataSubcommands } from './campaign-data';
import { defineCommand, type Suggester } from './define';
import { choice, count, flag, read, text } from './options';

import { RULE_CHOICES } from './choices';

/** Values offered for the rule already chosen in the same command. */
const ruleValues: Suggester = (_ctx, _caller, typed, i) => {
  const rule = i.options.getString('rule') ?? '';
  const values: readonly string[] =
    rule === 'rack-size'
      ? ['auto', '6', '7', '8', '9', '10']
      : ((HOUSE_RULES as Record<string, readonly string[]>)[rule] ?? []);
  return values.filter((v) => v.startsWith(typed.trim().toLowerCase()));
};

export default defineCommand({
  name: 'campaign',
  description: 'Campaigns: one per channel, run by its GM',
  subcommands: [
    {
      name: 'create',
      description: 'Create a campaign in this channel; you become its GM',
      options: [
        text('name', 'The campaign name', true, 80),
        count('rack-size', 'Fix the rack size (default: the highest PC level)', 1, 100),
      ],
      handler: useCase(createCampaign, (i) => ({ name: read.required(i, 'name'), rackSize: read.int(i, 'rack-size') })),
    },
    {
      name: 'show',
      description: 'The campaign, its GM, players and house rules',
      handler: useCase(showCampaign, noInput),
    },
    {
      name: 'set',
      description: 'Set a house rule (GM)',
      options: [
        choice('rule', 'The house rule', RULE_CHOICES),
        {
          type: 'string',
          name: 'value',
          description: 'Its new value',
          required: true,
          maxLength: 20,
          suggest: ruleValues,
        },
      ],
      handler: useCase(setCampaignRule, (i) => ({ rule: read.required(i, 'rule'), value: read.required(i, 'value') })),
    },
    {
      name: 'co-gm',
      description: 'Share GM powers with another user, or take them back (the GM)',
      options: [
        { type: 'user', name: 'user', description: 'The co-GM to add (or remove)', required: true },
        flag('remove', 'Take their GM powers back'),
      ],
      // The raw snowflake: it needs no resolved user object.
      handler: useCase(addCampaignCoGm, (i) => ({
        userId: asUserId(String(i.options.get('user', true).value)),
        remove: read.flag(i, 'remove'),
      })),
    },
    {
      name: 'lifestyle',
      description: 'Write a lifestyle players can pick, with what it grants (the GM)',
      options: [text('name', 'The lifestyle', true, 60), ...lifestyleLists],
      handler: useCase(writeCampaignLifestyle, (i) => ({ name: read.required(i, 'name'), ...readLifestyleLists(i) })),
    },
    ...campaignDataSubcommands,
  ],
});
