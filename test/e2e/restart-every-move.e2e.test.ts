/**
 * One conflict played twice through discord.js against the Discord double, with the same seed and
 * the same moves: (a) by one bot process from start to end, (b) with the bot stopped and started
 * again on the same database file after every move. After each move the table reads what a player
 * can read (the move's public messages, the mover's private answer, /conflict status with its
 * suggested leader, every participant's own /conflict pool), and the two recordings must be equal.
 * A third reading is the rules machine itself, in memory, fed the same pools and moves: it is
 * what the suggested leader should be, and the bot must agree with it.
 *
 * Dice: VENUS_DICE_SEED seeds one stream per bot process, so a restart starts it again. Only the
 * four `/conflict roll`s draw dice here (no action dice, resist gear, fly dice or rerolls), so (b)
 * does not restart between them: the four rolls come from one fresh stream in both runs, and every
 * later move spends dice already rolled. (b) restarts after every other conflict move.
 *
 * The channel itself is read too: every message the bot posts, edits or deletes through the
 * channel's routes (the table, kept in place or moved down) in the order it does so, and the
 * channel as it ends (a write may land after the next move began, so the writes are compared as
 * one list, not move by move).
 * The table's place and its "lately" lines are kept with the game, so (b) must post and edit
 * exactly as (a) does, and end with one live table, as (a) does. A restart is the bot stopped as a
 * deploy stops it (SIGTERM: the moves in hand are finished first), then started again.
 */
import { describe, expect, it, vi } from 'vitest';
import { type DoubleUser, type SentMessage, sub } from '../../tools/double';
import { type BotAgainstDouble, startBotAgainstDouble } from '../../tools/harness/bot-against-double';
import { type Face, sortHighToLow } from '../../src/rules';
import { apply, type ConflictState, GM_ACTOR, type Move, startWithPools } from '../../src/rules/conflict';
import { leaderWords } from '../../src/app/conflict/leader-words';
import { e2eDatabase, expectNoLeaks } from './bot-process';
import { answered, content, poolIn, privateOnes, publicOnes, transcript, withPublicOf } from './helpers';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

const SEED = 2140;
const AIRGUN = 'Coordination: Projectiles: Airgun';
const EXCHANGES = 10;
/** The same ids in both runs, so that nothing the bot writes differs by them. */
const IDS = { applicationId: '410000000000000001', guildId: '410000000000000002', channelId: '410000000000000003' };

const gm: DoubleUser = { id: '410000000000000010', username: 'gail' };
/** The players, in the order they join: Ana starts the conflict, Ben and Cy join it. */
const players = [
  { user: { id: '410000000000000011', username: 'pat' }, name: 'Ana' },
  { user: { id: '410000000000000012', username: 'quinn' }, name: 'Ben' },
  { user: { id: '410000000000000013', username: 'rae' }, name: 'Cy' },
] as const;
/** The stored turn order (seq): the initiator, the GM side it named, then the joiners. */
const SEATS = ['Ana', GM_ACTOR, 'Ben', 'Cy'] as const;
const NPCS = ['Viktor', 'Dock gang'];
const userOf = (name: string): DoubleUser => (name === GM_ACTOR ? gm : players.find((p) => p.name === name)!.user);

/** What the table saw after one move. */
interface Seen {
  move: string;
  /** The move's public messages as the channel shows them. */
  public: string[];
  /** What the mover alone was shown. */
  private: string[];
  /** /conflict status, as anyone reads it. */
  status: string;
  /** Its "Suggested to lead" (null when nobody is). */
  leader: string | null;
  /** Every participant's pool as `/conflict pool` shows it to its owner (once it has joined). */
  pools: Record<string, number[]>;
  /** How many tables in the channel look live once the bot is done. */
  liveTables: number;
}

/** A move of the exchanges as the rules machine takes it, with the caller it came from. */
interface Played {
  actor: string;
  move: Move;
}

