/** The use cases' refusal sentences, in one place to read, review and one day translate. */
import { plural } from './common';

export const appMessages = {
  // app/campaign/campaign-export.ts
  conflictNameStillRunningPoolsSecret: (name: string) =>
    `A conflict of ${name} is still running, and its pools are secret: end it with /conflict end, then export.`,
  // app/campaign/campaign-set.ts
  onlyGmWhoRunsNameNot: (name: string) => `Only the GM who runs ${name}, not a co-GM, can change its co-GMs.`,
  runNameAlready: (name: string) => `You run ${name} already.`,
  userIdNotCoGmName: (userId: string, name: string) => `<@${userId}> is not a co-GM of ${name}.`,
  // app/campaign/goal-chart-edit.ts
  goalChartCanEditedAddRename: 'The goal chart can be edited with add, rename, price or remove.',
  chartAlreadyNameChangePriceInstead: (name: string) => `The chart already has ${name}: change its price instead.`,
  goalEffectOneGoalEffects: (goalEffects: string) => `A goal's effect is one of: ${goalEffects}.`,
  fNotFieldUseFieldsAny: (f: string, fields: string) => `"${f}" is not a Field: use ${fields}, or any.`,
  // app/campaign/house-rules.ts
  rackSizeTakesNumber1100: 'rack-size takes a number from 1 to 100, or auto (the highest PC level).',
  noHouseRuleCalledRuleChoose: (rule: string, value: string) =>
    `There is no house rule called "${rule}": choose one of ${value}.`,
  houseRuleRCanAllowed: (r: string, allowed: string) => `The house rule ${r} can be ${allowed}.`,
  // app/campaign/npc-create.ts
  gmReservedGmSidePickAnother: '"GM" is reserved for the GM side: pick another name.',
  nameAlreadySomeoneCalledName2: (name: string, name2: string) => `${name} already has someone called ${name2}.`,
  // app/campaign/skill-catalog-edit.ts
  textAlreadyInSkillCatalog: (text: string) => `${text} is already in the skill catalog.`,
  skillCatalogCanEditedAddRename: 'The skill catalog can be edited with add or rename.',
  textNotInCampaignSkillCatalog: (text: string) => `${text} is not in this campaign's skill catalog.`,
  textFieldFieldsCannotRenamedRename: (text: string) =>
    `${text} is a Field: Fields cannot be renamed; rename a Focus or a Specialty.`,
  pleaseGiveNewName: 'Please give the new name.',
  renameKeepsSkillUnderParentGive: (parent: string) =>
    `A rename keeps the skill under ${parent}: give the new last part only, or a path under that parent.`,
  // app/character/character-create.ts
  nameAlreadyCharacterCalledName2: (name: string, name2: string) => `${name} already has a character called ${name2}.`,
  nameAlreadyNpcCalledName2Pick: (name: string, name2: string) =>
    `${name} already has an NPC called ${name2}: pick another name.`,
  // app/character/character-gear.ts
  nameCarriesNoGearCalledGear: (name: string, gear: string) => `${name} carries no gear called "${gear}".`,
  nameAlreadyOffersGoalCalledGoal: (name: string, goal: string) => `${name} already offers a goal called ${goal}.`,
  // app/character/character-lifestyle.ts
  nameAlreadyLifestyleName2: (name: string, name2: string) => `${name} already has the lifestyle ${name2}.`,
  // app/character/character-skill.ts
  nameAlreadyText: (name: string, text: string) => `${name} already has ${text}.`,
  // app/character/connection-spend.ts
  favourBuysOneOfKindsNotBuy: (kinds: string, buy: string) => `A favour buys one of: ${kinds} (not "${buy}").`,
  nameNoFavourLeftCallIn: (name: string) =>
    `${name} has no favour left to call in: work connections in a downtime first.`,
  // app/character/downtime-guard.ts
  noDowntimeNowGmOpensOne: 'There is no downtime now: the GM opens one with /downtime start.',
  nameAlreadySpentDowntimeDone: (name: string, done: string) => `${name} has already spent this downtime (${done}).`,
  nameCarriesEffectsCountPermanentEffectsSpends: (name: string, effectsCount: number, toHeal: number) =>
    `${name} carries ${effectsCount} permanent effects and spends this downtime healing: the GM picks ${toHeal} of them to go away with /downtime heal-permanent.`,
  // app/character/downtime-heal.ts
  namePatientDoctorTreats: 'Name the patient the doctor treats.',
  nameCannotOwnDoctorLeaveDoctor: (name: string) => `${name} cannot be its own doctor: leave the doctor out.`,
  nameEachWoundOnce: 'Name each wound once.',
  effectIdNotOpenTemporaryUntreated: (id: number, name: string) =>
    `Effect #${id} is not an open (temporary, untreated) wound of ${name}.`,
  nameNoOpenWoundTreat: (name: string) => `${name} has no open wound to treat.`,
  // app/character/downtime-start.ts
  downtimeAlreadyOpenEndDowntimeEnd: 'A downtime is already open: end it with /downtime end first.',
  // app/character/effect-add.ts
  effectOneEffectKindsNotKind: (effectKinds: string, kind: string) =>
    `An effect is one of: ${effectKinds} (not "${kind}").`,
  // app/character/effect-target.ts
  nameEitherCharacterNpc: 'Name either a character or an NPC.',
  noCharacterCalledCharacterInName: (character: string, name: string) =>
    `There is no character called "${character}" in ${name}.`,
  noNpcCalledNpcInName: (npc: string, name: string) => `There is no NPC called "${npc}" in ${name}.`,
  noEffectIdInName: (id: number, name: string) => `There is no effect #${id} in ${name}.`,
  // app/character/effect-treat.ts
  effectIdAlreadyTreated: (id: number) => `Effect #${id} is already treated.`,
  effectIdKindLabelsSuffixCannotTreated: (id: number, kindLabels: string, suffix: string) =>
    `Effect #${id} (${kindLabels}${suffix}) cannot be treated: only fresh wounds, scars, cripplings and knock-outs can; remove it instead.`,
  // app/character/heal-permanent.ts
  nameCarriesEffectsCountPermanentEffectsHealing: (name: string, effectsCount: number) =>
    `${name} carries ${effectsCount} permanent effects; healing them takes 4 or more.`,
  nameEachEffectOnce: 'Name each effect once.',
  chooseExactlyToHealNameEffectsCountPermanent: (toHeal: number, name: string, effectsCount: number) =>
    `Choose exactly ${toHeal} of ${name}'s ${effectsCount} permanent effects (half, rounded down).`,
  effectIdNotOneNamePermanent: (id: number, name: string) => `Effect #${id} is not one of ${name}'s permanent effects.`,
  // app/character/level-up.ts
  nameNoPlayerCharactersLevelUp: (name: string) => `${name} has no player characters to level up.`,
  // app/common.ts
  notWhatNumber: (what: string) => `That is not ${what} number.`,
  onlyNamePlayerCanDoing: (name: string, doing: string) => `Only ${name}'s player can ${doing}.`,
  // app/conflict/books-give.ts
  booksCanGivenOnceExchangesBegun: 'Books can be given once the exchanges have begun.',
  // app/conflict/conflict-add-npc.ts
  noNpcCalledNpcCreateNpc: (npc: string) => `There is no NPC called "${npc}": create it with /npc create.`,
  nameGangMookOneNamelessPerson: (name: string) => `${name} is a gang: a mook is one nameless person.`,
  nameAlreadyInConflict: (name: string) => `${name} is already in this conflict.`,
  // app/conflict/conflict-circumstance.ts
  nobodyCalledParticipantInConflict: (participant: string) => `Nobody called "${participant}" is in this conflict.`,
  nameAlreadyRolledCircumstancesCountOnly: (name: string) =>
    `${name} has already rolled: circumstances count only before rolling.`,
  // app/conflict/conflict-end.ts
  onlyGmParticipantCanEndConflict: 'Only the GM or a participant can end this conflict.',
  // app/conflict/conflict-follow-up.ts
  conflictStillRunningHereEndBefore: 'A conflict is still running here: end it before following up.',
  youDoNotPlayNameHere: (name: string) => `You do not play ${name} in this conflict.`,
  conflictChangedTryAgain: 'Someone moved in this conflict at the same moment: please try that again.',
  noFinishedConflictHereFollowUp: 'There is no finished conflict here to follow up.',
  onlyGmSomeoneLastConflictCan: 'Only the GM or someone from the last conflict can follow it up.',
  primarySkillMustSpecialtyFieldFocus: (text: string) =>
    `The primary skill must be a Specialty (Field: Focus: Specialty), not ${text}.`,
  // app/conflict/conflict-join.ts
  onlyNamePlayerCanBringName: (name: string) => `Only ${name}'s player can bring ${name} into a conflict.`,
  // app/conflict/conflict-log.ts
  onlyParticipantsGmCanLogConflict: 'Only the participants and the GM can have the log of this conflict.',
  poolsStaySealedUntilConflictEnds: 'Pools stay sealed until the conflict ends: verify it afterwards.',
  // app/conflict/conflict-pool.ts
  poolsSecretCanOnlySeeOwn: 'Pools are secret: you can only see your own.',
  // app/conflict/conflict-rack.ts
  noSessionOpenStartOneSession: 'No session is open: start one with /session start to get a rack budget.',
  sessionBudgetNoRacksLeft: 'The session budget has no racks left.',
  // app/conflict/conflict-secondary.ts
  onlySideBeingChallengedGmPicks: 'Only the side being challenged (or the GM) picks the secondary skill.',
  // app/conflict/conflict-start.ts
  conflictAlreadyRunningInChannelFinish:
    'A conflict is already running in this channel: finish it with /conflict end first.',
  needCharacterStartConflictMakeOne: 'You need a character to start a conflict: make one with /character create.',
  noNpcCharacterCalledAgainstIn: (against: string, name: string) =>
    `There is no NPC or character called "${against}" in ${name}.`,
  cannotStartConflictAgainstOwnCharacter: 'You cannot start a conflict against your own character.',
  // app/exchange/exchange-lead.ts
  conflictOverButtonBelongsEarlierOne: 'That conflict is over: this button belongs to an earlier one.',
  // app/exchange/exchange-respond.ts
  exchangeNoAlreadyStatus: (no: number, status: string) => `Exchange ${no} is already ${status}.`,
  exchangeInWarEachSideAdds: 'This exchange is in a war: each side adds one more die with /exchange war.',
  pushActorDiceCountPoolAnswer: (actorDiceCount: string) => `Push ${actorDiceCount} from your pool to answer.`,
  // app/goal-choices.ts
  noCharacterInConflict: 'You are not in this conflict.',
  // app/load.ts
  noCampaignInChannelYetStart: 'There is no campaign in this channel yet: start one with /campaign create.',
  channelAlreadyRunsCampaignNameThen: (name: string, then: string) =>
    `This channel already runs the campaign ${name}${then}.`,
  conflictThreadThen: (then: string) => `This is a conflict's thread${then}.`,
  onlyGmNameCanDo: (name: string) => `Only the GM of ${name} can do that.`,
  noConflictRunningInChannelStart: 'There is no conflict running in this channel: start one with /conflict start.',
  noConflictInChannelYet: 'There has been no conflict in this channel yet.',
  cannotDoingNowConflictNow: (doing: string, now: string) => `You cannot ${doing} now: the conflict is ${now}.`,
  noCharacterCalledNameInName2: (name: string, name2: string) => `There is no character called "${name}" in ${name2}.`,
  noCharacterInCampaignYetMake: 'You have no character in this campaign yet: make one with /character create.',
  severalCharactersOwnNameOneMean: (own: string) => `You have several characters (${own}): name the one you mean.`,
  onlyNamePlayerGmCanChange: (name: string) => `Only ${name}'s player or the GM can change ${name}.`,
  playSeveralCharactersHereOwnName: (own: string) =>
    `You play several characters here (${own}): name the one you mean.`,
  gmSideNotJoinedConflictYet: 'The GM side has not joined this conflict yet: add an NPC or spend a rack first.',
  notInConflictJoinConflictJoin: 'You are not in this conflict: join it with /conflict join.',
  pleaseGiveWhat: (what: string) => `Please give ${what}.`,
  whatCanMostMaxCharacters: (what: string, max: number) => `${what} can be at most ${max} characters.`,
  whatProblem: (what: string, problem: string) => `${what} ${problem}.`,
  whatMustWholeNumberMinMax: (what: string, min: number, max: number) =>
    `${what} must be a whole number from ${min} to ${max}.`,
  // app/roll/drama-balance.ts
  takesCostDramaButOnlyBalance: (cost: number, balance: number) =>
    `That takes ${cost} drama, but you have only ${balance}.`,
  dramaBalanceCanHoldMostMaxDrama: (maxDrama: number) => `A drama balance can hold at most ${maxDrama}.`,
  // app/roll/roll-act.ts
  rollNoLongerKeptRollAgain: 'That roll is no longer kept: roll again with /roll.',
  onlyWhoCanMakeChoicesRoll: (who: string) => `Only ${who} can make the choices of this roll.`,
  choiceDoesNotBelongRoll: 'That choice does not belong to this roll.',
  // app/roll/roll-drama.ts
  dramaKeptPerCampaignRollDrama: 'Drama is kept per campaign: roll with drama= in a campaign channel.',
  putInDramaDramaButOnly: (drama: number, balance: number) =>
    `You put in ${drama} drama, but you have only ${balance}.`,
  rollAlreadyComparedDefence: 'This roll has already been compared with a defence.',
  dramaKeptPerCampaignRollWas: 'Drama is kept per campaign, and this roll was made outside one.',
  diceNumbered1DiceCount: (diceCount: number) => `The dice are numbered 1 to ${diceCount}.`,
  dieValueAlreadyShowsHighestFace: (value: number) => `Die ${value} already shows its highest face.`,
  // app/roll/roll-ff.ts
  successesRollAlreadySplit: 'The successes of this roll are already split.',
  splitSuccessesIntoFinesseForceFirst: 'Split the successes into Finesse and Force first.',
  actionsRollAlreadyPlanned: 'The actions of this roll are already planned.',
  planActionsBeforeResolvingAttack: 'Plan the actions before resolving an attack.',
  pickAction1ActionsCount: (actionsCount: number) => `Pick an action from 1 to ${actionsCount}.`,
  finesseDiceNumbered1Count: (count: number) => `The Finesse dice are numbered 1 to ${count}.`,
  finesseDieValueGivenMoreThan: (value: number) => `Finesse die ${value} is given to more than one action.`,
  // app/roll/roll-ship.ts
  diceMovementAlreadyChosen: 'The dice of this movement are already chosen.',
  diceUseAlreadyPicked: 'The dice to use are already picked.',
  pickDiceUseFirst: 'Pick the dice to use first.',
  // app/session/beg-answer.ts
  noPleaIdInName: (id: number, name: string) => `There is no plea #${id} in ${name}.`,
  pleaIdWasAlreadyAnsweredStatus: (id: number, status: string) => `Plea #${id} was already answered (${status}).`,
  // app/session/compel-answer.ts
  noCompelIdInName: (id: number, name: string) => `There is no compel #${id} in ${name}.`,
  compelIdWasAlreadyAnsweredStatus: (id: number, status: string) => `Compel #${id} was already answered (${status}).`,
  // app/session/connection-point.ts
  nameNoLifestyleCalledLifestyle: (name: string, lifestyle: string) =>
    `${name} has no lifestyle called "${lifestyle}".`,
  connectionsServePointsDuringSessionGm:
    'Connections serve as points during a session: the GM starts one with /session start.',
  nameAlreadyCalledName2ConnectionsSession: (name: string, name2: string) =>
    `${name} has already called on the ${name2} connections this session.`,
  // app/session/enemy-enters.ts
  noNpcCalledEnemyInName: (enemy: string, name: string) => `There is no NPC called "${enemy}" in ${name}.`,
  nameAlreadyEnteredSceneName2Enemy: (name: string, name2: string) =>
    `${name} has already entered this scene as ${name2}'s enemy.`,
  // app/session/murphy.ts
  murphyPoolHoldsOnlyBalance: (balance: number) => `The Murphy pool holds only ${balance}.`,
  // app/session/points.ts
  onlyNamePlayerCanSpendName: (name: string) => `Only ${name}'s player can spend ${name}'s points.`,
  nameOnlyPlayerPointsPlayerPointSuffix: (name: string, playerPoints: number, suffix: string) =>
    `${name} has only ${playerPoints} player point${suffix}.`,
  onlyNamePlayerGmCanSee: (name: string) => `Only ${name}'s player and the GM can see ${name}'s points.`,
  // app/session/restricted-spend.ts
  nameNoTrainedPointsTextTrained: (name: string, text: string) =>
    `${name} has no trained points for ${text}: trained points are usable only with the skill they were trained in.`,
  nameOnlyAmountSkillText: (name: string, amount: string, skillText: string) =>
    `${name} has only ${amount} for ${skillText}.`,
  noConflictRunningInChannelSpend: 'There is no conflict running in this channel to spend them in.',
  nameNotInConflict: (name: string) => `${name} is not in this conflict.`,
  pointsTrainedInSkillTextUsableOnly: (skillText: string) =>
    `Points trained in ${skillText} are usable only when that skill is this conflict's primary or secondary skill (or a parent of either).`,
  // app/session/session-environment.ts
  conflictRunningHereAddRackConflict: 'A conflict is running here: add the rack to it with /conflict rack instead.',
  // app/session/session.ts
  sessionAlreadyOpenEndSessionEnd: 'A session is already open: end it with /session end first.',
  noSessionOpenStartOneSession2: 'No session is open: start one with /session start.',
};

