/**
 * R3.3, R3.4 (third reading, 2026-12-01) through Discord: the rack size is settled when the
 * exchanges begin. The GM rolls a rack of 6 for Viktor; Bea, level 7, joins afterwards; when the GM
 * begins, the rack is 7 and the GM's pool is topped up, told to the GM alone.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Proc, startBot, stopBot } from './bot-process';
import type { DiscordDouble, DoubleUser } from '../../tools/double';
import { answered, content, gailPatQuinn, poolIn, privateOnes, publicOnes, transcript, typedCommands } from './helpers';

const { gm, pat } = gailPatQuinn('61');
const bea: DoubleUser = { id: '610000000000000003', username: 'bea' };
const AIRGUN = 'Coordination: Projectiles: Airgun';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let double: DiscordDouble;
let bot: Proc;
let dir: string;

const run = typedCommands(() => double);
const said = (sent: Awaited<ReturnType<typeof run>>) => publicOnes(answered(sent)).map(content).join('\n');
const toldPrivately = (sent: Awaited<ReturnType<typeof run>>) => privateOnes(sent).map(content).join('\n');

beforeAll(async () => {
  ({ double, bot, dir } = await startBot({ seed: 61, quietMs: 100, deploy: true, name: 'rack-settles' }));
  await run(gm, 'campaign', 'create', { name: 'Late Levels' });
  await run(gm, 'campaign', 'set', { rule: 'lifestyle-limit', value: 'off' });
  await run(pat, 'character', 'create', { name: 'Ana' });
  for (const path of ['Coordination', 'Coordination: Projectiles', AIRGUN])
    await run(pat, 'character', 'skill', { path });
  await run(bea, 'character', 'create', { name: 'Bea' });
  for (const name of ['Dock', 'Gang', 'Lab', 'Mine', 'Port', 'Ring', 'Town'])
    await run(bea, 'character', 'lifestyle', { name });
  await run(gm, 'npc', 'create', { name: 'Viktor', level: 6 });
  await run(pat, 'conflict', 'start', { primary: AIRGUN, against: 'Viktor' });
  await run(gm, 'conflict', 'secondary', { skill: 'Physique' });
});

afterAll(() => stopBot({ double, bot, dir }));

describe('R3.3 the rack size settles when the exchanges begin, through Discord', () => {
  let gmFirst: number[] = [];

  it('R3.3 GIVEN Ana and the GM rolled THEN the GM rolled a rack of 6 for Viktor', async () => {
    await run(pat, 'conflict', 'roll');
    const gmRoll = await run(gm, 'conflict', 'roll');
    expect(toldPrivately(gmRoll), transcript(gmRoll)).toMatch(/You rolled 6 dice \(1 rack of 6 /);
    gmFirst = poolIn(gmRoll);
  });

  it('R3.3 GIVEN Bea (level 7) joins and rolls after the GM THEN beginning settles racks of 7, and only the GM hears of its top-up', async () => {
    const joined = await run(bea, 'conflict', 'join');
    expect(said(joined), transcript(joined)).toContain('**Bea** joins the conflict.');
    await run(bea, 'conflict', 'roll');
    const begun = await run(gm, 'conflict', 'begin');
    expect(said(begun), transcript(begun)).toMatch(/The exchanges begin/);
    expect(toldPrivately(begun), transcript(begun)).toMatch(/racks of 7/);
    expect(said(begun)).not.toMatch(/racks of 7|topped up/);
    const gmNow = poolIn(await run(gm, 'conflict', 'pool'));
    expect(gmNow.length).toBeGreaterThanOrEqual(gmFirst.length);
  });
});