/**
 * Text of a message as the channel shows it. A sealed pool's fingerprint is salted from
 * crypto.randomBytes (not the dice stream), and clock stamps follow the wall clock: both differ by run.
 */
function shown(m: SentMessage): string {
  const embeds: any[] = Array.isArray(m.data?.embeds) ? m.data.embeds : [];
  const rows: any[] = Array.isArray(m.data?.components) ? m.data.components : [];
  const labels = rows.flatMap((r) => r.components ?? []).map((c: any) => `[${c.label ?? c.placeholder ?? c.type}]`);
  return [
    content(m),
    ...embeds.flatMap((e) => [e.title, e.description, ...(e.fields ?? []).flatMap((f: any) => [f.name, f.value])]),
    labels.join(' '),
  ]
    .filter((t) => typeof t === 'string' && t !== '')
    .join('\n')
    .replace(/<t:\d+:(\w)>/g, '<t:…:$1>')
    .replace(/\b[0-9A-F]{4}-[0-9A-F]{4}\b/g, '<seal>');
}

/** A message body the bot sent through the channel's own routes, as `shown` reads a message. */
const shownBody = (body: unknown): string => shown({ data: body } as SentMessage);

/**
 * The bot's writes through the channel's message routes since call `from`: a post, or an edit or
 * deletion of the channel's n-th message (ids differ by run, places do not), with what it shows.
 */
function channelWrites(w: BotAgainstDouble, from: number): string[] {
  const place = new Map(w.double.channelMessages().map((m, n) => [m.id, n]));
  return w.double.calls.slice(from).flatMap((c) => {
    const route = /\/channels\/(\d+)\/messages(?:\/(\d+))?$/.exec(c.path);
    if (!route || c.method === 'GET') return [];
    const target = route[2] === undefined ? 'a new message' : `message ${place.get(route[2]) ?? '?'}`;
    return [`${c.method} ${target}${c.body === undefined ? '' : `\n${shownBody(c.body)}`}`];
  });
}

const hasButtons = (components: any[]): boolean =>
  components.some((r) => (r.components ?? []).some((c: any) => c.type === 2 && !c.disabled));

/** The channel as it ends: every message the bot posted, as it stands, deleted ones marked. */
function channelAtEnd(w: BotAgainstDouble): string[] {
  return w.double
    .channelMessages()
    .map((m) => `${m.deleted ? '(deleted) ' : ''}${shownBody({ content: m.content, components: m.components })}`);
}

/** The tables still standing with live buttons: what a player could take for the conflict's table. */
const liveTables = (w: BotAgainstDouble) =>
  w.double
    .channelMessages()
    .filter((m) => !m.deleted && m.content.includes('**Waiting for**') && hasButtons(m.components));

/** Who is suggested to lead, as the status says it, or the table (its "Waiting for" line, loose or strict turns). */
const leaderIn = (status: string): string | null => {
  const m =
    /^Suggested to lead: (.+)\.$/m.exec(status) ??
    /^\*\*Waiting for\*\*: The next lead: (.+) is suggested, though anyone holding dice may lead\.$/m.exec(status) ??
    /^\*\*Waiting for\*\*: (.+) to lead the next exchange\.$/m.exec(status);
  return m?.[1] ?? null;
};

/** One run: a world, and what to do after each move (nothing, or restart the bot). */
class Table {
  readonly seen: Seen[] = [];
  /** The bot's writes through the channel's routes, the channel as it ends, how many tables look live. */
  end: { writes: string[]; channel: string[]; liveTables: number } = { writes: [], channel: [], liveTables: 0 };
  /** Where the game's calls to the double begin. */
  from = 0;
  readonly played: Played[] = [];
  /** Each one's pool after the rolls (the machine's starting point). */
  rolled: Record<string, number[]> = {};
  /** Whether moves may be followed by a restart yet (not between the rolls). */
  restarts = false;

