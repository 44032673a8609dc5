// The builder panel fits Discord whatever the sheet holds: one message of at most 2000 characters,
// at most 5 rows, at most 25 options a menu; and the tree is offered one level at a time (R2.1).
import { md } from '../../src/app/text/safe-text';
import { describe, expect, it } from 'vitest';
import type { BuilderPanel } from '../../src/app';
import { parseBuilderId } from '../../src/discord/components/builder-ids';
import { builderBody, gearModes, gearSkills } from '../../src/discord/render/builder';

function panel(skills: number, lifestyles: number): BuilderPanel {
  return {
    characterId: 7,
    sheet: {
      name: 'Ana',
      owner: '1',
      level: 6,
      skills: Array.from({ length: skills }, (_, n) => ({
        text: `Physique: Focus ${n}: Specialty ${n}`,
        own: false,
        from: ['A long lifestyle name'],
      })),
      lifestyles: [],
      gear: [],
      effects: [],
      friends: [],
    },
    lifestyles: Array.from({ length: lifestyles }, (_, n) => `Lifestyle ${n}`),
    room: 6,
    tree: ['Physique', 'Physique: Athletics', 'Physique: Athletics: Running', 'Coordination', 'Coordination: Pilot'],
    preview: null,
  };
}

describe('the builder panel', () => {
  it('GIVEN a huge sheet and catalogue THEN one message, five rows, 25 options a menu', () => {
    const body = builderBody(panel(200, 40), [md`a note`], 'Physique: Athletics: Running');
    expect(body.content.length).toBeLessThanOrEqual(2000);
    expect(body.components.length).toBeLessThanOrEqual(5);
    for (const row of body.components)
      for (const c of row.components as { options?: unknown[]; max_values?: number }[]) {
        expect(c.options?.length ?? 0).toBeLessThanOrEqual(25);
        if (c.options) expect(c.max_values).toBeLessThanOrEqual(c.options.length);
      }
  });

  it('GIVEN a Field picked THEN its Focuses are offered; a Focus picked THEN its Specialties too', () => {
    const ids = (browse: string | null) =>
      builderBody(panel(0, 0), [], browse).components.flatMap((r) =>
        r.components.map((c) => (c as { custom_id: string }).custom_id),
      );
    expect(ids(null).filter((i) => i.startsWith('chb:sk:'))).toEqual(['chb:sk:7:1']);
    expect(ids('Physique').filter((i) => i.startsWith('chb:sk:'))).toEqual(['chb:sk:7:1', 'chb:sk:7:2']);
    expect(ids('Physique: Athletics').filter((i) => i.startsWith('chb:sk:'))).toEqual([
      'chb:sk:7:1',
      'chb:sk:7:2',
      'chb:sk:7:3',
    ]);
    expect(ids(null)).toContain('chb:done:7');
  });

  it('GIVEN a skill picked in the tree THEN the Gear button carries its place, and the gear form offers it first', () => {
    const gear = (browse: string | null) =>
      builderBody(panel(0, 0), [], browse)
        .components.flatMap((r) => r.components.map((c) => (c as { custom_id: string }).custom_id))
        .find((i) => i.startsWith('chb:gear:'));
    expect(gear(null)).toBe('chb:gear:7');
    expect(gear('Physique: Athletics')).toBe('chb:gear:7:s1');
    expect(parseBuilderId('chb:gear:7:s1')).toEqual({ kind: 'gear', characterId: 7, depth: 0, skill: 1 });
    expect(parseBuilderId('chb:sk:7:2')).toEqual({ kind: 'sk', characterId: 7, depth: 2, skill: null });
    const held = panel(3, 0);
    const options = gearSkills(held, 'Physique: Focus 1: Specialty 1');
    expect(options[0]).toEqual({
      label: 'Physique: Focus 1: Specialty 1',
      value: 'Physique: Focus 1: Specialty 1',
      default: true,
    });
    expect(options.filter((o) => o.default)).toHaveLength(1);
    // Before any skill is held, the Fields of the tree.
    expect(gearSkills(panel(0, 0)).map((o) => o.value)).toEqual(['Physique', 'Coordination']);
    expect(gearModes().map((m) => m.value)).toEqual(['assist', 'circumstance', 'resist']);
    for (const m of gearModes()) expect(m.label.length).toBeLessThanOrEqual(100);
  });
});
