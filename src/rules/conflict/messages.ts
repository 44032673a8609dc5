/** The conflict machine's refusal sentences, one place to read, review and one day translate them. */
export const conflictMessages = {
  // rules/conflict/ending.ts
  conflictAlreadyOver: 'This conflict is already over.',
  onlyGmCanEndConflictTheir: 'Only the GM can end a conflict on their own say.',
  conflictEndsAgreementGm: 'A conflict ends by agreement or by the GM.',
  notInConflict: 'You are not in this conflict.',
  someoneAlreadyTakenChin: 'Someone has already taken it on the chin.',
  finishExchangeInProgressFirst: 'Finish the exchange in progress first.',
  canTakeChinOnlyOnceRun: 'You can take it on the chin only once you have run out of dice.',
  opponentRanOutDiceTooNothing: 'Your opponent ran out of dice too: there is nothing to take on the chin.',
  conflictEndedBeforeAnyoneRanOut:
    'This conflict ended before anyone ran out of dice: the leftover dice already carry into a follow-up.',
  goalAlreadyBoughtAgainstOtherSide: 'A goal has already been bought against the other side in this conflict.',
  nameHoldsBooksForAgreedGoal: (name: string, goal: string) =>
    `${name} already holds the books for the agreed goal "${goal}".`,
  leftoverBooksAlreadySpentOrGiven: 'The books the leftover dice paired into have already been spent or given away.',
  // rules/conflict/exchange.ts
  conflictOver: 'This conflict is over.',
  exchangesBeginOnceEveryoneRolled: 'The exchanges begin once everyone has rolled.',
  noExchangeWaitingAnswer: 'No exchange is waiting for an answer.',
  exchangeInWarEachSideAdds: 'This exchange is in a war: each side adds one more die.',
  exchangeAlreadyAnswered: 'This exchange has already been answered.',
  onlyGmCanActTargetNpcIn: (targetNpc: string) => `Only the GM can act for ${targetNpc} in this exchange.`,
  onlyGmLeadsAsNpc: (npc: string) => `Only the GM can lead as ${npc}: you lead as your own character.`,
  mookCannotLead: (npc: string) =>
    `${npc} is a mook with no dice of their own and cannot lead: spend a rack from the session budget on them first.`,
  noNpcLeftToLead:
    'Only mooks with no dice of their own are left on the GM side: they cannot lead unless a rack from the session budget is spent on one.',
  onlyNamePlayerCanActName: (name: string) => `Only ${name}'s player can act for ${name} in this exchange.`,
  initiativeBiddingStillOpenBidPass: 'Initiative bidding is still open: bid or pass first.',
  exchangeAlreadyWaitingAnswer: 'An exchange is already waiting for its answer.',
  nameKnockedOutCannotAct: (name: string) => `${name} is knocked out and cannot act.`,
  nameOutConflict: (name: string) => `${name} is out of this conflict.`,
  nameNoDiceLeftPush: (name: string) => `${name} has no dice left to push.`,
  suggestedLeaderTurnLeadHouseRuleStrict: (suggestedLeader: string) =>
    `It is ${suggestedLeader}'s turn to lead (house rule strict-turns).`,
  pushLeastOneDieFaces4: 'Push at least one die, faces 4 to 6 from your pool.',
  poolDoesNotHoldThoseDice: 'Your pool does not hold those dice.',
  namedSideLeadAgainstSomeoneOther: (named: string) =>
    `${named} is on your side: lead against someone on the other side.`,
  namedKnockedOut: (named: string) => `${named} is knocked out.`,
  namedAlreadyOutConflict: (named: string) => `${named} is already out of this conflict.`,
  diceFaces46Pool: 'Dice are faces from 4 to 6 from your pool.',
  pushExactlyKSameNumberLead: (k: string) => `Push exactly ${k}, the same number as the lead.`,
  poolHoldsOnlyNeedPushAll: (need: number) => `Your pool holds only ${need}: push all of them.`,
  onlyTargetGmCanDisputeLead: 'Only the target or the GM can dispute a lead.',
  leadAlreadyRisky: 'This lead is already risky.',
  noWarWaitingDice: 'No war is waiting for dice.',
  warWaitingOtherSide: 'The war is waiting for the other side.',
  warDieOneFacePool: 'A war die is one face from your pool.',
  poolDoesNotHoldDie: 'Your pool does not hold that die.',
  onlyOneWhoLedGmCan: 'Only the one who led, or the GM, can take a lead back.',
  actionDicePlayerCharacters: 'Action dice are for player characters.',
  declareActionLeadBeforeAnswer: 'Declare an action as you lead or before you answer.',
  nameAlreadyDrawnActionDiceRound: (name: string) => `${name} has already drawn action dice this round.`,
  writeSkillFieldFieldFocusField: 'Write the skill as Field, Field: Focus or Field: Focus: Specialty.',
  nameHoldsNothingSkillSkill: (name: string, skill: string) => `${name} holds nothing on the ${skill} skill.`,
  resistGearCanUsedOncePer: 'Resist gear can be used once per exchange.',
  nameNotResistGear: (name: string) => `${name} is not resist gear.`,
  nameNeedsSkillToUse: (name: string, skill: string) => `${name} needs ${skill} to be of any use.`,
  nameNoGearCalledGear: (name: string, gear: string) => `${name} has no gear called ${gear}.`,
  resistGearNeedsQuality0100: 'Resist gear needs a quality from 0 to 100.',
  onlyGmCanEndRound: 'Only the GM can end a round.',
  // rules/conflict/fly.ts
  flyDiceRolledWhileExchangesRun: 'Fly dice are rolled while the exchanges run.',
  exchangeWaitingResponseFlyDiceCome: 'An exchange is waiting for its response: fly dice come between exchanges.',
  nameSide: (name: string) => `${name} is on your side.`,
  flyDiceFaces46Left: 'Fly dice are the faces 4 to 6 left after rolling in.',
  // rules/conflict/follow-up.ts
  followUpOnlyAfterEnd: 'A follow-up starts only once this conflict is over.',
  onlyGmOrInitiatorStartsFollowUp: 'Only the GM or the player who started the conflict can start the follow-up.',
  // rules/conflict/goal-price.ts
  nameNotOfferInConflictPick: (name: string) =>
    `${name} is not on offer in this conflict: pick a goal from the primary or secondary skill's chart.`,
  nameNpcWhoEscapes: 'Name the NPC who escapes.',
  // rules/conflict/goals.ts
  goalsBoughtBetweenExchangesFinishOne: 'Goals are bought between exchanges: finish the one in progress first.',
  nameAlreadyBoughtGoalGivenBook: (name: string) =>
    `${name} has already bought a goal or given a book since the last exchange.`,
  nameGoalTarget: 'Name a goal and a target.',
  nameAlreadyOutConflict: (name: string) => `${name} is already out of this conflict.`,
  targetNameSideGoalsBoughtAgainstOther: (targetName: string) =>
    `${targetName} is on your side: goals are bought against the other side.`,
  goalReachesManyPeopleNeverTakes: (targetName: string) =>
    `A goal that reaches many people never takes out a named character like ${targetName}: buy it at the scale of one person.`,
  pointsTowardWholeNumber0Price: (price: number) => `Points toward it are a whole number from 0 to ${price}.`,
  nameOnlyPointsPutToward: (name: string, points: string) => `${name} has only ${points} to put toward it.`,
  goalCostsPriceNameBooksSuffix: (goal: string, price: string, name: string, books: number, suffix: string) =>
    `${goal} costs ${price}; ${name} has ${books}${suffix}.`,
  nameInExchangeInProgressGoal: (name: string) =>
    `${name} is in the exchange in progress: this goal waits until it is over.`,
  booksGivenBetweenExchangesFinishOne: 'Books are given between exchanges: finish the one in progress first.',
  giveBooksSomeoneElse: 'Give books to someone else.',
  giveWholeNumberBooksLeastOne: 'Give a whole number of books, at least one.',
  duringConflictCanGiveOneBook: 'During a conflict you can give one book at a time.',
  nameOnlyBooks: (name: string, books: string) => `${name} has only ${books}.`,
  // rules/conflict/initiative.ts
  nobodyBiddingInitiativeRightNow: 'Nobody is bidding for initiative right now.',
  onlyGmCanOpenInitiativeBidding: 'Only the GM can open initiative bidding.',
  initiativeBidOnceEveryoneRolled: 'Initiative is bid once everyone has rolled.',
  initiativeCanOnlyBidOnceBefore: 'Initiative can only be bid once, before the first exchange.',
  bidLeastOneDiePoolPass: 'Bid at least one die from your pool (or pass).',
  nameAlreadyPassed: (name: string) => `${name} has already passed.`,
  onlyGmCanAddGmDice: 'Only the GM can add GM dice to a bid.',
  gmDiceAlreadyBackForWhom: (forWhom: string) => `The GM's dice already back ${forWhom}.`,
  gmSideNoPoolInConflict: 'The GM side has no pool in this conflict.',
  addLeastOneDieGmPool: 'Add at least one die from the GM pool.',
  gmPoolDoesNotHoldThose: 'The GM pool does not hold those dice.',
  onlyGmCanCloseBidding: 'Only the GM can close the bidding.',
  // rules/conflict/machine.ts
  notSomethingCanDoInConflict: 'That is not something you can do in a conflict.',
  // rules/conflict/negotiation.ts
  describeGoalIn1MaxGoalCharacters: (maxGoal: number) => `Describe the goal in 1 to ${maxGoal} characters.`,
  noCheaperPriceLeftOffer: 'No cheaper price is left to offer.',
  priceMustWholeNumberMinMax: (min: number, max: number, suffix: string) =>
    `The price must be a whole number from ${min} to ${max} book${suffix}.`,
  goalOfferNotPartConflict: 'That goal offer is not part of this conflict.',
  offerGoalAlreadyAnswered: (goal: string) => `The offer "${goal}" has already been answered.`,
  onlyNameCanAnswerOffer: (name: string) => `Only ${name} can answer this offer.`,
  targetSideGoalsNegotiatedOtherSide: (target: string) =>
    `${target} is on your side: goals are negotiated with the other side.`,
  answerOnlyIfAcceptingRefusingAnother: 'Answer an "only if" by accepting it, refusing it, or with another "only if".',
  noCostlierPriceLeftOffer: 'No costlier price is left to offer.',
  // rules/conflict/setup.ts
  canOnlyWhatBeforeExchangesBegin: (what: string) => `You can only ${what} before the exchanges begin.`,
  secondaryFixedOnceRolledWith: 'Dice have been rolled with this secondary skill: it can no longer change.',
  // rules/conflict/begin.ts
  exchangesAlreadyBegun: 'The exchanges have already begun.',
  minutesWholeNumber: 'Minutes are a whole number, 0 or more.',
  exchangesWaitFor: (what: string) => `The exchanges cannot begin yet: still waiting for ${what}.`,
  onlyGmOrInitiatorBegins: 'Only the GM or the side that started the conflict can begin the exchanges.',
  onlyGmCanWhat: (what: string) => `Only the GM can ${what}.`,
  nameNeeds1MaxNameCharacters: (maxName: number) => `A name needs 1 to ${maxName} characters.`,
  canOnlyJoinConflictOwnCharacter: 'You can only join the conflict as your own character.',
  nameAlreadyInConflict: (name: string) => `${name} is already in this conflict.`,
  side01: 'A side is 0 or 1.',
  gmSideAlreadyInConflict: 'The GM side is already in this conflict.',
  levelWholeNumber1100: 'A level is a whole number from 1 to 100.',
  pointsBooksFollowUpDiceWhole: 'Points, books and follow-up dice are whole numbers from 0 to 10,000.',
  everySkillMustWrittenFieldField: 'Every skill must be written Field, Field: Focus or Field: Focus: Specialty.',
  gearNameNeedsSkillQuality0: (name: string) => `The gear "${name}" needs a skill, a quality from 0 to 100 and a mode.`,
  gmSideMustJoinBeforeBrings: 'The GM side must join before it brings NPCs.',
  gangWholeNumberMembersLeast2: 'A gang has a whole number of members, at least 2.',
  mookOneNamelessPersonNotGang: 'A mook is one nameless person, not a gang.',
  namesHoldBooksFollowUpDrops: (names: string) =>
    `${names} still hold books, which a follow-up would drop: they are told first and may spend them.`,
  nameKnockedOutLastChancePassed: (name: string) =>
    `${name} is knocked out, and the chance to spend books passed with the next lead.`,
  murphyOwedElsewhere: (usable: number) =>
    `Only ${usable} Murphy point${usable === 1 ? '' : 's'} can go toward this goal: the rest are owed by characters it is not against.`,
  nameKnockedOutLastChanceUsed: (name: string) =>
    `${name} is knocked out and has already used the one last chance to spend books.`,
  nameBringsOwnRack: (name: string) => `${name} already brings a rack of dice: only a mook needs one spent on it.`,
  challengedSideChoosesSecondarySkill: 'The challenged side chooses the secondary skill.',
  circumstanceDiceWholeNumber1100: 'Circumstance dice are a whole number from 1 to 100.',
  gmSideMustJoinBeforeAdds: 'The GM side must join before it adds racks.',
  racksWholeNumber1100: 'Racks are a whole number from 1 to 100.',
  rollingOverConflict: 'Rolling is over for this conflict.',
  nameAlreadyRolled: (name: string) => `${name} has already rolled.`,
  rolledPoolHoldsOnlyFaces4: 'A rolled pool holds only faces 4, 5 and 6.',
  most10000DiceCanRolled: 'At most 10,000 dice can be rolled at once.',
  // rules/conflict/state.ts
  nobodyCalledNameInConflict: (name: string) => `Nobody called "${name}" is in this conflict.`,
};