  constructor(
    readonly world: BotAgainstDouble,
    readonly afterMove: (w: BotAgainstDouble) => Promise<void>,
  ) {}

  private run(
    user: DoubleUser,
    command: string,
    subcommand: string,
    options: Record<string, string | number | boolean> = {},
  ) {
    return this.world.double.command(user, command, sub(subcommand, options));
  }

  /** A set-up command: no reading, no restart. */
  async setup(
    user: DoubleUser,
    command: string,
    subcommand: string,
    options: Record<string, string | number | boolean> = {},
  ) {
    const sent = answered(await this.run(user, command, subcommand, options));
    if (sent.length === 0) throw new Error(`/${command} ${subcommand} got no answer`);
  }

  /** A move of the conflict: done, then (a restart, then) everything the table can read. */
  async move(
    label: string,
    user: DoubleUser,
    command: string,
    subcommand: string,
    options: Record<string, string | number | boolean> = {},
  ) {
    // Every move here is one the table sees (a refusal, only to the mover, is a bug of the script),
    // and its public answer must be in before the bot is stopped.
    const from = this.world.double.calls.length;
    const sent = answered(await withPublicOf(this.world.double, this.run(user, command, subcommand, options)));
    // The table follows the answer: it is edited (or moved) before anyone reads on.
    await this.settled(from);
    if (this.restarts) await this.afterMove(this.world);
    // Reads only, by five different people: they may run side by side.
    const reads = this.world.double.calls.length;
    const [statusAnswer, ...poolAnswers] = await Promise.all([
      withPublicOf(this.world.double, this.run(gm, 'conflict', 'status')),
      ...SEATS.map((name) => this.run(userOf(name), 'conflict', 'pool')),
    ]);
    const status = shown(publicOnes(answered(statusAnswer!))[0]!);
    // The status posts the table at the bottom, and the old one goes: wait for the bot to be done.
    await this.settled(reads);
    const pools: Record<string, number[]> = {};
    for (const [i, name] of SEATS.entries()) {
      const answer = poolAnswers[i]!;
      if (answer.some((m) => /^Pool: /m.test(content(m)))) pools[name] = poolIn(answer);
    }
    this.seen.push({
      move: label,
      public: publicOnes(sent).map(shown),
      private: privateOnes(sent).map(shown),
      status,
      leader: leaderIn(status),
      pools,
      liveTables: liveTables(this.world).length,
    });
    return sent;
  }

  /**
   * Until the bot has written through the channel's routes since call `from` (nearly every move
   * edits or moves the table; on a busy machine that may come a while after the answer), then sent
   * nothing more for a while.
   */
  private async settled(from: number, quietMs = 300): Promise<void> {
    await vi
      .waitFor(() => expect(channelWrites(this.world, from)).not.toEqual([]), { timeout: 3_000, interval: 50 })
      .catch(() => {}); // a move that changes nothing on the table writes nothing
    let seen = -1;
    while (seen !== this.world.double.calls.length) {
      seen = this.world.double.calls.length;
      await new Promise((resolve) => setTimeout(resolve, quietMs));
    }
  }

  get last(): Seen {
    return this.seen.at(-1)!;
  }
}

