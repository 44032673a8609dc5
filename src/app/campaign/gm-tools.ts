// Read-only look-ups the GM's controls need before they open a menu or a form: who the GM is (so a
// GM-only button is refused on the click, before any form), the campaign's skill tree, its NPCs
// and its house rules as they stand. Nothing here writes.
import { conflictNpcs } from '../../store/conflict/conflict-npcs';
import { npcsOf } from '../../store/campaign/npcs';
import type { Caller, Deps } from '../use-case/context';
import { campaignHere, liveConflictOrNull, requireGm } from '../use-case/load';
import { campaignCatalog } from '../character/character-skill';
import { HOUSE_RULES, houseRule, type HouseRuleName } from './house-rules';

/** Refuses anyone but the campaign's GM (or a co-GM), before a GM-only control does anything. */
export async function mustBeGmHere(deps: Deps, caller: Caller): Promise<void> {
  await requireGm(deps.db, await campaignHere(deps.db, caller), caller);
}

/** Every skill of the campaign's catalog, each path after its parents (R2.1). */
export async function campaignSkillTree(deps: Deps, caller: Caller): Promise<string[]> {
  return campaignCatalog(await campaignHere(deps.db, caller)).map((s) => s.text);
}

/** The campaign's NPCs and gangs not yet in the channel's live conflict, for the GM (R4.1). */
export async function npcsToAdd(deps: Deps, caller: Caller): Promise<{ name: string; gangSize: number | null }[]> {
  const campaign = await campaignHere(deps.db, caller);
  await requireGm(deps.db, campaign, caller);
  const conflict = await liveConflictOrNull(deps.db, caller);
  const inIt = new Set(conflict ? (await conflictNpcs(deps.db, conflict.id)).map((n) => n.name) : []);
  return (await npcsOf(deps.db, campaign.id))
    .filter((n) => !inIt.has(n.name))
    .map((n) => ({ name: n.name, gangSize: n.gangSize ?? null }));
}

/** Every NPC and gang of the campaign by name, oldest first (a place in it names one), for the GM. */
export async function campaignNpcNames(deps: Deps, caller: Caller): Promise<string[]> {
  const campaign = await campaignHere(deps.db, caller);
  await requireGm(deps.db, campaign, caller);
  return (await npcsOf(deps.db, campaign.id)).map((n) => n.name);
}

/** The house rules as they stand, with the values each may take, for the GM's panel. */
export async function houseRulesNow(
  deps: Deps,
  caller: Caller,
): Promise<{ rule: HouseRuleName | 'rack-size'; now: string; values: readonly string[] }[]> {
  const campaign = await campaignHere(deps.db, caller);
  await requireGm(deps.db, campaign, caller);
  const rules = (Object.keys(HOUSE_RULES) as HouseRuleName[]).map((rule) => ({
    rule,
    now: String(houseRule(campaign.houseRules, rule)),
    values: HOUSE_RULES[rule],
  }));
  return [
    ...rules,
    { rule: 'rack-size', now: campaign.rackSize === null ? 'auto' : String(campaign.rackSize), values: RACK_SIZES },
  ];
}

const RACK_SIZES = ['auto', '6', '7', '8', '9', '10'] as const;
