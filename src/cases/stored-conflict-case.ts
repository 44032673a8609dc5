// A `conflict` case played a second time, through the bot's own path: the conflict lives in a
// SQLite file, and every move opens a fresh connection, loads the stored state (sheets refreshed),
// plays through the use case (playLoaded, in one immediate transaction) and saves. It walks in
// step with the in-memory play and reports the first move where the two part.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Deps } from '../app/context';
import { loadAs, type Played, playLoaded } from '../app/conflict/conflict-machine';
import { AppError } from '../app/errors';
import { transact } from '../app/transaction';
import { outcome } from '../app/views';
import { isRuleError, scriptedDice } from '../rules';
import type { ConflictState, Move, apply } from '../rules/conflict';
import { getCampaign } from '../store/campaigns';
import { loadConflictState } from '../store/conflict-state';
import { getConflict } from '../store/conflicts';
import type { Db } from '../store/db';
import { openDatabase } from '../store/open-database';
import type { CampaignId, ConflictId } from '../store/ids';
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
  readonly #ids: { campaignId: CampaignId; conflictId: ConflictId };
  #clock = Date.parse('2140-01-01T00:00:00Z');

  /** Writes the start state to a new file; `dice` are the case's, in the same order as memory's. */
  constructor(
    start: ConflictState,
    dice: readonly number[],
    private readonly afterSave?: AfterSave,
  ) {
    this.#dice = scriptedDice(dice);
    try {
      this.#ids = this.#withDb((db) => db.transaction(() => seedConflict(db, start, this.#now())).immediate());
    } catch (err) {
      this.close(); // a case the store cannot hold leaves no file behind
      throw err;
    }
  }

  /**
   * Plays move `no` on the stored conflict, after checking that the stored state is memory's state
   * before the move; then compares the outcome with memory's (`memory`, with `diceLeft` unrolled).
   */
  play(
    no: number,
    label: string,
    move: Move,
    actor: string,
    before: ConflictState,
    memory: MemoryResult,
    diceLeft: number,
  ) {
    const stored = this.#withDb((db) => this.#playOn(db, no, move, actor, before));
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
  finish(moves: number, state: ConflictState): void {
    this.#withDb((db) => {
      const why = firstDifference(state, this.#load(db).state);
      if (why) throw new CaseFailure(`the stored state differs after move ${moves}: ${why} (memory vs stored)`);
    });
  }

  /** Removes the file (and its journal). */
  close(): void {
    rmSync(this.#dir, { recursive: true, force: true });
  }

  #playOn(db: Db, no: number, move: Move, actor: string, before: ConflictState): StoredResult {
    const deps: Deps = { db, random: this.#dice, now: () => new Date(this.#now()) };
    let played: Played | undefined;
    try {
      transact(deps, CALLER, () => {
        const loaded = loadAs(deps, this.#campaign(db), this.#conflict(db), actor);
        const why = firstDifference(before, loaded.before.state);
        if (why) throw new CaseFailure(`the stored state differs before move ${no}: ${why} (memory vs stored)`);
        played = playLoaded(deps, loaded, move);
        return outcome([]);
      });
    } catch (err) {
      if (err instanceof AppError || isRuleError(err)) return { ok: false, code: err.code, message: err.message };
      throw err;
    }
    this.afterSave?.(db, no);
    return { ok: true, played: played! };
  }

  #load(db: Db) {
    return loadConflictState(db, this.#campaign(db), this.#conflict(db));
  }

  #campaign(db: Db) {
    return getCampaign(db, this.#ids.campaignId)!;
  }

  #conflict(db: Db) {
    return getConflict(db, this.#ids.conflictId)!;
  }

  #now(): string {
    this.#clock += 1000;
    return new Date(this.#clock).toISOString();
  }

  /** A fresh connection for each step: nothing survives between moves but the file. */
  #withDb<T>(work: (db: Db) => T): T {
    const db = openDatabase(this.#path);
    try {
      return work(db);
    } finally {
      db.close();
    }
  }
}
