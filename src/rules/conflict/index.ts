// The conflict as one pure state machine (R3–R10): a value, its moves, and a view per recipient.
export * from './types';
export * from './moves';
export { newConflict, DEFAULT_HOUSE_RULES, type NewConflict, actorParticipant } from './state';
export { check, apply, MOVE_NAMES, type Applied } from './machine';
export { view, publicView, type Recipient, type PublicConflictView, type ParticipantView, type GmView, type ConflictView } from './view';
export { startWithPools, type PoolStart } from './start';
export { checkAnswer, type Answer } from './negotiation';
export { mayBid } from './initiative';
export { chartOffered, goalsOffered, type GoalOffer } from './offered';
