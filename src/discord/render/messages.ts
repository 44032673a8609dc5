/** The Discord layer's fixed sentences: refusals, apologies and notes that are not built from views. */
export const discordMessages = {
  // discord/commands/conflict-flow.ts
  noLogSend: 'There is no log to send.',
  // discord/commands/odds.ts
  noPoolWorkRollInConflict: 'You have no pool to work with: roll in with /conflict roll, or give a number of dice.',
  poolHoldsOnlyPoolCountSuffixPush: (poolCount: number, suffix: string) =>
    `Your pool holds only ${poolCount} ${suffix}: push fewer.`,
  exactOddsGoUpMaxPushOddsDiceDice: (maxPushOddsDice: number) => `Exact odds go up to ${maxPushOddsDice} dice pushed.`,
  // discord/commands/roll-presets.ts
  mNotInputHereKnownOnes: (m: string, keys: string) => `"${m}=" is not an input here; the known ones are ${keys}.`,
  keyGivenTwice: (key: string) => `${key}= is given twice.`,
  keyTakesWholeNumberLikeKey: (key: string) => `${key}= takes a whole number, like ${key}=2.`,
  eachMercenaryMarkerUniqueButName: (name: string) => `Each mercenary marker is unique, but ${name} is named twice.`,
  attackNeedsLeastOneMercenaryAttacking: 'An attack needs at least one mercenary on the attacking side.',
  wordNotInputHereKnownOnes: (word: string) =>
    `"${word}" is not an input here; the known ones are goods=, own=, enemy=, mercs=, enemy-mercs=, city and home.`,
  presetIdCannotRolledHereYet: (id: string) => `The preset ${id} cannot be rolled here yet.`,
  titleUsage: (title: string, usage: string) => `${title}: ${usage}`,
  // discord/commands/roll.ts
  typeDiceNotationSuch4d6kh32d6: 'Type dice notation such as 4d6kh3 or 2d6+1, or pick a preset.',
  presetKeepsRollChoicesFollowRoll: 'That preset keeps its roll for the choices that follow: roll it with /roll.',
  // discord/components/buy-goal.ts
  goalNotOfferInConflictAny: 'That goal is not on offer to you in this conflict any more.',
  // discord/components/conflict-buttons.ts
  conflictAlreadyEnded: 'This conflict has already ended.',
  // discord/components/dice-toggles.ts
  onlyTargetPlayerCanRespondExchange: (target: string, no: number) =>
    `Only ${target}'s player can respond to exchange ${no}.`,
  noDiceLeftPush: 'You have no dice left to push.',
  exchangesBeginOnceEveryParticipantRolled: 'Exchanges begin once every participant has rolled.',
  exchangeAlreadyWaitingAnswerMustResolve:
    'An exchange is already waiting for its answer: it must resolve before the next lead.',
  poolChangedSinceTheseDiceWere: 'Your pool changed since these dice were shown: open them again.',
  tooMuchCarryThroughDiceButtons:
    'That is too much to carry through the dice buttons: lead with /exchange lead and type the dice.',
  // discord/components/join-roll-lead.ts
  buttonLeaderPlayerLeaderTurnLead: (leader: string) =>
    leader === 'GM'
      ? 'It is the GM side that leads now: this button is for the GM.'
      : `It is ${leader}'s turn to lead: this button is for their player.`,
  // discord/components/lead.ts
  nothingWasPushedDiceStayIn: 'Nothing was pushed: your dice stay in your pool.',
  // discord/components/lookups.ts
  belongsEarlierConflictInChannel: 'That belongs to an earlier conflict in this channel.',
  exchangeNoAlreadyResolved: (no: number) => `Exchange ${no} is already resolved.`,
  // discord/components/respond.ts
  onlyGmCanAnswerExchangeNo: (no: number) => `Only the GM can answer exchange ${no}.`,
  onlyWhoCanAnswerCharacter: (who: string, character: string) => `Only ${who} can answer for ${character}.`,
  // discord/components/roll.ts
  whatMustWholeNumber: (what: string) => `${what} must be a whole number.`,
  typeEachActionFinesseDiceNumber:
    'Type each action as its Finesse dice by number, actions apart with commas, e.g. 1 2, 3+1.',
  gNotActionTypeFinesseDice: (g: string) =>
    `"${g}" is not an action: type its Finesse dice by number, e.g. 1 2 or 3+1.`,
  // discord/render/conflict-rows.ts
  noCharacterHereCanDo: 'You have no character here that can do that.',
  // discord/render/dice-toggles.ts
  actionTooLongCarryThroughDice:
    'Your action is too long to carry through the dice buttons: shorten it, or type the dice with the dice option.',
  // discord/reply.ts
  wasAlreadyHandled: 'That was already handled.',
  somethingWentWrongOurSideError: (errorId: string) =>
    `Something went wrong on our side (error id ${errorId}). Nothing was changed.`,
  // discord/router.ts
  botDoesNotKnowCommandNameCommands: (commandName: string) =>
    `The bot does not know /${commandName}: its commands may need deploying again.`,
  // discord/table/table-moves.ts
  noDiceLeftForWar: 'You have no dice left to add to the war.',
  giveWholeNumberOfBooks: 'Give a whole number of books, 1 or more.',
  endConflictNowForEveryone: 'End the conflict now, for everyone? Each side keeps its books; nobody can lead again.',
  pickWarDie: (pool: string) => `Pick the die you add to the war (your pool: ${pool}).`,
  noGoalAffordableAtDistance: 'No goal on offer to you is within your books right now.',
};
