import type { CampaignRow } from '../../store/campaign/campaigns';
import type { CharacterRow } from '../../store/character/characters';
import type { Db } from '../../store/engine/db';
import { actionIn, type DowntimeRow, openDowntime } from '../../store/character/downtime';
import { refuse } from '../use-case/errors';
import { permanentEffectsToHeal } from './permanent-effects';
import { appMessages } from '../messages';

/** The campaign's open downtime, or a refusal. */
export async function downtimeNow(db: Db, campaign: CampaignRow): Promise<DowntimeRow> {
  return (await openDowntime(db, campaign.id)) ?? refuse('session/none-open', appMessages.noDowntimeOpen);
}

/**
 * R11: a character spends a downtime on one activity. One entering it with 4+ permanent effects
 * spends it healing them (R11.2), so it may do nothing else.
 */
export async function downtimeFor(
  db: Db,
  campaign: CampaignRow,
  character: CharacterRow,
  activity: 'train' | 'heal' | 'connections' | 'heal-permanent',
): Promise<DowntimeRow> {
  const downtime = await downtimeNow(db, campaign);
  const done = await actionIn(db, downtime.id, character.id);
  if (done) refuse('goal/already-bought', appMessages.downtimeAlreadySpent(character.name, done.replace('-', ' ')));
  const heal = await permanentEffectsToHeal(db, character.id);
  if (activity !== 'heal-permanent' && heal.mustHeal) {
    refuse('conflict/wrong-phase', appMessages.downtimeGoesToHealing(character.name, heal.effects.length, heal.toHeal));
  }
  return downtime;
}
