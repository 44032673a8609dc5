// Read-only lookups for autocomplete: names only, never secrets.
import { isGm } from '../store/campaigns';
import { charactersOf } from '../store/characters';
import { conflictNpcs, participantsOf } from '../store/conflicts';
import { loadConflictState } from '../store/conflict-state';
import { GM_ACTOR, goalsOffered } from '../rules/conflict';
import { campaignOwning, latestConflictOrNull } from './load';
import { npcsOf } from '../store/npcs';
import { campaignLifestyles } from '../store/campaign-lifestyles';
import { campaignCatalog } from './character/character-skill';
import type { Caller, Deps } from './context';

export type SuggestionKind = 'skill' | 'specialty' | 'character' | 'npc' | 'participant' | 'goal' | 'lifestyle';

/** Up to 25 names of the given kind matching what the user typed (Discord's autocomplete limit). */
export function suggestions(deps: Deps, caller: Caller, kind: SuggestionKind, typed: string): string[] {
  const campaign = campaignOwning(deps.db, caller);
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
      names = charactersOf(deps.db, campaign.id).map((c) => c.name);
      break;
    case 'npc':
      names = npcsOf(deps.db, campaign.id).map((n) => n.name);
      break;
    case 'lifestyle':
      names = campaignLifestyles(deps.db, campaign.id).map((l) => l.name);
      break;
    case 'participant': {
      const conflict = latestConflictOrNull(deps.db, caller);
      if (conflict) {
        names = [
          ...participantsOf(deps.db, conflict.id).map((p) => p.name),
          ...conflictNpcs(deps.db, conflict.id).map((n) => n.name),
        ];
      }
      break;
    }
    case 'goal': {
      const conflict = latestConflictOrNull(deps.db, caller);
      if (conflict) {
        const me = participantsOf(deps.db, conflict.id).find((p) =>
          p.kind === 'pc' ? p.userId === caller.userId : isGm(deps.db, campaign, caller.userId),
        );
        // Goals on offer to the caller (charts, gear, negotiated) that its books pay for right now.
        const state = me ? loadConflictState(deps.db, campaign, conflict).state : null;
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
