import { createHash, randomBytes } from 'node:crypto';
import type { Face } from '../../rules';
import type { Deps } from '../context';

/**
 * Fairness: when a pool is rolled, its hash with a secret salt is posted publicly; the salt and
 * the pool are revealed when the conflict ends, so anyone can check the pool was never changed.
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
