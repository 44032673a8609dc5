// Use cases of the campaign around the conflicts (issue 6): points economy R10, effects R9.5,
// downtime R11, levelling R12, campaign data. Each runs in one transaction and returns an Outcome.
export { offerCompel, type OfferCompelInput } from './compel-offer';
export { answerCompel } from './compel-answer';
export { enemyEnters, type EnemyEntersInput } from './enemy-enters';
export { requestBeg } from './beg-request';
export { answerBeg } from './beg-answer';
export { spendRestrictedPoints, type SpendRestrictedInput } from './restricted-spend';
export { addEffect, type AddEffectInput, EFFECT_KINDS } from './effect-add';
export { treatEffect } from './effect-treat';
export { removeEffect } from './effect-remove';
export { listEffects } from './effect-list';
export { effectCircumstances, type EffectCircumstance, type EffectCircumstances, isPhysicalTest } from './effect-circumstances';
export { endDowntime, startDowntime } from './downtime-start';
export { downtimeTrain } from './downtime-train';
export { downtimeHeal, type DowntimeHealInput } from './downtime-heal';
export { downtimeConnections, type DowntimeConnectionsInput } from './downtime-connections';
export { CONNECTION_KINDS, spendConnection } from './connection-spend';
export { permanentEffectsToHeal } from './permanent-effects';
export { healPermanent } from './heal-permanent';
export { quickTest, type QuickTestResult } from './quick-test';
export { levelUp, pendingLifestylePrompts } from './level-up';
export { editSkillCatalog, type EditSkillCatalogInput } from './skill-catalog-edit';
export { editGoalChart, type EditGoalChartInput } from './goal-chart-edit';
export { exportCampaign } from './campaign-export';
export { importCampaign, type ImportCampaignInput } from './campaign-import';
