// The decoded documents a connection keeps (conflict-cache.ts) must never stand in for what is
// stored: a rolled-back move, another process's save and a change made in place are each caught.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as app from '../../src/app';
import { loadForMove } from '../../src/app/conflict/conflict-machine';
import { cachedInputs } from '../../src/store/conflict-cache';
import { liveConflict } from '../../src/store/conflicts';
import { readConflictDocument, writeConflictDocument } from '../../src/store/conflict-state';
import { openDatabase } from '../../src/store/open-database';
import { writeWork } from '../../src/store/write-lock';
import { ANA, duel, GM, people } from '../app/duel';
import { as, CHANNEL, GUILD } from '../app/helpers';
import type { Deps } from '../../src/app';

/** What a move loads here, in a write transaction of its own (committed). */
const load = (deps: Deps, userId = ANA) => writeWork(deps.db, () => loadForMove(deps, as(userId)));

/** The inputs this connection keeps for the live conflict at the version its row has now, if any. */
function keptNow(deps: Deps) {
  const row = liveConflict(deps.db, GUILD, CHANNEL)!;
  return cachedInputs(deps.db, row.id, row.inputsVersion, null);
}

/** A copy of the duel's database on a file, opened twice: two processes on one file. */
function twoConnections<T>(run: (one: Deps, two: Deps['db']) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'venus-cache-'));
  const path = join(dir, 'shared.sqlite');
  const deps = duel({ anaFaces: ANA6, gmFaces: GM6 });
  deps.db.exec(`VACUUM INTO '${path}'`);
  const one = { ...deps, db: openDatabase(path) };
  const two = openDatabase(path);
  try {
    return run(one, two);
  } finally {
    one.db.close();
    two.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

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

  it('GIVEN another connection renames the campaign THEN the next move here reads the new row, not the kept one', () =>
    twoConnections((one, two) => {
      expect(load(one).campaign.name).toBe('Duel');
      expect(keptNow(one)?.campaign.name).toBe('Duel'); // the next move would take it from here…
      two.prepare("UPDATE campaigns SET name = 'Renamed'").run();
      expect(keptNow(one)).toBeNull(); // …until any write to the campaign
      expect(load(one).campaign.name).toBe('Renamed');
      expect(keptNow(one)?.campaign.name).toBe('Renamed');
    }));

  it('GIVEN another connection changes who plays a seat THEN the next move here reads the new seat', () =>
    twoConnections((one, two) => {
      expect(load(one).before.rows.find((r) => r.name === 'Ana')!.userId).toBe(ANA);
      expect(keptNow(one)).not.toBeNull();
      two.prepare("UPDATE participants SET user_id = 'u-zed' WHERE name = 'Ana'").run();
      expect(load(one, 'u-zed').before.rows.find((r) => r.name === 'Ana')!.userId).toBe('u-zed');
    }));

  it('GIVEN another connection unbinds the channel THEN a move here is refused as in a channel with no campaign', () =>
    twoConnections((one, two) => {
      load(one);
      expect(keptNow(one)).not.toBeNull();
      two.prepare('DELETE FROM campaign_channels').run();
      expect(() => load(one)).toThrow(expect.objectContaining({ code: 'campaign/none-here' }));
    }));

  it('GIVEN a campaign change this connection rolls back THEN what it read inside is not kept', () => {
    const deps = duel({ anaFaces: ANA6, gmFaces: GM6 });
    load(deps);
    expect(() =>
      writeWork(deps.db, () => {
        deps.db.prepare("UPDATE campaigns SET name = 'Never'").run();
        expect(loadForMove(deps, as(ANA)).campaign.name).toBe('Never');
        throw new Error('refused after the change');
      }),
    ).toThrow('refused after the change');
    expect(load(deps).campaign.name).toBe('Duel');
  });

  it('GIVEN inputs kept through one thread parent THEN a move through another parent reads them afresh', () => {
    const deps = duel({ anaFaces: ANA6, gmFaces: GM6 });
    load(deps);
    const row = liveConflict(deps.db, GUILD, CHANNEL)!;
    expect(cachedInputs(deps.db, row.id, row.inputsVersion, null)).not.toBeNull();
    expect(cachedInputs(deps.db, row.id, row.inputsVersion, 'ch-parent')).toBeNull();
  });

  it('GIVEN kept inputs THEN changing them in place fails', () => {
    const deps = duel({ anaFaces: ANA6, gmFaces: GM6 });
    load(deps);
    const kept = keptNow(deps)!;
    expect(() => {
      (kept.campaign as { name: string }).name = 'x';
    }).toThrow(TypeError);
    expect(() => {
      (kept.seats[0] as { userId: string }).userId = 'x';
    }).toThrow(TypeError);
  });

  it("GIVEN another connection changes a column of the conflict's row THEN the next move here reads the new row", () =>
    twoConnections((one, two) => {
      expect(load(one).conflict.budgetRacks).toBe(0);
      expect(keptNow(one)?.conflict.budgetRacks).toBe(0);
      two.prepare('UPDATE conflicts SET budget_racks = 2').run();
      expect(keptNow(one)).toBeNull();
      expect(load(one).conflict.budgetRacks).toBe(2);
    }));

  it('GIVEN a move that writes only the document THEN the kept row stands, at the save count read now', () => {
    const deps = duel({ anaFaces: ANA6, gmFaces: GM6 });
    load(deps);
    app.leadExchange(deps, as(ANA), { target: 'Brute', action: 'I shoot', dice: [6] });
    expect(keptNow(deps)).not.toBeNull();
    const row = liveConflict(deps.db, GUILD, CHANNEL)!;
    expect(load(deps).conflict).toEqual(row);
  });

  it("GIVEN the conflicts table THEN every column but the document's bumps the inputs version when written", () => {
    const deps = duel({ anaFaces: ANA6, gmFaces: GM6 });
    const columns = deps.db
      .prepare<[], { name: string }>("SELECT name FROM pragma_table_info('conflicts') ORDER BY cid")
      .pluck()
      .all() as unknown as string[];
    const trigger = deps.db
      .prepare<[], string>("SELECT sql FROM sqlite_master WHERE name = 'conflicts_bump_inputs_update'")
      .pluck()
      .get()!;
    const listed = /UPDATE OF ([\s\S]*?) ON conflicts/
      .exec(trigger)![1]!
      .split(',')
      .map((c) => c.trim());
    expect(listed).toEqual(columns.filter((c) => c !== 'state' && c !== 'state_version'));
  });
});
