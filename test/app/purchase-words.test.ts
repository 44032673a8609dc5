// How the recap says a purchase: against its target, except Reputation, which its buyer bears (R9.5).
import { describe, expect, it } from 'vitest';
import { purchaseWords } from '../../src/app/conflict/ending-words';

describe('purchaseWords', () => {
  it('R9.5 GIVEN a wound bought on Ana THEN it is bought against her', () => {
    expect(purchaseWords({ buyer: 'Alamo Jack', goal: 'Wound', target: 'Ana', price: 1 })).toBe(
      'Alamo Jack bought Wound against Ana for 1 book',
    );
  });

  it('R9.5 GIVEN Reputation THEN it is bought, not bought against anyone', () => {
    expect(purchaseWords({ buyer: 'Alamo Jack', goal: 'Reputation', target: 'Ana', price: 1 })).toBe(
      'Alamo Jack bought Reputation for 1 book',
    );
  });
});
