// The decoded documents a connection keeps (conflict-cache.ts) must never stand in for what is
// stored: a rolled-back move, another process's save and a change made in place are each caught.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as app from '../../src/app';
import { loadForMove } from '../../src/app/conflict/conflict-machine';
import { cachedInputs } from '../../src/store/conflict/conflict-cache';
import { liveConflict } from '../../src/store/conflict/conflicts';
import { readConflictDocument, writeConflictDocument } from '../../src/store/conflict/conflict-state';
import { ANA, duel, GM, people } from '../app/duel';
import { as, CHANNEL, GUILD } from '../app/helpers';
import type { Deps } from '../../src/app';
import { run } from '../support/sql';
import { TEST_ENGINE, testStore } from '../support/test-store';

/** What a move loads here, in a write transaction of its own (committed). */
const load = (deps: Deps, userId = ANA) => deps.db.transaction((tx) => loadForMove({ ...deps, db: tx }, as(userId)));

/** The inputs this connection keeps for the live conflict as they are now, if any. */
async function keptNow(deps: Deps) {
  const row = (await liveConflict(deps.db, GUILD, CHANNEL))!;
  return cachedInputs(deps.db, row.id, null);
}

// Only the SQLite store stamps the inputs: on PostgreSQL a connection keeps none.
const KEEPS_INPUTS = TEST_ENGINE === 'sqlite';

/** `check` holds for the inputs this connection keeps now; on PostgreSQL it keeps none. */
async function expectKept(deps: Deps, check: (kept: Awaited<ReturnType<typeof keptNow>>) => void) {
  const kept = await keptNow(deps);
  if (KEEPS_INPUTS) check(kept);
  else expect(kept).toBeNull();
}

