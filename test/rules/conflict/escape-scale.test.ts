import { describe, expect, it } from 'vitest';
import { apply, startWithPools } from '../../../src/rules/conflict';
import { NO_DICE } from '../../../src/rules/conflict/handler';

describe('the price of Escape (R9.3, R9.6)', () => {
  it('GIVEN Ana escapes from a gang THEN R9.3 the gang adds no scale: Escape acts on Ana alone', () => {
    const s = startWithPools({
      primary: 'Coordination: Projectiles: Airgun',
      secondary: 'Physique: Athletics',
      participants: [
        { name: 'Ana', side: 0, pool: [6, 5], books: 3 },
        { name: 'Ben', side: 0, pool: [6] },
        { name: 'GM', side: 1, gm: true, npcs: ['Jack', { name: 'Vid-Dronz', gang: 15 }], pool: [6, 6] },
      ],
    });
    if ('code' in s) throw new Error(s.message);
    const r = apply(s, { do: 'buy', goal: 'Escape', target: 'Vid-Dronz' }, 'Ana', NO_DICE);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.purchases).toEqual([expect.objectContaining({ buyer: 'Ana', goal: 'Escape', price: 2 })]);
    expect(r.state.participants.find((p) => p.name === 'Ana')).toMatchObject({ books: 1, out: 'escaped' });
  });
});
