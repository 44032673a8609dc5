// /help topic? — a short guide, only for the caller, in plain game words (no rule numbers): every
// command of the contract is taught in some topic, with an example.
import { privateBody } from '../render/body';
import { sendPrivate } from '../reply';
import { defineFlatCommand } from './flat';
import { choice } from './options';

export const HELP_TOPICS: Record<string, string> = {
  'getting-started': [
    '**Getting started**',
    '• The GM runs `/campaign create name:` in the channel meant for play. That channel now belongs to the campaign, and its creator is the GM (`/campaign co-gm` shares the job).',
    "• Each player runs `/character create name: Ana`: a builder only you see, where you pick six lifestyles from the campaign's (each brings its skills and gear), more skills down the tree, gear, a memento and friends, and press Done to show the character to the channel.",
    "• The same by typing: `/character lifestyle` (its skills, gear, contacts, memento and bad habits come with it; `/character drop-lifestyle` takes them back), `/character skill` (a Field, then a Focus under it, then a Specialty), `/character gear`, `/character memento`, `/character friend` (a character or NPC it counts as a friend). The GM writes the campaign's lifestyles with `/campaign lifestyle`.",
    '• The GM adds opponents with `/npc create name: Alamo Jack` (give `gang-size` for a gang) and opens a session with `/session start`, which sets aside the racks the GM may spend; `/session end` closes it.',
    '• `/campaign show` and `/character show` sum things up; nothing secret ever appears in them. `/character export` gives you the sheet as files, and `/character import file:` brings one into another campaign.',
    'Next: `/help topic: conflicts`.',
  ].join('\n'),
  conflicts: [
    '**Conflicts**',
    '• `/conflict start primary: <skill> against: <name>` opens one; others come in with `/conflict join`, the GM brings NPCs with `/conflict add-npc` (`mook: True` for a nameless extra who brings no dice).',
    '• The side that was challenged picks the secondary skill (`/conflict secondary`); the GM may hand out circumstance dice (`/conflict circumstance`) and spend racks (`/conflict rack`).',
    '• Everyone runs `/conflict roll`. Your pool comes back to you alone; the channel only sees that you rolled, with a short seal of the roll that tells nothing of the dice; once it is over, `/conflict verify` checks each seal: everyone played the dice they rolled.',
    '• The GM may open initiative bidding with `/conflict initiative`: bid dice in secret with `/conflict bid` (they are spent), raise as often as you like, bid nothing to pass. The GM can back one character with dice from the GM pool (`/conflict initiative dice: for:`) and closes the bidding by running `/conflict initiative` again.',
    '• `/conflict pool` shows your dice again, `/conflict status` shows the table (never a pool).',
    "• Changing what you fight for mid-conflict: `/fly skill: Physique: Athletics: Running against: Alamo Jack` rolls fly dice against that opponent; the winner adds them to their pool and may buy that skill's goals.",
    'Next: `/help topic: exchanges`, then `/help topic: endings`.',
  ].join('\n'),
  endings: [
    '**When a conflict ends**',
    '• It ends by itself once everyone on one side is out of dice or out of the fight: leftover dice then pair into books (two dice make one book).',
    '• `/conflict end` ends it sooner: the others press *Agree to end* (or run it too), or the GM decides alone. Ended early, leftover dice are kept for a follow-up instead of paired.',
    '• `/conflict follow-up primary: Physique: Athletics: Running` starts the next conflict with the same people (the hunters become the hunted): each keeps half their leftover dice, rounded up, and anyone still holding books is told first (books do not carry over). If you ran out first and nobody has bought a goal yet, add `chin: True` to take it on the chin: your opponents carry their leftover dice into the follow-up (half, rounded up) instead of turning them into books.',
    '• `/conflict recap` posts the story of the fight, `/conflict verify` checks that everyone played the dice they rolled, and `/conflict log` sends you the whole log as a file.',
    '• Books left over still buy goals, e.g. `/goal buy goal: Reputation target: Ana`.',
  ].join('\n'),
  exchanges: [
    '**Exchanges**',
    '• Lead with `/exchange lead target: Alamo Jack action: I snap a shot dice: 6 5` — type the faces (`6 5 5`) or leave `dice` out to pick from your pool. The channel learns how many dice you pushed, not which. Add `risky: True` for a risky action: the higher total takes every die pushed.',
    '• The target answers with the **Respond** button or `/exchange respond`, pushing the same number of dice. The dice are then compared pair by pair and the books each side won are posted.',
    '• Pushing more than half your pool asks you to confirm first. `/exchange cancel` takes back a lead nobody answered yet.',
    '• With the house rule `trailing-tie: war`, a tie left at the end of an exchange is a war: each side adds one die with `/exchange war die: 5`, the higher die takes the stake, and another tie goes again.',
    '• Aimed at you? Before you answer, `/exchange dispute` makes the lead risky (the higher total takes every die pushed), and `/gear resist gear:` rolls your resist gear: every 4 or better joins your pool, and only you see the faces.',
  ].join('\n'),
  goals: [
    '**Goals and books**',
    '• Books won in exchanges buy goals: `/goal buy goal: target:` (the menu lists what the conflict offers and the prices). Player points can top up the price with `points:`.',
    '• `/goal list` shows the goals this conflict offers and what each costs, and the goals agreed by negotiation.',
    '• `/books give to: Ben amount: 1` hands books to someone on your side.',
    '• The GM can write a goal on a piece of gear with `/character gear-goal`: its owner may buy it whenever the gear is in use.',
    '• `/goal propose` offers a goal at a price. The other side may counter with a costlier goal, and you may answer a counter with a cheaper one; an "only if" asks for a cheaper goal back, and accepting the last "only if" settles the whole chain. Each offer is announced in the name of whoever made it.',
    '• A goal is priced by how much it touches: more people, or a wider place (a room, a whole zone), costs more — one or the other, never both. A goal aimed at a crowd or an area never takes out a named character.',
    '• A target in another zone costs one more book per zone between you: add `distance:` to `/goal buy` (the menu prices goals in your own zone).',
    '• Goals leave effects — wounds, scars, a knock-out, a reputation. A fresh scar hurts like a wound until it is treated, then stays as a mark; a crippling is a wound and a scar until treated, then a lasting limp. The GM manages them with `/effect add`, `/effect treat` and `/effect remove`; `/effect list` shows them with their numbers.',
    '• The GM can reshape the goal chart of the campaign with `/campaign chart`.',
  ].join('\n'),
  points: [
    '**Player points and Murphy**',
    "• Your points are yours alone (and the GM's to know): `/points show`. `/points spend` buys a stroke of luck everyone sees; `/points restricted` spends points you earned by training, only with that skill.",
    "• `/points beg` asks the GM for points; if the GM grants it, the GM's Murphy pool grows by the same amount.",
    '• The GM may `/compel` your character to follow a bad habit for points: accept with the button, or refuse and the GM gains a Murphy point.',
    "• A character's enemy entering the scene (`/enemy enters enemy: character:`) gives that one player points equal to the enemy's level (1 unless the GM set more), and the Murphy pool as much; if it turns up by coincidence, the GM spends that Murphy at once.",
    '• Acting for someone else, a character may call on the contacts of one of its lifestyles for a point: `/points connection lifestyle: for:` (once per lifestyle each session).',
    "• The Murphy pool is the GM's secret: `/murphy show`, `/murphy add`, `/murphy spend` (only the narration is posted).",
  ].join('\n'),
  'gm-tools': [
    '**GM tools**',
    "• Outside a conflict, the GM may spend a budget rack against a character's skill: `/session environment character: skill: against:` (a quick test, public).",
    '• Between adventures: `/downtime start`, then each character trains (`/downtime train`), treats wounds (`/downtime heal`, where another character can be the `doctor`) or works connections (`/downtime connections`, favours spent with `/downtime call-in`); `/downtime end` closes it. A character carrying four or more permanent effects heals instead (`/downtime heal-permanent`).',
    '• `/campaign level-up` marks a milestone: every character owes a new lifestyle, and racks grow with levels.',
    '• `/campaign catalog` adds or renames skills; `/campaign chart` adds, renames, prices or removes goals.',
    '• `/campaign export` sends you the whole campaign as a file (secrets included: keep it safe); `/campaign import` loads such a file into a channel without a campaign.',
    '• House rules: `/campaign set rule: value:`.',
  ].join('\n'),
  odds: [
    '**Odds and other dice**',
    '• `/odds` shows you alone the exact odds of your pool in this conflict when you push one die; `/odds push: 3` pushes three.',
    '• `/odds dice: 8` shows what a roll of 8 dice leaves in a pool (sixes rolling again, 1 to 3 dropped); `/odds dice: 8 push: 2 against: 3` adds an exchange of 2 dice against someone holding 3.',
    "• `/roll notation: 3d6+2` rolls any dice for the channel to see (`secret: True` keeps it to you); other games' dice: `/help topic: dice-systems`.",
  ].join('\n'),
  'dice-systems': [
    '**Other dice systems (`/roll preset:`)**',
    "• Type the preset's inputs in `notation:`; `secret: True` keeps the result and its buttons to you. Only the one who rolled can use a roll's buttons. Unknown inputs or names are refused with the known ones listed, and every roll stops at 1000 dice, like plain notation.",
    '• Drama dice, `drama-pool`: `skill=3 ability=2 d8 d6 vs 6`. Dice cost d4 1, d6 2, d8 3, d10 4, d12 5 out of skill + ability; `drama=2` tops that up from your drama, never past twice skill + ability, and only what the dice need is taken. Then: reroll a die (1 drama), max out a die (5), max out every die (10). `/drama show` shows your drama; the GM uses `/drama grant` and `/drama set`. Drama belongs to the campaign of the channel.',
    '• Attacks: `drama-opposed` adds `against d10 d6 vs 6` for the defence (leave it out when the defender does not roll), or press *Compare with a defence*. More successes hit. How we read it: the first success past the defence makes the hit, and each one after it adds a point to the damage pool.',
    '• Damage, `drama-damage`: `2d8 body=3 armor=1`. Each die reaching Body + armor (at most 12) is a point of damage; taking at least Body in one attack calls for a stun check, which we roll with Body (Will only for a character with Mind over Body).',
    "• Finesse and Force, `finesse-force`: your pools and Will, `5 7 will=1` (`access=` for a smaller access). Then *Split* (how many 2s and 1s go to Force, which gets +1), *Plan actions* (Finesse dice by number for each action, `1 2, 3+1`, where +1 buys a point with Wits; and your Wits) and *Resolve an attack* against a defence's Finesse and Force.",
    '• Merchant of Venus: `mov-move` `whynom scout` (pick the dice to use and the die to double), `mov-mercenary-attack` `AirCav, SC vs GL forts=20` (ids or names), `mov-nova-balls` `2 1`, `mov-haggle` `goods=3 own=1 enemy=0 mercs=0 enemy-mercs=0 city home`.',
  ].join('\n'),
};

const TOPICS = Object.keys(HELP_TOPICS);

export default defineFlatCommand({
  name: 'help',
  description: 'How to use the bot (only you see it)',
  options: [
    choice(
      'topic',
      'What you want to know about',
      Object.fromEntries(TOPICS.map((t) => [t, HELP_TOPICS[t]!.split('\n')[0]!.replace(/\*|`/g, '')])),
      false,
    ),
  ],
  async handler(_ctx, i) {
    const topic = i.options.getString('topic');
    const text =
      topic && HELP_TOPICS[topic]
        ? HELP_TOPICS[topic]
        : `${HELP_TOPICS['getting-started']}\nTopics: ${TOPICS.join(', ')} — \`/help topic:\`.`;
    await sendPrivate(i, privateBody(text));
  },
});
