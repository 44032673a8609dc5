import type { SkillPath } from '../../rules';
import type { ConflictState } from '../../rules/conflict';
import type { CampaignRow } from '../../store/campaign/campaigns';
import { insertConflict } from '../../store/conflict/conflicts';
import type { Db } from '../../store/engine/db';
import type { ConflictId } from '../../store/engine/ids';
import { catalogSkill } from '../character/character-skill';
import type { Caller } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { appMessages } from '../messages';

// What starting a conflict and following one up share: the primary skill and the new row.

/** R3.1: a conflict's primary skill is a Specialty of the campaign's catalog. */
export function primarySpecialty(campaign: CampaignRow, typed: string): SkillPath {
  const primary = catalogSkill(campaign, typed);
  if (primary.parts.length !== 3) refuse('character/unknown-skill', appMessages.primaryNotASpecialty(primary.text));
  return primary;
}

/** What a new conflict is made of: where it belongs, what it is about, and the rules' first state. */
export interface NewConflict {
  campaign: CampaignRow;
  primary: SkillPath;
  state: ConflictState;
  now: string;
  followsConflictId?: ConflictId;
  parentChannelId: string | null;
}

/** Records a new conflict in the caller's channel, started by the caller. */
export async function insertConflictHere(db: Db, caller: Caller, c: NewConflict): Promise<ConflictId> {
  return await insertConflict(db, {
    state: c.state,
    campaignId: c.campaign.id,
    guildId: caller.guildId,
    channelId: caller.channelId,
    primaryKey: c.primary.key,
    primaryText: c.primary.text,
    initiatorUserId: caller.userId,
    followsConflictId: c.followsConflictId,
    parentChannelId: c.parentChannelId,
    now: c.now,
  });
}
