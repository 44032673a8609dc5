// Read-only lookups for autocomplete: names only, never secrets.
import { isGm } from '../store/campaigns';
import { charactersOf } from '../store/characters';
import { conflictNpcs, participantsOf, settledGoals } from '../store/conflicts';
import { campaignOwning, latestConflictOwned } from './load';
import { npcsOf } from '../store/npcs';
import { campaignCatalog } from './character/character-skill';
import type { Caller, Deps } from './context';
import { goalsOnOffer } from './conflict/goal-buy';

export type SuggestionKind = 'skill' | 'specialty' | 'character' | 'npc' | 'participant' | 'goal';

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
      names = campaignCatalog(campaign).filter((s) => s.parts.length === 3).map((s) => s.text);
      break;
    case 'character':
      names = charactersOf(deps.db, campaign.id).map((c) => c.name);
      break;
    case 'npc':
      names = npcsOf(deps.db, campaign.id).map((n) => n.name);
      break;
    case 'participant': {
      const conflict = latestConflictOwned(deps.db, caller);
      if (conflict) {
        names = [
          ...participantsOf(deps.db, conflict.id).map((p) => p.name),
          ...conflictNpcs(deps.db, conflict.id).map((n) => n.name),
        ];
      }
      break;
    }
    case 'goal': {
      const conflict = latestConflictOwned(deps.db, caller);
      if (conflict) {
        const me = participantsOf(deps.db, conflict.id).find((p) => (p.kind === 'pc' ? p.userId === caller.userId : isGm(deps.db, campaign, caller.userId)));
        // Only goals the caller can afford with books right now.
        names = goalsOnOffer(deps.db, campaign, conflict, me).filter((g) => !me || g.books <= me.books).map((g) => g.name);
        // R4.2: goals the caller negotiated (as their buyer) and can afford.
        if (me) names.push(...settledGoals(deps.db, conflict.id).filter((g) => g.proposerId === me.id && g.price <= me.books).map((g) => g.text));
      }
      break;
    }
  }
  return [...new Set(names)].filter((n) => n.toLowerCase().includes(q)).slice(0, 25);
}
