import { describe, expect, it } from 'vitest';
import { drawDice, parseSkillPath } from '../../src/rules';
import { startWithPools } from '../../src/rules/conflict';
import { play, refusalOf } from './conflict/helpers';

const p = parseSkillPath;
const QUANTUM = 'Cognition: Physics: Quantum';

describe('R2.4 gear that needs a skill', () => {
  it('R2.4 GIVEN a quantum communicator that needs Cognition: Physics THEN it gives nothing without it', () => {
    const gear = [{ skill: p(QUANTUM), quality: 4, mode: 'assist' as const, needs: p('Cognition: Physics') }];
    const without = drawDice({ skills: [p('Cognition')], primary: p(QUANTUM), gear });
    const withIt = drawDice({ skills: [p('Cognition'), p('Cognition: Physics')], primary: p(QUANTUM), gear });
    expect(without).toMatchObject({ gear: 0, total: 2 });
    expect(withIt).toMatchObject({ gear: 2, total: 6 });
  });

  it('R2.4 GIVEN resist gear that needs a skill its owner lacks THEN resisting with it is refused', () => {
    const s = startWithPools({
      primary: 'Coordination: Projectiles: Airgun',
      participants: [
        { name: 'GM', side: 1, gm: true, npcs: ['Jack'], pool: [6] },
        {
          name: 'Ana',
          side: 0,
          pool: [5],
          skills: ['Coordination'],
          gear: [{ name: 'Powered vest', skill: 'Coordination', quality: 2, mode: 'resist', needs: 'Physique' }],
        },
      ],
    });
    if ('code' in s) throw new Error(s.message);
    const led = play(s, [['GM', { do: 'lead', target: 'Ana', dice: [6] }]]);
    const no = refusalOf(led, 'Ana', { do: 'resist', gear: 'Powered vest' });
    expect(no).toEqual({ code: 'gear/needs-skill', message: 'Powered vest needs Physique to be of any use.' });
    expect(led.participants.find((q) => q.name === 'Ana')!.pool).toEqual([5]);
  });
});
