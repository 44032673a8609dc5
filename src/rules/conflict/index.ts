// The conflict as one pure state machine (R3–R10): a value, its moves, and a view per recipient.
export * from './types';
export { isEvent, type ConflictEvent, type EventData, type EventOf } from './events';
export type { ConflictCode, RefusalCode } from './codes';
export * from './moves';
export { newConflict, actorParticipant } from './state';
export { check, apply, MOVE_NAMES } from './machine';
export { ownPoolIn, view, type PublicConflictView } from './view';
export { startWithPools } from './start';
export { followUp, unspentBooks, type FollowUpInput } from './follow-up';
export { checkAnswer, type Answer } from './negotiation';
export { mayBid } from './initiative';
export { chartOffered, goalsOffered, type GoalOffer } from './offered';
export { sideIsSeveral, sideSpokenName, spokenName } from './spoken-name';
export { isReady, setupWaits, waitingWords } from './begin';
export {
  verifyLog,
  type ConflictLog,
  type DiceUse,
  type LogProblem,
  type LoggedEvent,
  type LoggedExchange,
  type SealedSeat,
} from './verify-log';
