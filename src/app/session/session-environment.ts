import { openSession, spendSessionRack } from '../../store/campaign/sessions';
import { catalogSkill } from '../character/character-skill';
import { addPrivate } from '../use-case/common';
import { diceCount } from '../text/words';
import { drawForSkill } from '../character/character-draw';
import { downtimeRack } from '../character/downtime-rack';
import { describeQuickTest, quickTest } from '../character/quick-test';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { characterFor, liveConflictOrNull, text } from '../use-case/load';
import { asGm } from '../use-case/campaign-work';
import { outcome } from '../views';
import { appMessages, appNotices } from '../messages';
import { joined, md } from '../text/safe-text';

export interface EnvironmentTestInput {
  character: string;
  skill: string;
  /** What the environment does, in a few words ("the storm", "a locked hatch"). */
  against?: string | null;
}

/**
 * R10.1: outside any conflict the GM may spend a session-budget rack to oppose an environmental
 * test: a quick test (R11.4) of the character's skill against that one rack, its result public.
 */
export async function environmentTest(deps: Deps, caller: Caller, input: EnvironmentTestInput) {
  return await asGm(deps, caller, async (campaign, db, deps) => {
    if (await liveConflictOrNull(db, caller)) {
      refuse('conflict/wrong-phase', appMessages.environmentDuringConflict);
    }
    const session = (await openSession(db, campaign.id)) ?? refuse('session/none-open', appMessages.rackWithoutSession);
    if (session.racksLeft <= 0) refuse('session/no-racks', appMessages.rackBudgetSpent);
    const character = await characterFor(db, campaign, caller, input.character);
    const skill = catalogSkill(campaign, input.skill);
    const named = input.against?.trim() ? text(input.against, 'what opposes', 60) : null;
    const what = named ?? 'The environment';
    await spendSessionRack(db, session.id);
    const rack = await downtimeRack(db, campaign, character.id);
    const draw = await drawForSkill(db, character.id, skill);
    const test = quickTest(deps.random, draw.total, rack);
    const left = session.racksLeft - 1;
    const lines = [
      md`🌪️ The GM spends a rack from the session budget (${left} left): **${character.name}** tests ${skill.text} against ${named ?? 'the environment'}.`,
      describeQuickTest(character.name, what, test),
    ];
    return outcome(
      [{ kind: 'notice', text: joined(lines, '\n') }],
      addPrivate({}, character.ownerUserId, {
        kind: 'notice',
        text: appNotices.environmentRolled(diceCount(draw.total), draw.detail, rack),
      }),
    );
  });
}
