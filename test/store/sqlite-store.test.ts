/**
 * The asynchronous store over one better-sqlite3 connection (src/store/engine/sqlite-store.ts): the work
 * of a transaction awaits, so other work could run on the same connection in its gaps. Transactions
 * must queue, one after the other; a statement on the store's own handle must wait for the
 * transaction running (on the connection it would read what that one has not committed); a failure
 * rolls back the transaction, or only the savepoint of a nested one.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_ENGINE } from '../support/test-store';
import type { Db } from '../../src/store/engine/db';
import { openDatabase } from '../../src/store/engine/open-database';
import { prep } from '../../src/store/engine/statements';

let opened: Db;
afterEach(async () => {
  await opened.close();
});

function store(): Db {
  const db = openDatabase(':memory:');
  opened = db;
  db.sqlite.exec(`CREATE TABLE counter (n INTEGER NOT NULL) STRICT;
    INSERT INTO counter VALUES (0);
    CREATE TABLE t (who TEXT NOT NULL) STRICT;`);
  return db;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const count = async (h: Db) => (await prep<[], { n: number }>(h, 'SELECT n FROM counter').get())!.n;
const insert = (h: Db, who: string) => prep<[string]>(h, 'INSERT INTO t (who) VALUES (?)').run(who);
const whos = async (h: Db) =>
  (await prep<[], { who: string }>(h, 'SELECT who FROM t ORDER BY rowid').all()).map((r) => r.who);
/** What the connection holds now, committed or not (past the store's queue). */
const rawWhos = () => opened.sqlite.prepare('SELECT who FROM t ORDER BY rowid').pluck().all();

/** A promise and the function that settles it. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** Whether `p` has settled after the event loop has had `ms` to run. */
async function settledWithin(p: Promise<unknown>, ms: number): Promise<boolean> {
  let settled = false;
  p.then(
    () => (settled = true),
    () => (settled = true),
  );
  await pause(ms);
  return settled;
}

// SQLite only: this is the SQLite engine itself.
describe.skipIf(TEST_ENGINE === 'postgres')('transactions of one store', () => {
  it('GIVEN transactions started at once, each reading a counter, pausing, then writing it THEN they never interleave: none is lost', async () => {
    const db = store();
    const log: string[] = [];
    const runs = Array.from({ length: 8 }, (_, i) =>
      db.transaction(async (tx) => {
        log.push(`begin ${i}`);
        const n = await count(tx);
        await pause(5); // another transaction's work would run here if they were not queued
        await prep<[number]>(tx, 'UPDATE counter SET n = ?').run(n + 1);
        log.push(`end ${i}`);
        return n;
      }),
    );
    // Each saw the count the one before it left, in the order they were started.
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(await count(db)).toBe(8);
    expect(log).toEqual(Array.from({ length: 8 }, (_, i) => [`begin ${i}`, `end ${i}`]).flat());
  });

  it('GIVEN a transaction that fails THEN the ones queued behind it still run', async () => {
    const db = store();
    const failing = db.transaction(async (tx) => {
      await insert(tx, 'lost');
      await pause(5);
      throw new Error('refused');
    });
    const next = db.transaction(async (tx) => {
      await insert(tx, 'kept');
      return 'done';
    });
    await expect(failing).rejects.toThrow('refused');
    expect(await next).toBe('done');
    expect(await whos(db)).toEqual(['kept']);
  });
});

