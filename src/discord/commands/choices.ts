// What each fixed choice of an option means, shown beside it in Discord's menu.
import type { EFFECT_KINDS } from '../../app';
import type { HOUSE_RULES } from '../../app/campaign/house-rules';

export const GEAR_MODE_CHOICES = {
  assist: 'half its quality in dice on its skill',
  circumstance: 'one die when its skill is in play',
  resist: 'rolled against what is done to you',
} as const;

/** Every house rule (and the rack size) `/campaign set` takes. */
export const RULE_CHOICES: Record<keyof typeof HOUSE_RULES | 'rack-size', string> = {
  'trailing-tie': 'a tie left at the end: discard it, or war',
  unmatched: 'dice left unmatched: pair them, or reroll',
  'strict-turns': 'on: only the suggested leader (and the GM) may lead',
  'gm-sees-pools': "on: the GM sees the players' pools",
  'setup-wait': 'minutes with no new arrival after which any participant may begin, or off',
  threads: 'on: each conflict is played in a thread',
  'lifestyle-limit': 'on: 6 lifestyles to start, one more per milestone; off: any number',
  nudge: 'how long the table waits on someone before the bot pings them once (12h, 1d…), or off',
  'rack-size': 'a number from 1 to 100, or auto',
};

export const EFFECT_CHOICES: Record<(typeof EFFECT_KINDS)[number], string> = {
  wound: 'hurts almost every test until treated',
  scar: 'a wound until treated, then a mark',
  crippled: 'a wound and a scar until treated, then a limp',
  'knocked-out': 'out of the conflict',
  dead: 'out for good',
  reputation: 'what people now say about them',
  text: 'anything else, in your words',
};
