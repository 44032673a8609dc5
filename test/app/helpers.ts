import { answerBeg, asUserId, requestBeg, type Caller, type Deps, type Outcome } from '../../src/app';
import { type RandomSource, scriptedDice } from '../../src/rules';
import type { Db } from '../../src/store/engine/db';
import type { ConflictState } from '../../src/rules/conflict';
import { readConflictDocument, writeConflictDocument } from '../../src/store/conflict/conflict-state';
import { latestConflict } from '../../src/store/conflict/conflicts';
import { tableNames, tableRows } from '../support/sql';
import { testStore } from '../support/test-store';

export const GUILD = 'g1';
export const CHANNEL = 'c1';

/** A test world: the run's engine (in-memory SQLite, a file, or a fresh PostgreSQL database), scripted dice, a clock that ticks one second per call. */
export function makeDeps(opts: { path?: string; dice?: RandomSource; db?: Db } = {}): Deps & { dice: RandomSource } {
  const dice = opts.dice ?? scriptedDice([]);
  let t = Date.parse('2140-01-01T00:00:00Z');
  let salts = 0;
  return {
    db: opts.db ?? testStore(opts.path),
    random: dice,
    dice,
    now: () => new Date((t += 1000)),
    salt: () => `salt-${++salts}`,
  };
}

let interaction = 0;
/** A caller in the test channel; each call gets a fresh interaction id. */
export function as(userId: string, channelId = CHANNEL, guildId = GUILD): Caller {
  return { userId: asUserId(userId), guildId, channelId, interactionId: `i${++interaction}` };
}

/** Every row of every game table, for "nothing changed" comparisons. */
export async function dump(db: Db): Promise<Record<string, unknown[]>> {
  const tables = (await tableNames(db)).filter((t) => t !== 'handled_interactions');
  const out: Record<string, unknown[]> = {};
  for (const t of tables) out[t] = await tableRows(db, t);
  return out;
}

/** Every key anywhere in a value (to prove public views hold no pool). */
export function deepKeys(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => deepKeys(v, into));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      deepKeys(v, into);
    }
  }
  return into;
}

export function poolOf(o: Outcome, userId: string): number[] | undefined {
  const v = o.private[userId]?.find((p) => p.kind === 'pool');
  return v?.kind === 'pool' ? v.pool.pool : undefined;
}

/** R10.3: a player begs for points and the GM grants the plea at once. */
export async function begGranted(
  deps: Deps,
  player: Caller,
  gm: Caller,
  input: { amount: number; reason: string; character?: string | null },
): Promise<void> {
  const { begId } = await requestBeg(deps, player, input);
  await answerBeg(deps, gm, { begId, grant: true });
}

/**
 * Changes the stored state of the channel's latest conflict directly, as a test's set-up: the
 * document is the conflict's only state, so this is where a test puts what no command would.
 */
export async function editState(db: Db, edit: (state: ConflictState) => void): Promise<void> {
  const conflict = (await latestConflict(db, GUILD, CHANNEL))!;
  const read = await readConflictDocument(db, conflict.id);
  // The stored state may be shared with later reads: edit a copy of it.
  const state = structuredClone(read.state);
  const { version } = read;
  edit(state);
  await writeConflictDocument(db, conflict.id, state, version);
}
