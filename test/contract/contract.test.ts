import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTRACT_COPY, SHARED_CONTRACT } from './contract';

describe('the contract copy', () => {
  // Beside a checkout that has ../shared (developers, CI) the copy must be the contract itself;
  // a server owner's clone has only the copy.
  it.skipIf(!existsSync(SHARED_CONTRACT))(
    'GIVEN ../shared beside the checkout THEN test/contract/commands.md is the same text',
    () => {
      expect(readFileSync(CONTRACT_COPY, 'utf8')).toBe(readFileSync(SHARED_CONTRACT, 'utf8'));
    },
  );
});
