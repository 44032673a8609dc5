/**
 * The whole product through Discord: the unmodified bot runs as a child process against the local
 * Discord double, three people play a conflict, the bot is killed mid-conflict and restarted on the
 * same database, and the conflict is finished, including a click on a button made before the crash.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  BOT_ENTRY,
  DEPLOY_ENTRY,
  doubleEnv,
  e2eDatabase,
  expectNoLeaks,
  type Proc,
  runScript,
  startScript,
} from './bot-process';
import { type DiscordDouble, ref, type SentMessage, startDiscordDouble, sub } from '../../tools/double';
import {
  gailPatQuinn,
  content,
  customIds,
  poolIn,
  privateOnes,
  publicOnes,
  pushButtonId,
  toggleDice,
  transcript,
  typedCommands,
} from './helpers';

const { gm, pat, quinn } = gailPatQuinn('30'); // Pat plays Ana, Quinn plays Bea
const SEED = 7;

// Child processes on a busy machine: be generous.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let double: DiscordDouble;
let bot: Proc;
let dir: string;
let env: NodeJS.ProcessEnv;

const run = typedCommands(() => double);

/** `Books: N` of one participant in a /conflict status message. */
function booksIn(status: SentMessage | undefined, name: string): number {
  const line = content(status)
    .split('\n')
    .find((l) => l.startsWith(`• **${name}**`));
  const m = line ? /Books: (\d+)/.exec(line) : null;
  if (!m) throw new Error(`no books for ${name} in ${content(status)}`);
  return Number(m[1]);
}

async function startBot(): Promise<void> {
  bot = startScript(BOT_ENTRY, env);
  await double.waitForBot(20_000).catch((err: Error) => {
    throw new Error(`${err.message}\nbot output:\n${bot.output()}`);
  });
}

beforeAll(async () => {
  double = await startDiscordDouble({ quietMs: 100 });
  dir = mkdtempSync(join(tmpdir(), 'venus-e2e-'));
  env = doubleEnv(double, await e2eDatabase(dir), SEED);
  const [deployed] = await Promise.all([runScript(DEPLOY_ENTRY, env), startBot()]);
  expect(deployed.code, deployed.output).toBe(0);
});

afterAll(async () => {
  if (process.env.VENUS_E2E_TRANSCRIPT && double) console.log(transcript(double.messages));
  await bot?.kill('SIGKILL');
  await double?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  expectNoLeaks(double);
});

