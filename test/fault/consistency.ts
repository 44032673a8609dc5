// Consistency checks derived from the tables alone, shared by the crash, fuzz and authz suites.
// Each returns a list of problems (empty = consistent) so a failure names every broken rule.
import type { ExchangeResult, Face } from '../../src/rules';
import type { Db } from '../../src/store/engine/db';
import type { ConflictState } from '../../src/rules/conflict';
import { exchangesOf } from '../../src/store/conflict/exchange-rows';
import { asConflictId } from '../../src/store/engine/ids';
import { row, rows } from '../support/sql';

interface ParticipantRaw {
  id: number;
  conflict_id: number;
  kind: 'pc' | 'gm';
  character_id: number | null;
  name: string;
  drawn: number | null;
  rolled: string | null;
  pool: string;
  books: number;
  knocked_out: number;
  leftover: number | null;
  /** R4.3 initiative bid (a later column): bid dice are spent. */
  bid?: string | null;
}
interface ExchangeRaw {
  id: number;
  conflict_id: number;
  no: number;
  status: 'pending' | 'resolved' | 'cancelled';
  actor_id: number;
  target_id: number;
  actor_dice: string;
  target_dice: string | null;
  result: string | null;
  actor_books: number | null;
  target_books: number | null;
  /** R5.4 war dice added while the exchange waits (columns of a later migration; absent before it). */
  war_actor?: string | null;
  war_target?: string | null;
}

const parse = <T>(s: string | null): T | null => (s == null ? null : (JSON.parse(s) as T));
const isFace = (v: unknown): v is Face => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 6;
const sortDesc = (xs: readonly number[]) => [...xs].sort((a, b) => b - a);
const sameList = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** a − b as multisets, or null when b holds a face a does not. */
function minus(a: readonly number[], b: readonly number[]): number[] | null {
  const owed = new Map<number, number>();
  for (const x of b) owed.set(x, (owed.get(x) ?? 0) + 1);
  const rest = a.filter((x) => {
    const n = owed.get(x) ?? 0;
    if (n > 0) owed.set(x, n - 1);
    return n === 0;
  });
  return [...owed.values()].some((n) => n > 0) ? null : rest;
}

/**
 * A participant row with its play columns as the conflict's document has them: the rows take
 * pools, books and knock-outs only once the conflict has ended, while the document has them always.
 */
function asPlayed(r: ParticipantRaw, state: ConflictState | null): ParticipantRaw {
  const p = state?.participants.find((q) => q.name === r.name);
  if (!state || !p) return r;
  const bid = state.initiative?.bids[p.name];
  return {
    ...r,
    pool: JSON.stringify(p.pool),
    books: p.books,
    knocked_out: p.out !== null ? 1 : 0,
    leftover: p.leftover,
    ...(bid ? { bid: JSON.stringify(bid) } : {}),
  };
}

/**
 * SQLite's own checks: the file is sound and every foreign key resolves. PostgreSQL checks every
 * foreign key as it writes (SQLite only with the pragma on) and keeps no file to check here.
 */
function storageProblems(db: Db): string[] {
  const problems: string[] = [];
  if (db.engine === 'postgres') return problems;
  const integrity = db.sqlite.pragma('integrity_check', { simple: true });
  if (integrity !== 'ok') problems.push(`integrity_check: ${String(integrity)}`);
  const fk = db.sqlite.pragma('foreign_key_check') as unknown[];
  if (fk.length > 0) problems.push(`foreign_key_check: ${JSON.stringify(fk.slice(0, 5))}`);
  return problems;
}

