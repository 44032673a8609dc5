/**
 * R4.1 (corrected 2026-12-01) through Discord: rolling does not close the set-up. A player joins
 * after the others rolled, the secondary skill is set after the first roll (whoever rolled draws its
 * dice then), and the GM brings a gang before the first lead; the first lead begins the exchanges.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Proc, startBot, stopBot } from './bot-process';
import type { DiscordDouble, DoubleUser } from '../../tools/double';
import { gailPatQuinn, typedCommands, answered, content, customIds, poolIn, publicOnes, transcript } from './helpers';

const { gm, pat } = gailPatQuinn('36');
const bo: DoubleUser = { id: '360000000000000003', username: 'bo' };
const AIRGUN = 'Coordination: Projectiles: Airgun';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let double: DiscordDouble;
let bot: Proc;
let dir: string;

const run = typedCommands(() => double);
const said = (sent: Awaited<ReturnType<typeof run>>) => publicOnes(answered(sent)).map(content).join('\n');

/** Faces of `before` are all still in `after` (a multiset), and `after` holds no fewer. */
function keeps(after: number[], before: number[]): boolean {
  const rest = [...after];
  return before.every((f) => {
    const at = rest.indexOf(f);
    if (at >= 0) rest.splice(at, 1);
    return at >= 0;
  });
}

beforeAll(async () => {
  ({ double, bot, dir } = await startBot({ seed: 47, quietMs: 100, deploy: true, name: 'setup-open' }));
  await run(gm, 'campaign', 'create', { name: 'Late Arrivals' });
  await run(pat, 'character', 'create', { name: 'Ana' });
  for (const path of ['Coordination', 'Coordination: Projectiles', AIRGUN, 'Coordination: Acrobatics'])
    await run(pat, 'character', 'skill', { path });
  await run(bo, 'character', 'create', { name: 'Ben' });
  await run(bo, 'character', 'skill', { path: 'Coordination' });
  await run(gm, 'npc', 'create', { name: 'Viktor', level: 6 });
  await run(gm, 'npc', 'create', { name: 'Dock gang', 'gang-size': 12 });
  await run(pat, 'conflict', 'start', { primary: AIRGUN, against: 'Viktor' });
});

afterAll(() => stopBot({ double, bot, dir }));

describe('R4.1 the set-up stays open through the rolls, through Discord', () => {
  let anaFirst: number[] = [];
  let gmFirst: number[] = [];

  it('R4.1 GIVEN Ana and the GM rolled THEN nothing begins: the set-up says it waits for the secondary skill', async () => {
    anaFirst = poolIn(await run(pat, 'conflict', 'roll'));
    const gmRoll = await run(gm, 'conflict', 'roll');
    gmFirst = poolIn(gmRoll);
    expect(said(gmRoll), transcript(gmRoll)).toMatch(/Waiting for\*\*: The secondary skill/);
    expect(said(gmRoll)).not.toMatch(/The exchanges begin/);
    const setUp = publicOnes(answered(gmRoll)).find((m) => customIds(m).some((id) => id.startsWith('cf:begin:')));
    expect(setUp, transcript(gmRoll)).toBeDefined();
  });

  it('R4.1 GIVEN everyone rolled THEN Ben still joins late and rolls', async () => {
    const joined = await run(bo, 'conflict', 'join');
    expect(said(joined), transcript(joined)).toContain('**Ben** joins the conflict.');
    const benRoll = await run(bo, 'conflict', 'roll');
    expect(content(benRoll[0])).toMatch(/^Pool: /m);
  });

  it('R4.1 GIVEN the secondary skill set after the first roll THEN Ana, who rolled without it, has its dice now', async () => {
    const set = await run(gm, 'conflict', 'secondary', { skill: 'Coordination: Acrobatics' });
    expect(said(set), transcript(set)).toMatch(
      /Waiting for\*\*: The GM or Ana or Ben to begin the exchanges with Begin/,
    );
    const anaNow = poolIn(await run(pat, 'conflict', 'pool'));
    expect(keeps(anaNow, anaFirst), `${anaNow} after ${anaFirst}`).toBe(true);
    const verify = await run(gm, 'conflict', 'secondary', { skill: 'Physique' });
    expect(content(verify[0])).toBe('Dice have been rolled with this secondary skill: it can no longer change.');
  });

  it('R4.1 GIVEN the GM brings a gang before the first lead THEN its rack rolls into the GM pool at once', async () => {
    const added = await run(gm, 'conflict', 'add-npc', { npc: 'Dock gang' });
    expect(said(added), transcript(added)).toContain('**Dock gang** (a gang of 12) joins the GM side');
    const gmNow = poolIn(await run(gm, 'conflict', 'pool'));
    expect(keeps(gmNow, gmFirst)).toBe(true);
    expect(gmNow.length).toBeGreaterThan(gmFirst.length);
  });

  it('R4.1 GIVEN the first lead by Ana THEN the exchanges begin, and then nobody joins or changes the set-up', async () => {
    const anaPool = poolIn(await run(pat, 'conflict', 'pool'));
    const led = await run(pat, 'exchange', 'lead', { target: 'Viktor', action: 'I shoot', dice: String(anaPool[0]) });
    expect(said(led), transcript(led)).toMatch(/The exchanges begin with this lead\./);
    const late = await run(gm, 'conflict', 'circumstance', { participant: 'Ana', reason: 'too late' });
    expect(late.map((m) => [m.kind, m.ephemeral])).toEqual([['reply', true]]);
    expect(content(late[0])).toMatch(/in its exchanges/);
  });
});