// SQLite only: this is the SQLite engine itself.
describe.skipIf(TEST_ENGINE === 'postgres')("a statement on the store's handle while a transaction is open", () => {
  it('GIVEN a transaction that wrote and has not committed THEN a read waits for the commit, never seeing the write before it', async () => {
    const db = store();
    const wrote = gate();
    const commit = gate();
    const log: string[] = [];
    const tx = db.transaction(async (tx) => {
      await insert(tx, 'bot');
      wrote.open();
      await commit.opened;
      log.push('committing');
    });
    await wrote.opened;
    // The connection itself already holds the uncommitted row: a read that did not wait would see it.
    const held = rawWhos();
    const read = whos(db).then((w) => {
      log.push('read');
      return w;
    });
    const readEarly = await settledWithin(read, 20);
    commit.open(); // before any assertion: a failed one must not leave the transaction waiting
    await tx;
    expect(held).toEqual(['bot']);
    expect(readEarly).toBe(false);
    expect(await read).toEqual(['bot']);
    expect(log).toEqual(['committing', 'read']);
  });

  it('GIVEN a transaction that wrote and then rolls back THEN a read issued meanwhile never sees the write', async () => {
    const db = store();
    const wrote = gate();
    const fail = gate();
    const tx = db.transaction(async (tx) => {
      await insert(tx, 'never');
      await prep(tx, 'UPDATE counter SET n = 99').run();
      wrote.open();
      await fail.opened;
      throw new Error('refused after the write');
    });
    await wrote.opened;
    const held = rawWhos();
    const read = whos(db);
    const counted = count(db);
    const readEarly = await settledWithin(read, 20);
    fail.open();
    await expect(tx).rejects.toThrow('refused after the write');
    expect(held).toEqual(['never']);
    expect(readEarly).toBe(false);
    expect(await read).toEqual([]);
    expect(await counted).toBe(0);
    expect(rawWhos()).toEqual([]);
  });

  it('GIVEN a transaction open THEN a write on the handle waits for it, and stays when that transaction rolls back', async () => {
    const db = store();
    const wrote = gate();
    const fail = gate();
    const tx = db.transaction(async (tx) => {
      await insert(tx, 'rolled back');
      wrote.open();
      await fail.opened;
      throw new Error('refused');
    });
    await wrote.opened;
    const outside = insert(db, 'outside');
    const wroteEarly = await settledWithin(outside, 20);
    const held = rawWhos();
    fail.open();
    await expect(tx).rejects.toThrow('refused');
    expect(wroteEarly).toBe(false);
    expect(held).toEqual(['rolled back']);
    expect((await outside).changes).toBe(1);
    expect(await whos(db)).toEqual(['outside']);
  });

  it('GIVEN no transaction running THEN a statement on the handle answers at once', async () => {
    const db = store();
    await insert(db, 'a');
    expect(await whos(db)).toEqual(['a']);
    expect(db.sqlite.inTransaction).toBe(false);
  });
});

// SQLite only: this is the SQLite engine itself.
describe.skipIf(TEST_ENGINE === 'postgres')('rolling back', () => {
  it('GIVEN an error thrown anywhere in a transaction THEN all of it is rolled back, nested parts that succeeded too', async () => {
    const db = store();
    await expect(
      db.transaction(async (tx) => {
        await insert(tx, 'first');
        await tx.transaction(async (inner) => {
          await insert(inner, 'nested');
          await prep(inner, 'UPDATE counter SET n = n + 1').run();
        });
        await insert(tx, 'last');
        throw new Error('refused at the end');
      }),
    ).rejects.toThrow('refused at the end');
    expect(await whos(db)).toEqual([]);
    expect(await count(db)).toBe(0);
    expect(db.sqlite.inTransaction).toBe(false);
  });

  it('GIVEN a nested transaction that fails THEN only its savepoint is rolled back, and the outer one commits the rest', async () => {
    const db = store();
    const result = await db.transaction(async (tx) => {
      await insert(tx, 'before');
      await expect(
        tx.transaction(async (inner) => {
          await insert(inner, 'nested');
          await prep(inner, 'UPDATE counter SET n = 5').run();
          throw new Error('nested refused');
        }),
      ).rejects.toThrow('nested refused');
      // Inside the transaction, the nested part is already gone and the rest is still there.
      expect(await whos(tx)).toEqual(['before']);
      expect(await count(tx)).toBe(0);
      await insert(tx, 'after');
      return 'committed';
    });
    expect(result).toBe('committed');
    expect(await whos(db)).toEqual(['before', 'after']);
    expect(await count(db)).toBe(0);
  });

  it('GIVEN a savepoint inside a savepoint that fails THEN the outer savepoint keeps what it wrote before', async () => {
    const db = store();
    await db.transaction(async (tx) => {
      await tx.transaction(async (middle) => {
        await insert(middle, 'middle');
        await expect(
          middle.transaction(async (inner) => {
            await insert(inner, 'inner');
            throw new Error('inner refused');
          }),
        ).rejects.toThrow('inner refused');
        await insert(middle, 'middle again');
      });
      await insert(tx, 'outer');
    });
    expect(await whos(db)).toEqual(['middle', 'middle again', 'outer']);
  });

  it('GIVEN a nested transaction that resolves THEN its writes commit with the outer one', async () => {
    const db = store();
    const inner = await db.transaction(async (tx) => {
      const v = await tx.transaction(async (nested) => {
        expect(nested.inTransaction).toBe(true);
        await insert(nested, 'nested');
        return 7;
      });
      await insert(tx, 'outer');
      return v;
    });
    expect(inner).toBe(7);
    expect(await whos(db)).toEqual(['nested', 'outer']);
    expect(db.inTransaction).toBe(false);
  });
});
