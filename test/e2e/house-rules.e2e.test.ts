import { describe, expect, it } from 'vitest';
import { useBot } from './use-bot';
import { ref } from '../../tools/double';
import {
  anaAndBeaAgainstViktor,
  content,
  customIds,
  onlyPublicOf as onlyPublic,
  poolIn,
  privateOnes,
  publicOnes,
  refusedWith as refused,
  gailPatQuinn,
  transcript,
} from './helpers';

const { gm, pat, quinn } = gailPatQuinn('32'); // Pat plays Ana, Quinn plays Bea
const _AIRGUN = 'Coordination: Projectiles: Airgun';

const e2e = useBot({ seed: 11, quietMs: 120, deploy: true, name: 'house' });
const run = e2e.cmd;

/** Removes one die of `face` from a pool (as the bot does), failing loudly if it is not there. */
function take(pool: number[], face: number): number[] {
  const i = pool.indexOf(face);
  if (i < 0) throw new Error(`no ${face} in ${pool.join(' ')}`);
  return [...pool.slice(0, i), ...pool.slice(i + 1)];
}

describe('Venus house rules through Discord', () => {
  const pools: Record<'Ana' | 'Bea' | 'GM', number[]> = { Ana: [], Bea: [], GM: [] };

  it('GIVEN a campaign with two players against an NPC THEN everyone rolls into a conflict', async () => {
    Object.assign(pools, await anaAndBeaAgainstViktor(run, { gm, ana: pat, bea: quinn }, 'Dome Nine'));
    // What the seed gives; the scenarios below depend on it.
    expect(pools).toEqual({ Ana: [6, 6, 4, 4, 4], Bea: [4, 4], GM: [6, 6, 6, 6, 5, 5, 4, 4, 4] });
  });

  it('GIVEN R5.4 trailing-tie: war WHEN the last pair ties THEN the war waits for both sides, a stranger is refused, and two war dice resolve it', async () => {
    const [set] = await run(gm, 'campaign', 'set', { rule: 'trailing-tie', value: 'war' });
    expect(content(set)).toBe('House rule set: **trailing-tie** is now **war**.');
    // A face both pools hold, pushed by both: the only (so last) pair ties.
    const tie = Math.min(...pools.Ana.filter((f) => pools.GM.includes(f)));
    const led = await e2e.withPublic(
      run(pat, 'exchange', 'lead', { target: 'Viktor', action: 'I take aim', dice: String(tie), confirm: true }),
    );
    expect(content(onlyPublic(led))).toContain('leads exchange 1');
    pools.Ana = poolIn(led);
    expect(pools.Ana).toEqual(take([6, 6, 4, 4, 4], tie));
    const response = await e2e.withPublic(
      run(gm, 'exchange', 'respond', { action: 'Viktor ducks', dice: String(tie) }),
    );
    pools.GM = poolIn(response);
    const war = content(onlyPublic(response));
    expect(war).toBe(
      `Exchange 1 ends on a tie (${tie} ${tie} at stake): war! <@${pat.id}> (Ana) and <@${gm.id}> (Viktor) each add one die with /exchange war.`,
    );
    // Bea is not in this exchange; nor does /exchange respond answer a war.
    await refused(run(quinn, 'exchange', 'war', { die: pools.Bea[0]! }), /^The war is waiting for the other side\.$/);
    await refused(
      run(gm, 'exchange', 'respond', { action: 'again', dice: String(pools.GM[0]) }),
      /in a war: each side adds one more die with \/exchange war/,
    );
    // Ana adds her lowest die, the GM its highest: the war is decided in one round.
    const anaWar = Math.min(...pools.Ana);
    const gmWar = Math.max(...pools.GM);
    expect(gmWar).toBeGreaterThan(anaWar);
    const first = await e2e.withPublic(run(pat, 'exchange', 'war', { die: anaWar }));
    expect(content(onlyPublic(first))).toBe('**Ana** adds a die to the war. Waiting for Viktor.');
    pools.Ana = take(pools.Ana, anaWar);
    await refused(run(pat, 'exchange', 'war', { die: pools.Ana[0]! }), /^The war is waiting for the other side\.$/);
    const settled = await e2e.withPublic(run(gm, 'exchange', 'war', { die: gmWar }));
    pools.GM = poolIn(settled);
    const result = content(onlyPublic(settled));
    expect(result).toContain('**Exchange 1 resolved**: Ana against Viktor');
    expect(result).toContain(`• ${tie} vs ${tie}: a tie, both dice go to the stake.`);
    expect(result).toContain(`War dice: Ana ${anaWar}, Viktor ${gmWar}`);
    expect(result).toContain(`• ${anaWar} vs ${gmWar}: Viktor wins and captures`);
    expect(result).toMatch(/Viktor wins 2 books/);
    expect(result).toContain('Suggested to lead next: Viktor.');
    expect(poolIn(await run(pat, 'conflict', 'pool'))).toEqual(pools.Ana);
  });

  it('GIVEN R4.4 strict-turns: on WHEN the GM side captured THEN a player may not lead, but the GM may', async () => {
    await run(gm, 'campaign', 'set', { rule: 'strict-turns', value: 'on' });
    await refused(
      run(pat, 'exchange', 'lead', {
        target: 'Viktor',
        action: 'I shoot first',
        dice: String(pools.Ana[0]),
        confirm: true,
      }),
      /^It is Viktor's turn to lead \(house rule strict-turns\)\.$/,
    );
    expect(poolIn(await run(pat, 'conflict', 'pool'))).toEqual(pools.Ana);
    // The GM leads one high die against Bea, who answers with one of hers and loses it.
    const high = pools.GM[0]!;
    const led = await e2e.withPublic(
      run(gm, 'exchange', 'lead', { target: 'Bea', action: 'Viktor swings', dice: String(high), confirm: true }),
    );
    expect(content(onlyPublic(led))).toContain('leads exchange 2');
    pools.GM = poolIn(led);
    const low = pools.Bea.at(-1)!;
    expect(high).toBeGreaterThan(low);
    const response = await e2e.withPublic(
      run(quinn, 'exchange', 'respond', { action: 'Bea blocks', dice: String(low) }),
    );
    pools.Bea = poolIn(response);
    const result = content(onlyPublic(response));
    expect(result).toContain('**Exchange 2 resolved**: Viktor against Bea');
    expect(result).toMatch(/Viktor wins 1 book\b/);
    expect(result).toContain('Suggested to lead next: Viktor.');
    await refused(
      run(quinn, 'exchange', 'lead', { target: 'Viktor', action: 'Bea lunges', dice: String(pools.Bea[0]) }),
      /^It is Viktor's turn to lead/,
    );
  });

  it('GIVEN R4.5 the GM buys Knock out on a PC THEN that player may no longer lead and its pool is empty', async () => {
    // Ana still holds dice, and the GM has the 3 books it won in exchanges 1 and 2.
    expect(pools.Ana.length).toBeGreaterThan(0);
    const bought = content(
      onlyPublic(await e2e.withPublic(run(gm, 'goal', 'buy', { goal: 'Knock out', target: 'Ana' }))),
    );
    expect(bought).toMatch(/^\*\*Viktor\*\* buys \*\*Knock out\*\* against \*\*Ana\*\* \(price 3 books\)\./);
    expect(bought).toContain('**Ana** is knocked out: out of this conflict');
    await refused(
      run(pat, 'exchange', 'lead', { target: 'Viktor', action: 'I get up', dice: String(pools.Ana[0]) }),
      /^Ana is knocked out and cannot act\.$/,
    );
    const [mine] = await run(pat, 'conflict', 'pool');
    expect(mine).toMatchObject({ ephemeral: true });
    expect(content(mine)).toMatch(/^Pool: empty$/m);
    await refused(
      run(gm, 'exchange', 'lead', { target: 'Ana', action: 'Viktor kicks her', dice: String(pools.GM[0]) }),
      /^Ana is knocked out\.$/,
    );
  });

  it('GIVEN R5.4 unmatched: reroll WHEN the target pushes fewer dice THEN the unmatched dice are rerolled unseen and nobody pairs them into a book', async () => {
    await run(gm, 'campaign', 'set', { rule: 'unmatched', value: 'reroll' });
    expect(pools.Bea).toHaveLength(1);
    const push = pools.GM.slice(0, 2);
    const led = await e2e.withPublic(
      run(gm, 'exchange', 'lead', { target: 'Bea', action: 'Viktor rushes her', dice: push.join(''), confirm: true }),
    );
    pools.GM = poolIn(led);
    // Bea holds fewer dice than were pushed: she answers with all of them.
    const response = await e2e.withPublic(run(quinn, 'exchange', 'respond', { action: 'Bea braces' }));
    const result = content(publicOnes(response).find((m) => content(m).includes('resolved')));
    expect(result, transcript(response)).toContain('**Exchange 3 resolved**: Viktor against Bea');
    expect(result).toContain(`Viktor “Viktor rushes her” pushed ${push.join(' ')}`);
    expect(result).toContain(`• Viktor's unmatched ${push[1]} goes back to be rolled again, unseen.`);
    expect(result).not.toMatch(/pairs unmatched|odd unmatched/);
    // No dice were paired: the GM's only book is Bea's captured die; Bea, out of dice, ends the conflict (R4.6).
    expect(result).toContain('Viktor wins 1 book (');
    expect(poolIn(response)).toEqual([]);
    expect(result).toContain('**The conflict is over**: everyone on one side is out of dice.');
    // The GM was not the one answering, so its rerolled pool could not be sent then: the result's
    // "My pool" button shows whoever clicks their own pool, privately.
    const resultMessage = publicOnes(response).find((m) => content(m).includes('resolved'))!;
    const myPool = customIds(resultMessage).find((id) => id.startsWith('pool:mine:'))!;
    const [mine] = await e2e.double.button(gm, myPool, ref(resultMessage));
    expect(mine).toMatchObject({ ephemeral: true, userId: gm.id });
    expect(content(mine)).toMatch(/^Pool: (empty|[4-6]( [4-6])*)$/m);
  });

  it('GIVEN everything the bot posted THEN no public message shows a pool', () => {
    const publicTexts = [
      ...e2e.double.messages.filter((m) => !m.ephemeral).map((m) => JSON.stringify(m.data ?? {})),
      ...e2e.double.calls
        .filter((c) => c.method === 'POST' && /\/channels\/\d+\/messages$/.test(c.path))
        .map((c) => JSON.stringify(c.body ?? {})),
    ];
    expect(publicTexts.length).toBeGreaterThan(10);
    for (const t of publicTexts) expect(t).not.toMatch(/Pool: /);
    expect(privateOnes(e2e.double.messages).filter((m) => /^Pool: /m.test(content(m))).length).toBeGreaterThan(5);
  });
});
