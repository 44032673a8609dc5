// The decoded conflicts a transaction keeps are its own until it commits: with transactions running
// side by side (PostgreSQL), one's commit must never publish what another read or wrote, and a
// transaction that fails leaves nothing behind. Runs on the engine of the run (test-store.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConflictState } from '../../src/rules/conflict';
import { cachedConflict, keepConflict } from '../../src/store/conflict/conflict-cache';
import type { Db } from '../../src/store/engine/db';
import { asConflictId } from '../../src/store/engine/ids';
import { testStore } from '../support/test-store';

const ID = asConflictId(7);
const state = (round: number) => ({ phase: 'exchanges', round }) as unknown as ConflictState;
const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
};

describe('conflict cache, one transaction at a time', () => {
  let db: Db;
  beforeEach(() => {
    db = testStore();
  });
  afterEach(() => db.close());

  it('GIVEN a transaction that keeps a state and fails THEN nothing of it is read afterwards', async () => {
    await expect(
      db.transaction(async (tx) => {
        keepConflict(tx, ID, 2, state(2));
        expect(cachedConflict(tx, ID, 2)).toEqual(state(2));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(cachedConflict(db, ID, 2)).toBeNull();
  });

  it('GIVEN a transaction that keeps a state and commits THEN it is read at that version only', async () => {
    await db.transaction(async (tx) => keepConflict(tx, ID, 3, state(3)));
    expect(cachedConflict(db, ID, 3)).toEqual(state(3));
    expect(cachedConflict(db, ID, 4)).toBeNull();
  });

  it('GIVEN a failed savepoint inside a transaction that commits THEN what the savepoint kept is gone', async () => {
    await db.transaction(async (tx) => {
      await expect(
        tx.transaction(async (inner) => {
          keepConflict(inner, ID, 5, state(5));
          throw new Error('inner refused');
        }),
      ).rejects.toThrow('inner refused');
    });
    expect(cachedConflict(db, ID, 5)).toBeNull();
  });
});

describe.runIf(process.env.VENUS_TEST_DB === 'postgres')('conflict cache, transactions side by side', () => {
  let db: Db;
  beforeEach(() => {
    db = testStore();
  });
  afterEach(() => db.close());

  it('GIVEN one transaction commits while another that kept a state later fails THEN only the first is published', async () => {
    const kept = gate();
    const committed = gate();
    // The one that commits is open first, so both are open while each keeps its state.
    const committing = db.transaction(async (tx) => {
      await kept.opened;
      // The other transaction's entry is not this one's to see.
      expect(cachedConflict(tx, ID, 9)).toBeNull();
      keepConflict(tx, ID, 8, state(8));
    });
    const failing = db.transaction(async (tx) => {
      keepConflict(tx, ID, 9, state(9));
      kept.open();
      await committed.opened;
      throw new Error('serialization, say');
    });
    await committing;
    expect(cachedConflict(db, ID, 9)).toBeNull();
    committed.open();
    await expect(failing).rejects.toThrow('serialization, say');
    expect(cachedConflict(db, ID, 8)).toEqual(state(8));
    expect(cachedConflict(db, ID, 9)).toBeNull();
  });
});