/** Murphy balance = Σ murphy_log deltas and each logged balance is the running sum; the same for player points. */
async function ledgerProblems(db: Db): Promise<string[]> {
  const problems: string[] = [];
  for (const { campaign_id, balance } of await rows<{ campaign_id: number; balance: number }>(
    db,
    'SELECT campaign_id, balance FROM murphy_pools ORDER BY campaign_id',
  )) {
    const log = await rows<{ delta: number; balance: number }>(
      db,
      'SELECT delta, balance FROM murphy_log WHERE campaign_id = ? ORDER BY id',
      campaign_id,
    );
    let running = 0;
    for (const row of log) {
      running += row.delta;
      if (row.balance !== running)
        problems.push(`campaign ${campaign_id}: murphy_log balance ${row.balance} where the running sum is ${running}`);
      if (running < 0) problems.push(`campaign ${campaign_id}: Murphy pool went negative (${running})`);
    }
    if (running !== balance)
      problems.push(`campaign ${campaign_id}: Murphy balance ${balance} ≠ Σ log deltas ${running}`);
  }
  for (const { id, player_points } of await rows<{ id: number; player_points: number }>(
    db,
    'SELECT id, player_points FROM characters ORDER BY id',
  )) {
    const log = await rows<{ delta: number; balance: number }>(
      db,
      'SELECT delta, balance FROM points_log WHERE character_id = ? ORDER BY id',
      id,
    );
    let running = 0;
    for (const row of log) {
      running += row.delta;
      if (row.balance !== running)
        problems.push(`character ${id}: points_log balance ${row.balance} where the running sum is ${running}`);
    }
    if (running !== player_points)
      problems.push(`character ${id}: player points ${player_points} ≠ Σ points_log deltas ${running}`);
    if (player_points < 0) problems.push(`character ${id}: negative player points`);
  }
  return problems;
}

/**
 * Per conflict: every pushed die is pending in its exchange or accounted for by a resolved
 * exchange's result; pools are faces 4–6 high to low and equal what was rolled minus what was
 * pushed; books equal what the exchanges, leftovers, purchases and gifts say.
 */
