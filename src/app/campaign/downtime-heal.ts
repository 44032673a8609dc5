import { canonicalGoalName, DEFAULT_GOAL_CHART, type GoalDefinition } from '../../rules';
import type { CampaignRow } from '../../store/campaigns';
import { insertDowntimeAction, linkActionEffect } from '../../store/downtime';
import { makeEffectPermanent, setEffectActive } from '../../store/effect-changes';
import { effectsOf } from '../../store/effects';
import { catalogSkill } from '../character-skill';
import type { Caller, Deps } from '../context';
import { refuse } from '../errors';
import { campaignHere, characterFor, requireOwnerOrGm } from '../load';
import { transact } from '../run';
import { outcome } from '../views';
import { addPrivate, nameList, plural } from './common';
import { drawForSkill } from './character-draw';
import { downtimeFor } from './downtime-guard';
import { describeQuickTest, quickTest } from './quick-test';

export interface DowntimeHealInput {
  /** The skill the treatment uses (the character's own, R3.2). */
  skill: string;
  /** The wounds treated, in the order the player's books remove them; default every active temporary wound, oldest first. */
  effectIds?: number[] | null;
  character?: string | null;
}

/** R11.2 "3 dice per wound level": each wound treated is one level. */
export const DICE_PER_WOUND = 3;

/**
 * R11.2 /downtime heal: a quick test (R11.4) against 3 dice per wound treated. The player's books
 * remove wounds (2 books each, the chart's "Remove a wound"), in the order given; then the
 * opposition's books make wounds still open permanent (3 books each, "Make a wound permanent"). A
 * permanent wound stays an active penalty and can no longer be treated.
 */
export function downtimeHeal(deps: Deps, caller: Caller, input: DowntimeHealInput) {
  return transact(deps, caller, () => {
    const db = deps.db;
    const campaign = campaignHere(db, caller);
    const character = characterFor(db, campaign, caller, input.character);
    requireOwnerOrGm(db, campaign, caller, character);
    const skill = catalogSkill(campaign, input.skill);
    const open = effectsOf(db, { characterId: character.id }).filter((e) => e.kind === 'wound' && !e.permanent);
    const ids = input.effectIds?.length ? input.effectIds : open.map((e) => e.id);
    if (new Set(ids).size !== ids.length) refuse('input/bad-number', 'Name each wound once.');
    const wounds = ids.map((id) => open.find((e) => e.id === id) ?? refuse('input/bad-number', `Effect #${id} is not an open (temporary, untreated) wound of ${character.name}.`));
    if (wounds.length === 0) refuse('input/bad-number', `${character.name} has no open wound to treat.`);
    const downtime = downtimeFor(db, campaign, character, 'heal');
    const draw = drawForSkill(db, character.id, skill);
    const test = quickTest(deps.random, draw.total, DICE_PER_WOUND * wounds.length);
    const removed = wounds.slice(0, afford(test.player.books, downtimePrice(campaign, 'Remove a wound', 2), wounds.length));
    const rest = wounds.slice(removed.length);
    const worsened = rest.slice(0, afford(test.opposition.books, downtimePrice(campaign, 'Make a wound permanent', 3), rest.length));
    const now = deps.now().toISOString();
    const actionId = insertDowntimeAction(db, {
      downtimeId: downtime.id, characterId: character.id, kind: 'heal', skillText: skill.text, playerDrawn: draw.total, oppositionDrawn: DICE_PER_WOUND * wounds.length,
      playerDice: test.player.pushed, oppositionDice: test.opposition.pushed, playerBooks: test.player.books, oppositionBooks: test.opposition.books, now,
    });
    for (const w of removed) {
      setEffectActive(db, w.id, false);
      linkActionEffect(db, actionId, w.id, 'removed');
    }
    for (const w of worsened) {
      makeEffectPermanent(db, w.id);
      linkActionEffect(db, actionId, w.id, 'made-permanent');
    }
    const label = (list: typeof wounds) => nameList(list.map((w) => `#${w.id} (${w.text})`));
    const lines = [
      `🩹 **${character.name}** treats ${plural(wounds.length, 'wound')} with ${skill.text} (quick test against ${DICE_PER_WOUND * wounds.length} dice).`,
      describeQuickTest(character.name, 'The wounds', test),
      removed.length ? `Healed: ${label(removed)}.` : 'No wound heals.',
      ...(worsened.length ? [`Made permanent: ${label(worsened)}.`] : []),
    ];
    return outcome([{ kind: 'notice', text: lines.join('\n') }], addPrivate({}, character.ownerUserId, { kind: 'notice', text: `You rolled ${draw.total} dice (${draw.detail}).` }));
  });
}

/** How many things `books` buy at `price` each, at most `max` (a free price buys them all). */
function afford(books: number, price: number, max: number): number {
  return price <= 0 ? max : Math.min(max, Math.floor(books / price));
}

/** R9.4 downtime goals: the campaign chart's price when it lists the goal, else the default. */
function downtimePrice(campaign: CampaignRow, name: string, fallback: number): number {
  const chart: readonly GoalDefinition[] = campaign.goalChart ?? DEFAULT_GOAL_CHART;
  return chart.find((g) => canonicalGoalName(g.name) === canonicalGoalName(name))?.books ?? fallback;
}
