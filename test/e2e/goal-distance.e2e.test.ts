/**
 * R9.3 (corrected 2026-12-01) through Discord: /goal buy distance: reaches the rules and adds one
 * book per zone to the price the channel sees (R13.3: the points paid stay out of it).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Proc, startBot, stopBot } from './bot-process';
import type { DiscordDouble } from '../../tools/double';
import { gailPatQuinn, typedCommands, answered, content, onlyPublicOf, transcript } from './helpers';

const { gm, pat } = gailPatQuinn('35');

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let double: DiscordDouble;
let bot: Proc;
let dir: string;

const run = typedCommands(() => double);

beforeAll(async () => {
  ({ double, bot, dir } = await startBot({ seed: 31, quietMs: 100, deploy: true, name: 'distance' }));
  await run(gm, 'campaign', 'create', { name: 'Far Zones' });
  await run(pat, 'character', 'create', { name: 'Ana' });
  for (const path of ['Coordination', 'Coordination: Projectiles', 'Coordination: Projectiles: Airgun'])
    await run(pat, 'character', 'skill', { path });
  await run(gm, 'npc', 'create', { name: 'Viktor', level: 6 });
  await run(pat, 'conflict', 'start', { primary: 'Coordination: Projectiles: Airgun', against: 'Viktor' });
  await run(gm, 'murphy', 'add', { amount: 5, reason: 'a sniper on the far ridge' });
});

afterAll(() => stopBot({ double, bot, dir }));

describe('/goal buy distance: through Discord', () => {
  it('GIVEN R9.3 a Wound two zones away paid with Murphy points THEN the channel sees price 3, not the points', async () => {
    const bought = await run(gm, 'goal', 'buy', { goal: 'Wound', target: 'Ana', distance: 2, points: 3 });
    const text = content(onlyPublicOf(answered(bought)));
    expect(text, transcript(bought)).toMatch(/buys \*\*Wound\*\* against \*\*Ana\*\* \(price 3 books\)\.$/);
    expect(text).not.toMatch(/point|Murphy/i);
  });
});
