// Every use case the Discord layer may call. Each runs in one transaction and returns an Outcome.
export { addCampaignCoGm, setCampaignRule } from './campaign/campaign-set';
export { createCampaign } from './campaign/campaign-create';
export { showCampaign } from './campaign/campaign-show';
export { createCharacter } from './character/character-create';
export { addCharacterSkill, campaignCatalog } from './character/character-skill';
export {
  addCharacterLifestyle,
  addCharacterLifestyles,
  removeCharacterLifestyle,
  setCharacterMemento,
  writeCampaignLifestyle,
} from './character/character-lifestyle';
export { addCharacterGear, writeGearGoal } from './character/character-gear';
export { showCharacter } from './character/character-show';
export { characterFriend } from './character/character-friend';
export { exportSheet, importSheet } from './character/sheet-file';
export {
  addSkillWithParents,
  announceCharacter,
  type BuilderPanel,
  builderPanel,
} from './character/character-builder';
export { createNpc } from './campaign/npc-create';
export { endSession, startSession } from './session/session';
export { environmentTest } from './session/session-environment';
export { useConnectionAsPoint } from './session/connection-point';
export { conflictStartChoices, mayStartConflict, startConflict } from './conflict/conflict-start';
export { joinConflict } from './conflict/conflict-join';
export { addNpcToConflict } from './conflict/conflict-add-npc';
export { setSecondary } from './conflict/conflict-secondary';
export { addCircumstance } from './conflict/conflict-circumstance';
export { spendRack } from './conflict/conflict-rack';
export { rollPool } from './conflict/conflict-roll';
export { beginExchanges } from './conflict/conflict-begin';
export { addNpcLifestyle } from './campaign/npc-lifestyle';
export { drawActionDice } from './conflict/exchange/action-dice';
export { showPool } from './conflict/conflict-pool';
export { conflictStatus, latestConflictIdHere } from './conflict/conflict-status';
export { dueNudges, type Nudge } from './conflict/nudges';
export { endConflictCommand } from './conflict/conflict-end';
export { leadExchange, type LeadInput } from './conflict/exchange/exchange-lead';
export { respondExchange, type RespondInput } from './conflict/exchange/exchange-respond';
export { cancelExchange } from './conflict/exchange/exchange-cancel';
export { addWarDie } from './conflict/exchange/exchange-war';
export { disputeExchange } from './conflict/exchange/exchange-dispute';
export { resistWithGear } from './conflict/exchange/gear-resist';
export { mayBid, openBidding, placeBid } from './conflict/initiative';
export { answerGoal, listGoals, mayAnswerGoal, proposeGoal, type GoalAnswer } from './conflict/goal-negotiate';
export { flyDice } from './conflict/fly';
export { followUpConflict } from './conflict/conflict-follow-up';
export { conflictLog, conflictRecap, verifyConflict } from './conflict/conflict-log';
export { sealCode } from './conflict/commitment';
export { HOUSE_RULES, houseRule } from './campaign/house-rules';
export { buyGoal, type BuyGoalInput } from './conflict/goal-buy';
export { giveBooks } from './conflict/books-give';
export { addMurphy, showMurphy, spendMurphy } from './session/murphy';
export { showPoints, spendPoints } from './session/points';
export { suggestions } from './suggest/suggest';
export type { Caller, Deps } from './use-case/context';
export {
  type CampaignId,
  type CharacterId,
  type ConflictId,
  type UserId,
  asCampaignId,
  asCharacterId,
  asConflictId,
  asUserId,
} from '../store/engine/ids';
export { AppError, type AppErrorCode, type ErrorCode, type UseCaseCode } from './use-case/errors';
export type { Outcome, PrivateView, PublicView } from './views';
export { offerCompel, type OfferCompelInput } from './session/compel-offer';
export { answerCompel } from './session/compel-answer';
export { enemyEnters, type EnemyEntersInput } from './session/enemy-enters';
export { requestBeg } from './session/beg-request';
export { answerBeg } from './session/beg-answer';
export { spendRestrictedPoints, type SpendRestrictedInput } from './session/restricted-spend';
export { addEffect, type AddEffectInput, EFFECT_KINDS } from './character/effect-add';
export { treatEffect } from './character/effect-treat';
export { removeEffect } from './character/effect-remove';
export { listEffects } from './character/effect-list';
export {
  effectCircumstances,
  type EffectCircumstance,
  type EffectCircumstances,
  isPhysicalTest,
} from './character/effect-circumstances';
export { endDowntime, startDowntime } from './character/downtime-start';
export { downtimeTrain } from './character/downtime-train';
export { downtimeHeal, type DowntimeHealInput } from './character/downtime-heal';
export { downtimeConnections, type DowntimeConnectionsInput } from './character/downtime-connections';
export { CONNECTION_KINDS, spendConnection } from './character/connection-spend';
export { permanentEffectsToHeal } from './character/permanent-effects';
export { healPermanent } from './character/heal-permanent';
export { quickTest, type QuickTestResult } from './character/quick-test';
export { levelUp, pendingLifestylePrompts } from './character/level-up';
export { editSkillCatalog, type EditSkillCatalogInput } from './campaign/skill-catalog-edit';
export { editGoalChart, type EditGoalChartInput } from './campaign/goal-chart-edit';
export { exportCampaign } from './campaign/campaign-export';
export { importCampaign, type ImportCampaignInput } from './campaign/campaign-import';
export { isDatabaseBusy } from './use-case/busy';
export { buttonMessagesFor, forgetButtons, rememberButtons, type ButtonMessage } from './conflict/button-messages';
export { conflictTables, type ConflictTable, type PublicEvent } from './conflict/conflict-tables';
export { goalChoices, type GoalChoice, type GoalChoices } from './conflict/goal-choices';
export { callerPlays } from './use-case/caller-plays';
export { filterInOrder, findInOrder } from '../store/engine/in-order';
