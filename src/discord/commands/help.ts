// /help topic? — a short guide, only for the caller. Written for this bot; rule numbers point into
// the rules document the GM has.
import { privateBody } from '../render/body';
import { sendPrivate } from '../reply';
import { defineFlatCommand } from './flat';
import { choice } from './options';

export const HELP_TOPICS: Record<string, string> = {
  'getting-started': [
    '**Getting started**',
    '• The GM runs `/campaign create name:` in the channel meant for play. That channel now belongs to the campaign, and its creator is the GM (`/campaign co-gm` shares the job).',
    '• Each player makes a character with `/character create`, then adds skills one level at a time with `/character skill` (a Field, then a Focus under it, then a Specialty), lifestyles with `/character lifestyle` and gear with `/character gear`.',
    '• The GM adds opponents with `/npc create` (give `gang-size` for a gang) and opens a session with `/session start`, which sets aside the racks the GM may spend.',
    '• `/campaign show` and `/character show` sum things up; nothing secret ever appears in them.',
    'Next: `/help topic: conflicts`.',
  ].join('\n'),
  conflicts: [
    '**Conflicts**',
    '• `/conflict start primary: <skill> against: <name>` opens one; others come in with `/conflict join`, the GM brings NPCs with `/conflict add-npc`.',
    '• The side that was challenged picks the secondary skill (`/conflict secondary`); the GM may hand out circumstance dice (`/conflict circumstance`) and spend racks (`/conflict rack`).',
    '• Everyone runs `/conflict roll`. Your pool comes back to you alone; the channel only sees that you rolled, with a sealed fingerprint of the pool that `/conflict verify` checks once it is over.',
    '• The GM may open initiative bidding with `/conflict initiative`: bid dice in secret with `/conflict bid` (they are spent), raise as often as you like, bid nothing to pass. The GM can back one character with its own dice (`/conflict initiative dice: for:`) and closes the bidding by running `/conflict initiative` again.',
    '• `/conflict pool` shows your dice again, `/conflict status` shows the table (never a pool), `/conflict end` closes it when everyone agrees or the GM decides.',
  ].join('\n'),
  exchanges: [
    '**Exchanges**',
    '• Lead with `/exchange lead target: action: dice:` — type the faces (`6 5 5`) or leave `dice` out to pick from a menu of your pool. The channel learns how many dice you pushed, not which.',
    '• The target answers with the **Respond** button or `/exchange respond`, pushing the same number of dice. The dice are then compared pair by pair and the books each side won are posted.',
    '• Pushing more than half your pool asks you to confirm first. `/exchange cancel` takes back a lead nobody answered yet.',
    '• Aimed at you? Before you answer, `/exchange dispute` makes the lead risky (the higher total takes every die pushed), and `/gear resist gear:` rolls your resist gear: every 4 or better joins your pool, and only you see the faces.',
  ].join('\n'),
  goals: [
    '**Goals and books**',
    '• Books won in exchanges buy goals: `/goal buy goal: target:` (the menu lists what the conflict offers and its price). Player points can top up the price with `points:`.',
    '• `/books give` hands books to someone on your side.',
    '• `/goal propose` offers a goal at a price. The other side may counter with a costlier goal, and you may answer a counter with a cheaper one; an "only if" asks for a cheaper goal back, and accepting the last "only if" settles the whole chain. A counter is always shown as the word of whoever made it.',
    '• Goals leave effects — wounds, scars, a knock-out, a reputation. The GM manages them with `/effect add`, `/effect treat` and `/effect remove`; `/effect list` shows them with their numbers.',
    '• The GM can reshape the goal chart of the campaign with `/campaign chart`.',
  ].join('\n'),
  points: [
    '**Player points and Murphy**',
    '• Your points are yours alone (and the GM\'s to know): `/points show`. `/points spend` buys a stroke of luck everyone sees; `/points restricted` spends points you earned by training, only with that skill.',
    '• `/points beg` asks the GM for points; if the GM grants it, the GM\'s Murphy pool grows by the same amount.',
    '• The GM may `/compel` your character to follow a bad habit for points: accept with the button, or refuse and the GM gains a Murphy point.',
    '• When an enemy enters (`/enemy enters`), everyone present gains points equal to its level, and so does the Murphy pool.',
    '• The Murphy pool is the GM\'s secret: `/murphy show`, `/murphy add`, `/murphy spend` (only the narration is posted).',
  ].join('\n'),
  'gm-tools': [
    '**GM tools**',
    '• Between adventures: `/downtime start`, then each character trains (`/downtime train`), treats wounds (`/downtime heal`) or works connections (`/downtime connections`, favours spent with `/downtime call-in`); `/downtime end` closes it. A character carrying four or more permanent effects heals instead (`/downtime heal-permanent`).',
    '• `/campaign level-up` marks a milestone: every character owes a new lifestyle, and racks grow with levels.',
    '• `/campaign catalog` adds or renames skills; `/campaign chart` adds, renames, prices or removes goals.',
    '• `/campaign export` sends you the whole campaign as a file (secrets included: keep it safe); `/campaign import` loads such a file into a channel without a campaign.',
    '• House rules: `/campaign set rule: value:`.',
  ].join('\n'),
};

const TOPICS = Object.keys(HELP_TOPICS);

export default defineFlatCommand({
  name: 'help',
  description: 'How to use the bot (only you see it)',
  options: [choice('topic', 'What you want to know about', TOPICS, false)],
  async handler(_ctx, i) {
    const topic = i.options.getString('topic');
    const text = topic && HELP_TOPICS[topic] ? HELP_TOPICS[topic] : `${HELP_TOPICS['getting-started']}\nTopics: ${TOPICS.join(', ')} — \`/help topic:\`.`;
    await sendPrivate(i, privateBody(text));
  },
});
