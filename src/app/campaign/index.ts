// Use cases of the campaign around the conflicts (issue 6): points economy R10, effects R9.5,
// downtime R11, levelling R12, campaign data. Each runs in one transaction and returns an Outcome.
export { offerCompel, type OfferCompelInput } from '../session/compel-offer';
export { answerCompel } from '../session/compel-answer';
export { enemyEnters, type EnemyEntersInput } from '../session/enemy-enters';
export { requestBeg } from '../session/beg-request';
export { answerBeg } from '../session/beg-answer';
export { spendRestrictedPoints, type SpendRestrictedInput } from '../session/restricted-spend';
export { addEffect, type AddEffectInput, EFFECT_KINDS } from '../character/effect-add';
export { treatEffect } from '../character/effect-treat';
export { removeEffect } from '../character/effect-remove';
export { listEffects } from '../character/effect-list';
export { effectCircumstances, type EffectCircumstance, type EffectCircumstances, isPhysicalTest } from '../character/effect-circumstances';
export { endDowntime, startDowntime } from '../character/downtime-start';
export { downtimeTrain } from '../character/downtime-train';
export { downtimeHeal, type DowntimeHealInput } from '../character/downtime-heal';
export { downtimeConnections, type DowntimeConnectionsInput } from '../character/downtime-connections';
export { CONNECTION_KINDS, spendConnection } from '../character/connection-spend';
export { permanentEffectsToHeal } from '../character/permanent-effects';
export { healPermanent } from '../character/heal-permanent';
export { quickTest, type QuickTestResult } from '../character/quick-test';
export { levelUp, pendingLifestylePrompts } from '../character/level-up';
export { editSkillCatalog, type EditSkillCatalogInput } from './skill-catalog-edit';
export { editGoalChart, type EditGoalChartInput } from './goal-chart-edit';
export { exportCampaign } from './campaign-export';
export { importCampaign, type ImportCampaignInput } from './campaign-import';
