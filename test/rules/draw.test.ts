import { describe, expect, it } from 'vitest';
import {
  assertParentsHeld,
  catalogNodes,
  characterLevel,
  DEFAULT_SKILL_CATALOG,
  FIELDS,
  drawDice,
  type GearForDraw,
  outnumberedSide,
  parseSkillPath,
  rackSize,
  RuleError,
} from '../../src/rules';

const paths = (...xs: string[]) => xs.map(parseSkillPath);
const p = parseSkillPath;

describe('parseSkillPath (R2.1)', () => {
  it('GIVEN odd spacing and case THEN the same key', () => {
    expect(p('coordination :pilot:  BOAT').key).toBe(p('Coordination: Pilot: Boat').key);
  });
  it.each(['', 'A:B:C:D', 'A::C', ':'])('GIVEN %j THEN skill/bad-path', (text) => {
    expect(() => p(text)).toThrow(expect.objectContaining({ code: 'skill/bad-path' }));
  });
});

describe('assertParentsHeld (R2.2)', () => {
  it('GIVEN a Specialty without its Focus THEN refused, naming the Focus', () => {
    expect(() => assertParentsHeld(paths('Coordination'), p('Coordination: Pilot: Boat'))).toThrow(
      /Coordination: Pilot/,
    );
  });
  it('GIVEN the whole chain THEN allowed', () => {
    expect(() =>
      assertParentsHeld(paths('Coordination', 'Coordination: Pilot'), p('Coordination: Pilot: Boat')),
    ).not.toThrow();
  });
});

describe('catalogNodes (R2.1)', () => {
  it('GIVEN the default catalog THEN every Field R2.1 names is in it, and each node appears once', () => {
    const nodes = catalogNodes(DEFAULT_SKILL_CATALOG);
    expect(
      nodes
        .filter((n) => n.parts.length === 1)
        .map((n) => n.text)
        .sort(),
    ).toEqual([...FIELDS].sort());
    expect(nodes.length).toBe(new Set(nodes.map((n) => n.key)).size);
  });
});

describe('drawDice (R3.2, R2.4)', () => {
  const boat = p('Coordination: Pilot: Boat');
  const running = p('Physique: Athletics: Running');
  it('GIVEN R3.2 the worked Boat example THEN 6 with the full chain, 4 without the Specialty', () => {
    expect(
      drawDice({
        skills: paths('Coordination', 'Coordination: Pilot', 'Coordination: Pilot: Boat'),
        primary: boat,
        secondary: running,
      }).total,
    ).toBe(6);
    expect(
      drawDice({ skills: paths('Coordination', 'Coordination: Pilot'), primary: boat, secondary: running }).total,
    ).toBe(4);
  });
  it('GIVEN R3.2 a Field shared by primary and secondary THEN it counts in both', () => {
    const d = drawDice({
      skills: paths('Physique', 'Physique: Unarmed', 'Physique: Unarmed: Punch'),
      primary: p('Physique: Unarmed: Punch'),
      secondary: running,
    });
    expect([d.primary, d.secondary, d.total]).toEqual([6, 1, 7]);
  });
  it('GIVEN R3.2 circumstances and follow-up dice THEN they add one each', () => {
    expect(drawDice({ skills: [], primary: boat, circumstances: 2, followUp: 3 }).total).toBe(5);
  });

  const gear = (skill: string, quality: number, mode: GearForDraw['mode']): GearForDraw => ({
    skill: p(skill),
    quality,
    mode,
  });
  it.each([
    ['assist on the primary', gear('Coordination: Pilot: Boat', 5, 'assist'), 2],
    ['assist on a parent of the primary', gear('Coordination', 4, 'assist'), 2],
    ['assist on the secondary only', gear('Physique: Athletics', 6, 'assist'), 1],
    ['circumstance on the secondary', gear('Physique', 9, 'circumstance'), 1],
    ['resist on the primary', gear('Coordination: Pilot: Boat', 6, 'resist'), 0],
    ['assist on an unrelated skill', gear('Cognition: Physics', 6, 'assist'), 0],
    ['assist on a child of the primary', gear('Coordination: Pilot: Boat', 6, 'assist'), 0],
  ])('GIVEN R2.4 %s THEN %i gear dice', (name, g, dice) => {
    const primary = name.includes('child') ? p('Coordination: Pilot') : boat;
    expect(drawDice({ skills: [], primary, secondary: running, gear: [g] }).gear).toBe(dice);
  });
  it('GIVEN R14 bad gear quality or negative circumstances THEN refused', () => {
    expect(() => drawDice({ skills: [], primary: boat, gear: [gear('Coordination', -1, 'assist')] })).toThrow(
      RuleError,
    );
    expect(() => drawDice({ skills: [], primary: boat, circumstances: -1 })).toThrow(RuleError);
  });
});

describe('rackSize (R3.3)', () => {
  it('GIVEN starting PCs THEN 6', () => expect(rackSize([6, 6, 6])).toBe(6));
  it('GIVEN mixed levels THEN the highest', () => expect(rackSize([6, 8, 7])).toBe(8));
  it('GIVEN no PCs THEN 6', () => expect(rackSize([])).toBe(6));
  it('GIVEN a campaign-fixed size THEN that size', () => expect(rackSize([9], 5)).toBe(5));
});

describe('outnumberedSide (R3.4)', () => {
  it('GIVEN the gang fight 18 vs 20 with rack 6 THEN nobody', () =>
    expect(outnumberedSide([[7, 7, 4], [20]], 6)).toBeNull());
  it('GIVEN 6 vs 12 with rack 6 THEN side 0 is behind', () => expect(outnumberedSide([[6], [6, 6]], 6)).toBe(0));
  it('GIVEN 13 vs 7 with rack 6 THEN side 1 is behind', () => expect(outnumberedSide([[13], [7]], 6)).toBe(1));
  it('GIVEN 12 vs 7 with rack 6 THEN nobody (behind by 5)', () => expect(outnumberedSide([[12], [7]], 6)).toBeNull());
});

describe('characterLevel (R2.3, R3.3)', () => {
  it.each([
    [null, 6],
    [0, 6],
    [4, 6],
    [6, 6],
    [7, 7],
  ])('GIVEN %j lifestyles THEN level %i (a starting character has 6)', (lifestyles, level) => {
    expect(characterLevel(lifestyles)).toBe(level);
  });
  it.each([-1, 1.5, Number.NaN])('GIVEN %j lifestyles THEN refused', (lifestyles) => {
    expect(() => characterLevel(lifestyles)).toThrow(RuleError);
  });
});
