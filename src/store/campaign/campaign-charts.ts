import type { GoalDefinition } from '../../rules';
import type { Db } from '../engine/db';
import { toJson } from '../engine/json';
import { prep } from '../engine/statements';

// R2.1 / R9.4: the campaign's own skill catalog and goal chart (null = the rules' defaults).

export async function setSkillCatalog(db: Db, campaignId: number, catalog: readonly string[]): Promise<void> {
  await prep(db, 'UPDATE campaigns SET skill_catalog = ? WHERE id = ?').run(toJson(catalog), campaignId);
}

export async function setGoalChart(db: Db, campaignId: number, chart: readonly GoalDefinition[]): Promise<void> {
  await prep(db, 'UPDATE campaigns SET goal_chart = ? WHERE id = ?').run(toJson(chart), campaignId);
}
