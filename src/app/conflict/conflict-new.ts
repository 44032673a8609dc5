import type { SkillPath } from '../../rules';
import type { ConflictState } from '../../rules/conflict';
import type { CampaignRow } from '../../store/campaigns';
import { insertConflict } from '../../store/conflicts';
import type { Db } from '../../store/db';
import type { ConflictId } from '../../store/ids';
import { catalogSkill } from '../character/character-skill';
import type { Caller } from '../context';
import { refuse } from '../errors';
import { appMessages } from '../messages';

// What starting a conflict and following one up share: the primary skill and the new row.

/** R3.1: a conflict's primary skill is a Specialty of the campaign's catalog. */
export function primarySpecialty(campaign: CampaignRow, typed: string): SkillPath {
  const primary = catalogSkill(campaign, typed);
  if (primary.parts.length !== 3) refuse('character/unknown-skill', appMessages.primaryNotASpecialty(primary.text));
  return primary;
}

/** Records a new conflict in the caller's channel, started by the caller, from the rules' `state`. */
export function insertConflictHere(
  db: Db,
  caller: Caller,
  campaign: CampaignRow,
  primary: SkillPath,
  now: string,
  links: { followsConflictId?: ConflictId; parentChannelId: string | null },
  state: ConflictState,
): ConflictId {
  return insertConflict(db, {
    state,
    campaignId: campaign.id,
    guildId: caller.guildId,
    channelId: caller.channelId,
    primaryKey: primary.key,
    primaryText: primary.text,
    initiatorUserId: caller.userId,
    ...links,
    now,
  });
}