/** The whole game; every choice it makes follows what the table reads, the same way in both runs. */
async function playGame(t: Table): Promise<void> {
  await t.setup(gm, 'campaign', 'create', { name: 'Restart Nights' });
  for (const { user, name } of players) {
    await t.setup(user, 'character', 'create', { name });
    for (const path of ['Coordination', 'Coordination: Projectiles', AIRGUN, 'Physique'])
      await t.setup(user, 'character', 'skill', { path });
    await t.setup(user, 'character', 'gear', { name: 'Airgun', quality: 6, mode: 'assist', skill: AIRGUN });
  }
  await t.setup(gm, 'npc', 'create', { name: 'Viktor', level: 6 });
  await t.setup(gm, 'npc', 'create', { name: 'Dock gang', 'gang-size': 12 });
  await t.setup(gm, 'session', 'start');

  t.restarts = true;
  t.from = t.world.double.calls.length;
  const [ana, ben, cy] = players;
  await t.move('Ana starts against Viktor', ana.user, 'conflict', 'start', { primary: AIRGUN, against: 'Viktor' });
  await t.move('the Dock gang joins the GM side', gm, 'conflict', 'add-npc', { npc: 'Dock gang' });
  await t.move('Ben joins', ben.user, 'conflict', 'join');
  await t.move('Cy joins', cy.user, 'conflict', 'join');
  await t.move('the GM sets the secondary skill', gm, 'conflict', 'secondary', { skill: 'Physique' });
  // The dice stream starts again with each process: no restart between the rolls (see the top).
  t.restarts = false;
  for (const [i, name] of ['Ana', 'Ben', 'Cy', GM_ACTOR].entries()) {
    if (i === 3) t.restarts = true;
    await t.move(`${name} rolls`, userOf(name), 'conflict', 'roll');
  }
  t.rolled = structuredClone(t.last.pools);
  // R4.1: the last roll leaves the set-up open; the GM begins the exchanges.
  await t.move('the GM begins', gm, 'conflict', 'begin');

  for (let no = 1; no <= EXCHANGES; no++) {
    const pools = t.last.pools;
    const spoken = t.last.leader;
    // The GM side is suggested by its NPC standing, or as "one of the GM's characters (…)".
    const gmSide = spoken && (spoken.startsWith("one of the GM's characters") || NPCS.includes(spoken));
    const leader = gmSide ? GM_ACTOR : spoken;
    if (!leader || pools[leader]!.length === 0) break;
    // The GM answers each player in turn; a player takes on Viktor. Both push one die, the same face
    // when the target has it (a tie: nobody captures, the turn passes on), else the leader's best.
    const pcs = players.map((p) => p.name).filter((n) => pools[n]!.length > 0);
    const target = leader === GM_ACTOR ? pcs[(no - 1) % pcs.length] : GM_ACTOR;
    if (!target) break;
    const common = pools[leader]!.filter((f) => pools[target]!.includes(f));
    const lead = common[0] ?? pools[leader]![0]!;
    const risky = no === 5;
    const aimedAt = target === GM_ACTOR ? 'Viktor' : target;
    await t.move(
      `${leader} leads exchange ${no}${risky ? ' (risky)' : ''} against ${aimedAt} with ${lead}`,
      userOf(leader),
      'exchange',
      'lead',
      {
        target: aimedAt,
        action: `Move ${no}`,
        dice: String(lead),
        confirm: true,
        ...(risky ? { risky: true } : {}),
      },
    );
    t.played.push({ actor: leader, move: { do: 'lead', target: aimedAt, dice: [lead as Face], risky } });
    const answer = t.last.pools[target]!.includes(lead) ? lead : t.last.pools[target]![0];
    const dice = answer === undefined ? [] : [answer as Face];
    await t.move(`${target} answers with ${dice.join('') || 'nothing'}`, userOf(target), 'exchange', 'respond', {
      action: `Answer ${no}`,
      dice: dice.join(''),
    });
    t.played.push({ actor: target, move: { do: 'respond', dice } });
  }
}

/** The same game in the rules machine, in memory: the suggested leader after each exchange move. */
function inMemory(t: Table): { leader: string | null; pools: Record<string, number[]> }[] {
  const start = startWithPools({
    primary: AIRGUN,
    secondary: 'Physique',
    participants: SEATS.map((name) => ({
      name,
      side: name === GM_ACTOR ? 1 : 0,
      pool: sortHighToLow(t.rolled[name] as Face[]),
      ...(name === GM_ACTOR ? { gm: true, npcs: NPCS } : {}),
    })),
  });
  if (!('phase' in start)) throw new Error(`the machine refused the start: ${start.message}`);
  let s: ConflictState = start;
  const noDice = {
    die: (): number => {
      throw new Error('no exchange move rolls dice');
    },
  };
  return t.played.map(({ actor, move }) => {
    const r = apply(s, move, actor, noDice);
    if (!r.ok) throw new Error(`the machine refused ${actor} ${move.do}: ${r.refusal.message}`);
    s = r.state;
    return {
      leader: s.suggestedLeader && !s.pending ? leaderWords(s, s.suggestedLeader) : null,
      pools: Object.fromEntries(s.participants.map((p) => [p.name, [...p.pool]])),
    };
  });
}

