// The use cases' sentences, in one place to read, review and one day translate. A key says what is
// refused or told, not the words of its sentence; the comments group the keys by topic.
import { plural } from './text/words';
import { type Catalogue, md, mention, mentions, type Piece, type Safe, textOf } from './text/safe-text';

export const appMessages = {
  // Any name refused: the closest names the campaign knows
  perhapsYouMeant: (sentence: Safe, names: string) => md`${sentence} Perhaps you meant ${names}.`,
  // Campaign: export
  exportWhileConflictRuns: (name: string) =>
    md`A conflict of ${name} is still running, and its pools are secret: end it with /conflict end, then export.`,
  // Campaign: co-GMs and house rules
  onlyRunningGmChangesCoGms: (name: string) => md`Only the GM who runs ${name}, not a co-GM, can change its co-GMs.`,
  alreadyRunCampaign: (name: string) => md`You run ${name} already.`,
  notACoGm: (userId: string, name: string) => md`${mention(userId)} is not a co-GM of ${name}.`,
  // Campaign: goal chart
  goalChartEditActions: md`The goal chart can be edited with add, rename, price or remove.`,
  goalAlreadyOnChart: (name: string) => md`The chart already has ${name}: change its price instead.`,
  unknownGoalEffect: (goalEffects: string) => md`A goal's effect is one of: ${goalEffects}.`,
  notAField: (f: string, fields: string) => md`"${f}" is not a Field: use ${fields}, or any.`,
  // Campaign: house rules
  badRackSize: md`rack-size takes a number from 1 to 100, or auto (the highest PC level).`,
  unknownHouseRule: (rule: string, value: string) =>
    md`There is no house rule called "${rule}": choose one of ${value}.`,
  badHouseRuleValue: (r: string, allowed: string) => md`The house rule ${r} can be ${allowed}.`,
  // Campaign: NPCs
  gmNameReserved: md`"GM" is reserved for the GM side: pick another name.`,
  nameTakenInCampaign: (name: string, name2: string) => md`${name} already has someone called ${name2}.`,
  // Campaign: skill catalog
  skillAlreadyInCatalog: (text: string) => md`${text} is already in the skill catalog.`,
  skillCatalogEditActions: md`The skill catalog can be edited with add or rename.`,
  skillNotInCatalog: (text: string) => md`${text} is not in this campaign's skill catalog.`,
  fieldCannotBeRenamed: (text: string) =>
    md`${text} is a Field: Fields cannot be renamed; rename a Focus or a Specialty.`,
  newNameMissing: md`Please give the new name.`,
  renameLeavesParent: (parent: string) =>
    md`A rename keeps the skill under ${parent}: give the new last part only, or a path under that parent.`,
  // Character: create
  characterNameTaken: (name: string, name2: string) => md`${name} already has a character called ${name2}.`,
  characterNameTakenByNpc: (name: string, name2: string) =>
    md`${name} already has an NPC called ${name2}: pick another name.`,
  // Character: gear
  noSuchGear: (name: string, gear: string) => md`${name} carries no gear called "${gear}".`,
  gearGoalTaken: (name: string, goal: string) => md`${name} already offers a goal called ${goal}.`,
  // Character: lifestyle
  lifestyleAlreadyHeld: (name: string, name2: string) => md`${name} already has the lifestyle ${name2}.`,
  // R2.5: friends
  noFriendCalled: (friend: string, campaign: string) =>
    md`There is no character or NPC called "${friend}" in ${campaign} to be a friend.`,
  notOwnFriend: (name: string) => md`${name} cannot be named as a friend of ${name}.`,
  alreadyFriend: (name: string, friend: string) => md`${name} already counts ${friend} as a friend.`,
  notAFriend: (name: string, friend: string) => md`${name} does not count ${friend} as a friend.`,
  tooManyLifestyles: (name: string, held: number, allowed: number, adding: number) =>
    held >= allowed
      ? md`${name} already has ${plural(held, 'lifestyle')}, all ${name} may have now: a new one comes when the GM grants a milestone with /campaign level-up (or switches the house rule lifestyle-limit off).`
      : md`${name} has ${plural(held, 'lifestyle')} and may have ${allowed}: ${adding} more would be too many. A new one comes when the GM grants a milestone with /campaign level-up (or switches the house rule lifestyle-limit off).`,
  // Character: skill
  skillAlreadyHeld: (name: string, text: string) => md`${name} already has ${text}.`,
  // Character: connection spend
  unknownFavourKind: (kinds: string, buy: string) => md`A favour buys one of: ${kinds} (not "${buy}").`,
  noFavourLeft: (name: string) => md`${name} has no favour left to call in: work connections in a downtime first.`,
  // Character: downtime guard
  noDowntimeOpen: md`There is no downtime now: the GM opens one with /downtime start.`,
  downtimeAlreadySpent: (name: string, done: string) => md`${name} has already spent this downtime (${done}).`,
  downtimeGoesToHealing: (name: string, effectsCount: number, toHeal: number) =>
    md`${name} carries ${effectsCount} permanent effects and spends this downtime healing: the GM picks ${toHeal} of them to go away with /downtime heal-permanent.`,
  // Character: downtime heal
  doctorNeedsPatient: md`Name the patient the doctor treats.`,
  ownDoctor: (name: string) => md`${name} cannot be its own doctor: leave the doctor out.`,
  woundNamedTwice: md`Name each wound once.`,
  notAnOpenWound: (id: number, name: string) =>
    md`Effect #${id} is not an open (temporary, untreated) wound of ${name}.`,
  noOpenWound: (name: string) => md`${name} has no open wound to treat.`,
  // Character: downtime start
  downtimeAlreadyOpen: md`A downtime is already open: end it with /downtime end first.`,
  // Character: effect add
  unknownEffectKind: (effectKinds: string, kind: string) => md`An effect is one of: ${effectKinds} (not "${kind}").`,
  // Character: effect target
  effectTargetEitherOr: md`Name either a character or an NPC.`,
  noSuchCharacter: (character: string, name: string) => md`There is no character called "${character}" in ${name}.`,
  noSuchNpc: (npc: string, name: string) => md`There is no NPC called "${npc}" in ${name}.`,
  noSuchEffect: (id: number, name: string) => md`There is no effect #${id} in ${name}.`,
  // Character: effect treat
  effectAlreadyTreated: (id: number) => md`Effect #${id} is already treated.`,
  effectNotTreatable: (id: number, kindLabels: string, suffix: string) =>
    md`Effect #${id} (${kindLabels}${suffix}) cannot be treated: only fresh wounds, scars, cripplings and knock-outs can; remove it instead.`,
  // Character: heal permanent
  tooFewPermanentEffects: (name: string, effectsCount: number) =>
    md`${name} carries ${effectsCount} permanent effects; healing them takes 4 or more.`,
  effectNamedTwice: md`Name each effect once.`,
  healExactlyHalf: (toHeal: number, name: string, effectsCount: number) =>
    md`Choose exactly ${toHeal} of ${name}'s ${effectsCount} permanent effects (half, rounded down).`,
  notAPermanentEffect: (id: number, name: string) => md`Effect #${id} is not one of ${name}'s permanent effects.`,
  // Character: level up
  noCharactersToLevelUp: (name: string) => md`${name} has no player characters to level up.`,
  // Shared checks and look-ups
  badRecordId: (what: string) => md`That is not ${what} number.`,
  onlyThePlayerMay: (name: string, doing: string) => md`Only ${name}'s player can ${doing}.`,
  // Conflict: books give
  booksGivenBeforeExchanges: md`Books can be given once the exchanges have begun.`,
  // Conflict: add npc
  noSuchNpcToAdd: (npc: string) => md`There is no NPC called "${npc}": create it with /npc create.`,
  gangIsNotAMook: (name: string) => md`${name} is a gang: a mook is one nameless person.`,
  alreadyInConflict: (name: string) => md`${name} is already in this conflict.`,
  // Conflict: circumstance
  noSuchParticipant: (participant: string) => md`Nobody called "${participant}" is in this conflict.`,
  circumstanceAfterRoll: (name: string) => md`${name} has already rolled: circumstances count only before rolling.`,
  // Conflict: end
  onlyPlayersEndConflict: md`Only the GM or a participant can end this conflict.`,
  // Conflict: follow up
  followUpWhileRunning: md`A conflict is still running here: end it before following up.`,
  notYourParticipant: (name: string) => md`You do not play ${name} in this conflict.`,
  conflictMovedMeanwhile: md`Someone moved in this conflict at the same moment: please try that again.`,
  nothingToFollowUp: md`There is no finished conflict here to follow up.`,
  onlyPlayersFollowUp: md`Only the GM or someone from the last conflict can follow it up.`,
  primaryNotASpecialty: (text: string) =>
    md`The primary skill must be a Specialty (Field: Focus: Specialty), not ${text}.`,
  // Conflict: join
  onlyThePlayerJoins: (name: string) => md`Only ${name}'s player can bring ${name} into a conflict.`,
  // Conflict: log
  logForPlayersOnly: md`Only the participants and the GM can have the log of this conflict.`,
  verifyBeforeEnd: md`Pools stay sealed until the conflict ends: verify it afterwards.`,
  // Conflict: pool
  othersPoolSecret: md`Pools are secret: you can only see your own.`,
  // Conflict: rack
  rackWithoutSession: md`No session is open: start one with /session start to get a rack budget.`,
  rackBudgetSpent: md`The session budget has no racks left.`,
  // Conflict: secondary
  secondaryPickedByChallenged: md`Only the side being challenged (or the GM) picks the secondary skill.`,
  // Conflict: start
  conflictAlreadyRunning: md`A conflict is already running in this channel: finish it with /conflict end first.`,
  startNeedsCharacter: md`You need a character to start a conflict: make one with /character create.`,
  noSuchOpponent: (against: string, name: string) => md`There is no NPC or character called "${against}" in ${name}.`,
  conflictAgainstOwnCharacter: md`You cannot start a conflict against your own character.`,
  // Exchange: lead
  buttonOfEndedConflict: md`That conflict is over: this button belongs to an earlier one.`,
  // Exchange: respond
  exchangeAlreadySettled: (no: number, status: string) => md`Exchange ${no} is already ${status}.`,
  exchangeInWar: md`This exchange is in a war: each side adds one more die with /exchange war.`,
  pushToAnswer: (actorDiceCount: string) => md`Push ${actorDiceCount} from your pool to answer.`,
  // Conflict: goal choices
  callerNotInConflict: md`You are not in this conflict.`,
  // Shared checks and look-ups
  noCampaignHere: md`There is no campaign in this channel yet: start one with /campaign create.`,
  campaignAlreadyHere: (name: string, then: string) => md`This channel already runs the campaign ${name}${then}.`,
  inConflictThread: (then: string) => md`This is a conflict's thread${then}.`,
  onlyGm: (name: string) => md`Only the GM of ${name} can do that.`,
  noLiveConflict: md`There is no conflict running in this channel: start one with /conflict start.`,
  noConflictEver: md`There has been no conflict in this channel yet.`,
  wrongPhase: (doing: string, now: string) => md`You cannot ${doing} now: the conflict is ${now}.`,
  noOwnCharacter: md`You have no character in this campaign yet: make one with /character create.`,
  whichOwnCharacter: (own: string) => md`You have several characters (${own}): name the one you mean.`,
  onlyPlayerOrGmChanges: (name: string) => md`Only ${name}'s player or the GM can change ${name}.`,
  whichParticipant: (own: string) => md`You play several characters here (${own}): name the one you mean.`,
  gmSideNotJoined: md`The GM side has not joined this conflict yet: add an NPC or spend a rack first.`,
  joinFirst: md`You are not in this conflict: join it with /conflict join.`,
  notInConflictJoiningClosed: md`You are not in this conflict, and it can no longer be joined: joining closes when the exchanges begin.`,
  missingText: (what: string) => md`Please give ${what}.`,
  textTooLong: (what: string, max: number) => md`${what} can be at most ${max} characters.`,
  badName: (what: string, problem: string) => md`${what} ${problem}.`,
  numberOutOfRange: (what: string, min: number, max: number) =>
    md`${what} must be a whole number from ${min} to ${max}.`,
  // Roll: drama balance
  notEnoughDrama: (cost: number, balance: number) => md`That takes ${cost} drama, but you have only ${balance}.`,
  dramaBalanceFull: (maxDrama: number) => md`A drama balance can hold at most ${maxDrama}.`,
  // Roll: act
  rollExpired: md`That roll is no longer kept: roll again with /roll.`,
  onlyRollerChooses: (who: string) => md`Only ${who} can make the choices of this roll.`,
  choiceOfAnotherRoll: md`That choice does not belong to this roll.`,
  rollChoiceSuperseded: md`This roll has changed since that choice was shown, so nothing was done: choose again on the roll as it stands now.`,
  // Roll: drama
  dramaOutsideCampaign: md`Drama is kept per campaign: roll with drama= in a campaign channel.`,
  dramaStakeTooHigh: (drama: number, balance: number) => md`You put in ${drama} drama, but you have only ${balance}.`,
  defenceAlreadyCompared: md`This roll has already been compared with a defence.`,
  rollMadeOutsideCampaign: md`Drama is kept per campaign, and this roll was made outside one.`,
  noSuchDie: (diceCount: number) => md`The dice are numbered 1 to ${diceCount}.`,
  dieAlreadyMax: (value: number) => md`Die ${value} already shows its highest face.`,
  // Roll: Finesse and Force
  alreadySplit: md`The successes of this roll are already split.`,
  splitFirst: md`Split the successes into Finesse and Force first.`,
  alreadyPlanned: md`The actions of this roll are already planned.`,
  planFirst: md`Plan the actions before resolving an attack.`,
  noSuchAction: (actionsCount: number) => md`Pick an action from 1 to ${actionsCount}.`,
  noSuchFinesseDie: (count: number) => md`The Finesse dice are numbered 1 to ${count}.`,
  finesseDieGivenTwice: (value: number) => md`Finesse die ${value} is given to more than one action.`,
  // Roll: ships
  movementDiceChosen: md`The dice of this movement are already chosen.`,
  shipDiceChosen: md`The dice to use are already picked.`,
  pickShipDiceFirst: md`Pick the dice to use first.`,
  // Session: beg answer
  noSuchPlea: (id: number, name: string) => md`There is no plea #${id} in ${name}.`,
  pleaAlreadyAnswered: (id: number, status: string) => md`Plea #${id} was already answered (${status}).`,
  // Session: compel answer
  noSuchCompel: (id: number, name: string) => md`There is no compel #${id} in ${name}.`,
  compelAlreadyAnswered: (id: number, status: string) => md`Compel #${id} was already answered (${status}).`,
  // Session: connection point
  noSuchLifestyle: (name: string, lifestyle: string) => md`${name} has no lifestyle called "${lifestyle}".`,
  connectionOutsideSession: md`Connections serve as points during a session: the GM starts one with /session start.`,
  connectionUsedThisSession: (name: string, name2: string) =>
    md`${name} has already called on the ${name2} connections this session.`,
  // Session: enemy enters
  enemyAlreadyEntered: (name: string, name2: string) => md`${name} has already entered this scene as ${name2}'s enemy.`,
  // Session: the Murphy pool
  notEnoughMurphy: (balance: number) => md`The Murphy pool holds only ${balance}.`,
  // Session: player points
  onlyPlayerSpends: (name: string) => md`Only ${name}'s player can spend ${name}'s points.`,
  notEnoughPlayerPoints: (name: string, playerPoints: number, suffix: string) =>
    md`${name} has only ${playerPoints} player point${suffix}.`,
  pointsPrivate: (name: string) => md`Only ${name}'s player and the GM can see ${name}'s points.`,
  // Session: restricted spend
  noTrainedPoints: (name: string, text: string) =>
    md`${name} has no trained points for ${text}: trained points are usable only with the skill they were trained in.`,
  notEnoughTrainedPoints: (name: string, amount: string, skillText: string) =>
    md`${name} has only ${amount} for ${skillText}.`,
  noConflictToSpendIn: md`There is no conflict running in this channel to spend them in.`,
  characterNotInConflict: (name: string) => md`${name} is not in this conflict.`,
  trainedSkillNotInPlay: (skillText: string) =>
    md`Points trained in ${skillText} are usable only when that skill is this conflict's primary or secondary skill (or a parent of either).`,
  // Session: environment
  environmentDuringConflict: md`A conflict is running here: add the rack to it with /conflict rack instead.`,
  // Session: start and end
  sessionAlreadyOpen: md`A session is already open: end it with /session end first.`,
  noSessionOpen: md`No session is open: start one with /session start.`,
  // Character: gear typed as text
  gearTextNotNameQualityModeSkill: (text: string) =>
    md`"${text}" is not gear: write its name, quality, mode and skill, like "Old airgun 4 assist Coordination: Projectiles: Airgun".`,
  // Character: the GM pressing Join
  gmSideInConflictAddNpcs: md`As the GM you play the other side, which is in the conflict already: bring NPCs with /conflict add-npc.`,
  // Character: sheets as files
  sheetFileTooLarge: md`The file is too large to be a character sheet.`,
  sheetFileNotJson: md`The file is not a character sheet: attach the .json file that /character export made.`,
  sheetFileBadAt: (where: string, problem: string) =>
    md`The sheet is not one /character export made: at ${where}, ${problem.toLowerCase().replace(/\.$/, '')}.`,
  nameYoursAlreadyReplaceTrue: (name: string) =>
    md`You already play ${name} here: run /character import again with replace: True to replace that sheet.`,
  characterNoLongerInCampaign: md`That character is not in this campaign any more.`,
  // Character: lifestyles
  nameHasNoLifestyleCalledName2: (name: string, name2: string) => md`${name} has no lifestyle called "${name2}".`,
  // NPC lifestyles (R2.5)
  npcAlreadyHasLifestyle: (npc: string, lifestyle: string) => md`${npc} already has the lifestyle ${lifestyle}.`,
  npcLifestylesAtMost50: (npc: string) => md`${npc} already has 50 lifestyles, the most an NPC can carry.`,
  // Murphy points owed by characters who begged (R10.3)
  nameOwesOnlyPoints: (name: string, owes: number) =>
    md`${name} owes only ${owes} Murphy ${owes === 1 ? 'point' : 'points'}.`,
  murphyPointsOwedNameThem: (free: number) =>
    md`Only ${free} of your Murphy points are owed by nobody: name the character whose owed points you cash in.`,
  youHaveEnoughPoints: (name: string) =>
    md`You have enough points: ${name}'s books and points already pay for that goal, so there is nothing to beg for.`,
  stillHoldPointsGivePrice: (name: string) =>
    md`You have enough points for now: ${name} still holds player points. Beg when a goal costs more than you hold, and give its price.`,
  begAtMost: (name: string, short: number) => md`${name} is short by ${short} for that goal: beg for ${short} at most.`,
} satisfies Catalogue;

