// A `conflict` case played a second time, through the bot's own path: the conflict lives in a
// SQLite file, and every move opens a fresh connection, loads the stored state (sheets refreshed),
// plays through the use case (playLoaded, in one immediate transaction) and saves. It walks in
// step with the in-memory play and reports the first move where the two part.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Deps } from '../app/use-case/context';
import { loadAs, type Played, playLoaded } from '../app/conflict/conflict-machine';
import { AppError } from '../app/use-case/errors';
import { transact } from '../app/use-case/transaction';
import { outcome } from '../app/views';
import { isRuleError, scriptedDice } from '../rules';
import type { ConflictState, Move, apply } from '../rules/conflict';
import { getCampaign } from '../store/campaign/campaigns';
import { loadConflictState } from '../store/conflict/conflict-state';
import { getConflict } from '../store/conflict/conflicts';
import type { Db } from '../store/engine/db';
import { openDatabase } from '../store/engine/open-database';
import type { CampaignId, ConflictId } from '../store/engine/ids';
import { CaseFailure } from './case-failure';
import { observe } from './conflict-observe';
import { firstDifference } from './first-difference';
import { CASE_CHANNEL, CASE_GM, CASE_GUILD, seedConflict } from './stored-conflict-seed';

/** For tests of this runner only: runs on the file after each move is saved (to break the store). */
export type AfterSave = (db: Db, move: number) => void;

type MemoryResult = ReturnType<typeof apply>;
type StoredResult = { ok: true; played: Played } | { ok: false; code: string; message: string };

const CALLER = { userId: CASE_GM, guildId: CASE_GUILD, channelId: CASE_CHANNEL };

export class StoredConflict {
  readonly #dir = mkdtempSync(join(tmpdir(), 'venus-case-'));
  readonly #path = join(this.#dir, 'case.db');
  readonly #dice: ReturnType<typeof scriptedDice>;
  #ids: { campaignId: CampaignId; conflictId: ConflictId } = {
    campaignId: 0 as CampaignId,
    conflictId: 0 as ConflictId,
  };
  #clock = Date.parse('2140-01-01T00:00:00Z');

  private constructor(
    dice: readonly number[],
    private readonly afterSave?: AfterSave,
  ) {
    this.#dice = scriptedDice(dice);
  }

  /** Writes the start state to a new file; `dice` are the case's, in the same order as memory's. */
  static async create(start: ConflictState, dice: readonly number[], afterSave?: AfterSave): Promise<StoredConflict> {
    const stored = new StoredConflict(dice, afterSave);
    try {
      stored.#ids = await stored.#withDb((db) => db.transaction((tx) => seedConflict(tx, start, stored.#now())));
      return stored;
    } catch (err) {
      stored.close(); // a case the store cannot hold leaves no file behind
      throw err;
    }
  }

  /**
   * Plays move `no` on the stored conflict, after checking that the stored state is memory's state
   * before the move; then compares the outcome with memory's (`memory`, with `diceLeft` unrolled).
   */
  async play(
    no: number,
    label: string,
    move: Move,
    actor: string,
    before: ConflictState,
    memory: MemoryResult,
    diceLeft: number,
  ) {
    const stored = await this.#withDb((db) => this.#playOn(db, no, move, actor, before));
    const parts = (why: string) => new CaseFailure(`stored play parts from memory at ${label}: ${why}`);
    if (memory.ok && !stored.ok) throw parts(`refused (${stored.code}: ${stored.message}), memory accepted it`);
    if (!memory.ok && stored.ok) throw parts(`accepted, memory refused it (${memory.refusal.code})`);
    if (!memory.ok && !stored.ok && memory.refusal.message !== stored.message)
      throw parts(`refused with "${stored.message}", memory with "${memory.refusal.message}"`);
    if (this.#dice.remaining() !== diceLeft)
      throw parts(`${this.#dice.remaining()} dice left unrolled, memory ${diceLeft}`);
    if (memory.ok && stored.ok) {
      const seen = observe(stored.played.state);
      const want = observe(memory.state);
      for (const key of Object.keys(want) as (keyof typeof want)[]) {
        if (JSON.stringify(seen[key]) !== JSON.stringify(want[key]))
          throw parts(`${key} differ: memory ${JSON.stringify(want[key])}, stored ${JSON.stringify(seen[key])}`);
      }
    }
  }

  /** The stored state after the last move (`moves` of them) must be memory's final state. */
  async finish(moves: number, state: ConflictState): Promise<void> {
    await this.#withDb(async (db) => {
      const why = firstDifference(state, (await this.#load(db)).state);
      if (why) throw new CaseFailure(`the stored state differs after move ${moves}: ${why} (memory vs stored)`);
    });
  }

  /** Removes the file (and its journal). */
  close(): void {
    rmSync(this.#dir, { recursive: true, force: true });
  }

  async #playOn(db: Db, no: number, move: Move, actor: string, before: ConflictState): Promise<StoredResult> {
    const deps: Deps = { db, random: this.#dice, now: () => new Date(this.#now()) };
    let played: Played | undefined;
    try {
      await transact(deps, CALLER, async (deps) => {
        const loaded = await loadAs(deps, await this.#campaign(deps.db), await this.#conflict(deps.db), actor);
        const why = firstDifference(before, loaded.before.state);
        if (why) throw new CaseFailure(`the stored state differs before move ${no}: ${why} (memory vs stored)`);
        played = await playLoaded(deps, loaded, move);
        return outcome([]);
      });
    } catch (err) {
      if (err instanceof AppError || isRuleError(err)) return { ok: false, code: err.code, message: err.message };
      throw err;
    }
    this.afterSave?.(db, no);
    return { ok: true, played: played! };
  }

  async #load(db: Db) {
    return await loadConflictState(db, await this.#campaign(db), await this.#conflict(db));
  }

  async #campaign(db: Db) {
    return (await getCampaign(db, this.#ids.campaignId))!;
  }

  async #conflict(db: Db) {
    return (await getConflict(db, this.#ids.conflictId))!;
  }

  #now(): string {
    this.#clock += 1000;
    return new Date(this.#clock).toISOString();
  }

  /** A fresh connection for each step: nothing survives between moves but the file. */
  async #withDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
    const db = openDatabase(this.#path);
    try {
      return await work(db);
    } finally {
      await db.close();
    }
  }
}
