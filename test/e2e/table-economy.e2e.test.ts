import { beforeAll, describe, expect, it } from 'vitest';
import { useBot } from './use-bot';
import type { DoubleUser } from '../../tools/double';
import { content, publicOnes } from './helpers';

const gm: DoubleUser = { id: '700000000000000001', username: 'gail' };
const ana: DoubleUser = { id: '700000000000000002', username: 'ana' };

const e2e = useBot({ seed: 11, quietMs: 80, name: 'table' });
const run = e2e.cmd;

beforeAll(async () => {
  await run(gm, 'campaign', 'create', { name: 'Deep Ishtar' });
  await run(ana, 'character', 'create', { name: 'Ana' });
  for (const path of ['Coordination', 'Coordination: Projectiles', 'Coordination: Projectiles: Airgun'])
    await run(ana, 'character', 'skill', { path });
  await run(ana, 'character', 'gear', {
    name: 'Jinxed vest',
    quality: 2,
    mode: 'resist',
    skill: 'Coordination: Projectiles',
    pmp: 2,
  });
  await run(gm, 'npc', 'create', { name: 'Brute' });
});

describe('the campaign economy inside a conflict, through Discord', () => {
  it('GIVEN gear with permanent Murphy THEN /session start feeds the GM pool, told only to the GM (R10.2)', async () => {
    const answers = await e2e.withPublic(run(gm, 'session', 'start'));
    const gmOnly = answers.filter((m) => m.ephemeral);
    expect(gmOnly.map(content).join('\n')).toMatch(/permanent Murphy added 2 to your Murphy pool \(now 2\)/);
    expect(gmOnly.every((m) => m.userId === gm.id)).toBe(true);
    expect(publicOnes(answers).map(content).join('\n')).not.toMatch(/Murphy/);
    const [shown] = await run(gm, 'murphy', 'show');
    expect(shown?.ephemeral).toBe(true);
    expect(content(shown)).toMatch(/\b2\b/);
  });

  it('GIVEN a treated scar Brute gave Ana THEN set-up offers Brute a circumstance die against her (R9.5)', async () => {
    const [added] = await run(gm, 'effect', 'add', {
      kind: 'scar',
      character: 'Ana',
      text: 'a burn across the cheek',
      'caused-by': 'Brute',
    });
    const id = Number(/#(\d+) Scar/.exec(content(added))?.[1]);
    // Until it is treated a scar is just a wound; treated, it marks Ana against Brute.
    expect(content((await run(gm, 'effect', 'treat', { id }))[0])).toContain('the scar stays');
    await run(ana, 'conflict', 'start', { primary: 'Coordination: Projectiles: Airgun', against: 'Brute' });
    const [status] = await run(ana, 'conflict', 'status');
    expect(status?.ephemeral).toBe(false);
    expect(content(status)).toMatch(/Brute may claim a die against Ana: scarred by Brute/);
  });

  it('GIVEN the GM side a full rack ahead THEN Ana gains a player point when the exchanges begin, her balance private (R3.4)', async () => {
    await run(gm, 'conflict', 'rack'); // the GM side: Brute's rack + a budget rack = 12 against Ana's 6
    const rolled = await e2e.withPublic(run(ana, 'conflict', 'roll'));
    expect(publicOnes(rolled).map(content).join('\n')).toMatch(/\*\*Ana\*\* has rolled\./);
    expect(publicOnes(rolled).map(content).join('\n')).not.toMatch(/Sealed pool|player point/);
    await run(gm, 'conflict', 'secondary', { skill: 'Cognition' });
    await run(gm, 'conflict', 'roll');
    // The sides are compared when the exchanges begin, not at the first roll.
    const begun = await e2e.withPublic(run(gm, 'conflict', 'begin'));
    expect(publicOnes(begun).map(content).join('\n')).toMatch(/Ana gains 1 player point/);
    const [points] = await run(ana, 'points', 'show');
    expect(points?.ephemeral).toBe(true);
    expect(content(points)).toMatch(/Ana: 1/);
  });

  it('GIVEN the conflict ends THEN /conflict verify checks every sealed pool', async () => {
    await run(gm, 'conflict', 'end');
    const [verified] = await run(ana, 'conflict', 'verify');
    expect(verified?.ephemeral).toBe(false);
    expect(content(verified)).toMatch(/^Verified: everyone played the dice they rolled\. 2 rolls checked/);
  });

  it('GIVEN everything the bot posted publicly THEN no pool, Murphy balance or point balance is in it (R13)', () => {
    for (const m of publicOnes(e2e.double.messages)) {
      const text = JSON.stringify(m.data);
      expect(text).not.toMatch(/Pool: /);
      expect(text).not.toMatch(/Murphy pool \(now|Murphy: \d|points?: \d/i);
    }
  });
});