describe('a full conflict through Discord', () => {
  const pools: Record<string, number[]> = {};
  let ex1 = { ana: 0, gm: 0 };
  let confirmMessage: SentMessage | undefined;

  it('GIVEN deploy-commands THEN every top-level command is registered for the guild', () => {
    // Other files add commands (/fly, /odds…): the core set must be there.
    expect(double.registeredCommands().map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'books',
        'campaign',
        'character',
        'conflict',
        'exchange',
        'goal',
        'murphy',
        'npc',
        'points',
        'session',
      ]),
    );
    expect(double.calls.some((c) => c.method === 'PUT' && c.path.endsWith(`/guilds/${double.guildId}/commands`))).toBe(
      true,
    );
  });

  it('GIVEN a GM and two players THEN the campaign, characters, NPCs and session are set up in public', async () => {
    const [created] = await run(gm, 'campaign', 'create', { name: 'Venus Nights' });
    expect(created).toMatchObject({ kind: 'reply', ephemeral: false });
    expect(content(created)).toContain('Venus Nights');
    await run(pat, 'character', 'create', { name: 'Ana' });
    for (const path of ['Coordination', 'Coordination: Projectiles', 'Coordination: Projectiles: Airgun']) {
      const [added] = await run(pat, 'character', 'skill', { path });
      expect(content(added)).toContain(path);
    }
    await run(pat, 'character', 'gear', {
      name: 'Airgun',
      quality: 4,
      mode: 'assist',
      skill: 'Coordination: Projectiles: Airgun',
    });
    await run(quinn, 'character', 'create', { name: 'Bea' });
    for (const path of ['Coordination', 'Coordination: Projectiles', 'Physique'])
      await run(quinn, 'character', 'skill', { path });
    await run(gm, 'npc', 'create', { name: 'Viktor', level: 6 });
    await run(gm, 'npc', 'create', { name: 'Dock gang', 'gang-size': 12 });
    const [session] = await run(gm, 'session', 'start');
    expect(content(session)).toContain('budget of 2 racks');
  });

  it('GIVEN a typed skill prefix THEN autocomplete offers catalog skills', async () => {
    const choices = await double.autocomplete(pat, 'character', sub('skill', { path: 'proj' }));
    expect(choices.map((c: { value: string }) => c.value)).toContain('Coordination: Projectiles: Airgun');
  });

  it('GIVEN a player asks for the Murphy pool THEN one ephemeral sentence refuses', async () => {
    const [refused] = await run(quinn, 'murphy', 'show');
    expect(refused).toMatchObject({ kind: 'reply', ephemeral: true });
    expect(content(refused)).toMatch(/^Only the GM of Venus Nights can do that\.$/);
  });

  it('GIVEN the conflict is set up THEN each roll is an ephemeral Pool: reply and a public note', async () => {
    const [started] = await run(pat, 'conflict', 'start', {
      primary: 'Coordination: Projectiles: Airgun',
      against: 'Viktor',
    });
    expect(content(started)).toContain('Viktor stands against them');
    await run(quinn, 'conflict', 'join');
    await run(gm, 'conflict', 'add-npc', { npc: 'Dock gang' });
    await run(gm, 'conflict', 'secondary', { skill: 'Physique' });
    await run(gm, 'conflict', 'circumstance', { participant: 'Bea', reason: 'high ground' });
    const [rack] = await run(gm, 'conflict', 'rack');
    expect(content(rack)).toContain('1 left');
    for (const [user, name] of [
      [pat, 'Ana'],
      [quinn, 'Bea'],
      [gm, 'GM'],
    ] as const) {
      const sent = await run(user, 'conflict', 'roll');
      expect(sent.map((m) => [m.kind, m.ephemeral])).toEqual([
        ['reply', true],
        ['followup', false],
      ]);
      // The GM side rolls one pool for Viktor and the Dock gang: named by both, never "the GM".
      expect(content(sent[1])).toContain(
        name === 'GM' ? '**Viktor and Dock gang** have rolled.' : `**${name}** has rolled.`,
      );
      pools[name] = poolIn(sent);
      expect(content(sent[0])).toMatch(/^Pool: [4-6]( [4-6])*$/m);
      expect(content(sent[0])).toMatch(/^Books: 0$/m);
    }
    // R4.1: the last roll leaves the set-up open; the GM begins the exchanges.
    expect(content(double.messages.at(-1))).toContain('Everyone has rolled.');
    expect(
      publicOnes(await run(gm, 'conflict', 'begin'))
        .map(content)
        .join('\n'),
    ).toContain('The exchanges begin.');
    expect(pools.Ana!.length).toBeGreaterThan(3);
    expect(pools.Bea!.length).toBeGreaterThan(3);
    expect(pools.GM!.length).toBeGreaterThan(4);
  });

  it('GIVEN typed dice THEN the lead is public without its dice and the response resolves it pair by pair', async () => {
    const ana = pools.Ana![0]!;
    const led = await run(pat, 'exchange', 'lead', {
      target: 'Viktor',
      action: "I shoot at Viktor's knees",
      dice: String(ana),
    });
    expect(led.map((m) => [m.kind, m.ephemeral])).toEqual([
      ['reply', true],
      ['followup', false],
    ]);
    expect(poolIn(led)).toEqual(pools.Ana!.slice(1));
    pools.Ana = poolIn(led);
    expect(content(led[1])).toContain('**Ana** leads exchange 1 against **Viktor** with 1 die');
    // The target's three choices ride on the lead message itself.
    expect(customIds(led[1])).toEqual([
      expect.stringMatching(/^ex:respond:\d+:1$/),
      expect.stringMatching(/^ex:dispute:\d+:1$/),
      expect.stringMatching(/^ex:resist:\d+:1$/),
    ]);
    expect(led[1]?.data.allowed_mentions).toEqual({ parse: [], users: [gm.id] });

    const gmDie = pools.GM!.at(-1)!;
    const answered = await run(gm, 'exchange', 'respond', { action: 'Viktor dives behind a crate', dice: `${gmDie}` });
    expect(answered.map((m) => [m.kind, m.ephemeral])).toEqual([
      ['reply', true],
      ['followup', false],
    ]);
    pools.GM = poolIn(answered);
    const result = content(answered[1]);
    expect(result).toContain('**Exchange 1 resolved**');
    expect(result).toContain(`Ana “I shoot at Viktor's knees” pushed ${ana}`);
    expect(result).toContain(`Viktor “Viktor dives behind a crate” pushed ${gmDie}`);
    expect(result).toContain(`• ${ana} vs ${gmDie}:`);
    ex1 = { ana: ana > gmDie ? 1 : 0, gm: gmDie > ana ? 1 : 0 };
    expect(result).toContain(`Ana wins ${ex1.ana} book`);
    expect(ex1.ana).toBe(1); // with this seed Ana's 6 beats the GM's lowest die
  });

  it('GIVEN a book THEN Ana buys Reputation, posted publicly, and it shows on her sheet', async () => {
    const [bought] = await run(pat, 'goal', 'buy', {
      goal: 'Reputation',
      target: 'Viktor',
      narration: 'the sharpshooter of Dock 9',
    });
    expect(bought).toMatchObject({ kind: 'reply', ephemeral: false });
    // The buyer bears Reputation: it is bought against nobody.
    expect(content(bought)).toContain('**Ana** buys **Reputation** (price 1 book).');
    expect(content(bought)).toContain('Ana: Books: 0');
    const [sheet] = await run(gm, 'character', 'show', { character: 'Ana' });
    expect(sheet?.ephemeral).toBe(false);
    expect(content(sheet)).toContain(
      'Effects: reputation: Reputation: the sharpshooter of Dock 9 (from Ana), permanent',
    );
    expect(content(sheet)).toContain(
      'Skills: Coordination, Coordination: Projectiles, Coordination: Projectiles: Airgun',
    );
  });

  it('GIVEN no dice typed THEN private dice buttons of the pool appear and pushing more than half asks to confirm', async () => {
    const [picker] = await run(quinn, 'exchange', 'lead', { target: 'Viktor', action: 'I vault the railing and kick' });
    expect(picker).toMatchObject({ kind: 'reply', ephemeral: true });
    expect(content(picker)).toContain(`Pool: ${pools.Bea!.join(' ')}`);
    const push = pools.Bea!.slice(0, Math.floor(pools.Bea!.length / 2) + 1);
    const ready = await toggleDice(double, quinn, picker!, push);
    expect(pushButtonId(ready)).toMatch(/^dice:go:\d+:0:0:/);
    const [confirm] = await double.button(quinn, pushButtonId(ready), ref(ready));
    expect(confirm).toMatchObject({ kind: 'update', ephemeral: true, messageId: picker!.messageId });
    expect(content(confirm)).toContain('more than half your pool');
    expect(customIds(confirm)).toEqual([expect.stringMatching(/^push:/), expect.stringMatching(/^push-no:/)]);
    confirmMessage = confirm;
  });

  it('GIVEN the bot is killed mid-conflict THEN a restart on the same database resumes it', async () => {
    const { signal } = await bot.kill('SIGKILL');
    expect(signal).toBe('SIGKILL');
    double.disconnectAll();
    await startBot();
    const [status] = await run(quinn, 'conflict', 'status');
    expect(booksIn(status, 'Ana')).toBe(0);
    expect(booksIn(status, 'Viktor')).toBe(ex1.gm);
  });

  it('GIVEN the confirm button from before the restart THEN it leads, and the Respond button answers through dice buttons and a modal', async () => {
    const push = pools.Bea!.slice(0, Math.floor(pools.Bea!.length / 2) + 1);
    const pushed = await double.button(quinn, customIds(confirmMessage)[0]!, ref(confirmMessage!));
    expect(pushed.map((m) => [m.kind, m.ephemeral])).toEqual([
      ['update', true],
      ['followup', false],
    ]);
    expect(poolIn(pushed)).toEqual(pools.Bea!.slice(push.length));
    pools.Bea = poolIn(pushed);
    const led = pushed[1]!;
    expect(content(led)).toContain(`**Bea** leads exchange 2 against **Viktor** with ${push.length} dice`);

    // Someone else clicking Respond is refused, privately.
    const [notYours] = await double.button(pat, customIds(led)[0]!, ref(led));
    expect(notYours).toMatchObject({ kind: 'reply', ephemeral: true });
    expect(content(notYours)).toBe('Only the GM can answer for Viktor.');

    const [menu] = await double.button(gm, customIds(led)[0]!, ref(led));
    expect(menu).toMatchObject({ kind: 'reply', ephemeral: true });
    expect(content(menu)).toContain(`Pool: ${pools.GM!.join(' ')}`);
    expect(content(menu)).toContain(`pick ${push.length} dice`);
    const answer = pools.GM!.slice(-push.length);
    const ready = await toggleDice(double, gm, menu!, answer);
    const [modal] = await double.button(gm, pushButtonId(ready), ref(ready));
    expect(modal).toMatchObject({ kind: 'modal' });
    const resolved = await double.modalSubmit(
      gm,
      modal!.data.custom_id,
      { action: 'The gang closes ranks' },
      ref(menu!),
    );
    expect(resolved.map((m) => [m.kind, m.ephemeral])).toEqual([
      ['update', true],
      ['followup', false],
    ]);
    pools.GM = poolIn(resolved);
    const result = content(resolved[1]);
    expect(result).toContain('**Exchange 2 resolved**');
    expect(result).toContain(`Bea “I vault the railing and kick” pushed ${push.join(' ')}`);
    expect(result).toContain(`Viktor “The gang closes ranks” pushed ${[...answer].sort((a, b) => b - a).join(' ')}`);
    const books =
      /Bea wins (?:\d+ books?|no books) \(Books: (\d+)\) · Viktor wins (?:\d+ books?|no books) \(Books: (\d+)\)/.exec(
        result,
      );
    expect(books).not.toBeNull();

    const [status] = await run(pat, 'conflict', 'status');
    expect(status?.ephemeral).toBe(false);
    expect(booksIn(status, 'Bea')).toBe(Number(books![1]));
    expect(booksIn(status, 'Viktor')).toBe(Number(books![2]));
    expect(booksIn(status, 'Ana')).toBe(0);

    // The Respond button of the resolved exchange is disabled: no stale click is possible (the bot
    // would still refuse one that raced the edit: 'Exchange 2 is already resolved.').
    await expect(double.button(gm, customIds(led)[0]!, ref(led))).rejects.toThrow(/disabled/);
  });

  it('GIVEN Murphy points THEN the balance stays private and only the narration is posted', async () => {
    const added = await run(gm, 'murphy', 'add', { amount: 3, reason: 'the players begged off a compel' });
    expect(added.map((m) => [m.kind, m.ephemeral])).toEqual([['reply', true]]);
    expect(content(added[0])).toMatch(/^Murphy pool: 3\b/);
    const spent = await run(gm, 'murphy', 'spend', {
      amount: 2,
      reason: 'jam',
      narration: "Ana's airgun jams at the worst moment.",
    });
    expect(spent.map((m) => [m.kind, m.ephemeral])).toEqual([
      ['reply', true],
      ['followup', false],
    ]);
    expect(content(spent[0])).toMatch(/^Murphy pool: 1\b/);
    expect(content(spent[1])).toBe("🎲 Murphy strikes: Ana's airgun jams at the worst moment.");
  });

  it("GIVEN the GM ends the conflict THEN the ending is public with everyone's books", async () => {
    const [ended] = await run(gm, 'conflict', 'end');
    expect(ended?.ephemeral).toBe(false);
    expect(content(ended)).toContain('**The conflict is over**: the GM ended it.');
    expect(content(ended)).toMatch(/• \*\*Ana\*\*: Books: 0/);
    const [status] = await run(quinn, 'conflict', 'status');
    expect(content(status)).toContain('(over)');
  });

  it('GIVEN everything the bot posted THEN no public payload holds a pool, a roll or the Murphy balance', () => {
    const everything = double.messages;
    expect(privateOnes(everything).length).toBeGreaterThan(10);
    for (const m of publicOnes(everything)) {
      const json = JSON.stringify(m.data);
      expect(json, json).not.toMatch(/Pool: |Rolled: |Murphy pool|only you see/);
    }
    for (const m of privateOnes(everything)) expect(m.data.flags ?? 64).toBe(64);
  });

  it('GIVEN SIGTERM THEN the bot finishes, closes the database and exits 0', async () => {
    const { code } = await bot.kill('SIGTERM');
    expect(code, bot.output()).toBe(0);
    expect(bot.output()).toContain('Stopped.');
  });
});
