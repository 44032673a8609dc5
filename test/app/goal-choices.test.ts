/** The Buy-a-goal menu's list (R9.1, R9.2, R9.4): real SQLite, worlds of the authz matrix. */
import { describe, expect, it } from 'vitest';
import * as app from '../../src/app';
import { scriptedDice } from '../../src/rules';
import { ANA, caller, GM, OUT, world } from '../authz/world';
import { as, makeDeps } from './helpers';
import { GANG_FIGHT_DICE, gangFightSetup, SHRED } from './scripts';

describe('goalChoices', () => {
  it('GIVEN Ana with one book in an Airgun conflict THEN the Coordination chart and Reputation, priced, with what she can afford and whom each hits (R9.1, R9.4)', async () => {
    const deps = await world('books');
    const c = await app.goalChoices(deps, caller(ANA));
    expect(c).toMatchObject({ buyer: 'Ana', books: 1 });
    const byName = Object.fromEntries(c.goals.map((g) => [g.name, g]));
    expect(byName.Wound).toEqual({
      name: 'Wound',
      price: 1,
      gang: null,
      affordable: true,
      does: 'wounds them',
      targets: ['Brute'],
    });
    expect(byName['Knock out']).toMatchObject({ price: 3, affordable: false, targets: ['Brute'] });
    expect(byName.Reputation).toMatchObject({ price: 1, affordable: true, targets: ['Ana'] });
    expect(byName.Escape).toBeUndefined(); // a Physique goal: not on this conflict's charts
  });

  it('GIVEN a gang of 15 as the only opponent THEN a Wound against it costs a book more, and says why (R9.3)', async () => {
    const deps = makeDeps({ dice: scriptedDice(GANG_FIGHT_DICE) });
    for (const s of gangFightSetup().filter((s) => s.name !== 'add S-Max')) await s.run(deps);
    const wound = (await app.goalChoices(deps, as(SHRED))).goals.find((g) => g.name === 'Wound');
    expect(wound).toMatchObject({ price: 2, gang: { against: 'Vid-Dronz', size: 15, added: 1 } });
  });

  it('GIVEN the GM THEN its goals aim at the PCs', async () => {
    const c = await app.goalChoices(await world('books'), caller(GM));
    expect(c.buyer).toBe('GM');
    expect(c.goals.find((g) => g.name === 'Wound')?.targets).toEqual(['Ana']);
  });

  it('GIVEN a purchase this step THEN the menu is refused like a second purchase (R9.2), and the list itself changes nothing', async () => {
    const deps = await world('books');
    await app.buyGoal(deps, caller(ANA), { goal: 'Reputation', target: 'Ana' });
    await expect(app.goalChoices(deps, caller(ANA))).rejects.toThrow(
      expect.objectContaining({ code: 'goal/already-bought' }),
    );
    const before = await app.goalChoices(deps, caller(GM));
    expect(await app.goalChoices(deps, caller(GM))).toEqual(before);
  });

  it('GIVEN an outsider THEN one refusal', async () => {
    const deps = await world('books');
    await expect(app.goalChoices(deps, caller(OUT))).rejects.toThrow(
      expect.objectContaining({ code: 'auth/not-participant' }),
    );
  });
});

describe('callerPlays', () => {
  it('GIVEN the conflict THEN Ana plays Ana, the GM plays the GM side and its NPCs, nobody else does', async () => {
    const deps = await world('exchanges');
    expect(await app.callerPlays(deps, caller(ANA), 'Ana')).toBe(true);
    expect(await app.callerPlays(deps, caller(ANA), 'GM')).toBe(false);
    expect(await app.callerPlays(deps, caller(GM), 'GM')).toBe(true);
    expect(await app.callerPlays(deps, caller(GM), 'Brute')).toBe(true);
    expect(await app.callerPlays(deps, caller(GM), 'Ana')).toBe(false);
    expect(await app.callerPlays(deps, caller(OUT), 'Ana')).toBe(false);
  });
});
