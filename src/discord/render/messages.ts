/** The Discord layer's fixed sentences: refusals, apologies and notes that are not built from views. */
import { type Catalogue, md } from '../../app/text/safe-text';

export const discordMessages = {
  // Command: conflict flow
  noLogToSend: md`There is no log to send.`,
  // Command: import of a campaign or a sheet (the file's name is the uploader's text)
  fileNotOfKind: (file: string, noun: string, maker: string) =>
    md`${file} is not a ${noun}: attach the .json file that ${maker} made.`,
  fileTooLarge: (file: string, noun: string) => md`${file} is larger than 5 MB, too large for a ${noun}.`,
  fileNotDownloaded: (file: string) => md`${file} could not be downloaded from Discord: please try again.`,
  fileNotText: (file: string, maker: string) => md`${file} is not text: attach the .json file that ${maker} made.`,
  // Command: odds
  noPoolYet: md`You have no pool to work with: roll in with /conflict roll, or give a number of dice.`,
  pushMoreThanPool: (poolCount: number, suffix: string) => md`Your pool holds only ${poolCount} ${suffix}: push fewer.`,
  oddsPushTooLarge: (maxPushOddsDice: number) => md`Exact odds go up to ${maxPushOddsDice} dice pushed.`,
  // Command: roll presets
  unknownRollInput: (m: string, keys: string) => md`"${m}=" is not an input here; the known ones are ${keys}.`,
  rollInputTwice: (key: string) => md`${key}= is given twice.`,
  rollInputNotNumber: (key: string) => md`${key}= takes a whole number, like ${key}=2.`,
  mercenaryNamedTwice: (name: string) => md`Each mercenary marker is unique, but ${name} is named twice.`,
  noAttackingMercenary: md`An attack needs at least one mercenary on the attacking side.`,
  unknownTradeInput: (word: string) =>
    md`"${word}" is not an input here; the known ones are goods=, own=, enemy=, mercs=, enemy-mercs=, city and home.`,
  presetNotRollableHere: (id: string) => md`The preset ${id} cannot be rolled here yet.`,
  presetUsage: (title: string, usage: string) => md`${title}: ${usage}`,
  // Command: roll
  noDiceNotation: md`Type dice notation such as 4d6kh3 or 2d6+1, or pick a preset.`,
  presetNeedsRollCommand: md`That preset keeps its roll for the choices that follow: roll it with /roll.`,
  // Button: buy goal
  goalNoLongerOffered: md`That goal is not on offer to you in this conflict any more.`,
  // Button: conflict buttons
  conflictAlreadyEnded: md`This conflict has already ended.`,
  // Button: dice toggles
  onlyTargetResponds: (target: string, no: number) => md`Only ${target}'s player can respond to exchange ${no}.`,
  noDiceToPush: md`You have no dice left to push.`,
  onlyWhoCanPushFor: (leader: string) =>
    leader === 'GM'
      ? md`Only the GM can push the GM side’s dice.`
      : md`Only ${leader}'s player can push ${leader}'s dice.`,
  exchangesNotBegun: md`The exchanges have not begun: they wait for both sides, the secondary skill and every roll.`,
  exchangeAwaitingAnswer: md`An exchange is already waiting for its answer: it must resolve before the next lead.`,
  poolChangedSincePicker: md`Your pool changed since these dice were shown: open them again.`,
  leadTooLongForButtons: md`That is too much to carry through the dice buttons: lead with /exchange lead and type the dice.`,
  leadWordsKept: (reopen: boolean) =>
    reopen
      ? md`What you wrote is kept below: press Reopen the form to change what needs changing and send it again.`
      : md`What you wrote is kept below: copy it into a new lead.`,
  // Button: join roll lead
  leadButtonNotYours: (leader: string) =>
    leader === 'GM'
      ? md`It is the GM side that leads now: this button is for the GM.`
      : md`It is ${leader}'s turn to lead: this button is for their player.`,
  // Button: lead
  nothingPushed: md`Nothing was pushed: your dice stay in your pool.`,
  // Button: lookups
  earlierConflictsButton: md`That belongs to an earlier conflict in this channel.`,
  exchangeAlreadyResolved: (no: number) => md`Exchange ${no} is already resolved.`,
  // Button: respond
  onlyGmAnswers: (no: number) => md`Only the GM can answer exchange ${no}.`,
  onlyPlayerAnswers: (who: string, character: string) => md`Only ${who} can answer for ${character}.`,
  // Button: roll
  notWholeNumber: (what: string) => md`${what} must be a whole number.`,
  planFormat: md`Type each action as its Finesse dice by number, actions apart with commas, e.g. 1 2, 3+1.`,
  badPlannedAction: (g: string) => md`"${g}" is not an action: type its Finesse dice by number, e.g. 1 2 or 3+1.`,
  // Drawing: conflict rows
  noCharacterCanDoThat: md`You have no character here that can do that.`,
  // Drawing: dice toggles
  actionTooLongForButtons: md`Your action is too long to carry through the dice buttons: shorten it, or type the dice with the dice option.`,
  // Table: moves by button
  noDiceLeftForWar: md`You have no dice left to add to the war.`,
  giveWholeNumberOfBooks: md`Give a whole number of books, 1 or more.`,
  nobodyToGiveBooksTo: md`There is nobody else on your side to give books to.`,
  endConflictNowForEveryone: md`End the conflict now, for everyone? Each side keeps its books; nobody can lead again.`,
  pickWarDie: (pool: string) => md`Pick the die you add to the war (your pool: ${pool}).`,
  noGoalAffordableAtDistance: md`No goal on offer to you is within your books right now.`,
  // Replies
  wasAlreadyHandled: md`That was already handled.`,
  unexpectedError: (errorId: string) =>
    md`Something went wrong on our side (error id ${errorId}). Nothing was changed.`,
  // Routing
  unknownCommand: (commandName: string) =>
    md`The bot does not know /${commandName}: its commands may need deploying again.`,
} satisfies Catalogue;
