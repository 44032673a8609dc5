// The table's skill moves by menus, never typed: the secondary skill, the follow-up's primary
// (also on the chin) and fly dice's new skill are picked from the campaign's tree a level at a
// time (the same menus as the builder's), then fly dice's target from a menu of the other side.
// Who may press is asked before any menu opens; the use cases decide the rest.
import type { ButtonInteraction, Interaction, MessageComponentInteraction } from 'discord.js';
import { AppError, callerPlays, filterInOrder, findInOrder, flyDice, followUpConflict, setSecondary } from '../../app';
import { campaignSkillTree } from '../../app/campaign/gm-tools';
import { maySetSecondary } from '../../app/conflict/conflict-secondary';
import { appMessages } from '../../app/messages';
import { md } from '../../app/text/safe-text';
import { callerOf, lookupCaller } from '../caller';
import { conflictFor } from '../components/lookups';
import type { BotContext } from '../context';
import { Refusal } from '../refusal';
import { privateBody } from '../render/body';
import { nameMenu } from '../render/conflict-rows';
import { skillPicked, skillTreeMenus } from '../render/skill-menus';
import { sendOutcome, sendPrivate } from '../reply';
import { makeTableId, type TableId, type TableMove } from './table-ids';
import { sideName } from './table-render';

const asI = (i: MessageComponentInteraction) => i as Interaction;

type SkillMove = 'secondary' | 'follow' | 'fly';
const MENU_OF = { secondary: 'secondary-skill', follow: 'follow-skill', fly: 'fly-skill' } as const;
const MOVE_OF: Partial<Record<TableMove, SkillMove>> = {
  secondary: 'secondary',
  'secondary-skill': 'secondary',
  follow: 'follow',
  'follow-skill': 'follow',
  fly: 'fly',
  'fly-skill': 'fly',
};
/** The follow-up's primary skill is one Specialty (R3.1); the others may be any skill. */
const ANY_LEVEL: Record<SkillMove, boolean> = { secondary: true, follow: false, fly: true };

const QUESTION: Record<SkillMove, string> = {
  secondary: 'The secondary skill: pick a Field, then a Focus or a Specialty under it.',
  follow: 'The follow-up conflict: pick its primary skill, a Specialty (a Field, then a Focus, then the Specialty).',
  fly: 'Fly dice to a new skill: pick it (a Field, then a Focus or a Specialty under it).',
};

/** Whether the table move is one this file answers. */
export function isSkillMove(move: TableMove): boolean {
  return move in MOVE_OF || ['fly-to', 'secondary-guess', 'follow-guess', 'fly-guess'].includes(move);
}

/** Someone who plays in the conflict (the GM for the GM side), or the refusal. */
async function mustPlay(ctx: BotContext, i: MessageComponentInteraction, conflictId: number) {
  const conflict = await conflictFor(ctx.deps, callerOf(asI(i)), conflictId);
  if (!(await findInOrder(conflict.participants, (p) => callerPlays(ctx.deps, lookupCaller(asI(i)), p.name))))
    throw new AppError('auth/not-participant', appMessages.callerNotInConflict);
  return conflict;
}

function menus(tree: readonly string[], move: SkillMove, id: TableId, browse: string | null) {
  return privateBody(
    QUESTION[move],
    skillTreeMenus(tree, browse, {
      id: (depth) => makeTableId(MENU_OF[move], id.conflictId, id.chin, depth),
      first: 'Pick a Field',
      itself: ANY_LEVEL[move],
    }),
  );
}

