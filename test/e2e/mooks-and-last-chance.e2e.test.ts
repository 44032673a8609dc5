/**
 * Two corrections of 2026-12-01 played through Discord: a lead at a lone mook is over at once,
 * without the GM's dice (R3.3), and a knocked-out character may spend its books only before the
 * next lead (R4.5). Seeded dice; each test has its own channel.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Proc, startBot, stopBot } from './bot-process';
import type { DiscordDouble, DoubleUser } from '../../tools/double';
import { gailPatQuinn, answered, content, poolIn, publicOnes, transcript, typedCommands } from './helpers';

const { gm, pat } = gailPatQuinn('35'); // Pat plays Ana
const bo: DoubleUser = { id: '350000000000000003', username: 'bo' }; // plays Ben

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const AIRGUN = 'Coordination: Projectiles: Airgun';
const MOOK_CHANNEL = '350000000000000101';
const FALL_CHANNEL = '350000000000000102';

let double: DiscordDouble;
let bot: Proc;
let dir: string;

const run = typedCommands(() => double, MOOK_CHANNEL);

/** A campaign in `channel`: Ana (and Ben) with the airgun's skills, Viktor and a dock rat. */
async function table(channel: string, name: string): Promise<void> {
  await run(gm, 'campaign', 'create', { name }, channel);
  await run(pat, 'character', 'create', { name: 'Ana' }, channel);
  await run(bo, 'character', 'create', { name: 'Ben' }, channel);
  for (const who of [pat, bo])
    for (const path of ['Coordination', 'Coordination: Projectiles', AIRGUN])
      await run(who, 'character', 'skill', { path }, channel);
  await run(gm, 'npc', 'create', { name: 'Viktor', level: 6 }, channel);
  await run(gm, 'npc', 'create', { name: 'Dock rat', level: 1 }, channel);
}

beforeAll(async () => {
  ({ double, bot, dir } = await startBot({ seed: 31, quietMs: 100, deploy: true, name: 'mooks' }));
  await table(MOOK_CHANNEL, 'Dockside');
  await table(FALL_CHANNEL, 'Long Fall');
});

afterAll(() => stopBot({ double, bot, dir }));

describe('mooks and a last chance, through Discord', () => {
  it('GIVEN R3.3 a lead at a lone mook THEN it is over at once and the GM pool is untouched', async () => {
    await run(pat, 'conflict', 'start', { primary: AIRGUN, against: 'Viktor' });
    await run(gm, 'conflict', 'add-npc', { npc: 'Dock rat', mook: true });
    const status = content(publicOnes(await run(pat, 'conflict', 'status'))[0]!);
    expect(status).toContain('**Dock rat** (nameless extra)');
    await run(gm, 'conflict', 'secondary', { skill: 'Cognition' });
    const ana = poolIn(await run(pat, 'conflict', 'roll'));
    const gmPool = poolIn(await run(gm, 'conflict', 'roll'));
    const led = answered(
      await run(pat, 'exchange', 'lead', { target: 'Dock rat', action: 'I clip him', dice: String(ana[0]) }),
    );
    const said = publicOnes(led).map(content).join('\n');
    expect(said, transcript(led)).toMatch(/Exchange 1 resolved/);
    expect(poolIn(await run(gm, 'conflict', 'pool'))).toEqual(gmPool);
  });

  it('GIVEN R4.5 Ana knocked out THEN she spends once before the next lead, and not after it', async () => {
    const at = (user: DoubleUser, command: string, subcommand: string, options = {}) =>
      run(user, command, subcommand, options, FALL_CHANNEL);
    await at(pat, 'conflict', 'start', { primary: AIRGUN, against: 'Viktor' });
    await at(bo, 'conflict', 'join');
    await at(gm, 'enemy', 'enters', { enemy: 'Viktor', character: 'Ana', level: 2 });
    await at(gm, 'murphy', 'add', { amount: 3, reason: 'a long night' });
    await at(gm, 'conflict', 'secondary', { skill: 'Cognition' });
    poolIn(await at(pat, 'conflict', 'roll'));
    const ben = poolIn(await at(bo, 'conflict', 'roll'));
    const gmPool = poolIn(await at(gm, 'conflict', 'roll'));
    const fell = publicOnes(await at(gm, 'goal', 'buy', { goal: 'Knock out', target: 'Ana', points: 3 }));
    expect(fell.map(content).join('\n')).toMatch(/Ana/);
    const last = publicOnes(await at(pat, 'goal', 'buy', { goal: 'Reputation', target: 'Ana', points: 1 }));
    expect(last.map(content).join('\n')).toMatch(/\*\*Ana\*\* buys \*\*Reputation\*\*/);
    await at(bo, 'exchange', 'lead', { target: 'Viktor', action: 'covering fire', dice: String(ben[0]) });
    await at(gm, 'exchange', 'respond', { action: 'ducks', dice: String(gmPool[0]) });
    const late = answered(await at(pat, 'goal', 'buy', { goal: 'Reputation', target: 'Ana', points: 1 }));
    expect(publicOnes(late), transcript(late)).toEqual([]);
    expect(late.map(content).join('\n')).toMatch(/knocked out, and the chance to spend books passed/);
  });
});
