// What a conflict's state takes from records the conflict does not own: the campaign's house
// rules, goal chart and fixed rack, each character's sheet (level, skills, gear with its goals),
// and the points a participant could spend (a PC's player points, the GM's Murphy pool). Other
// commands change those between moves, so they are read afresh into the stored state at load.
import { inOrder } from '../engine/in-order';
import { characterLevel } from '../../rules';
import type { ConflictHouseRules, ConflictState, Participant } from '../../rules/conflict';
import type { CampaignRow } from '../campaign/campaigns';
import { getCharacter, gearOf, lifestyleCount, skillsOf } from '../character/characters';
import { usableRestrictedPoints, withGearGoals } from './conflict-purchases';
import type { LiveConflictRow } from './conflicts';
import type { Seat } from './participants';
import type { Db } from '../engine/db';
import type { CharacterId } from '../engine/ids';
import { murphyBalance, murphyOwed } from '../campaign/murphy';

export function houseRulesOf(campaign: CampaignRow): ConflictHouseRules {
  const r = campaign.houseRules;
  return {
    trailingTie: r['trailing-tie'] === 'war' ? 'war' : 'discard',
    unmatched: r.unmatched === 'reroll' ? 'reroll' : 'pair',
    strictTurns: r['strict-turns'] === 'on',
    gmSeesPools: r['gm-sees-pools'] === 'on',
    setupWait: /^\d+$/.test(r['setup-wait'] ?? '') ? Number(r['setup-wait']) : null,
  };
}

/** The state with the campaign's settings as they are now (the rack stays as fixed once rolling began). */
export function withCampaignSettings(
  state: ConflictState,
  campaign: CampaignRow,
  conflict: LiveConflictRow,
): ConflictState {
  const houseRules = houseRulesOf(campaign);
  const goalChart = campaign.goalChart ?? null;
  const fixedRack = state.phase === 'setup' ? (conflict.rackSize ?? campaign.rackSize) : state.fixedRack;
  // Most moves find the settings the state was saved with: then the state itself, not a copy.
  if (sameRules(state.houseRules, houseRules) && state.goalChart === goalChart && state.fixedRack === fixedRack)
    return state;
  // Spread, then assigned: V8 builds a literal with fields after a spread by a slow path (copy.ts).
  const withSettings: ConflictState = { ...state };
  withSettings.houseRules = houseRules;
  withSettings.goalChart = goalChart;
  withSettings.fixedRack = fixedRack;
  return withSettings;
}

// Every house rule, by name: a rule added to ConflictHouseRules and not here stops the build.
const RULE_NAMES = Object.keys({
  trailingTie: true,
  unmatched: true,
  strictTurns: true,
  gmSeesPools: true,
  setupWait: true,
} satisfies Record<keyof ConflictHouseRules, true>) as (keyof ConflictHouseRules)[];

function sameRules(a: ConflictHouseRules, b: ConflictHouseRules): boolean {
  return RULE_NAMES.every((k) => a[k] === b[k]);
}

export type SheetFields = Pick<Participant, 'level' | 'skills' | 'gear' | 'points' | 'owed'>;

/** One participant's sheet and spendable points, as its records say now. */
export async function sheetOf(
  db: Db,
  campaign: CampaignRow,
  skills: Pick<ConflictState, 'primary' | 'secondary'>,
  row: Seat,
): Promise<SheetFields> {
  const sheet = row.characterId;
  if (sheet === null) {
    if (row.kind !== 'gm') return { level: characterLevel(null), skills: [], gear: [], points: 0 };
    // R10.3: the Murphy points characters begged for are marked with them.
    const owed = (await murphyOwed(db, campaign.id)).map((o) => ({ name: o.name, points: o.points }));
    return {
      level: characterLevel(null),
      skills: [],
      gear: [],
      points: await murphyBalance(db, campaign.id),
      owed,
    };
  }
  const character = await getCharacter(db, sheet);
  return {
    level: characterLevel(await lifestyleCount(db, sheet)),
    skills: (await skillsOf(db, sheet)).map((k) => k.text),
    gear: await withGearGoals(
      db,
      sheet,
      (await gearOf(db, sheet)).map((g) => ({
        id: g.id,
        name: g.name,
        skill: g.skillText,
        quality: g.quality,
        mode: g.mode,
        ...(g.needsText ? { needs: g.needsText } : {}),
      })),
    ),
    points: await pcPoints(db, skills, sheet, character?.playerPoints ?? 0),
  };
}

/** The state with every participant's sheet read afresh. */
export async function withSheets(
  db: Db,
  campaign: CampaignRow,
  state: ConflictState,
  rows: readonly Seat[],
): Promise<ConflictState> {
  return {
    ...state,
    participants: await inOrder(state.participants, async (p) => {
      const row = rows.find((r) => r.name === p.name);
      return row ? { ...p, ...(await sheetOf(db, campaign, state, row)) } : p;
    }),
  };
}

/** R10.3: a PC's points here: unrestricted ones plus those restricted to a skill of this conflict. */
async function pcPoints(
  db: Db,
  skills: Pick<ConflictState, 'primary' | 'secondary'>,
  characterId: CharacterId,
  unrestricted: number,
): Promise<number> {
  return (
    unrestricted +
    (await usableRestrictedPoints(db, skills.primary, skills.secondary, characterId)).reduce((n, r) => n + r.amount, 0)
  );
}
