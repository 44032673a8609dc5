// The checker the crash, fuzz and authz suites rely on must itself catch broken states: after the
// whole script it finds nothing, and each tampering below is named.
import { beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/store/engine/db';
import type { ConflictState } from '../../src/rules/conflict';
import { exec, row, run } from '../support/sql';
import { TEST_ENGINE, testStore } from '../support/test-store';
import { allProblems } from './consistency';
import { scriptRunner } from './script';

describe('allProblems', () => {
  let db: Db;
  /** Plays the script up to (not including) the step named `until`, or to the end. */
  const play = async (until?: string) => {
    db = testStore();
    const runner = scriptRunner(db);
    for (let i = 0; i < runner.steps.length && runner.steps[i]!.name !== until; i++) await runner.run(i);
  };
  beforeEach(() => play());

  it('GIVEN the finished script THEN nothing is wrong', async () => {
    expect(await allProblems(db)).toEqual([]);
  });

  it('GIVEN mid-exchanges with a lead pending THEN nothing is wrong', async () => {
    await play('GM answers 44');
    expect((await liveDocument(db)).state.pending).not.toBeNull();
    expect(await allProblems(db)).toEqual([]);
  });

  const tamperings: [string, string | ((d: Db) => Promise<void>), RegExp, string?][] = [
    [
      'a book appears from nowhere',
      `UPDATE participants SET books = books + 1 WHERE name = 'Shred'`,
      /Shred: \d+ books, but/,
    ],
    ['the Murphy pool changes without a log entry', `UPDATE murphy_pools SET balance = balance + 1`, /Murphy balance/],
    [
      'player points change without a log entry',
      `UPDATE characters SET player_points = player_points + 2 WHERE name = 'Sven'`,
      /player points/,
    ],
    ['a pool holds a 3', (d: Db) => setLivePool(d, 'Shred', [6, 5, 3]), /outside 4–6/, 'GM leads Sven 665'],
    [
      'a pool is out of order',
      (d: Db) => setLivePool(d, 'Shred', [4, 5, 5, 5, 5, 6]),
      /not high to low/,
      'GM leads Sven 665',
    ],
    [
      'a die vanishes from a pool',
      (d: Db) => setLivePool(d, 'Shred', [6, 5, 5, 5, 5]),
      /rolled minus pushed/,
      'GM leads Sven 665',
    ],
    [
      'a pushed die is not in the result',
      `UPDATE exchanges SET actor_dice = '[6,6,6]' WHERE status = 'resolved' AND no = 2`,
      /result's actor dice/,
    ],
    [
      'exchange books that do not follow from the fates',
      `UPDATE exchanges SET actor_books = actor_books + 1 WHERE no = 2`,
      /do not follow from its fates/,
    ],
    // SQLite only: PostgreSQL cannot be made to keep a dangling key, and checks none afterwards.
    ...(TEST_ENGINE === 'sqlite'
      ? [
          [
            'a dangling foreign key',
            `PRAGMA foreign_keys = OFF; INSERT INTO participants (conflict_id, seq, kind, user_id, name, side) VALUES (999, 1, 'gm', 'x', 'Ghost', 1)`,
            /foreign_key_check/,
          ] as [string, string, RegExp],
        ]
      : []),
  ];
  it.each(tamperings)('GIVEN %s THEN it is reported', async (_name, sql, expected, until) => {
    if (until) await play(until);
    if (typeof sql === 'string') await exec(db, sql);
    else await sql(db);
    expect((await allProblems(db)).join('\n')).toMatch(expected);
  });
});

/** The live conflict's document, as stored. */
async function liveDocument(d: Db): Promise<{ state: ConflictState }> {
  const live = (await row<{ state: string }>(d, `SELECT state FROM conflicts WHERE phase <> 'ended'`))!;
  return JSON.parse(live.state) as { state: ConflictState };
}

/** Tampers with a live pool where the conflict keeps it: in its document. */
async function setLivePool(d: Db, name: string, pool: number[]): Promise<void> {
  const doc = await liveDocument(d);
  doc.state.participants.find((p) => p.name === name)!.pool = pool as ConflictState['participants'][number]['pool'];
  await run(d, `UPDATE conflicts SET state = ? WHERE phase <> 'ended'`, JSON.stringify(doc));
}
