import { insertDowntimeAction } from '../../store/character/downtime';
import { replaceRestrictedPoints } from '../../store/campaign/restricted-points';
import { catalogSkill } from './character-skill';
import type { Caller, Deps } from '../use-case/context';
import { campaignHere, characterFor, requireOwnerOrGm } from '../use-case/load';
import { transact } from '../use-case/transaction';
import { outcome } from '../views';
import { addPrivate, pointsFor } from '../use-case/common';
import { diceCount, plural } from '../text/words';
import { drawForSkill } from './character-draw';
import { downtimeFor } from './downtime-guard';
import { downtimeRack } from './downtime-rack';
import { describeQuickTest, quickTest } from './quick-test';
import { appNotices } from '../messages';
import { lines, md } from '../text/safe-text';

/**
 * R11.1 /downtime train: a quick test (R11.4) of the skill against two racks. Every book the
 * player wins becomes a player point restricted to that skill, replacing whatever restricted
 * points the character had ("usable until the next training"). The opposition's books do nothing.
 */
export async function downtimeTrain(deps: Deps, caller: Caller, input: { skill: string; character?: string | null }) {
  return await transact(deps, caller, async (deps) => {
    const db = deps.db;
    const campaign = await campaignHere(db, caller);
    const character = await characterFor(db, campaign, caller, input.character);
    await requireOwnerOrGm(db, campaign, caller, character);
    const skill = catalogSkill(campaign, input.skill);
    const downtime = await downtimeFor(db, campaign, character, 'train');
    const rack = await downtimeRack(db, campaign, character.id);
    const draw = await drawForSkill(db, character.id, skill);
    const test = quickTest(deps.random, draw.total, 2 * rack);
    const now = deps.now().toISOString();
    await replaceRestrictedPoints(db, character.id, skill, test.player.books, `trained ${skill.text}`, now);
    await insertDowntimeAction(db, {
      downtimeId: downtime.id,
      characterId: character.id,
      kind: 'train',
      skillText: skill.text,
      playerDrawn: draw.total,
      oppositionDrawn: 2 * rack,
      playerDice: test.player.pushed,
      oppositionDice: test.opposition.pushed,
      playerBooks: test.player.books,
      oppositionBooks: test.opposition.books,
      now,
    });
    const privateViews = await pointsFor(db, [character]);
    addPrivate(privateViews, character.ownerUserId, {
      kind: 'notice',
      text: appNotices.trainingRolled(diceCount(draw.total), draw.detail, rack),
    });
    return outcome(
      [
        {
          kind: 'notice',
          text: lines(
            md`🏋️ **${character.name}** trains ${skill.text} (quick test against two racks).`,
            describeQuickTest(character.name, 'Opposition', test),
            test.player.books > 0
              ? md`${character.name} gains ${plural(test.player.books, 'player point')} usable only with ${skill.text}, until the next training.`
              : md`${character.name} gains nothing from this training.`,
          ),
        },
      ],
      privateViews,
    );
  });
}
