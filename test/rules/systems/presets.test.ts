import { describe, expect, it } from 'vitest';
import { seededSource } from '../../../src/rules/random';
import * as systems from '../../../src/rules/systems';
import { PRESETS, findPreset } from '../../../src/rules/systems';
import { expectRefusal } from './helpers';

describe('PRESETS', () => {
  it('GIVEN the registry THEN ids are unique and every preset names an exported function', () => {
    expect(new Set(PRESETS.map((p) => p.id)).size).toBe(PRESETS.length);
    for (const p of PRESETS) {
      expect(typeof (systems as Record<string, unknown>)[p.run]).toBe('function');
      expect(p.description.length).toBeLessThanOrEqual(120);
      expect(p.description).toMatch(/\.$/);
    }
  });

  it('GIVEN the three seeds THEN each system has at least one preset', () => {
    expect(new Set(PRESETS.map((p) => p.system))).toEqual(
      new Set(['merchant-of-venus', 'drama-dice', 'finesse-force']),
    );
  });
});

describe('findPreset', () => {
  it('GIVEN a known id in any case THEN it is found', () => {
    expect(findPreset(' MOV-Haggle ').run).toBe('rollHaggle');
  });

  it('GIVEN an unknown id THEN it is refused and the choices are listed', () => {
    expect(expectRefusal(() => findPreset('fate'), 'system/unknown-preset')).toMatch(/mov-move/);
  });
});

describe('isRollRefusal', () => {
  it('GIVEN errors from the notation and from a preset THEN both are refusals, other errors are not', async () => {
    const caught = (fn: () => unknown): unknown => {
      try {
        fn();
      } catch (err) {
        return err;
      }
      return undefined;
    };
    await systems.loadDiceLibrary();
    expect(systems.isRollRefusal(caught(() => systems.rollText('2d', seededSource(1))))).toBe(true);
    expect(systems.isRollRefusal(caught(() => findPreset('nope')))).toBe(true);
    expect(systems.isRollRefusal(new Error('boom'))).toBe(false);
  });
});
