import { createHash, randomBytes } from 'node:crypto';
import type { Face } from '../../rules';
import type { Deps } from '../use-case/context';

/**
 * Fairness: when a pool is rolled, its hash with a secret salt is kept, and the start of it (the
 * seal, sealCode) is posted publicly; the salt and the pool are revealed when the conflict ends, so
 * anyone can check the pool was never changed. Without the salt the seal tells nothing of the pool.
 */
export function makeSalt(deps: Deps): string {
  // Not drawn from the dice source: salts must not shift the dice, and must be unguessable.
  return deps.salt ? deps.salt() : randomBytes(16).toString('hex');
}

export function commitmentOf(salt: string, pool: readonly Face[]): string {
  return createHash('sha256')
    .update(`${salt}:${pool.join('')}`)
    .digest('hex');
}

/**
 * The short code the channel sees when a pool is rolled: the first 8 hex digits of its commitment,
 * in capitals and two groups (`3F9A-21C0`), easy to read aloud and compare when the dice are
 * checked. The commitment hashes a secret random salt with the pool, so the code reveals nothing of
 * the pool until the salt is revealed at the end.
 */
export function sealCode(commitment: string): string {
  const head = commitment.slice(0, 8).toUpperCase();
  return `${head.slice(0, 4)}-${head.slice(4)}`;
}
