import type { HouseRules } from '../../store/campaign/campaigns';
import { echo } from '../../rules';
import { refuse } from '../use-case/errors';
import { appMessages } from '../messages';

/** The house rules a GM can switch per campaign (R4.1, R4.4, R5.4, R13.1), with their default first. */
export const HOUSE_RULES = {
  'trailing-tie': ['discard', 'war'],
  unmatched: ['pair', 'reroll'],
  'strict-turns': ['off', 'on'],
  'gm-sees-pools': ['off', 'on'],
  /** R4.1: minutes without a join after which anyone in the conflict may begin the exchanges. */
  'setup-wait': ['off', '5', '10', '15', '30', '60'],
  /** /conflict start opens a thread for the conflict. */
  threads: ['off', 'on'],
  /** R2.3, R12.1: 6 lifestyles to start, one more per milestone; off for a campaign that plays otherwise. */
  'lifestyle-limit': ['on', 'off'],
  /** How long a conflict's table waits on the same people before the bot pings them once. */
  nudge: ['off', '1h', '6h', '12h', '1d', '2d', '3d'],
} as const satisfies Record<string, readonly string[]>;

export type HouseRuleName = keyof typeof HOUSE_RULES;

export function houseRule<N extends HouseRuleName>(rules: HouseRules, name: N): (typeof HOUSE_RULES)[N][number] {
  const value = rules[name];
  const allowed = HOUSE_RULES[name] as readonly string[];
  return (value && allowed.includes(value) ? value : allowed[0]) as (typeof HOUSE_RULES)[N][number];
}

/** Validates `rule value`; `rack-size` (a number, or `auto`) is accepted too and handled by the caller. */
export function parseHouseRule(rule: string, value: string): { rule: HouseRuleName | 'rack-size'; value: string } {
  const r = rule.trim().toLowerCase();
  const v = value.trim().toLowerCase();
  if (r === 'rack-size') {
    if (v === 'auto' || (/^\d{1,3}$/.test(v) && Number(v) >= 1 && Number(v) <= 100))
      return { rule: 'rack-size', value: v };
    refuse('campaign/bad-rule', appMessages.badRackSize);
  }
  if (!Object.hasOwn(HOUSE_RULES, r)) {
    refuse(
      'campaign/bad-rule',
      appMessages.unknownHouseRule(echo(rule, 30), [...Object.keys(HOUSE_RULES), 'rack-size'].join(', ')),
    );
  }
  const allowed = HOUSE_RULES[r as HouseRuleName] as readonly string[];
  if (!allowed.includes(v)) refuse('campaign/bad-rule', appMessages.badHouseRuleValue(r, allowed.join(' or ')));
  return { rule: r as HouseRuleName, value: v };
}
