/**
 * Merchant of Venus optional rules (seed 001): customised ship movement (rule 5), the mercenary
 * attack (9.332), Variable Nova Balls (3) and Haggling (6). Each piece lives in its own mov-* file.
 */
export * from './mov-ships';
export * from './mov-combat';
export * from './mov-haggling';