/** The duel's store, opened twice afresh: two processes on one database. */
async function twoConnections<T>(play: (one: Deps, two: Deps['db']) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'venus-cache-'));
  const path = join(dir, 'shared.sqlite');
  const deps = await duel({ anaFaces: ANA6, gmFaces: GM6, path });
  await deps.db.close();
  const one = { ...deps, db: testStore(path) };
  const two = testStore(path);
  try {
    return await play(one, two);
  } finally {
    await one.db.close();
    await two.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const ANA6 = [6, 5, 5, 4, 4, 4, 2];
const GM6 = [6, 6, 5, 5, 3, 1, 4, 4];

describe('decoded conflict documents kept per connection', () => {
  it('GIVEN a save whose transaction rolls back THEN the next read has the stored state, not the save', async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6 });
    const id = (await people(deps)).conflict.id;
    const before = await readConflictDocument(deps.db, id);
    await expect(
      deps.db.transaction(async (tx) => {
        await writeConflictDocument(tx, id, { ...before.state, round: before.state.round + 5 }, before.version);
        // Inside the transaction the save is what this connection reads…
        expect((await readConflictDocument(tx, id)).state.round).toBe(before.state.round + 5);
        throw new Error('refused after the save');
      }),
    ).rejects.toThrow('refused after the save');
    // …and once it rolled back, it is gone.
    const after = await readConflictDocument(deps.db, id);
    expect(after.version).toBe(before.version);
    expect(after.state.round).toBe(before.state.round);
  });

  it('GIVEN another connection plays a move THEN this one reads the state that move left', () =>
    twoConnections(async (one, two) => {
      const id = (await people(one)).conflict.id;
      const seen = await readConflictDocument(two, id);
      await app.leadExchange(one, as(ANA), { target: 'Brute', action: 'I shoot', dice: [6] });
      const now = await readConflictDocument(two, id);
      expect(now.version).toBe(seen.version + 1);
      expect(now.state.pending?.actorDice).toEqual([6]);
      expect(now.state.participants.find((p) => p.name === 'Ana')!.pool).toEqual([5, 5, 4, 4, 4]);
      await app.respondExchange(one, as(GM), { action: 'I duck', dice: [6] });
      expect((await readConflictDocument(two, id)).state.pending).toBeNull();
    }));

  it('GIVEN a state read from the store THEN changing it in place fails (it may be shared with later reads)', async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6 });
    const { state } = await readConflictDocument(deps.db, (await people(deps)).conflict.id);
    expect(() => {
      state.round = 9;
    }).toThrow(TypeError);
    expect(() => state.participants[0]!.pool.push(6)).toThrow(TypeError);
  });

  it('GIVEN another connection renames the campaign THEN the next move here reads the new row, not the kept one', () =>
    twoConnections(async (one, two) => {
      expect((await load(one)).campaign.name).toBe('Duel');
      await expectKept(one, (kept) => expect(kept?.campaign.name).toBe('Duel')); // the next move would take it from here…
      await run(two, "UPDATE campaigns SET name = 'Renamed'");
      expect(await keptNow(one)).toBeNull(); // …until any write to the campaign
      expect((await load(one)).campaign.name).toBe('Renamed');
      await expectKept(one, (kept) => expect(kept?.campaign.name).toBe('Renamed'));
    }));

  it('GIVEN another connection changes who plays a seat THEN the next move here reads the new seat', () =>
    twoConnections(async (one, two) => {
      expect((await load(one)).before.rows.find((r) => r.name === 'Ana')!.userId).toBe(ANA);
      await expectKept(one, (kept) => expect(kept).not.toBeNull());
      await run(two, "UPDATE participants SET user_id = 'u-zed' WHERE name = 'Ana'");
      expect((await load(one, 'u-zed')).before.rows.find((r) => r.name === 'Ana')!.userId).toBe('u-zed');
    }));

  it('GIVEN another connection unbinds the channel THEN a move here is refused as in a channel with no campaign', () =>
    twoConnections(async (one, two) => {
      await load(one);
      await expectKept(one, (kept) => expect(kept).not.toBeNull());
      await run(two, 'DELETE FROM campaign_channels');
      await expect(load(one)).rejects.toThrow(expect.objectContaining({ code: 'campaign/none-here' }));
    }));

  it('GIVEN a campaign change this connection rolls back THEN what it read inside is not kept', async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6 });
    await load(deps);
    await expect(
      deps.db.transaction(async (tx) => {
        await tx.statement("UPDATE campaigns SET name = 'Never'", false).run();
        expect((await loadForMove({ ...deps, db: tx }, as(ANA))).campaign.name).toBe('Never');
        throw new Error('refused after the change');
      }),
    ).rejects.toThrow('refused after the change');
    expect((await load(deps)).campaign.name).toBe('Duel');
  });

  it.skipIf(!KEEPS_INPUTS)(
    'GIVEN inputs kept through one thread parent THEN a move through another parent reads them afresh',
    async () => {
      const deps = await duel({ anaFaces: ANA6, gmFaces: GM6 });
      await load(deps);
      const row = (await liveConflict(deps.db, GUILD, CHANNEL))!;
      expect(cachedInputs(deps.db, row.id, null)).not.toBeNull();
      expect(cachedInputs(deps.db, row.id, 'ch-parent')).toBeNull();
    },
  );

  it.skipIf(!KEEPS_INPUTS)('GIVEN kept inputs THEN changing them in place fails', async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6 });
    await load(deps);
    const kept = (await keptNow(deps))!;
    expect(() => {
      (kept.campaign as { name: string }).name = 'x';
    }).toThrow(TypeError);
    expect(() => {
      (kept.seats[0] as { userId: string }).userId = 'x';
    }).toThrow(TypeError);
  });

  it("GIVEN another connection changes a column of the conflict's row THEN the next move here reads the new row", () =>
    twoConnections(async (one, two) => {
      expect((await load(one)).conflict.budgetRacks).toBe(0);
      await expectKept(one, (kept) => expect(kept?.conflict.budgetRacks).toBe(0));
      await run(two, 'UPDATE conflicts SET budget_racks = 2');
      expect(await keptNow(one)).toBeNull();
      expect((await load(one)).conflict.budgetRacks).toBe(2);
    }));

  it('GIVEN a move that writes only the document THEN the kept row stands, at the save count read now', async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6 });
    await load(deps);
    await app.leadExchange(deps, as(ANA), { target: 'Brute', action: 'I shoot', dice: [6] });
    await expectKept(deps, (kept) => expect(kept).not.toBeNull());
    const row = (await liveConflict(deps.db, GUILD, CHANNEL))!;
    expect((await load(deps)).conflict).toEqual(row);
  });

  it.skipIf(!KEEPS_INPUTS)(
    'GIVEN this connection writes a seat in a move of its own THEN the kept inputs are dropped at once',
    async () => {
      const deps = await duel({ anaFaces: ANA6, gmFaces: GM6 });
      await load(deps);
      expect(await keptNow(deps)).not.toBeNull();
      await deps.db.transaction(async (tx) => {
        await tx.statement("UPDATE participants SET user_id = 'u-zed' WHERE name = 'Ana'", false).run();
        // Read inside the transaction that wrote them, they are not kept either.
        await loadForMove({ ...deps, db: tx }, as('u-zed'));
      });
      expect(await keptNow(deps)).toBeNull();
      expect((await load(deps, 'u-zed')).before.rows.find((r) => r.name === 'Ana')!.userId).toBe('u-zed');
    },
  );

  it.skipIf(!KEEPS_INPUTS)(
    'GIVEN a write through the raw connection or a script THEN the kept inputs are dropped',
    async () => {
      const deps = await duel({ anaFaces: ANA6, gmFaces: GM6 });
      await load(deps);
      expect(await keptNow(deps)).not.toBeNull();
      deps.db.sqlite.prepare("UPDATE campaigns SET name = 'Raw'").run();
      expect(await keptNow(deps)).toBeNull();
      expect((await load(deps)).campaign.name).toBe('Raw');
      await deps.db.exec("UPDATE campaigns SET name = 'Script'");
      expect(await keptNow(deps)).toBeNull();
      expect((await load(deps)).campaign.name).toBe('Script');
    },
  );
});
