// "Did you mean" (R14.1): a name, skill path or goal that is not there is refused with the closest ones.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  closestNames,
  DEFAULT_GOAL_CHART,
  findGoal,
  makeSkillPath,
  assertParentsHeld,
  parseSkillPath,
  withSuggestions,
} from '../../src/rules';

const SKILLS = [
  'Physique',
  'Physique: Athletics',
  'Physique: Athletics: Running',
  'Physique: Unarmed: Punch',
  'Coordination',
];

describe('closestNames', () => {
  it('GIVEN a typo or a skill missing its middle part THEN the closest names, best first', () => {
    expect(closestNames('Anna', ['Ana', 'Bea', 'Viktor'])).toEqual(['Ana']);
    expect(closestNames('Physique: Running', SKILLS)[0]).toBe('Physique: Athletics: Running');
    expect(closestNames('punch', SKILLS)).toEqual(['Physique: Unarmed: Punch']);
    expect(closestNames('Zebra', SKILLS)).toEqual([]);
    expect(closestNames('   ', SKILLS)).toEqual([]);
  });

  it('GIVEN any typed text THEN at most three names, all from the list, and an exact name comes first (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 30 }),
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 20 }), { maxLength: 8 }),
        (typed, names) => {
          const close = closestNames(typed, names);
          expect(close.length).toBeLessThanOrEqual(3);
          for (const n of close) expect(names).toContain(n);
          const exact = names.find((n) => n.toLowerCase() === typed.trim().replace(/\s+/g, ' ').toLowerCase());
          if (exact && typed.trim()) expect(close[0]?.toLowerCase()).toBe(exact.toLowerCase());
        },
      ),
    );
  });

  it('GIVEN a sentence THEN the suggestions follow it as a question, or nothing is added', () => {
    expect(withSuggestions('There is no Anna.', 'Anna', ['Ana', 'Anne'])).toBe(
      'There is no Anna. Perhaps you meant Ana or Anne.',
    );
    expect(withSuggestions('There is no Zed.', 'Zed', ['Ana'])).toBe('There is no Zed.');
  });
});

describe('refusals that suggest', () => {
  it('GIVEN a goal misspelt THEN the chart names the close ones (R9.4)', () => {
    expect(() => findGoal('Knockout', DEFAULT_GOAL_CHART)).toThrow(/Perhaps you meant Knock out\./);
  });

  it('GIVEN a Specialty before both its parents THEN one refusal names both (R2.2)', () => {
    expect(() => assertParentsHeld([], parseSkillPath('Coordination: Pilot: Boat'))).toThrow(
      'To hold Coordination: Pilot: Boat, the character first needs Coordination and Coordination: Pilot.',
    );
    expect(() =>
      assertParentsHeld([makeSkillPath(['Coordination'])], parseSkillPath('Coordination: Pilot: Boat')),
    ).toThrow('To hold Coordination: Pilot: Boat, the character first needs Coordination: Pilot.');
  });
});
