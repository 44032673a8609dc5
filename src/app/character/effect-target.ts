import type { CampaignRow } from '../../store/campaign/campaigns';
import { characterByName, getCharacter } from '../../store/character/characters';
import type { Db } from '../../store/engine/db';
import type { CharacterId } from '../../store/engine/ids';
import type { EffectRow } from '../../store/character/effects';
import { effectOf } from '../../store/character/effect-changes';
import { getNpc } from '../../store/campaign/npcs';
import { refuse } from '../use-case/errors';
import { clip, npcNamed } from '../use-case/load';
import { recordId } from '../use-case/common';
import { appMessages } from '../messages';
import { md, type Safe } from '../text/safe-text';

/** Who bears an effect (R9.5): a character or an NPC of the campaign. */
export interface Bearer {
  name: string;
  characterId: CharacterId | null;
  npcId: number | null;
}

/** A character or NPC named by the GM (characters first); exactly one of the two names is given. */
export async function bearerNamed(
  db: Db,
  campaign: CampaignRow,
  input: { character?: string | null; npc?: string | null },
): Promise<Bearer> {
  const character = input.character?.trim() ?? '';
  const npc = input.npc?.trim() ?? '';
  if ((character === '') === (npc === '')) refuse('input/bad-text', appMessages.effectTargetEitherOr);
  if (character !== '') {
    const c =
      (await characterByName(db, campaign.id, character)) ??
      refuse('character/unknown', appMessages.noSuchCharacter(clip(character), campaign.name));
    return { name: c.name, characterId: c.id, npcId: null };
  }
  const n = await npcNamed(db, campaign, npc, appMessages.noSuchNpc(clip(npc), campaign.name));
  return { name: n.name, characterId: null, npcId: n.id };
}

export async function bearerOf(db: Db, effect: EffectRow): Promise<Bearer> {
  if (effect.characterId !== null)
    return { name: (await getCharacter(db, effect.characterId))!.name, characterId: effect.characterId, npcId: null };
  return { name: (await getNpc(db, effect.npcId!))!.name, characterId: null, npcId: effect.npcId };
}

/** An effect of this campaign by its id. */
export async function effectById(db: Db, campaign: CampaignRow, value: number): Promise<EffectRow> {
  const id = recordId(value, 'an effect');
  return (
    (await effectOf(db, campaign.id, id)) ?? refuse('input/bad-number', appMessages.noSuchEffect(id, campaign.name))
  );
}

/** One line describing an effect, e.g. `#4 Scar (by Jack, permanent): a jagged cut`. */
export function describeEffect(e: EffectRow): Safe {
  const tags = [
    e.causedBy ? `by ${e.causedBy}` : null,
    e.permanent ? 'permanent' : null,
    e.active ? null : 'treated',
  ].filter((t) => t !== null);
  const label = KIND_LABELS[e.kind] ?? e.kind;
  const extra = e.text && e.text.toLowerCase() !== label.toLowerCase() ? md`: ${e.text}` : '';
  return md`#${e.id} ${label}${tags.length ? md` (${tags.join(', ')})` : ''}${extra}`;
}

export const KIND_LABELS: Record<string, string> = {
  wound: 'Wound',
  scar: 'Scar',
  crippled: 'Crippled',
  'knocked-out': 'Knocked out',
  dead: 'Dead',
  reputation: 'Reputation',
  text: 'Effect',
};
