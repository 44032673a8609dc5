import { isNetworkMemento } from '../../rules';
import { lifestylesOf } from '../../store/character/characters';
import { insertDowntimeAction } from '../../store/character/downtime';
import { catalogSkill } from './character-skill';
import { characterLevel } from './character-show';
import type { Caller, Deps } from '../use-case/context';
import { characterFor, requireOwnerOrGm, wholeNumber } from '../use-case/load';
import { inCampaign } from '../use-case/campaign-work';
import { outcome } from '../views';
import { addPrivate } from '../use-case/common';
import { plural } from '../text/words';
import { drawForSecondary } from './character-draw';
import { downtimeFor } from './downtime-guard';
import { downtimeRack } from './downtime-rack';
import { describeQuickTest, quickTest } from './quick-test';
import { appNotices } from '../messages';
import { lines, md } from '../text/safe-text';

export interface DowntimeConnectionsInput {
  /** How many of the character's lifestyles are relevant (at most its level). */
  lifestyles: number;
  /** A Network memento helps (+2 dice); left out, it does when the sheet has one (R11.3). */
  network?: boolean | null;
  /** Usually Personability or Authority (R11.3): 1 die per held skill on its chain, plus gear. */
  secondary?: string | null;
  character?: string | null;
}

/**
 * R11.3 /downtime connections: 2 dice per relevant lifestyle, +2 with a Network memento, plus the
 * secondary skill, in a quick test (R11.4) against one rack. Each book the player wins is kept
 * to buy one piece of information, a loan, a design skill or 20% off, later (/downtime call-in).
 */
export async function downtimeConnections(deps: Deps, caller: Caller, input: DowntimeConnectionsInput) {
  return await inCampaign(deps, caller, async (campaign, db, deps) => {
    const character = await characterFor(db, campaign, caller, input.character);
    await requireOwnerOrGm(db, campaign, caller, character);
    const lifestyles = wholeNumber(
      input.lifestyles,
      'the number of relevant lifestyles',
      0,
      await characterLevel(db, character.id),
    );
    const secondary = input.secondary?.trim() ? catalogSkill(campaign, input.secondary) : null;
    const downtime = await downtimeFor(db, campaign, character, 'connections');
    const fromSkill = secondary
      ? await drawForSecondary(db, character.id, secondary)
      : { total: 0, detail: 'no secondary skill' };
    const network = input.network ?? (await lifestylesOf(db, character.id)).some((l) => isNetworkMemento(l.memento));
    const dice = 2 * lifestyles + (network ? 2 : 0) + fromSkill.total;
    const rack = await downtimeRack(db, campaign, character.id);
    const test = quickTest(deps.random, dice, rack);
    await insertDowntimeAction(db, {
      downtimeId: downtime.id,
      characterId: character.id,
      kind: 'connections',
      skillText: secondary?.text ?? null,
      playerDrawn: dice,
      oppositionDrawn: rack,
      playerDice: test.player.pushed,
      oppositionDice: test.opposition.pushed,
      playerBooks: test.player.books,
      oppositionBooks: test.opposition.books,
      now: deps.now().toISOString(),
    });
    const books = test.player.books;
    return outcome(
      [
        {
          kind: 'notice',
          text: lines(
            md`📇 **${character.name}** works their connections (quick test against a rack).`,
            describeQuickTest(character.name, 'Opposition', test),
            books > 0
              ? md`${character.name} has ${plural(books, 'favour')} to call in: each buys a piece of information, a loan, a design skill or 20% off (/downtime call-in).`
              : md`Nobody picks up the phone for ${character.name}.`,
          ),
        },
      ],
      addPrivate({}, character.ownerUserId, {
        kind: 'notice',
        text: appNotices.connectionsRolled(
          dice,
          2 * lifestyles,
          plural(lifestyles, 'lifestyle'),
          network ? ' + 2 for the Network memento' : '',
          fromSkill.detail,
          rack,
        ),
      }),
    );
  });
}