export async function handleSkillMove(ctx: BotContext, i: MessageComponentInteraction, id: TableId): Promise<void> {
  const caller = callerOf(asI(i));
  const run = (o: Parameters<typeof sendOutcome>[1]) => sendOutcome(i, o, {}, ctx);
  // "Did you mean …?" (did-you-mean.ts): the skill it named, by its place in the tree.
  if (id.move === 'secondary-guess' || id.move === 'follow-guess' || id.move === 'fly-guess') {
    const tree = await campaignSkillTree(ctx.deps, lookupCaller(asI(i)));
    const skill = tree[id.arg - 1];
    if (!skill || !i.isButton()) throw new Refusal('discord/unknown-component');
    // The other side by a menu when there is more than one to fly against (the typed one is not kept).
    if (id.move === 'fly-guess') return flyWith(ctx, i, id, tree, skill);
    return run(
      id.move === 'secondary-guess'
        ? await setSecondary(ctx.deps, caller, { skill })
        : await followUpConflict(ctx.deps, caller, { primary: skill, chin: id.chin }),
    );
  }
  if (id.move === 'fly-to') {
    const tree = await campaignSkillTree(ctx.deps, lookupCaller(asI(i)));
    const skill = tree[id.arg - 1];
    const against = i.isStringSelectMenu() ? i.values[0] : undefined;
    if (!skill || !against) throw new Refusal('discord/unknown-component');
    return run(await flyDice(ctx.deps, caller, { skill, against, as: null }));
  }
  const move = MOVE_OF[id.move];
  if (!move) throw new Refusal('discord/unknown-component');
  // The button: who may press is asked first, then the first menu opens.
  if (i.isButton()) {
    await mayPress(ctx, i, move, id);
    return sendPrivate(i, menus(await campaignSkillTree(ctx.deps, lookupCaller(asI(i))), move, id, null));
  }
  if (!i.isStringSelectMenu()) throw new Refusal('discord/unknown-component');
  const tree = await campaignSkillTree(ctx.deps, lookupCaller(asI(i)));
  const picked = skillPicked(tree, id.arg, i.values[0] ?? '', ANY_LEVEL[move]);
  if (!picked) throw new Refusal('discord/not-offered');
  if ('browse' in picked) return sendPrivate(i, menus(tree, move, id, picked.browse));
  const skill = picked.take;
  switch (move) {
    case 'secondary':
      return run(await setSecondary(ctx.deps, caller, { skill }));
    case 'follow':
      return run(await followUpConflict(ctx.deps, caller, { primary: skill, chin: id.chin }));
    case 'fly':
      return flyWith(ctx, i, id, tree, skill);
  }
}

/** Fly dice to `skill`: at once against the only one on the other side, else whom from a menu. */
async function flyWith(
  ctx: BotContext,
  i: MessageComponentInteraction,
  id: TableId,
  tree: readonly string[],
  skill: string,
): Promise<void> {
  const targets = await flyTargets(ctx, i, id.conflictId);
  if (targets.length === 1)
    return sendOutcome(
      i,
      await flyDice(ctx.deps, callerOf(asI(i)), { skill, against: targets[0]!, as: null }),
      {},
      ctx,
    );
  return sendPrivate(
    i,
    privateBody(md`Fly dice to **${skill}**: against whom?`, [
      nameMenu(makeTableId('fly-to', id.conflictId, false, tree.indexOf(skill) + 1), targets, 'Against whom'),
    ]),
  );
}

async function mayPress(ctx: BotContext, i: ButtonInteraction, move: SkillMove, id: TableId): Promise<void> {
  if (move === 'secondary') await maySetSecondary(ctx.deps, callerOf(asI(i)));
  else await mustPlay(ctx, i, id.conflictId);
}

/** Whom fly dice may go against: the other side, its NPCs one by one (each a name the move takes). */
async function flyTargets(ctx: BotContext, i: MessageComponentInteraction, conflictId: number): Promise<string[]> {
  const conflict = await mustPlay(ctx, i, conflictId);
  const played = await filterInOrder(conflict.participants, (p) => callerPlays(ctx.deps, lookupCaller(asI(i)), p.name));
  const mine = new Set(played.map((p) => p.side));
  const npcs = conflict.npcs.filter((n) => !n.out).map((n) => n.name);
  return conflict.participants
    .filter((p) => !p.out && !mine.has(p.side))
    .flatMap((p) => (p.kind === 'gm' && npcs.length ? npcs : [sideName(conflict, p.name)]));
}
