/**
 * The rules layer's refusal sentences (dice, pools, skills, gear, goals, odds, game systems), each
 * keyed by what it refuses rather than by its words.
 */
export const ruleMessages = {
  // Dice
  notAFace: (v: string, what: string) => `${v} is not a face of ${what}: faces are whole numbers from 1 to 6.`,
  negativeCount: (what: string, n: string) =>
    `The number of ${what} must be a whole number of zero or more (got ${n}).`,
  tooManyDiceToRoll: (maxDice: string, n: number) => `At most ${maxDice} dice can be rolled at once (asked for ${n}).`,
  badD6FromSource: (face: string) => `The dice source produced ${face}, which is not a face of a d6.`,
  notAListOfDice: (trimmed: string) => `"${trimmed}" is not a list of dice: type faces as digits, like 6 5 5 or 655.`,
  tooManyDiceNamed: (maxDice: string) => `At most ${maxDice} dice can be named at once.`,
  // Drawing a pool: gear
  badGearQuality: 'Gear quality must be a whole number from 0 to 100.',
  unknownGearMode: (gearModes: string) => `Gear mode must be one of: ${gearModes}.`,
  // Exchanges
  actorPushesNothing: 'The acting side must push at least one die.',
  // Goals and their prices
  noSuchGoal: (name: string) => `There is no goal called "${name}" on this chart.`,
  badPeopleAffected: (maxPeople: string) =>
    `The number of people affected must be a whole number from 1 to ${maxPeople}.`,
  badPlace: 'A place is person, room, zone, or a whole-number scale from 0 to 30.',
  badPlaceScale: (maxPlaceScale: number) => `A place scale must be a whole number from 0 to ${maxPlaceScale}.`,
  badDistance: (maxDistance: number) =>
    `A distance is the number of zones between you and the target: a whole number from 0 (the same zone) to ${maxDistance}.`,
  badGoalPrice: (name: string) => `The price of "${name}" must be a whole number of books from 0 to 1000.`,
  goalNameMissingOrRepeated: (name: string) =>
    `Every goal on a chart needs its own name ("${name}" is empty or repeated).`,
  // Exchange odds
  badChance: (chance: string) => `A chance must be a number above 0 and at most 1 (got ${chance}).`,
  emptyPoolNoPick: 'A pool rolled from 0 dice is empty: there is no die to pick.',
  badPushCount: (k: string) => `The dice pushed must be a whole number of at least 1 (got ${k}).`,
  exchangeOddsTooLarge: (maxPushOddsDice: number, k: number) =>
    `Exact exchange odds can be worked out for at most ${maxPushOddsDice} dice pushed (asked for ${k}).`,
  badTargetPush: (k: number, m: string) => `The target pushes a whole number of dice from 0 to ${k} (got ${m}).`,
  badUnmatchedChoice: (unmatched: string) => `Unmatched dice either pair or reroll (got ${unmatched}).`,
  actorFacesCountWrong: (k: number, facesCount: number) =>
    `The actor's faces must be exactly ${k} dice (got ${facesCount}).`,
  notAPoolFace: (f: number) => `A pool die shows 4, 5 or 6, so ${f} cannot be pushed.`,
  // Pools
  poolLacksDice: (pool: string) => `Your pool does not hold ${pool}.`,
  // Dice odds
  badThreshold: (k: string) => `The threshold must be a number (got ${k}).`,
  badDiceCount: (n: string) => `The number of dice must be a whole number of zero or more (got ${n}).`,
  oddsTooLarge: (maxExactDice: number, n: number) =>
    `Exact odds can be worked out for at most ${maxExactDice} dice (asked for ${n}).`,
  // Dice sources
  scriptedDiceRanOut: (facesCount: number) => `The scripted dice ran out after ${facesCount} rolls.`,
  scriptedFaceTooHigh: (face: number, sides: number) => `Scripted face ${face} does not fit a d${sides}.`,
  badDieSides: (sides: number) => `A die needs a whole number of sides from 1 up (got ${sides}).`,
  // Skills
  notASkillPath: (text: string) =>
    `"${text}" is not a skill path: write Field, Field: Focus or Field: Focus: Specialty.`,
  skillPartTooLong: (maxPartLength: number) => `Each part of a skill path can be at most ${maxPartLength} characters.`,
  skillNeedsParent: (text: string, text2: string) => `To hold ${text}, the character first needs ${text2}.`,
  // Did you mean
  sentenceDidYouMean: (sentence: string, names: string) => `${sentence} Perhaps you meant ${names}.`,
  // Other systems: drama dice
  emptyDramaPool: 'A drama dice pool needs at least one die.',
  dramaPoolTooLarge: (maxPoolDice: number, diceCount: number) =>
    `A drama dice pool can hold at most ${maxPoolDice} dice (got ${diceCount}).`,
  notADramaDie: (d: string) => `d${d} is not a pool die; use d4, d6, d8, d10 or d12.`,
  notADramaPoolPart: (part: string) => `"${part}" is not a pool die; write dice like 2d8 d6.`,
  dramaPoolPartEmpty: (part: string) => `"${part}" has no dice in it.`,
  dramaPoolTooLargeToGrow: (maxPoolDice: number) => `A drama dice pool can hold at most ${maxPoolDice} dice.`,
  dramaMoreThanDouble: (cost: number, basePool: number, value: number) =>
    `Those dice cost ${cost}, but drama can at most double a pool of ${basePool} to ${value}.`,
  dramaShortForPool: (cost: number, dramaSpent: number, basePool: number, drama: number) =>
    drama === 0
      ? `Those dice cost ${cost}, ${dramaSpent} more than your pool of ${basePool}: put in ${dramaSpent} drama to cover it (drama=${dramaSpent}).`
      : `Those dice cost ${cost}, ${dramaSpent} more than your pool of ${basePool}, and ${drama} drama is not enough: drama=${dramaSpent} would cover it.`,
  unknownDramaSpend: 'A drama spend is a reroll, max-one or max-all.',
  dramaShortForSpend: (cost: number, drama: number, suffix: string) =>
    `That spend costs ${cost} drama, but only ${drama} ${suffix} left.`,
  allDiceAlreadyMax: 'Every die already shows its highest face.',
  dieAlreadyMax: (sides: number, index: number) => `The d${sides} at position ${index} already shows ${sides}.`,
  // Other systems: Finesse and Force
  noPoolAccess: 'Name at least one Aptitude + Ability pool to set pool access.',
  noActionPlanned: 'Plan at least one action.',
  actionWithoutFinesse: (value: number) => `Action ${value} needs at least one Finesse die.`,
  finesseDieCommittedTwice: (i: unknown) => `Finesse die ${i} is committed to more than one action.`,
  // Other systems: limits
  tooManyDiceForSystem: (maxRollDice: number, n: number, what: string) =>
    `At most ${maxRollDice} dice can be rolled at once (asked for ${n} ${what}).`,
  // Other systems: Merchant of Venus combat
  unknownMercenary: (nameOrId: string, mercenaryList: string) =>
    `"${nameOrId}" is not a mercenary; the markers are ${mercenaryList}.`,
  mercenaryListedTwice: (name: string) => `Each mercenary marker is unique, but ${name} is listed twice.`,
  // Other systems: Merchant of Venus ships
  unknownSpecies: (species: string, species2: string) =>
    `"${species}" is not a Merchant of Venus species; choose one of ${species2}.`,
  unknownShipType: (ship: string, shipTypes: string) => `"${ship}" is not a ship type; choose one of ${shipTypes}.`,
  movementFacesWrong: (species: string, ship: string, roll: number, suffix: string) =>
    `A ${species} ${ship} rolls ${roll} six-sided ${suffix}, so movement needs exactly that many faces from 1 to 6.`,
  movementPickWrong: (need: number, suffix: string, value: number, ship: string) =>
    `Pick exactly ${need} different ${suffix} by position 0 to ${value} to move this ${ship}.`,
  noDieToDouble: (species: string, ship: string) => `A ${species} ${ship} has no die to double.`,
  doubledDieNotUsed: (used: string) => `The doubled die must be one of the dice used for movement (positions ${used}).`,
  // Other systems: dice notation
  notationTooManyDice: (maxDice: number, written: number) =>
    `One expression can roll at most ${maxDice} dice (this one asks for ${written}).`,
  termTooManyDice: 'One dice term can roll at most 999 dice.',
  explodingStopped: (maxExtraDice: number) =>
    `The dice kept exploding or rerolling past ${maxExtraDice} extra dice, so the roll was stopped.`,
  // Other systems: presets
  unknownPreset: (id: string, presets: string) => `There is no preset called "${id}"; choose one of ${presets}.`,
  // Other systems: dice sources
  badFaceFromSource: (face: string, sides: number) =>
    `The dice source produced ${face}, which is not a face of a d${sides}.`,
};
