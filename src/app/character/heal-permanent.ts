import { insertDowntimeAction, linkActionEffect } from '../../store/character/downtime';
import { setEffectActive } from '../../store/character/effect-changes';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { campaignHere, characterFor, requireGm } from '../use-case/load';
import { transact } from '../use-case/transaction';
import { outcome } from '../views';
import { nameList } from '../text/words';
import { downtimeFor } from './downtime-guard';
import { permanentEffectsToHeal } from './permanent-effects';
import { appMessages, appNotices } from '../messages';
import { md } from '../text/safe-text';

/**
 * R11.2 /downtime heal-permanent (GM): a character with 4+ permanent effects spends its downtime
 * healing; exactly half of them (rounded down), chosen by the GM and player, go away (inactive,
 * kept in the history). This is the character's activity for the downtime.
 */
export async function healPermanent(deps: Deps, caller: Caller, input: { character: string; effectIds: number[] }) {
  return await transact(deps, caller, async (deps) => {
    const db = deps.db;
    const campaign = await campaignHere(db, caller);
    await requireGm(db, campaign, caller);
    const character = await characterFor(db, campaign, caller, input.character);
    const heal = await permanentEffectsToHeal(db, character.id);
    if (!heal.mustHeal)
      refuse('input/bad-number', appMessages.tooFewPermanentEffects(character.name, heal.effects.length));
    const ids = input.effectIds ?? [];
    if (new Set(ids).size !== ids.length) refuse('input/bad-number', appMessages.effectNamedTwice);
    if (ids.length !== heal.toHeal)
      refuse('input/bad-number', appMessages.healExactlyHalf(heal.toHeal, character.name, heal.effects.length));
    const chosen = ids.map(
      (id) =>
        heal.effects.find((e) => e.id === id) ??
        refuse('input/bad-number', appMessages.notAPermanentEffect(id, character.name)),
    );
    const downtime = await downtimeFor(db, campaign, character, 'heal-permanent');
    const actionId = await insertDowntimeAction(db, {
      downtimeId: downtime.id,
      characterId: character.id,
      kind: 'heal-permanent',
      skillText: null,
      playerDrawn: 0,
      oppositionDrawn: 0,
      playerDice: [],
      oppositionDice: [],
      playerBooks: 0,
      oppositionBooks: 0,
      now: deps.now().toISOString(),
    });
    for (const e of chosen) {
      await setEffectActive(db, e.id, false);
      await linkActionEffect(db, actionId, e.id, 'healed');
    }
    return outcome([
      {
        kind: 'notice',
        text: appNotices.permanentEffectsHealed(
          character.name,
          nameList(chosen.map((e) => md`#${e.id} ${e.kind} (${e.text})`)),
          chosen.length === 1 ? 'goes' : 'go',
        ),
      },
    ]);
  });
}