async function conflictProblems(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const conflicts = await rows<{ id: number; phase: string; end_reason: string | null }>(
    db,
    'SELECT id, phase, end_reason FROM conflicts ORDER BY id',
  );
  for (const c of conflicts) {
    const say = (msg: string) => problems.push(`conflict ${c.id}: ${msg}`);
    const participants = await rows<ParticipantRaw>(
      db,
      'SELECT * FROM participants WHERE conflict_id = ? ORDER BY seq',
      c.id,
    );
    const stored = await row<{ state: string | null }>(db, 'SELECT state FROM conflicts WHERE id = ?', c.id);
    const state = parse<{ state: ConflictState }>(stored?.state ?? null)?.state ?? null;
    // Live, the document holds the play columns; once ended, the rows must agree with it.
    const ps = c.phase === 'ended' ? participants : participants.map((r) => asPlayed(r, state));
    if (c.phase === 'ended' && state) {
      for (const r of participants) {
        const p = asPlayed(r, state);
        if (p.pool !== r.pool || p.books !== r.books || p.knocked_out !== r.knocked_out)
          say(`${r.name}: its row does not match the conflict's document`);
      }
    }
    // The exchanges that left play: rows once the conflict has ended, derived from its log before.
    const xs: ExchangeRaw[] = (await exchangesOf(db, asConflictId(c.id))).map((x) => ({
      id: x.id,
      conflict_id: x.conflictId,
      no: x.no,
      status: x.status,
      actor_id: x.actorId,
      target_id: x.targetId,
      actor_dice: JSON.stringify(x.actorDice),
      target_dice: x.targetDice ? JSON.stringify(x.targetDice) : null,
      result: x.result ? JSON.stringify(x.result) : null,
      actor_books: x.actorBooks,
      target_books: x.targetBooks,
      war_actor: JSON.stringify(x.warActor),
      war_target: JSON.stringify(x.warTarget),
    }));
    // A waiting exchange has no row yet: it lives in the document until it leaves play.
    const waiting = state?.pending;
    if (waiting && !xs.some((x) => x.no === waiting.no)) {
      const idOf = (name: string) => participants.find((r) => r.name === name)?.id ?? -1;
      xs.push({
        id: -1,
        conflict_id: c.id,
        no: waiting.no,
        status: 'pending',
        actor_id: idOf(waiting.actor),
        target_id: idOf(waiting.target),
        actor_dice: JSON.stringify(waiting.actorDice),
        target_dice: waiting.targetDice ? JSON.stringify(waiting.targetDice) : null,
        result: null,
        actor_books: null,
        target_books: null,
        war_actor: JSON.stringify(waiting.warActor),
        war_target: JSON.stringify(waiting.warTarget),
      });
    }
    const racks = (
      await rows<{ payload: string }>(
        db,
        `SELECT payload FROM events WHERE conflict_id = ? AND kind = 'rack-rolled' ORDER BY id`,
        c.id,
      )
    ).map((e) => parse<{ rolled: number[] }>(e.payload)!.rolled);
    // R7.3: the winner of a fly roll adds every die of both fly rolls to its pool.
    // The faces are told only to the winner ('fly-gained'), never in the public 'fly' event.
    const fly = (
      await rows<{ payload: string }>(
        db,
        `SELECT payload FROM events WHERE conflict_id = ? AND kind = 'fly-gained' ORDER BY id`,
        c.id,
      )
    ).map((e) => parse<{ name: string; faces: number[] }>(e.payload)!);
    const pending = xs.filter((x) => x.status === 'pending');
    if (pending.length > 1) say(`${pending.length} pending exchanges`);
    if (c.phase === 'ended' && pending.length > 0) say('an ended conflict still has a pending exchange');

    const gained = new Map<number, number[]>();
    const spent = new Map<number, number[]>();
    const won = new Map<number, number>();
    let rerolls = false;
    for (const p of ps) {
      const rolled = parse<number[]>(p.rolled) ?? [];
      if (!rolled.every(isFace)) say(`${p.name}: rolled holds a non-face`);
      let g = rolled.filter((f) => f >= 4);
      if (p.kind === 'gm') g = [...g, ...racks.flat().filter((f) => f >= 4)];
      for (const f of fly)
        if (f.name === p.name) g = [...g, ...f.faces];
        else if (
          p.drawn !== null &&
          rolled.length - p.drawn !== rolled.filter((f) => f === 6).length &&
          rolled.length < 10_000
        ) {
          say(
            `${p.name}: ${rolled.length} dice rolled for ${p.drawn} drawn, but ${rolled.filter((f) => f === 6).length} sixes (R1.2)`,
          );
        }
      gained.set(p.id, g);
      spent.set(p.id, [...(parse<number[]>(p.bid ?? null) ?? [])]);
      won.set(p.id, 0);
    }
    for (const x of xs) {
      const actorDice = parse<number[]>(x.actor_dice) ?? [];
      if (actorDice.length === 0) say(`exchange ${x.no}: no dice pushed`);
      if (!actorDice.every((f) => isFace(f) && f >= 4)) say(`exchange ${x.no}: pushed a face outside 4–6`);
      if (x.status === 'cancelled') continue;
      spent.get(x.actor_id)?.push(...actorDice);
      if (x.status === 'pending') {
        // A response may be in while a war waits for more dice: all of it has left the pools.
        if (x.result !== null) say(`exchange ${x.no}: pending but already has a result`);
        spent
          .get(x.target_id)
          ?.push(...(parse<number[]>(x.target_dice) ?? []), ...(parse<number[]>(x.war_target ?? null) ?? []));
        spent.get(x.actor_id)?.push(...(parse<number[]>(x.war_actor ?? null) ?? []));
        continue;
      }
      const targetDice = parse<number[]>(x.target_dice) ?? [];
      const r = parse<ExchangeResult>(x.result);
      if (!r) {
        say(`exchange ${x.no}: resolved without a result`);
        continue;
      }
      spent.get(x.target_id)?.push(...targetDice, ...r.targetWar);
      spent.get(x.actor_id)?.push(...r.actorWar);
      if (!sameList(r.actorPushed, sortDesc(actorDice)))
        say(`exchange ${x.no}: result's actor dice ${r.actorPushed} ≠ pushed ${actorDice}`);
      if (!sameList(r.targetPushed, sortDesc(targetDice)))
        say(`exchange ${x.no}: result's target dice ${r.targetPushed} ≠ pushed ${targetDice}`);
      // Every pushed or war die has exactly one fate.
      const dice = [
        ...r.actorPushed.map((face, index) => `actor:${index}:${face}`),
        ...r.actorWar.map((face, i) => `actor:${r.actorPushed.length + i}:${face}`),
        ...r.targetPushed.map((face, index) => `target:${index}:${face}`),
        ...r.targetWar.map((face, i) => `target:${r.targetPushed.length + i}:${face}`),
      ].sort();
      const fated = r.fates.map((f) => `${f.die.side}:${f.die.index}:${f.die.face}`).sort();
      if (dice.length !== fated.length || dice.some((d, i) => d !== fated[i])) {
        say(`exchange ${x.no}: fates ${fated.join(' ')} do not match the dice ${dice.join(' ')}`);
      }
      const books = (side: 'actor' | 'target') =>
        r.fates.filter((f) => f.fate === 'captured' && f.bookFor === side).length +
        r.fates.filter((f) => f.fate === 'paired' && f.bookFor === side).length / 2;
      if (
        x.actor_books !== books('actor') ||
        x.target_books !== books('target') ||
        r.actorBooks !== books('actor') ||
        r.targetBooks !== books('target')
      ) {
        say(`exchange ${x.no}: books ${x.actor_books}/${x.target_books} do not follow from its fates`);
      }
      if (r.returned.actor.length + r.returned.target.length > 0) rerolls = true;
      won.set(x.actor_id, (won.get(x.actor_id) ?? 0) + (x.actor_books ?? 0));
      won.set(x.target_id, (won.get(x.target_id) ?? 0) + (x.target_books ?? 0));
    }

    const purchases = await rows<{ buyer_id: number; goal: string; target_name: string; books_paid: number }>(
      db,
      'SELECT buyer_id, goal, target_name, books_paid FROM purchases WHERE conflict_id = ? ORDER BY id',
      c.id,
    );
    for (const p of ps) {
      const pool = parse<number[]>(p.pool) ?? [];
      if (!pool.every((f) => isFace(f) && f >= 4)) say(`${p.name}: pool holds a face outside 4–6: ${pool}`);
      if (!sameList(pool, sortDesc(pool))) say(`${p.name}: pool not high to low: ${pool}`);
      if (p.books < 0) say(`${p.name}: negative books`);
      // Dice: what was rolled (4–6) minus what was pushed is the pool (unless knocked out or ended).
      const left = minus(gained.get(p.id)!, spent.get(p.id)!);
      if (left === null) say(`${p.name}: pushed ${spent.get(p.id)} that were never in its pool ${gained.get(p.id)}`);
      else if (!rerolls) {
        if (c.phase === 'ended') {
          if (pool.length > 0) say(`${p.name}: holds a pool though the conflict ended`);
          // A knocked-out participant lost its pool (R4.5) unless it escaped with it.
          const ok = p.knocked_out === 1 ? p.leftover === 0 || p.leftover === left.length : p.leftover === left.length;
          if (!ok) say(`${p.name}: leftover ${p.leftover}, but ${left.length} dice were left`);
        } else if (p.knocked_out === 1) {
          if (pool.length > 0 && !sameList(pool, sortDesc(left)))
            say(`${p.name}: knocked out holding ${pool}, not rolled minus pushed ${sortDesc(left)}`);
        } else if (!sameList(pool, sortDesc(left))) {
          say(`${p.name}: pool ${pool} ≠ rolled minus pushed ${sortDesc(left)}`);
        }
      }
      // Books: won in exchanges + leftover books − paid + received.
      const leftoverBooks = c.phase === 'ended' && c.end_reason === 'ran-out' ? Math.floor((p.leftover ?? 0) / 2) : 0;
      const paid = purchases.filter((u) => u.buyer_id === p.id).reduce((s, u) => s + u.books_paid, 0);
      const received = purchases
        .filter((u) => u.goal === '(books given)' && u.target_name === p.name)
        .reduce((s, u) => s + u.books_paid, 0);
      // R8.2 follow-up after running out: unspent leftover books come back as follow-up dice.
      const carried =
        c.end_reason === 'ran-out'
          ? ((
              await row<{ follow_up: number }>(
                db,
                `SELECT f.follow_up FROM participants f JOIN conflicts n ON n.id = f.conflict_id WHERE n.follows_conflict_id = ? AND f.kind = ? AND f.name = ?`,
                c.id,
                p.kind,
                p.name,
              )
            )?.follow_up ?? 0)
          : 0;
      const expected = won.get(p.id)! + leftoverBooks - paid + received - carried;
      if (p.books !== expected)
        say(`${p.name}: ${p.books} books, but exchanges, leftovers, purchases and gifts give ${expected}`);
    }
  }
  return problems;
}

export async function allProblems(db: Db): Promise<string[]> {
  return [...storageProblems(db), ...(await ledgerProblems(db)), ...(await conflictProblems(db))];
}