/** The use cases' notices: fixed sentences everyone or one player reads after a command. */
export const appNotices = {
  booksDroppedByFollowUp: (names: string) =>
    `Before the follow-up: ${names} still ${names.includes(' and ') ? 'hold' : 'holds'} unspent books, which do not carry over. Spend them now (on Reputation, say, with /goal buy) or lose them; then run /conflict follow-up again to begin.`,
  // app/campaign/campaign-create.ts
  campaignNameReadyInChannelUserId: (name: string, userId: string) =>
    `Campaign **${name}** is ready in this channel. <@${userId}> is its GM.`,
  // app/campaign/campaign-export.ts
  hereNameFileRowsRecordsHolds: (name: string, rows: number) =>
    `Here is ${name} as a file (${rows} records). It holds the campaign's secrets, the Murphy pool and player points included: keep it to yourself.`,
  // app/campaign/campaign-import.ts
  campaignImported: (name: string, value: string, value2: string, value3: string, gmUserId: string) =>
    `📦 Campaign **${name}** is imported into this channel: ${value}, ${value2}, ${value3}. <@${gmUserId}> is its GM.`,
  // app/campaign/campaign-set.ts
  houseRuleRackSizeShown: (shown: string) => `House rule: the rack size ${shown}.`,
  houseRuleSetRuleNowValue: (rule: string, value: string) => `House rule set: **${rule}** is now **${value}**.`,
  userIdNoLongerCoGmName: (userId: string, name: string) => `<@${userId}> is no longer a co-GM of ${name}.`,
  userIdNowCoGmName: (userId: string, name: string) => `<@${userId}> is now a co-GM of ${name}.`,
  // app/campaign/goal-chart-edit.ts
  said: (said: string) => `📜 ${said}`,
  // app/campaign/npc-create.ts
  nameWhat: (name: string, what: string) => `**${name}** is ${what}.`,
  // app/campaign/skill-catalog-edit.ts
  skillCatalogNowText: (text: string) => `📖 The skill catalog now has **${text}**.`,
  textNowText2EverywhereInName: (text: string, text2: string, name: string) =>
    `📖 **${text}** is now **${text2}** everywhere in ${name}.`,
  // app/character/character-create.ts
  nameJoinsName2PlayedUserIdAdd: (name: string, name2: string, userId: string) =>
    `**${name}** joins ${name2}, played by <@${userId}>. Add skills with /character skill.`,
  // app/character/character-gear.ts
  nameCarriesName2QualityQualityMode: (
    name: string,
    name2: string,
    quality: number,
    mode: string,
    text: string,
    suffix: string,
  ) => `${name} carries **${name2}** (quality ${quality}, ${mode}, for ${text}${suffix}).`,
  nameName2NowOffersGoalGoal: (name: string, name2: string, goal: string, price: number, suffix: string) =>
    `**${name}** (${name2}'s) now offers the goal **${goal}** for ${price} book${suffix}.`,
  // app/character/character-lifestyle.ts
  nameGainsLifestyleName2: (name: string, name2: string) => `${name} gains the lifestyle **${name2}**.`,
  // app/character/character-skill.ts
  nameNowText: (name: string, text: string) => `${name} now has **${text}**.`,
  // app/character/connection-spend.ts
  nameCallsInFavourConnectionKindsDetail: (name: string, connectionKinds: string, detail: string, left: string) =>
    `📇 **${name}** calls in a favour: ${connectionKinds} — ${detail} (${left} left).`,
  // app/character/downtime-connections.ts
  rolledDiceDiceValueLifestylesSuffix: (
    dice: number,
    value: number,
    lifestyles: string,
    suffix: string,
    detail: string,
    rack: number,
  ) => `You rolled ${dice} dice (${value} for ${lifestyles}${suffix} + ${detail}) against a rack of ${rack}.`,
  // app/character/downtime-heal.ts
  rolledTotalDetail: (total: string, detail: string) => `You rolled ${total} (${detail}).`,
  // app/character/downtime-start.ts
  downtimeOverSuffix: (suffix: string) => `☀️ Downtime is over.${suffix}`,
  // app/character/downtime-train.ts
  rolledTotalDetailAgainstTwoRacks: (total: string, detail: string, rack: number) =>
    `You rolled ${total} (${detail}) against two racks of ${rack}.`,
  // app/character/effect-add.ts
  nameNowBearsEffect: (name: string, effect: string) => `🩹 **${name}** now bears ${effect}.`,
  // app/character/effect-list.ts
  effectsNameLines: (name: string, lines: string) => `Effects on ${name}:\n${lines}`,
  nameBearsNoSuffixEffects: (name: string, suffix: string) => `${name} bears no ${suffix}effects.`,
  // app/character/effect-remove.ts
  removedNameEffect: (name: string, effect: string) => `🩹 Removed from ${name}: ${effect}.`,
  // app/character/effect-treat.ts
  nameLabelIdTreatedLasting: (name: string, label: string, id: number, lasting: string) =>
    `🩹 ${name}'s ${label} #${id} is treated.${lasting}`,
  // app/character/heal-permanent.ts
  nameSpendsDowntimeHealingChosenSuffix: (name: string, chosen: string, suffix: string) =>
    `🌿 **${name}** spends the downtime healing: ${chosen} ${suffix} away.`,
  // app/conflict/conflict-add-npc.ts
  nameJoinsGmSideNamelessExtra: (name: string) =>
    `**${name}** joins the GM side as a nameless extra: a target, with no dice of its own.`,
  // app/conflict/conflict-circumstance.ts
  n1CircumstanceDieNameReason: (name: string, reason: string) => `+1 circumstance die for **${name}**: ${reason}`,
  // app/conflict/conflict-join.ts
  nameJoinsConflict: (name: string) => `**${name}** joins the conflict.`,
  // app/conflict/conflict-rack.ts
  gmSpendsRackSessionBudgetLeft: (left: number) => `The GM spends a rack from the session budget (${left} left).`,
  gmSpendsRackSessionBudgetLeft2: (left: number) =>
    `The GM spends a rack from the session budget (${left} left) and rolls it into the GM pool.`,
  // app/conflict/conflict-roll.ts
  // The pool's seal stays out of what players read: /conflict verify checks it after the end.
  nameHasRolled: (name: string) => `**${name}** has rolled.`,
  stillRollWaiting: (waiting: string) => `Still to roll: ${waiting}.`,
  gmSideOutnumberedFullRackMore: 'The GM side is outnumbered by a full rack or more.',
  outnumberedFullRackMorePcsSuffix: (pcs: string, suffix: string) =>
    `Outnumbered by a full rack or more: ${pcs} ${suffix} 1 player point.`,
  sideOutnumbered1MurphyPointNow: (murphy: number) => `Your side is outnumbered: +1 Murphy point (now ${murphy}).`,
  // app/conflict/conflict-secondary.ts
  secondarySkillText: (text: string) => `The secondary skill is **${text}**.`,
  // app/conflict/goal-buy.ts
  paidPointsMurphyTowardLeftLeft: (points: number, left: number) =>
    `You paid ${plural(points, 'Murphy point')} toward it (${left} left).`,
  paidPointsPlayerPointsTowardPlayerPoints: (points: number, playerPoints: number) =>
    `You paid ${plural(points, 'player point')} toward it (${playerPoints} unrestricted left).`,
  // app/conflict/goal-negotiate.ts
  agreedSettled: (settled: string) => `Agreed: ${settled}.`,
  answererTurnsDownOfferGoal: (answerer: string, goal: string) => `${answerer} turns down the offer “${goal}”.`,
  // app/conflict/initiative.ts
  gmAddsDiceBackedBid: (backed: string) => `The GM adds dice to **${backed}**'s bid.`,
  initiativeBiddingOpenEveryoneSecretlyBids:
    'Initiative bidding is open: everyone secretly bids dice from their pool with /conflict bid, and may raise until all pass (bid nothing to pass). Bid dice are spent.',
  nameSaidWaitingWaitingPass: (name: string, said: string, waiting: string) =>
    `**${name}** ${said}. Waiting for ${waiting} to pass.`,
  // app/exchange/exchange-cancel.ts
  nameWithdrawsExchangeNo: (name: string, no: number) => `${name} withdraws exchange ${no}.`,
  // app/exchange/exchange-dispute.ts
  disputesLeadExchangeNoNowRisky: (by: string, no: number) =>
    `**${by}** disputes the lead of exchange ${no}: it is now risky, and the higher total takes every die pushed.`,
  // app/exchange/exchange-war.ts
  meAddsDieWarWaitingWaiting: (me: string, waiting: string) =>
    `**${me}** adds a die to the war. Waiting for ${waiting}.`,
  // app/exchange/gear-resist.ts
  nameResistsGear: (name: string, gear: string) => `**${name}** resists with ${gear}.`,
  // app/roll/drama-balance.ts
  whoseBalanceDramaInName: (whose: string, balance: number, name: string) => `${whose} ${balance} drama in ${name}.`,
  userIdNowBalanceDrama: (userId: string, balance: number) => `${userId} now has ${balance} drama.`,
  // app/roll/roll-act.ts
  dramaLeft: (balance: number) => `You have ${balance} drama left.`,
  // app/session/beg-answer.ts
  gmDeniesNamePlea: (name: string) => `🙏 The GM denies ${name}'s plea.`,
  gmGrantsNamePleaAmountGm: (name: string, amount: string) =>
    `🙏 The GM grants ${name}'s plea: +${amount}. The GM's Murphy pool grows to match.`,
  // app/session/beg-request.ts
  pleaBegIdNameBegsFateAmount: (_begId: number, name: string, amount: string, reason: string) =>
    `🙏 A plea: **${name}** begs fate for ${amount} (${reason}). The GM may grant or deny it.`,
  // app/session/compel-answer.ts
  nameAcceptsCompelWillReasonPoints: (name: string, reason: string, points: string) =>
    `⚖️ **${name}** accepts the compel and will ${reason} (+${points}).`,
  nameRefusedCompelId1Murphy: (name: string, _id: number) => `${name} refused the compel: +1 Murphy point.`,
  nameRefuses: (name: string) => `⚖️ **${name}** refuses.`,
  // app/session/compel-offer.ts
  compelCompelIdGmOffersNamePoints: (
    _compelId: number,
    name: string,
    points: string,
    reason: string,
    ownerUserId: string,
  ) => `⚖️ A compel: the GM offers **${name}** ${points} to ${reason}. <@${ownerUserId}>, accept or refuse.`,
  // app/session/connection-point.ts
  nameCallsOldName2ContactsActing: (name: string, name2: string, onBehalfOf: string) =>
    `📇 **${name}** calls on old ${name2} contacts, acting for ${onBehalfOf}: one player point.`,
  // app/session/enemy-enters.ts
  nameEnteredName2EnemyMurphyNoteName2: (name: string, name2: string, murphyNote: string, level: string) =>
    `${name} entered as ${name2}'s enemy: ${murphyNote}; ${name2} gains ${level}.`,
  nameName2EnemyEntersSceneHow: (name: string, name2: string, how: string) =>
    `⚔️ **${name}**, ${name2}'s enemy, enters the scene${how}. ${name2} gains player points.`,
  // app/session/murphy.ts
  murphyStrikesNarration: (narration: string) => `🎲 Murphy strikes: ${narration}`,
  // app/session/points.ts
  nameStrokeLuckReason: (name: string, reason: string) => `🍀 ${name} has a stroke of luck: ${reason}`,
  // app/session/restricted-spend.ts
  nameDrawsTrainingInSkillTextAmount: (name: string, skillText: string, amount: string, reason: string) =>
    `📚 **${name}** draws on training in ${skillText}: +${amount} (${reason}).`,
  nameStrokeLuckThanksSkillTextReason: (name: string, skillText: string, reason: string) =>
    `🍀 **${name}** has a stroke of luck thanks to ${skillText}: ${reason}`,
  // app/session/session-environment.ts
  rolledTotalDetailAgainstRackRack: (total: string, detail: string, rack: number) =>
    `You rolled ${total} (${detail}) against a rack of ${rack}.`,
  // app/session/session.ts
  newSessionBeginsGmBudgetPlayers: (players: number, suffix: string) =>
    `A new session begins. The GM has a budget of ${players} rack${suffix} (one per player).`,
  sessionOverRacksLeftBudgetRackSuffix: (racksLeft: number, suffix: string) =>
    `The session is over. ${racksLeft} budget rack${suffix} went unspent.`,
};
