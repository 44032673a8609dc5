// Read-only lookups for autocomplete: names only, never secrets.
import { findInOrder } from '../../store/engine/in-order';
import { isGm } from '../../store/campaign/campaigns';
import { charactersOf } from '../../store/character/characters';
import { conflictNpcs } from '../../store/conflict/conflict-npcs';
import { participantsOf } from '../../store/conflict/participants';
import { loadConflictState } from '../../store/conflict/conflict-state';
import { GM_ACTOR, goalsOffered } from '../../rules/conflict';
import { campaignOwning, latestConflictOrNull } from '../use-case/load';
import { npcsOf } from '../../store/campaign/npcs';
import { campaignLifestyles } from '../../store/campaign/campaign-lifestyles';
import { campaignCatalog } from '../character/character-skill';
import type { Caller, Deps } from '../use-case/context';

export type SuggestionKind = 'skill' | 'specialty' | 'character' | 'npc' | 'participant' | 'goal' | 'lifestyle';

/** Up to 25 names of the given kind matching what the user typed (Discord's autocomplete limit). */
export async function suggestions(deps: Deps, caller: Caller, kind: SuggestionKind, typed: string): Promise<string[]> {
  const campaign = await campaignOwning(deps.db, caller);
  if (!campaign) return [];
  const q = typed.trim().toLowerCase();
  let names: string[] = [];
  switch (kind) {
    case 'skill':
      names = campaignCatalog(campaign).map((s) => s.text);
      break;
    case 'specialty':
      names = campaignCatalog(campaign)
        .filter((s) => s.parts.length === 3)
        .map((s) => s.text);
      break;
    case 'character':
      names = (await charactersOf(deps.db, campaign.id)).map((c) => c.name);
      break;
    case 'npc':
      names = (await npcsOf(deps.db, campaign.id)).map((n) => n.name);
      break;
    case 'lifestyle':
      names = (await campaignLifestyles(deps.db, campaign.id)).map((l) => l.name);
      break;
    case 'participant': {
      const conflict = await latestConflictOrNull(deps.db, caller);
      if (conflict) {
        names = [
          ...(await participantsOf(deps.db, conflict.id)).map((p) => p.name),
          ...(await conflictNpcs(deps.db, conflict.id)).map((n) => n.name),
        ];
      }
      break;
    }
    case 'goal': {
      const conflict = await latestConflictOrNull(deps.db, caller);
      if (conflict) {
        const me = await findInOrder(await participantsOf(deps.db, conflict.id), async (p) =>
          p.kind === 'pc' ? p.userId === caller.userId : await isGm(deps.db, campaign, caller.userId),
        );
        // Goals on offer to the caller (charts, gear, negotiated) that its books pay for right now.
        const state = me ? (await loadConflictState(deps.db, campaign, conflict)).state : null;
        if (me && state) {
          const actor = me.kind === 'gm' ? GM_ACTOR : me.name;
          const books = state.participants.find((p) => p.name === me.name)?.books ?? 0;
          names = goalsOffered(state, actor)
            .filter((g) => g.price <= books)
            .map((g) => g.goal);
        }
      }
      break;
    }
  }
  return [...new Set(names)].filter((n) => n.toLowerCase().includes(q)).slice(0, 25);
}
