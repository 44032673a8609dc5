import { canonicalGoalName, DEFAULT_GOAL_CHART, type GoalDefinition, treatment } from '../../rules';
import type { CampaignRow } from '../../store/campaign/campaigns';
import { insertDowntimeAction, linkActionEffect } from '../../store/character/downtime';
import { makeEffectPermanent, setEffectActive } from '../../store/character/effect-changes';
import { effectsOf } from '../../store/character/effects';
import { catalogSkill } from './character-skill';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { campaignHere, characterFor, requireOwnerOrGm } from '../use-case/load';
import { transact } from '../use-case/transaction';
import { outcome } from '../views';
import { addPrivate } from '../use-case/common';
import { diceCount, nameList, plural } from '../text/words';
import { drawForSkill } from './character-draw';
import { downtimeFor } from './downtime-guard';
import { describeQuickTest, quickTest } from './quick-test';
import { appMessages, appNotices } from '../messages';
import { joined, md } from '../text/safe-text';

export interface DowntimeHealInput {
  /** The skill the treatment uses (the character's own, R3.2). */
  skill: string;
  /** The wounds treated, in the order the player's books remove them; default every active temporary wound, oldest first. */
  effectIds?: number[] | null;
  character?: string | null;
  /** R11.2: another character who treats the wounds with its own skill (the patient's downtime is spent). */
  doctor?: string | null;
}

/** R11.2 "3 dice per wound level": each wound treated is one level. */
export const DICE_PER_WOUND = 3;

/**
 * R11.2 /downtime heal: the wounded character, or its doctor (another character, with the doctor's
 * own skill), makes a quick test (R11.4) against 3 dice per wound treated. The player's books
 * remove wounds (2 books each, the chart's "Remove a wound"), in the order given; then the
 * opposition's books make wounds still open permanent (3 books each, "Make a wound permanent"). A
 * permanent wound stays an active penalty and can no longer be treated.
 */
export async function downtimeHeal(deps: Deps, caller: Caller, input: DowntimeHealInput) {
  return await transact(deps, caller, async (deps) => {
    const db = deps.db;
    const campaign = await campaignHere(db, caller);
    const doctor = input.doctor?.trim() ? await characterFor(db, campaign, caller, input.doctor) : null;
    // With a doctor, the doctor's player may ask for the treatment; the patient must be named.
    const character = await characterFor(
      db,
      campaign,
      caller,
      doctor && !input.character?.trim() ? refuse('character/none', appMessages.doctorNeedsPatient) : input.character,
    );
    if (doctor && doctor.id === character.id) refuse('input/bad-text', appMessages.ownDoctor(character.name));
    if (!doctor || doctor.ownerUserId !== caller.userId) await requireOwnerOrGm(db, campaign, caller, character);
    const skill = catalogSkill(campaign, input.skill);
    // R9.5: a fresh scar or crippling is a wound until treated, so it is treated like one.
    const open = (await effectsOf(db, { characterId: character.id })).filter(
      (e) => e.kind !== 'knocked-out' && treatment(e.kind, e.permanent) !== null,
    );
    const ids = input.effectIds?.length ? input.effectIds : open.map((e) => e.id);
    if (new Set(ids).size !== ids.length) refuse('input/bad-number', appMessages.woundNamedTwice);
    const wounds = ids.map(
      (id) =>
        open.find((e) => e.id === id) ?? refuse('input/bad-number', appMessages.notAnOpenWound(id, character.name)),
    );
    if (wounds.length === 0) refuse('input/bad-number', appMessages.noOpenWound(character.name));
    const downtime = await downtimeFor(db, campaign, character, 'heal');
    const healer = doctor ?? character;
    const draw = await drawForSkill(db, healer.id, skill);
    const test = quickTest(deps.random, draw.total, DICE_PER_WOUND * wounds.length);
    const removed = wounds.slice(
      0,
      afford(test.player.books, downtimePrice(campaign, 'Remove a wound', 2), wounds.length),
    );
    const rest = wounds.slice(removed.length);
    const plainWounds = rest.filter((w) => w.kind === 'wound');
    const worsened = plainWounds.slice(
      0,
      afford(test.opposition.books, downtimePrice(campaign, 'Make a wound permanent', 3), plainWounds.length),
    );
    const now = deps.now().toISOString();
    const actionId = await insertDowntimeAction(db, {
      downtimeId: downtime.id,
      characterId: character.id,
      kind: 'heal',
      skillText: skill.text,
      playerDrawn: draw.total,
      oppositionDrawn: DICE_PER_WOUND * wounds.length,
      playerDice: test.player.pushed,
      oppositionDice: test.opposition.pushed,
      playerBooks: test.player.books,
      oppositionBooks: test.opposition.books,
      now,
    });
    for (const w of removed) {
      // A scar or crippling that heals leaves its lasting mark (R9.5).
      if (treatment(w.kind, w.permanent) === 'heals') await setEffectActive(db, w.id, false);
      else await makeEffectPermanent(db, w.id);
      await linkActionEffect(db, actionId, w.id, 'removed');
    }
    for (const w of worsened) {
      await makeEffectPermanent(db, w.id);
      await linkActionEffect(db, actionId, w.id, 'made-permanent');
    }
    const label = (list: typeof wounds) => nameList(list.map((w) => md`#${w.id} (${w.text})`));
    const lines = [
      doctor
        ? md`🩹 **${doctor.name}** treats ${character.name}'s ${plural(wounds.length, 'wound')} with ${skill.text} (quick test against ${DICE_PER_WOUND * wounds.length} dice).`
        : md`🩹 **${character.name}** treats ${plural(wounds.length, 'wound')} with ${skill.text} (quick test against ${DICE_PER_WOUND * wounds.length} dice).`,
      describeQuickTest(healer.name, 'The wounds', test),
      removed.length ? md`Healed: ${label(removed)}.` : 'No wound heals.',
      ...(worsened.length ? [md`Made permanent: ${label(worsened)}.`] : []),
    ];
    return outcome(
      [{ kind: 'notice', text: joined(lines, '\n') }],
      addPrivate({}, healer.ownerUserId, {
        kind: 'notice',
        text: appNotices.healingRolled(diceCount(draw.total), draw.detail),
      }),
    );
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
