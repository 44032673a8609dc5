/**
 * Security through Discord: the holes that live inside the conflict itself
 * (a war that leaks a pool, points worked out by subtraction, any target for a goal, a war wedged by
 * a goal bought mid-exchange), checked against the conflict state machine. The table: seed 11 gives Ana
 * 6 6 4 4 4, Bea 4 4 and the GM side 6 6 6 6 5 5 4 4 4 (see house-rules.e2e.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type BotRun, startBot, stopBot } from './bot-process';
import { type DoubleUser, type SentMessage, sub } from '../../tools/double';
import { gailPatQuinn, anaAndBeaAgainstViktor, content, poolIn, privateOnes, publicOnes, transcript } from './helpers';

const { gm, pat, quinn } = gailPatQuinn('34'); // Pat plays Ana, Quinn plays Bea
const mallory: DoubleUser = { id: '340000000000000004', username: 'mallory' }; // plays Mal, not in the conflict

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let bot: BotRun;
const run = (
  user: DoubleUser,
  command: string,
  subcommand: string,
  options: Record<string, string | number | boolean> = {},
) => bot.double.command(user, command, sub(subcommand, options));

/** Every message of an interaction once its public answer is in (a late follow-up included). */
async function answered(sent: Promise<SentMessage[]>): Promise<SentMessage[]> {
  const first = await sent;
  const id = first[0]?.interactionId;
  const mine = () => bot.double.messages.filter((m) => m.interactionId === id);
  await vi.waitFor(() => expect(publicOnes(mine()), transcript(first)).not.toHaveLength(0), { timeout: 5_000 });
  return mine();
}

/** One ephemeral sentence, nothing in the channel. */
function refusal(sent: SentMessage[], pattern: RegExp): void {
  expect(
    sent.map((m) => [m.kind, m.ephemeral]),
    transcript(sent),
  ).toEqual([['reply', true]]);
  expect(content(sent[0])).toMatch(pattern);
}

/** The participants whose pools an answer showed to its caller (`**Ana** (only you see this)`). */
const poolsShown = (sent: SentMessage[]) =>
  privateOnes(sent).flatMap((m) => [...content(m).matchAll(/^\*\*(.+?)\*\* \(only you see this\)/gm)].map((x) => x[1]));

describe('the conflict keeps its secrets and its shape', () => {
  const pools: Record<'Ana' | 'Bea' | 'GM', number[]> = { Ana: [], Bea: [], GM: [] };

  beforeAll(async () => {
    bot = await startBot({ seed: 11, quietMs: 120, name: 'secrets-conflict' });
    Object.assign(pools, await anaAndBeaAgainstViktor(run, { gm, ana: pat, bea: quinn }, 'Dome Ten'));
    await run(mallory, 'character', 'create', { name: 'Mal' });
    await run(gm, 'npc', 'create', { name: 'Bystander' });
  });

  afterAll(() => stopBot(bot));

  it('GIVEN the seed THEN the pools the scenarios rely on', () => {
    expect(pools).toEqual({ Ana: [6, 6, 4, 4, 4], Bea: [4, 4], GM: [6, 6, 6, 6, 5, 5, 4, 4, 4] });
  });

  it('GIVEN R9 goal targets THEN an ally, a PC outside the conflict and an NPC outside it are refused', async () => {
    refusal(await run(pat, 'goal', 'buy', { goal: 'Wound', target: 'Bea' }), /.+\.$/);
    refusal(await run(pat, 'goal', 'buy', { goal: 'Wound', target: 'Mal' }), /.+\.$/);
    refusal(await run(pat, 'goal', 'buy', { goal: 'Wound', target: 'Bystander' }), /.+\.$/);
    // Nothing changed: Ana's pool and books are as they were.
    expect(poolIn(await run(pat, 'conflict', 'pool'))).toEqual(pools.Ana);
  });

  it('GIVEN R5.4 war WHEN the war ties again THEN whoever adds the last die sees only their own pool', async () => {
    await run(gm, 'campaign', 'set', { rule: 'trailing-tie', value: 'war' });
    await answered(run(pat, 'exchange', 'lead', { target: 'Viktor', action: 'I take aim', dice: '4', confirm: true }));
    await answered(run(gm, 'exchange', 'respond', { action: 'Viktor ducks', dice: '4' }));
    // Both add a 4: the war ties again. The GM adds first, Ana adds the last die.
    await answered(run(gm, 'exchange', 'war', { die: 4 }));
    const last = await answered(run(pat, 'exchange', 'war', { die: 4 }));
    expect(
      poolsShown(last).every((name) => name === 'Ana'),
      transcript(last),
    ).toBe(true);
    expect(privateOnes(last).every((m) => m.userId === pat.id)).toBe(true);
    // And the other way round in the next round of the war, if it asks again.
    const waiting = (sent: SentMessage[]) =>
      /each add one die with \/exchange war/.test(content(publicOnes(sent).at(-1)));
    if (waiting(last)) {
      await answered(run(pat, 'exchange', 'war', { die: 6 }));
      const gmLast = await answered(run(gm, 'exchange', 'war', { die: 6 }));
      expect(
        poolsShown(gmLast).every((name) => name === 'GM'),
        transcript(gmLast),
      ).toBe(true);
      // 6 against 6 ties once more: the war goes on until a side wins it. Ana's 4 loses to Viktor's 5,
      // so the next scenario starts with no exchange waiting.
      if (waiting(gmLast)) {
        await answered(run(pat, 'exchange', 'war', { die: 4 }));
        const won = await answered(run(gm, 'exchange', 'war', { die: 5 }));
        expect(content(publicOnes(won).at(-1)), transcript(won)).not.toMatch(/each add one die/);
      }
    }
  });

  it('GIVEN a goal bought while an exchange waits THEN the exchange can still finish without /conflict end', async () => {
    const led = await answered(
      run(gm, 'exchange', 'lead', { target: 'Bea', action: 'Viktor swings', dice: '4', confirm: true }),
    );
    expect(content(publicOnes(led)[0])).toMatch(/leads exchange/);
    const bought = await run(pat, 'goal', 'buy', { goal: 'Knock out', target: 'Viktor', points: 0 });
    if (publicOnes(bought).length === 0) {
      // Refused while the exchange waits: one sentence, and Bea still answers.
      refusal(bought, /.+\.$/);
    }
    const response = await run(quinn, 'exchange', 'respond', { action: 'Bea blocks', dice: '4' });
    const after = content(publicOnes(response).at(-1));
    expect(after, transcript(response)).toMatch(/resolved|ends|war!/);
    const [status] = await run(quinn, 'conflict', 'status');
    expect(content(status)).not.toMatch(/waiting for a response/i);
  });

  it('GIVEN a goal paid partly with player points THEN the channel cannot work out the points: never the price beside the books left', async () => {
    await run(gm, 'enemy', 'enters', { enemy: 'Viktor', character: 'Ana', level: 2 });
    const [status] = await run(pat, 'conflict', 'status');
    const anaBooks = Number(/\*\*Ana\*\*.*Books: (\d+)/.exec(content(status))?.[1] ?? 0);
    const bought = await run(pat, 'goal', 'buy', { goal: 'Wound', target: 'Viktor', points: 1 });
    expect(publicOnes(bought), transcript(bought)).not.toHaveLength(0);
    for (const m of publicOnes(bought)) {
      const text = content(m);
      const showsPrice = /price \d+ books?/i.test(text);
      const showsBooksLeft = /Books: \d+/.test(text);
      expect(showsPrice && showsBooksLeft, `${text} (Ana held ${anaBooks} books)`).toBe(false);
    }
  });
});
