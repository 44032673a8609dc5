// The decoded documents a connection keeps (conflict-cache.ts) must never stand in for what is
// stored: a rolled-back move, another process's save and a change made in place are each caught.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as app from '../../src/app';
import { readConflictDocument, writeConflictDocument } from '../../src/store/conflict-state';
import { openDatabase } from '../../src/store/open-database';
import { writeWork } from '../../src/store/write-lock';
import { ANA, duel, GM, people } from '../app/duel';
import { as } from '../app/helpers';

const ANA6 = [6, 5, 5, 4, 4, 4, 2];
const GM6 = [6, 6, 5, 5, 3, 1, 4, 4];

describe('decoded conflict documents kept per connection', () => {
  it('GIVEN a save whose transaction rolls back THEN the next read has the stored state, not the save', () => {
    const deps = duel({ anaFaces: ANA6, gmFaces: GM6 });
    const id = people(deps).conflict.id;
    const before = readConflictDocument(deps.db, id);
    expect(() =>
      writeWork(deps.db, () => {
        writeConflictDocument(deps.db, id, { ...before.state, round: before.state.round + 5 }, before.version);
        // Inside the transaction the save is what this connection reads…
        expect(readConflictDocument(deps.db, id).state.round).toBe(before.state.round + 5);
        throw new Error('refused after the save');
      }),
    ).toThrow('refused after the save');
    // …and once it rolled back, it is gone.
    const after = readConflictDocument(deps.db, id);
    expect(after.version).toBe(before.version);
    expect(after.state.round).toBe(before.state.round);
  });

  it('GIVEN another connection plays a move THEN this one reads the state that move left', () => {
    const dir = mkdtempSync(join(tmpdir(), 'venus-cache-'));
    try {
      const path = join(dir, 'shared.sqlite');
      const deps = duel({ anaFaces: ANA6, gmFaces: GM6 });
      deps.db.exec(`VACUUM INTO '${path}'`);
      const one = { ...deps, db: openDatabase(path) };
      const two = openDatabase(path);
      const id = people(one).conflict.id;
      const seen = readConflictDocument(two, id);
      app.leadExchange(one, as(ANA), { target: 'Brute', action: 'I shoot', dice: [6] });
      const now = readConflictDocument(two, id);
      expect(now.version).toBe(seen.version + 1);
      expect(now.state.pending?.actorDice).toEqual([6]);
      expect(now.state.participants.find((p) => p.name === 'Ana')!.pool).toEqual([5, 5, 4, 4, 4]);
      app.respondExchange(one, as(GM), { action: 'I duck', dice: [6] });
      expect(readConflictDocument(two, id).state.pending).toBeNull();
      one.db.close();
      two.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('GIVEN a state read from the store THEN changing it in place fails (it may be shared with later reads)', () => {
    const deps = duel({ anaFaces: ANA6, gmFaces: GM6 });
    const { state } = readConflictDocument(deps.db, people(deps).conflict.id);
    expect(() => {
      state.round = 9;
    }).toThrow(TypeError);
    expect(() => state.participants[0]!.pool.push(6)).toThrow(TypeError);
  });
});
