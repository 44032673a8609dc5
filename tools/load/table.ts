// One table's play, as its two people would type it: set-up, then exchanges one die at a time
// (the player leads, the GM answers, then the other way round), a look at the status now and then,
// and a new conflict when one side runs out of dice. Pools are read from the private `Pool:` lines.
import { type CommandOption, type SentMessage, sub } from '../double';
import type { DoubleUser } from '../double';
import type { TableSeat } from './world';

const AIRGUN = 'Coordination: Projectiles: Airgun';
const NPC = 'Viktor';
const PC = 'Pat';

export type Send = (
  user: DoubleUser,
  name: string,
  options: CommandOption[],
  seat: TableSeat,
) => Promise<SentMessage[]>;

/** What happened to one action, for the counters. */
export type Result = 'ok' | 'refused' | 'resolved';

type Phase = 'rolled' | 'player-led' | 'gm-led' | 'ended';

function poolOf(messages: readonly SentMessage[]): number[] | null {
  for (const m of messages) {
    const text = typeof m.data?.content === 'string' ? (m.data.content as string) : '';
    const line = /^Pool: (.*)$/m.exec(text)?.[1];
    if (line !== undefined && m.ephemeral) return line === 'empty' ? [] : line.split(' ').map(Number);
  }
  return null;
}

/** Anything that makes one move at a time. */
export interface Mover {
  step(): Promise<Result>;
}

/** For the floor bot, which answers everything the same way: the player leads again and again. */
export class FloorTable implements Mover {
  constructor(
    readonly seat: TableSeat,
    private readonly send: Send,
  ) {}

  async step(): Promise<Result> {
    await this.send(
      this.seat.player,
      'exchange',
      sub('lead', { target: NPC, action: 'I fire from cover', dice: '6' }),
      this.seat,
    );
    return 'ok';
  }
}

export class Table implements Mover {
  private phase: Phase = 'ended';
  private pools = { player: [] as number[], gm: [] as number[] };
  private nextLeader: 'player' | 'gm' = 'player';
  exchangesResolved = 0;
  /** Answers to exchanges that never arrived: the bot may still have resolved them. */
  answersUnseen = 0;
  /** What the bot said when a move did not go as planned (printed by the report). */
  readonly surprises: string[] = [];

  constructor(
    readonly seat: TableSeat,
    private readonly send: Send,
    private readonly random: () => number,
  ) {}

  private run(
    user: DoubleUser,
    command: string,
    subcommand: string,
    options: Record<string, string | number | boolean> = {},
  ): Promise<SentMessage[]> {
    return this.send(user, command, sub(subcommand, options), this.seat);
  }

  /** The campaign, character, NPC and session, then a first conflict. Not timed. */
  async setUp(): Promise<void> {
    const { gm, player } = this.seat;
    await this.run(gm, 'campaign', 'create', { name: `Load table ${this.seat.no}` });
    await this.run(player, 'character', 'create', { name: PC });
    for (const path of ['Coordination', 'Coordination: Projectiles', AIRGUN, 'Physique'])
      await this.run(player, 'character', 'skill', { path });
    await this.run(gm, 'npc', 'create', { name: NPC, level: 6 });
    await this.run(gm, 'session', 'start');
    await this.startConflict();
  }

  private async startConflict(): Promise<Result> {
    const { gm, player } = this.seat;
    await this.run(player, 'conflict', 'start', { primary: AIRGUN, against: NPC });
    await this.run(gm, 'conflict', 'secondary', { skill: 'Physique' });
    const rolledP = await this.run(player, 'conflict', 'roll');
    const rolledG = await this.run(gm, 'conflict', 'roll');
    const p = poolOf(rolledP);
    const g = poolOf(rolledG);
    if (p === null || g === null || p.length === 0 || g.length === 0) return this.recover([...rolledP, ...rolledG]);
    this.pools = { player: p, gm: g };
    this.phase = 'rolled';
    return 'ok';
  }

  /** Something unexpected: the GM ends the conflict; the next step starts a new one. */
  private async recover(answer: readonly SentMessage[]): Promise<Result> {
    const said = answer
      .map((m) => String(m.data?.content ?? ''))
      .join(' / ')
      .replace(/\n/g, ' / ');
    this.surprises.push(answer.length === 0 ? '(no answer before the deadline)' : said.slice(0, 300));
    await this.run(this.seat.gm, 'conflict', 'end');
    this.phase = 'ended';
    return 'refused';
  }

  /** One person's next move (one or, at a conflict's start, four interactions). */
  async step(): Promise<Result> {
    const { gm, player } = this.seat;
    if (this.phase === 'ended') return this.startConflict();
    if (this.random() < 0.1) {
      await this.run(this.random() < 0.5 ? gm : player, 'conflict', 'status');
      return 'ok';
    }
    if (this.phase === 'rolled') {
      const leader = this.nextLeader;
      const die = this.pools[leader][0]!;
      const args =
        leader === 'player'
          ? { target: NPC, action: 'I fire from cover', dice: String(die), confirm: true }
          : { target: PC, action: 'Viktor charges', dice: String(die), confirm: true };
      const answer = await this.run(leader === 'player' ? player : gm, 'exchange', 'lead', args);
      const pool = poolOf(answer);
      if (pool === null) return this.recover(answer);
      this.pools[leader] = pool;
      this.phase = leader === 'player' ? 'player-led' : 'gm-led';
      return 'ok';
    }
    const answerer = this.phase === 'player-led' ? 'gm' : 'player';
    const die = this.pools[answerer].at(-1)!;
    const answer = await this.run(answerer === 'gm' ? gm : player, 'exchange', 'respond', {
      action: 'I hold my ground',
      dice: String(die),
    });
    const pool = poolOf(answer);
    if (answer.length === 0) this.answersUnseen += 1;
    if (pool === null) return this.recover(answer);
    this.pools[answerer] = pool;
    this.exchangesResolved += 1;
    this.nextLeader = this.nextLeader === 'player' ? 'gm' : 'player';
    // A side out of dice ends the conflict by itself (R8.1).
    this.phase = this.pools.player.length === 0 || this.pools.gm.length === 0 ? 'ended' : 'rolled';
    return 'resolved';
  }
}
