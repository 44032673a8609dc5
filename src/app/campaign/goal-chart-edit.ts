import {
  assertGoalChart,
  canonicalGoalName,
  DEFAULT_GOAL_CHART,
  FIELDS,
  findGoal,
  type GoalDefinition,
  type GoalField,
} from '../../rules';
import { setGoalChart } from '../../store/campaign/campaign-charts';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { clip, text, wholeNumber } from '../use-case/load';
import { asGm } from '../use-case/campaign-work';
import { outcome } from '../views';
import { EFFECT_KINDS } from '../character/effect-add';
import { appMessages, appNotices } from '../messages';
import { md, type Safe } from '../text/safe-text';

export interface EditGoalChartInput {
  action: 'add' | 'rename' | 'price' | 'remove';
  /** The goal (its canonical name, R9.4: case-insensitive, text before any parenthesis). */
  name: string;
  /** add, price: the base price in books. */
  books?: number | null;
  /** add: the Fields whose chart offers it (names, or one string "Coordination, Physique"), or "any". Default "any". */
  fields?: readonly string[] | string | null;
  /** add: the effect it leaves (R9.5); default "text". */
  effect?: string | null;
  /** rename: the new name. */
  to?: string | null;
}

/**
 * R9.4 the campaign's goal chart, the GM's own: add a goal, rename it, set its price, remove it.
 * The whole chart is checked (assertGoalChart) before it is stored. Downtime goals keep their
 * meaning (R11.2 reads the prices of "Remove a wound" and "Make a wound permanent").
 */
export async function editGoalChart(deps: Deps, caller: Caller, input: EditGoalChartInput) {
  return await asGm(deps, caller, async (campaign, db) => {
    if (!['add', 'rename', 'price', 'remove'].includes(input.action))
      refuse('input/bad-text', appMessages.goalChartEditActions);
    const chart: GoalDefinition[] = [...(campaign.goalChart ?? DEFAULT_GOAL_CHART)];
    const name = text(input.name, 'the goal', 100);
    const at = chart.findIndex((g) => canonicalGoalName(g.name) === canonicalGoalName(name));
    const existing = at >= 0 ? chart[at]! : null;
    let said: Safe;
    if (input.action === 'add') {
      if (existing) refuse('input/bad-text', appMessages.goalAlreadyOnChart(existing.name));
      const books = wholeNumber(input.books, 'the price in books', 0, 1000);
      const fields = parseFields(input.fields);
      const effect = (input.effect?.trim().toLowerCase() || 'text') as GoalDefinition['effect'];
      if (!GOAL_EFFECTS.includes(effect))
        refuse('input/bad-text', appMessages.unknownGoalEffect(GOAL_EFFECTS.join(', ')));
      chart.push({ name, books, fields, effect, basis: 'campaign' });
      said = md`**${name}** joins the goal chart (${books} book${books === 1 ? '' : 's'}, ${fields === 'any' ? 'any conflict' : fields === 'downtime' ? 'downtime' : fields.join(', ')}).`;
    } else {
      const goal = existing ?? findGoal(name, chart); // an unknown name is refused (goal/unknown, R9.4)
      if (input.action === 'rename') {
        const to = text(input.to, 'the new name', 100);
        chart[at] = { ...goal, name: to, basis: 'campaign' };
        said = md`**${goal.name}** is now called **${to}**.`;
      } else if (input.action === 'price') {
        const books = wholeNumber(input.books, 'the price in books', 0, 1000);
        chart[at] = { ...goal, books, basis: 'campaign' };
        said = md`**${goal.name}** now costs ${books} book${books === 1 ? '' : 's'}.`;
      } else {
        chart.splice(at, 1);
        said = md`**${goal.name}** is off the goal chart.`;
      }
    }
    assertGoalChart(chart);
    await setGoalChart(db, campaign.id, chart);
    return outcome([{ kind: 'notice', text: appNotices.goalChartChanged(said) }]);
  });
}

/** R9.5 effects a goal may leave; `escape` takes the buyer out of the conflict. */
const GOAL_EFFECTS: readonly string[] = [...EFFECT_KINDS, 'escape'];

function parseFields(value: EditGoalChartInput['fields']): GoalDefinition['fields'] {
  const list = (typeof value === 'string' ? value.split(/[,;]/) : (value ?? []))
    .map((f) => f.trim())
    .filter((f) => f !== '');
  if (list.length === 0 || (list.length === 1 && list[0]!.toLowerCase() === 'any')) return 'any';
  if (list.length === 1 && list[0]!.toLowerCase() === 'downtime') return 'downtime';
  const fields = list.map(
    (f) =>
      FIELDS.find((k) => k.toLowerCase() === f.toLowerCase()) ??
      refuse('input/bad-text', appMessages.notAField(clip(f, 30), FIELDS.join(', '))),
  );
  return [...new Set<GoalField>(fields)];
}
