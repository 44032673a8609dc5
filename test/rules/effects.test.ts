import { describe, expect, it } from 'vitest';
import { effectPenalty, startsPermanent, treatment } from '../../src/rules';

describe('R9.5 effects', () => {
  it.each([
    ['wound', false],
    ['scar', false],
    ['crippled', false],
    ['knocked-out', false],
    ['dead', true],
    ['reputation', true],
  ])('GIVEN a fresh %s THEN permanent from the start is %s', (kind, permanent) => {
    expect(startsPermanent(kind)).toBe(permanent);
  });

  it.each([
    ['wound', false, 'heals'],
    ['knocked-out', false, 'heals'],
    ['scar', false, 'sets'],
    ['crippled', false, 'sets'],
    ['wound', true, null],
    ['scar', true, null],
    ['crippled', true, null],
    ['dead', true, null],
    ['reputation', true, null],
    ['text', false, null],
  ] as const)('GIVEN a %s (permanent %s) THEN treating it %s', (kind, permanent, result) => {
    expect(treatment(kind, permanent)).toBe(result);
  });

  // R9.5 (corrected 2026-12-01): a wound counts in almost every test; a scar counts against whoever
  // made it from the moment it is bought, and is a wound too until treated.
  it.each([
    ['wound', false, { wound: true, physical: false, againstCauser: false }],
    ['wound', true, { wound: true, physical: false, againstCauser: false }],
    ['scar', false, { wound: true, physical: false, againstCauser: true }],
    ['scar', true, { wound: false, physical: false, againstCauser: true }],
    ['crippled', false, { wound: true, physical: false, againstCauser: true }],
    ['crippled', true, { wound: false, physical: true, againstCauser: false }],
    ['reputation', true, { wound: false, physical: false, againstCauser: false }],
  ] as const)('GIVEN R9.5 a %s (permanent %s) THEN its penalty is %o', (kind, permanent, penalty) => {
    expect(effectPenalty(kind, permanent)).toEqual(penalty);
  });
});