/** The use cases' notices: fixed sentences everyone or one player reads after a command. */
export const appNotices = {
  booksDroppedByFollowUp: (names: Safe | string) =>
    md`Before the follow-up: ${names} still ${(typeof names === 'string' ? names : textOf(names)).includes(' and ') ? 'hold' : 'holds'} unspent books, which do not carry over. Spend them now (on Reputation, say, with /goal buy) or lose them; then run /conflict follow-up again to begin.`,
  // Campaign: creation
  campaignCreated: (name: string, userId: string) =>
    md`Campaign **${name}** is ready in this channel. ${mention(userId)} is its GM.`,
  // Campaign: export
  campaignExported: (name: string, rows: number) =>
    md`Here is ${name} as a file (${rows} records). It holds the campaign's secrets, the Murphy pool and player points included: keep it to yourself.`,
  // Campaign: import
  campaignImported: (name: string, value: string, value2: string, value3: string, gmUserId: string) =>
    md`📦 Campaign **${name}** is imported into this channel: ${value}, ${value2}, ${value3}. ${mention(gmUserId)} is its GM.`,
  // Campaign: files
  campaignFileUpgraded: (version: number) =>
    md`The file was exported by an older version of the bot (file format ${version}) and has been brought up to date.`,
  // Campaign: co-GMs and house rules
  rackSizeRule: (shown: string) => md`House rule: the rack size ${shown}.`,
  houseRuleSet: (rule: string, value: string) => md`House rule set: **${rule}** is now **${value}**.`,
  coGmRemoved: (userId: string, name: string) => md`${mention(userId)} is no longer a co-GM of ${name}.`,
  coGmAdded: (userId: string, name: string) => md`${mention(userId)} is now a co-GM of ${name}.`,
  // Campaign: goal chart
  goalChartChanged: (said: Safe) => md`📜 ${said}`,
  // Campaign: NPCs
  npcCreated: (name: string, what: string) => md`**${name}** is ${what}.`,
  // Campaign: skill catalog
  skillCatalogAdded: (text: string) => md`📖 The skill catalog now has **${text}**.`,
  skillRenamed: (text: string, text2: string, name: string) =>
    md`📖 **${text}** is now **${text2}** everywhere in ${name}.`,
  // Character: create
  characterCreated: (name: string, name2: string, userId: string) =>
    md`**${name}** joins ${name2}, played by ${mention(userId)}. Add skills with /character skill.`,
  // Character: gear
  gearAdded: (name: string, name2: string, quality: number, mode: string, text: string, suffix: string) =>
    md`${name} carries **${name2}** (quality ${quality}, ${mode}, for ${text}${suffix}).`,
  gearGoalAdded: (name: string, name2: string, goal: string, price: number, suffix: string) =>
    md`**${name}** (${name2}'s) now offers the goal **${goal}** for ${price} book${suffix}.`,
  // Character: lifestyle
  lifestyleGained: (name: string, name2: string) => md`${name} gains the lifestyle **${name2}**.`,
  // Character: skill
  skillAdded: (name: string, text: string) => md`${name} now has **${text}**.`,
  // Character: connection spend
  favourCalledIn: (name: string, connectionKinds: string, detail: string, left: string) =>
    md`📇 **${name}** calls in a favour: ${connectionKinds} — ${detail} (${left} left).`,
  // Character: downtime connections
  connectionsRolled: (dice: number, value: number, lifestyles: string, suffix: string, detail: string, rack: number) =>
    md`You rolled ${dice} dice (${value} for ${lifestyles}${suffix} + ${detail}) against a rack of ${rack}.`,
  // Character: downtime heal
  healingRolled: (total: string, detail: string) => md`You rolled ${total} (${detail}).`,
  // Character: downtime start
  downtimeOver: (suffix: Safe | '') => md`☀️ Downtime is over.${suffix}`,
  // Character: downtime train
  trainingRolled: (total: string, detail: string, rack: number) =>
    md`You rolled ${total} (${detail}) against two racks of ${rack}.`,
  // Character: effect add
  effectAdded: (name: string, effect: Piece) => md`🩹 **${name}** now bears ${effect}.`,
  // Character: effect list
  effectList: (name: string, lines: Safe) => md`Effects on ${name}:\n${lines}`,
  noEffects: (name: string, suffix: string) => md`${name} bears no ${suffix}effects.`,
  // Character: effect remove
  effectRemoved: (name: string, effect: Piece) => md`🩹 Removed from ${name}: ${effect}.`,
  // Character: effect treat
  effectTreated: (name: string, label: string, id: number, lasting: string) =>
    md`🩹 ${name}'s ${label} #${id} is treated.${lasting}`,
  // Character: heal permanent
  permanentEffectsHealed: (name: string, chosen: Safe, suffix: string) =>
    md`🌿 **${name}** spends the downtime healing: ${chosen} ${suffix} away.`,
  // Conflict: add npc
  mookJoins: (name: string) =>
    md`**${name}** joins the GM side as a nameless extra: a target, with no dice of its own.`,
  // Conflict: circumstance
  circumstanceDie: (name: string, reason: string) => md`+1 circumstance die for **${name}**: ${reason}`,
  // Conflict: join
  joinsConflict: (name: string) => md`**${name}** joins the conflict.`,
  // Conflict: rack
  rackFromBudget: (left: number) => md`The GM spends a rack from the session budget (${left} left).`,
  rackFromBudgetRolled: (left: number) =>
    md`The GM spends a rack from the session budget (${left} left) and rolls it into the GM pool.`,
  // Conflict: roll
  // The pool's seal is a short code (never the pool): Check the dice compares it after the end.
  /** `several`: the name is the GM side's NPCs together, who roll one pool. */
  poolRolled: (name: string, seal?: string | null, several = false) =>
    md`**${name}** ${several ? 'have' : 'has'} rolled.${seal ? md` Seal: ${seal}.` : ''}`,
  stillToRoll: (waiting: string) => md`Still to roll: ${waiting}.`,
  gmSideOutnumbered: md`The GM side is outnumbered by a full rack or more.`,
  pcsOutnumbered: (pcs: Safe, suffix: string) =>
    md`Outnumbered by a full rack or more: ${pcs} ${suffix} 1 player point.`,
  outnumberedMurphyPoint: (murphy: number) => md`Your side is outnumbered: +1 Murphy point (now ${murphy}).`,
  // Conflict: verify
  /** `seals`: each roll's owner and the seal the channel saw when it was rolled. */
  verified: (rolls: number, seals: Safe) =>
    md`Verified: everyone played the dice they rolled. ${plural(rolls, 'roll')} checked: none changed after it was made (each matches the seal shown when it was rolled: ${seals}), and every die played came from its owner's roll.`,
  /** `problems`: each failing pool's owner and what failed, joined by `; `. */
  verifyFailed: (problems: Safe) => md`The dice check FAILED: ${problems}.`,
  // Conflict: secondary
  secondarySkillChosen: (text: string) => md`The secondary skill is **${text}**.`,
  // Conflict: goal buy
  paidWithMurphy: (points: number, left: number) =>
    md`You paid ${plural(points, 'Murphy point')} toward it (${left} left).`,
  paidWithPlayerPoints: (points: number, playerPoints: number) =>
    md`You paid ${plural(points, 'player point')} toward it (${playerPoints} unrestricted left).`,
  // Conflict: goal negotiate
  goalAgreed: (settled: string) => md`Agreed: ${settled}.`,
  goalOfferRefused: (answerer: string, goal: string) => md`${answerer} turns down the offer “${goal}”.`,
  // Conflict: initiative
  gmBacksBid: (backed: string) => md`The GM adds dice to **${backed}**'s bid.`,
  initiativeOpen: md`Initiative bidding is open: everyone secretly bids dice from their pool with /conflict bid, and may raise until all pass (bid nothing to pass). Bid dice are spent.`,
  bidPlaced: (name: string, said: string, waiting: string) => md`**${name}** ${said}. Waiting for ${waiting} to pass.`,
  // Exchange: cancel
  exchangeWithdrawn: (name: string, no: number) => md`${name} withdraws exchange ${no}.`,
  // Moments the channel is told, each calling whoever acts next
  yourAnswer: (userId: string) => md`${mention(userId)}, the answer is yours.`,
  keepOrWithdraw: (userId: string) => md`${mention(userId)}, keep your lead as it stands or withdraw it.`,
  /** `userIds`: those holding the unspent books, called before what they read. */
  spendBooksFirst: (userIds: readonly string[]) => md`${mentions(userIds, ' ')}`,
  /** `userIds`: everyone in the follow-up but the one who started it. */
  followUpCalls: (userIds: readonly string[]) => md`${mentions(userIds, ' ')}: the follow-up waits for you.`,
  // Exchange: dispute
  leadDisputed: (by: string, no: number) =>
    md`**${by}** disputes the lead of exchange ${no}: it is now risky, and the higher total takes every die pushed.`,
  // Exchange: war
  warDieAdded: (me: string, waiting: string) => md`**${me}** adds a die to the war. Waiting for ${waiting}.`,
  // Exchange: gear resist
  gearResists: (name: string, gear: string) => md`**${name}** resists with ${gear}.`,
  // Roll: drama balance
  dramaBalance: (whose: Piece, balance: number, name: string) => md`${whose} ${balance} drama in ${name}.`,
  dramaBalanceSet: (userId: string, balance: number) => md`${mention(userId)} now has ${balance} drama.`,
  // Roll: act
  dramaLeft: (balance: number) => md`You have ${balance} drama left.`,
  // Session: beg answer
  pleaDenied: (name: string) => md`🙏 The GM denies ${name}'s plea.`,
  pleaGranted: (name: string, amount: string) =>
    md`🙏 The GM grants ${name}'s plea: +${amount}. The GM's Murphy pool grows to match.`,
  // Session: beg request
  pleaMade: (_begId: number, name: string, amount: string, reason: string) =>
    md`🙏 A plea: **${name}** begs fate for ${amount} (${reason}). The GM may grant or deny it.`,
  // Session: compel answer
  compelAccepted: (name: string, reason: string, points: string) =>
    md`⚖️ **${name}** accepts the compel and will ${reason} (+${points}).`,
  compelRefusedMurphy: (name: string, _id: number) => md`${name} refused the compel: +1 Murphy point.`,
  compelRefused: (name: string) => md`⚖️ **${name}** refuses.`,
  // Session: compel offer
  compelOffered: (_compelId: number, name: string, points: string, reason: string, ownerUserId: string) =>
    md`⚖️ A compel: the GM offers **${name}** ${points} to ${reason}. ${mention(ownerUserId)}, accept or refuse.`,
  // Session: connection point
  connectionPointUsed: (name: string, name2: string, onBehalfOf: string) =>
    md`📇 **${name}** calls on old ${name2} contacts, acting for ${onBehalfOf}: one player point.`,
  // Session: enemy enters
  enemyEnteredNote: (name: string, name2: string, murphyNote: string, level: string) =>
    md`${name} entered as ${name2}'s enemy: ${murphyNote}; ${name2} gains ${level}.`,
  enemyEnters: (name: string, name2: string, how: string) =>
    md`⚔️ **${name}**, ${name2}'s enemy, enters the scene${how}. ${name2} gains player points.`,
  // Session: the Murphy pool
  murphyStrikes: (narration: string) => md`🎲 Murphy strikes: ${narration}`,
  // Session: player points
  strokeOfLuck: (name: string, reason: string) => md`🍀 ${name} has a stroke of luck: ${reason}`,
  // Session: restricted spend
  trainedPointsSpent: (name: string, skillText: string, amount: string, reason: string) =>
    md`📚 **${name}** draws on training in ${skillText}: +${amount} (${reason}).`,
  strokeOfLuckFromTraining: (name: string, skillText: string, reason: string) =>
    md`🍀 **${name}** has a stroke of luck thanks to ${skillText}: ${reason}`,
  // Session: environment
  environmentRolled: (total: string, detail: string, rack: number) =>
    md`You rolled ${total} (${detail}) against a rack of ${rack}.`,
  // Session: start and end
  sessionStarted: (players: number, suffix: string) =>
    md`A new session begins. The GM has a budget of ${players} rack${suffix} (one per player).`,
  sessionEnded: (racksLeft: number, suffix: string) =>
    md`The session is over. ${racksLeft} budget rack${suffix} went unspent.`,
  // Character: lifestyles and the builder
  nameGainsLifestyleWithWhat: (name: string, name2: string, what: string) =>
    md`${name} gains the lifestyle **${name2}**, and with it ${what}.`,
  nameLeavesLifestyleWithWhat: (name: string, name2: string, what: string) =>
    md`${name} leaves the lifestyle **${name2}**${what ? md`, and with it ${what}` : ''}.`,
  nameJoinsFromFile: (name: string, campaign: string, userId: string) =>
    md`**${name}** joins ${campaign} from a sheet, played by ${mention(userId)}.`,
  nameSheetReplacedFromFile: (name: string) => md`**${name}** has a new sheet, from a file.`,
  nameIsReadyInCampaign: (name: string, campaign: string, userId: string, short: number) =>
    md`**${name}** joins ${campaign}, played by ${mention(userId)}${short ? md` (${short} more lifestyle${short === 1 ? '' : 's'} to go)` : ''}.`,
  nameNowTextWithParents: (name: string, text: string, parents: string) =>
    md`${name} now has ${text} (and ${parents}, which it needs).`,
  lifestyleNameWrittenInCatalogue: (name: string, what: string) =>
    md`The lifestyle **${name}** is in the campaign's lifestyles: ${what}.`,
  nameMementoOfLifestyle: (name: string, memento: string, lifestyle: string) =>
    md`${name} keeps ${memento} as a memento of ${lifestyle}.`,
  nameCountsFriend: (name: string, friend: string) => md`${name} counts ${friend} as a friend.`,
  nameNoLongerCountsFriend: (name: string, friend: string) => md`${name} no longer counts ${friend} as a friend.`,
  // Conflict: the set-up stays open (R4.1)
  // What it waits for is the table's to say (its "Waiting for" line, or the status's set-up line): not said twice.
  setUpStillOpen: md`The set-up is still open: late arrivals may still join.`,
  everyoneRolledMayBegin: md`Everyone has rolled. Late arrivals may still join; a first lead begins the exchanges too.`,
} satisfies Catalogue;
