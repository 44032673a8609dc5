// The private "Buy a goal" menu: the goals this conflict offers the clicker, each with its price,
// whether their books cover it and what it does; then, when a goal has several possible targets,
// a menu of them. Built from GoalChoices (names and prices: nothing secret of anyone else).
import { ButtonStyle, ComponentType } from 'discord.js';
import type { GoalChoice, GoalChoices } from '../../app';
import { makeId } from '../components/ids';
import { type PrivateBody, privateBody, type Row } from './body';
import { MAX_OPTIONS } from './picker';
import { booksLine, plural } from './dice';
import { nameMenu } from './conflict-rows';
import { makeTableId } from '../table/table-ids';
import { joined, md, type Safe, textOf } from '../../app/text/safe-text';

/** The price, explained once when a gang raises it: "2 books (1, +1 against the Dockers, a gang of 12)". */
function priceWords(g: GoalChoice): Safe {
  if (!g.gang) return plural(g.price, 'book');
  const { against, size, added } = g.gang;
  return md`${plural(g.price, 'book')} (${g.price - added}, +${added} against ${against}, a gang of ${size})`;
}

export function describeGoal(g: GoalChoice): Safe {
  return md`${priceWords(g)}, ${g.affordable ? 'you can afford it' : 'not enough books'}: ${g.does}`;
}

/** The start of a menu option's line (its label already says the price): no price said twice. */
function affordWords(g: GoalChoice): string {
  const words = g.affordable ? 'You can afford it' : 'Not enough books';
  return g.gang ? words.concat(' (+', String(g.gang.added), ' for a gang of ', String(g.gang.size), ')') : words;
}

export function goalMenu(c: GoalChoices): PrivateBody {
  const customId = makeId({ kind: 'buy:pick', conflictId: c.conflictId, as: c.buyer });
  const goals = c.goals.filter((g) => g.targets.length > 0 && g.name.length <= 100).slice(0, MAX_OPTIONS);
  const lines = [md`Goals **${c.buyerName}** can buy in this conflict (only you see this). ${booksLine(c.books)}`];
  lines.push(...goals.map((g) => md`• **${g.name}**: ${describeGoal(g)}`));
  if (goals.length === 0 || customId === null)
    return privateBody(md`${lines[0]}\nThere is no goal to buy here right now.`, proposeRow(c));
  const row: Row = {
    type: ComponentType.ActionRow,
    components: [
      {
        type: ComponentType.StringSelect,
        custom_id: customId,
        placeholder: 'Pick a goal to buy',
        min_values: 1,
        max_values: 1,
        options: goals.map((g) => ({
          label: `${g.name} (${textOf(plural(g.price, 'book'))})`.slice(0, 100),
          value: g.name,
          description: `${affordWords(g)}: ${g.does}`.slice(0, 100),
        })),
      },
    ],
  };
  // R9.3: a target zones away costs a book a zone more; the form asks how far.
  const far: Row = {
    type: ComponentType.ActionRow,
    components: [
      {
        type: ComponentType.Button,
        style: ButtonStyle.Secondary,
        label: 'Buy against someone zones away…',
        custom_id: makeTableId('buy-far', c.conflictId),
      },
      ...proposeButton(c),
    ],
  };
  return privateBody(joined(lines, '\n'), [row, far]);
}

/** R4.2: a goal the charts do not list, proposed to the other side (a form). */
function proposeButton(c: GoalChoices): Row['components'] {
  const custom_id = makeId({ kind: 'buy:prop', conflictId: c.conflictId, as: c.buyer });
  return custom_id
    ? [{ type: ComponentType.Button, style: ButtonStyle.Secondary, label: 'Propose a goal…', custom_id }]
    : [];
}

function proposeRow(c: GoalChoices): Row[] {
  const components = proposeButton(c);
  return components.length ? [{ type: ComponentType.ActionRow, components }] : [];
}

export function targetMenu(conflictId: number, as: string, goal: GoalChoice): PrivateBody {
  const customId = makeId({ kind: 'buy:who', conflictId, as, goal: goal.name });
  if (customId === null) return privateBody(md`Buy ${goal.name} with /goal buy: its name is too long for a menu.`);
  return privateBody(md`**${goal.name}**: choose its target.`, [nameMenu(customId, goal.targets, 'The target')]);
}
