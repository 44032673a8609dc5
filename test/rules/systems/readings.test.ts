/**
 * Our readings of the seeds where they are silent or contradict themselves, and the pieces
 * added so a roll can be played to the end: attacks against defences (seeds 002 and 004), damage
 * and the stun check (002), mercenaries by name (001), one dice cap for every preset.
 */
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../src/rules/random';
import {
  assertRollDice,
  compareOpposed,
  compareSuccesses,
  findMercenary,
  MAX_ROLL_DICE,
  mercenaryFirepower,
  NOTATION_LIMITS,
  poolAccess,
  resolveFinesseAttack,
  rollDramaDamage,
  rollDramaPool,
  rollFinesseForce,
} from '../../../src/rules/systems';
import { expectRefusal } from './helpers';

describe('compareSuccesses (seed 002 attacking)', () => {
  it('GIVEN one success more than the defence THEN a hit with no extra damage point: the first extra hit makes the hit', () => {
    expect(compareSuccesses(2, 1)).toMatchObject({ hit: true, bonusDamagePoints: 0 });
  });

  it('GIVEN three more THEN two extra damage pool points (each extra hit after the first)', () => {
    expect(compareSuccesses(4, 1)).toMatchObject({ hit: true, margin: 3, bonusDamagePoints: 2 });
  });

  it('GIVEN a tie THEN the defender is safe', () => {
    expect(compareSuccesses(2, 2).hit).toBe(false);
  });

  it('GIVEN the defender does not roll THEN the attack is compared with no successes', () => {
    expect(compareSuccesses(1, null).text).toBe(
      '1 success against no defence: a hit, with 0 extra damage pool points.',
    );
    expect(compareOpposed(rollDramaPool([6], 6, scriptedDice([2])), null).text).toBe(
      '0 successes against no defence: the attack misses.',
    );
  });
});

describe('rollDramaDamage (seed 002 damaging and the stun check)', () => {
  it('GIVEN Body 3 and armor 1 THEN each die reaching 4 is a point of damage, and 3 points call for a stun check with Body', () => {
    const d = rollDramaDamage([8, 8, 6, 4], { body: 3, armor: 1 }, scriptedDice([4, 7, 5, 1]));
    expect(d).toMatchObject({ target: 4, damage: 3, stunCheck: true });
    expect(d.text).toBe(
      "Rolled **4** on a d8, **7** on a d8, **5** on a d6 and 1 on a d4, needing 4 or more: 3 successes. That makes 3 points of damage. It reaches the defender's Body of 3: they make a stun check (Body against 3) or are knocked out.",
    );
  });

  it('GIVEN less damage than Body THEN no stun check', () => {
    expect(rollDramaDamage([6], { body: 2, armor: 0 }, scriptedDice([5])).stunCheck).toBe(false);
  });

  it('GIVEN Body + armor above 12 THEN the target is 12, the most a die shows', () => {
    expect(rollDramaDamage([12], { body: 10, armor: 5 }, scriptedDice([12]))).toMatchObject({ target: 12, damage: 1 });
  });
});

describe('resolveFinesseAttack (seed 004 step 5)', () => {
  it('GIVEN no defence THEN the full Force is inflicted', () => {
    expect(resolveFinesseAttack({ finesse: 2, force: 3 }, null)).toMatchObject({ defended: false, inflicted: 3 });
  });

  it('GIVEN a defence with lower Finesse THEN it does not stop the attack', () => {
    expect(resolveFinesseAttack({ finesse: 3, force: 3 }, { finesse: 2, force: 5 })).toMatchObject({
      defended: false,
      inflicted: 3,
    });
  });

  it('GIVEN equal Finesse THEN the defence takes its Force off the attack', () => {
    expect(resolveFinesseAttack({ finesse: 3, force: 4 }, { finesse: 3, force: 2 })).toMatchObject({
      defended: true,
      inflicted: 2,
    });
  });

  it('GIVEN Finesse above the attack THEN one more point off for each point above, never below 0', () => {
    expect(resolveFinesseAttack({ finesse: 2, force: 4 }, { finesse: 3, force: 1 })).toMatchObject({
      defended: true,
      inflicted: 2,
    });
    expect(resolveFinesseAttack({ finesse: 1, force: 2 }, { finesse: 5, force: 1 })).toMatchObject({ inflicted: 0 });
  });

  it('GIVEN an attack without Finesse or Force THEN it fails on its own', () => {
    expect(resolveFinesseAttack({ finesse: 0, force: 3 }, null)).toMatchObject({ inflicted: 0 });
  });
});

describe('findMercenary (seed 001 mercenaries)', () => {
  it('GIVEN an id or a name in any case, with or without punctuation THEN the marker', () => {
    expect(findMercenary('ac').name).toBe('AirCav');
    expect(findMercenary('puss in boots').id).toBe('PB');
    expect(findMercenary('10-Ton Tapdance Troop').id).toBe('TTTT');
    expect(mercenaryFirepower(['Street Cops', 'GL'])).toBe(110);
  });

  it('GIVEN an unknown name THEN the refusal lists every marker on one line', () => {
    const message = expectRefusal(() => findMercenary('Space\nMarines'), 'system/bad-choice');
    expect(message).toMatch(
      /^"Space Marines" is not a mercenary; the markers are AA Armored Auditors, AC AirCav, .*, WP War Pride\.$/,
    );
  });
});

describe('one dice cap', () => {
  it('GIVEN the presets THEN they stop where plain notation stops', () => {
    expect(MAX_ROLL_DICE).toBe(NOTATION_LIMITS.maxDice);
    expect(assertRollDice(MAX_ROLL_DICE, 'dice')).toBe(MAX_ROLL_DICE);
    expectRefusal(() => rollFinesseForce(MAX_ROLL_DICE + 1, scriptedDice([])), 'dice/too-many');
    expectRefusal(() => poolAccess([800], { will: 201 }), 'dice/too-many');
  });
});
