/** The rules layer's refusal sentences (dice, pools, skills, gear, goals, odds, game systems). */
export const ruleMessages = {
  // rules/dice.ts
  vNotFaceWhatFacesWhole: (v: string, what: string) =>
    `${v} is not a face of ${what}: faces are whole numbers from 1 to 6.`,
  numberWhatMustWholeNumberZero: (what: string, n: string) =>
    `The number of ${what} must be a whole number of zero or more (got ${n}).`,
  mostMaxDiceDiceCanRolledOnce: (maxDice: string, n: number) =>
    `At most ${maxDice} dice can be rolled at once (asked for ${n}).`,
  diceSourceProducedFaceWhichNot: (face: string) => `The dice source produced ${face}, which is not a face of a d6.`,
  trimmedNotListDiceTypeFaces: (trimmed: string) =>
    `"${trimmed}" is not a list of dice: type faces as digits, like 6 5 5 or 655.`,
  mostMaxDiceDiceCanNamedOnce: (maxDice: string) => `At most ${maxDice} dice can be named at once.`,
  // rules/draw.ts
  gearQualityMustWholeNumber0: 'Gear quality must be a whole number from 0 to 100.',
  gearModeMustOneGearModes: (gearModes: string) => `Gear mode must be one of: ${gearModes}.`,
  // rules/exchange.ts
  actingSideMustPushLeastOne: 'The acting side must push at least one die.',
  // rules/goals.ts
  noGoalCalledNameChart: (name: string) => `There is no goal called "${name}" on this chart.`,
  numberPeopleAffectedMustWholeNumber: (maxPeople: string) =>
    `The number of people affected must be a whole number from 1 to ${maxPeople}.`,
  placePersonRoomZoneWholeNumber: 'A place is person, room, zone, or a whole-number scale from 0 to 30.',
  placeScaleMustWholeNumber0: (maxPlaceScale: number) =>
    `A place scale must be a whole number from 0 to ${maxPlaceScale}.`,
  distanceMustWholeNumberZones: (maxDistance: number) =>
    `A distance is the number of zones between you and the target: a whole number from 0 (the same zone) to ${maxDistance}.`,
  priceNameMustWholeNumberBooks: (name: string) =>
    `The price of "${name}" must be a whole number of books from 0 to 1000.`,
  everyGoalChartNeedsOwnName: (name: string) =>
    `Every goal on a chart needs its own name ("${name}" is empty or repeated).`,
  // rules/odds.ts
  chanceMustNumberAbove0Most: (chance: string) => `A chance must be a number above 0 and at most 1 (got ${chance}).`,
  poolRolled0DiceEmptyNo: 'A pool rolled from 0 dice is empty: there is no die to pick.',
  dicePushedMustWholeNumberLeast: (k: string) => `The dice pushed must be a whole number of at least 1 (got ${k}).`,
  exactExchangeOddsCanWorkedOut: (maxPushOddsDice: number, k: number) =>
    `Exact exchange odds can be worked out for at most ${maxPushOddsDice} dice pushed (asked for ${k}).`,
  targetPushesWholeNumberDice0: (k: number, m: string) =>
    `The target pushes a whole number of dice from 0 to ${k} (got ${m}).`,
  unmatchedDiceEitherPairRerollGot: (unmatched: string) => `Unmatched dice either pair or reroll (got ${unmatched}).`,
  actorFacesMustExactlyKDice: (k: number, facesCount: number) =>
    `The actor's faces must be exactly ${k} dice (got ${facesCount}).`,
  poolDieShows456: (f: number) => `A pool die shows 4, 5 or 6, so ${f} cannot be pushed.`,
  // rules/pool.ts
  poolDoesNotHoldPool: (pool: string) => `Your pool does not hold ${pool}.`,
  // rules/probability.ts
  thresholdMustNumberGotK: (k: string) => `The threshold must be a number (got ${k}).`,
  numberDiceMustWholeNumberZero: (n: string) => `The number of dice must be a whole number of zero or more (got ${n}).`,
  exactOddsCanWorkedOutMost: (maxExactDice: number, n: number) =>
    `Exact odds can be worked out for at most ${maxExactDice} dice (asked for ${n}).`,
  // rules/random.ts
  scriptedDiceRanOutAfterFacesCount: (facesCount: number) => `The scripted dice ran out after ${facesCount} rolls.`,
  scriptedFaceFaceDoesNotFit: (face: number, sides: number) => `Scripted face ${face} does not fit a d${sides}.`,
  dieNeedsWholeNumberSides1: (sides: number) => `A die needs a whole number of sides from 1 up (got ${sides}).`,
  // rules/skills.ts
  textNotSkillPathWriteField: (text: string) =>
    `"${text}" is not a skill path: write Field, Field: Focus or Field: Focus: Specialty.`,
  eachPartSkillPathCanMost: (maxPartLength: number) =>
    `Each part of a skill path can be at most ${maxPartLength} characters.`,
  holdTextCharacterFirstNeedsText2: (text: string, text2: string) =>
    `To hold ${text}, the character first needs ${text2}.`,
  // rules/closest.ts
  sentenceDidYouMean: (sentence: string, names: string) => `${sentence} Perhaps you meant ${names}.`,
  // rules/systems/drama-dice.ts
  dramaDicePoolNeedsLeastOne: 'A drama dice pool needs at least one die.',
  dramaDicePoolCanHoldMost: (maxPoolDice: number, diceCount: number) =>
    `A drama dice pool can hold at most ${maxPoolDice} dice (got ${diceCount}).`,
  dDNotPoolDieUse: (d: string) => `d${d} is not a pool die; use d4, d6, d8, d10 or d12.`,
  partNotPoolDieWriteDice: (part: string) => `"${part}" is not a pool die; write dice like 2d8 d6.`,
  partNoDiceIn: (part: string) => `"${part}" has no dice in it.`,
  dramaDicePoolCanHoldMost2: (maxPoolDice: number) => `A drama dice pool can hold at most ${maxPoolDice} dice.`,
  thoseDiceCostCostButDrama: (cost: number, basePool: number, value: number) =>
    `Those dice cost ${cost}, but drama can at most double a pool of ${basePool} to ${value}.`,
  thoseDiceCostCostDramaSpentMore: (cost: number, dramaSpent: number, basePool: number, drama: number) =>
    `Those dice cost ${cost}: ${dramaSpent} more than the pool of ${basePool}, with only ${drama} drama to cover it.`,
  dramaSpendRerollMaxOneMax: 'A drama spend is a reroll, max-one or max-all.',
  spendCostsCostDramaButOnly: (cost: number, drama: number, suffix: string) =>
    `That spend costs ${cost} drama, but only ${drama} ${suffix} left.`,
  everyDieAlreadyShowsHighestFace: 'Every die already shows its highest face.',
  dSidesPositionIndexAlreadyShows: (sides: number, index: number) =>
    `The d${sides} at position ${index} already shows ${sides}.`,
  // rules/systems/finesse-force.ts
  nameLeastOneAptitudeAbilityPool: 'Name at least one Aptitude + Ability pool to set pool access.',
  planLeastOneAction: 'Plan at least one action.',
  actionValueNeedsLeastOneFinesse: (value: number) => `Action ${value} needs at least one Finesse die.`,
  finesseDieICommittedMoreThan: (i: unknown) => `Finesse die ${i} is committed to more than one action.`,
  // rules/systems/limits.ts
  mostMaxRollDiceDiceCanRolledOnce: (maxRollDice: number, n: number, what: string) =>
    `At most ${maxRollDice} dice can be rolled at once (asked for ${n} ${what}).`,
  // rules/systems/mov-combat.ts
  nameOrIdNotMercenaryMarkersMercenaryList: (nameOrId: string, mercenaryList: string) =>
    `"${nameOrId}" is not a mercenary; the markers are ${mercenaryList}.`,
  eachMercenaryMarkerUniqueButName: (name: string) => `Each mercenary marker is unique, but ${name} is listed twice.`,
  // rules/systems/mov-ships.ts
  speciesNotMerchantVenusSpeciesChoose: (species: string, species2: string) =>
    `"${species}" is not a Merchant of Venus species; choose one of ${species2}.`,
  shipNotShipTypeChooseOne: (ship: string, shipTypes: string) =>
    `"${ship}" is not a ship type; choose one of ${shipTypes}.`,
  speciesShipRollsRollSixSided: (species: string, ship: string, roll: number, suffix: string) =>
    `A ${species} ${ship} rolls ${roll} six-sided ${suffix}, so movement needs exactly that many faces from 1 to 6.`,
  pickExactlyNeedDifferentSuffixPosition: (need: number, suffix: string, value: number, ship: string) =>
    `Pick exactly ${need} different ${suffix} by position 0 to ${value} to move this ${ship}.`,
  speciesShipNoDieDouble: (species: string, ship: string) => `A ${species} ${ship} has no die to double.`,
  doubledDieMustOneDiceUsed: (used: string) =>
    `The doubled die must be one of the dice used for movement (positions ${used}).`,
  // rules/systems/notation.ts
  oneExpressionCanRollMostMaxDice: (maxDice: number, written: number) =>
    `One expression can roll at most ${maxDice} dice (this one asks for ${written}).`,
  oneDiceTermCanRollMost: 'One dice term can roll at most 999 dice.',
  diceKeptExplodingRerollingPastMaxExtraDice: (maxExtraDice: number) =>
    `The dice kept exploding or rerolling past ${maxExtraDice} extra dice, so the roll was stopped.`,
  // rules/systems/presets.ts
  noPresetCalledIdChooseOne: (id: string, presets: string) =>
    `There is no preset called "${id}"; choose one of ${presets}.`,
  // rules/systems/validate.ts
  diceSourceProducedFaceWhichNot2: (face: string, sides: number) =>
    `The dice source produced ${face}, which is not a face of a d${sides}.`,
};