async function playedBy(afterMove: (w: BotAgainstDouble) => Promise<void>): Promise<Table> {
  const world = await startBotAgainstDouble({
    seed: SEED,
    double: { ...IDS, quietMs: 60 },
    name: 'e2e-restart',
    logLevel: 'warn',
    database: e2eDatabase,
  });
  const t = new Table(world, afterMove);
  try {
    await playGame(t);
    t.end = {
      writes: channelWrites(world, t.from),
      channel: channelAtEnd(world),
      liveTables: liveTables(world).length,
    };
    expectNoLeaks(world.double);
  } finally {
    if (process.env.VENUS_E2E_TRANSCRIPT) console.log(transcript(world.double.messages));
    await world.stop();
  }
  return t;
}

const exchangeSteps = (t: Table) => t.seen.filter((s) => / (leads|answers) /.test(s.move));

describe('a conflict played with a restart after every move', () => {
  let straight: Table;
  let restarted: Table;

  it('GIVEN one bot process for the whole game THEN the game is played out, with ties passing the turn', async () => {
    straight = await playedBy(async () => {});
    const steps = exchangeSteps(straight);
    expect(steps.length, straight.seen.map((s) => s.move).join('\n')).toBeGreaterThanOrEqual(12);
    // Ties happened, so the suggested leader moved along the turn order, not just to a capturer.
    expect(new Set(steps.map((s) => s.leader)).size).toBeGreaterThanOrEqual(3);
    // The table moved and was edited along the way, and one table stands at the end.
    expect(straight.end.writes.filter((w) => w.startsWith('PATCH')).length).toBeGreaterThan(10);
    expect(straight.end.writes.filter((w) => w.startsWith('DELETE')).length).toBeGreaterThan(10);
    expect(straight.seen.map((s) => s.liveTables)).toEqual(straight.seen.map(() => 1));
    expect(straight.end.liveTables).toBe(1);
  });

  it('GIVEN the same game with the bot restarted on the same database after every move THEN the table sees exactly the same', async () => {
    restarted = await playedBy((w) => w.restart({ graceful: true }));
    const rows = (t: Table) => t.seen.map((s) => `${s.move} → ${s.leader ?? '—'}`);
    expect(rows(restarted)).toEqual(rows(straight));
    // Move by move: the same messages and readings, the table's "lately" lines included.
    for (const [n, step] of straight.seen.entries()) expect(restarted.seen[n], step.move).toEqual(step);
    // The same table edits and moves, in the same order, and the channel ends the same.
    expect(restarted.end.writes).toEqual(straight.end.writes);
    expect(restarted.end.channel).toEqual(straight.end.channel);
    expect(restarted.end.liveTables).toBe(1);
    // Some thirty restarts, each a new process that logs in again: on a busy machine that takes long.
  }, 480_000);

  it('GIVEN the same pools and moves in the rules machine THEN the bot suggests the leaders the machine does (R4.3, R4.4)', () => {
    const memory = inMemory(straight);
    const bot = exchangeSteps(straight);
    const rows = (xs: { leader: string | null }[]) => xs.map((x, i) => `${bot[i]!.move} → ${x.leader ?? '—'}`);
    expect.soft(rows(bot)).toEqual(rows(memory));
    expect(bot.map((s) => s.pools)).toEqual(memory.map((m) => m.pools));
  });
});
