/** The Discord layer's fixed sentences: refusals, apologies and notes that are not built from views. */
import { md } from '../../app/safe-text';

export const discordMessages = {
  // Command: conflict flow
  noLogToSend: 'There is no log to send.',
  // Command: odds
  noPoolYet: 'You have no pool to work with: roll in with /conflict roll, or give a number of dice.',
  pushMoreThanPool: (poolCount: number, suffix: string) => md`Your pool holds only ${poolCount} ${suffix}: push fewer.`,
  oddsPushTooLarge: (maxPushOddsDice: number) => md`Exact odds go up to ${maxPushOddsDice} dice pushed.`,
  // Command: roll presets
  unknownRollInput: (m: string, keys: string) => md`"${m}=" is not an input here; the known ones are ${keys}.`,
  rollInputTwice: (key: string) => md`${key}= is given twice.`,
  rollInputNotNumber: (key: string) => md`${key}= takes a whole number, like ${key}=2.`,
  mercenaryNamedTwice: (name: string) => md`Each mercenary marker is unique, but ${name} is named twice.`,
  noAttackingMercenary: 'An attack needs at least one mercenary on the attacking side.',
  unknownTradeInput: (word: string) =>
    md`"${word}" is not an input here; the known ones are goods=, own=, enemy=, mercs=, enemy-mercs=, city and home.`,
  presetNotRollableHere: (id: string) => md`The preset ${id} cannot be rolled here yet.`,
  presetUsage: (title: string, usage: string) => md`${title}: ${usage}`,
  // Command: roll
  noDiceNotation: 'Type dice notation such as 4d6kh3 or 2d6+1, or pick a preset.',
  presetNeedsRollCommand: 'That preset keeps its roll for the choices that follow: roll it with /roll.',
  // Button: buy goal
  goalNoLongerOffered: 'That goal is not on offer to you in this conflict any more.',
  // Button: conflict buttons
  conflictAlreadyEnded: 'This conflict has already ended.',
  // Button: dice toggles
  onlyTargetResponds: (target: string, no: number) => md`Only ${target}'s player can respond to exchange ${no}.`,
  noDiceToPush: 'You have no dice left to push.',
  onlyWhoCanPushFor: (leader: string) =>
    leader === 'GM'
      ? 'Only the GM can push the GM side’s dice.'
      : md`Only ${leader}'s player can push ${leader}'s dice.`,
  exchangesNotBegun: 'The exchanges have not begun: they wait for both sides, the secondary skill and every roll.',
  exchangeAwaitingAnswer: 'An exchange is already waiting for its answer: it must resolve before the next lead.',
  poolChangedSincePicker: 'Your pool changed since these dice were shown: open them again.',
  leadTooLongForButtons:
    'That is too much to carry through the dice buttons: lead with /exchange lead and type the dice.',
  leadWordsKept: (reopen: boolean) =>
    reopen
      ? 'What you wrote is kept below: press Reopen the form to change what needs changing and send it again.'
      : 'What you wrote is kept below: copy it into a new lead.',
  // Button: join roll lead
  leadButtonNotYours: (leader: string) =>
    leader === 'GM'
      ? 'It is the GM side that leads now: this button is for the GM.'
      : md`It is ${leader}'s turn to lead: this button is for their player.`,
  // Button: lead
  nothingPushed: 'Nothing was pushed: your dice stay in your pool.',
  // Button: lookups
  earlierConflictsButton: 'That belongs to an earlier conflict in this channel.',
  exchangeAlreadyResolved: (no: number) => md`Exchange ${no} is already resolved.`,
  // Button: respond
  onlyGmAnswers: (no: number) => md`Only the GM can answer exchange ${no}.`,
  onlyPlayerAnswers: (who: string, character: string) => md`Only ${who} can answer for ${character}.`,
  // Button: roll
  notWholeNumber: (what: string) => md`${what} must be a whole number.`,
  planFormat: 'Type each action as its Finesse dice by number, actions apart with commas, e.g. 1 2, 3+1.',
  badPlannedAction: (g: string) => md`"${g}" is not an action: type its Finesse dice by number, e.g. 1 2 or 3+1.`,
  // Drawing: conflict rows
  noCharacterCanDoThat: 'You have no character here that can do that.',
  // Drawing: dice toggles
  actionTooLongForButtons:
    'Your action is too long to carry through the dice buttons: shorten it, or type the dice with the dice option.',
  // Table: moves by button
  noDiceLeftForWar: 'You have no dice left to add to the war.',
  giveWholeNumberOfBooks: 'Give a whole number of books, 1 or more.',
  endConflictNowForEveryone: 'End the conflict now, for everyone? Each side keeps its books; nobody can lead again.',
  pickWarDie: (pool: string) => md`Pick the die you add to the war (your pool: ${pool}).`,
  noGoalAffordableAtDistance: 'No goal on offer to you is within your books right now.',
  // Replies
  wasAlreadyHandled: 'That was already handled.',
  unexpectedError: (errorId: string) =>
    md`Something went wrong on our side (error id ${errorId}). Nothing was changed.`,
  // Routing
  unknownCommand: (commandName: string) =>
    md`The bot does not know /${commandName}: its commands may need deploying again.`,
};
