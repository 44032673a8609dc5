import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { caseSchema } from '../../src/cases/case-schema';
import { runCaseFiles } from '../../src/cases/run-files';
import { evaluateConflict } from '../../src/cases/run-conflict-case';
import type { AfterSave } from '../../src/cases/stored-conflict-case';

const SHARED = '/work/shared/rules/cases';
const jsonIn = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => ({ name: f, text: readFileSync(join(dir, f), 'utf8') }))
    : [];

type ConflictCase = Parameters<typeof evaluateConflict>[0];
const conflictCase = (raw: object) => caseSchema.parse({ id: 's', kind: 'conflict', ...raw }) as ConflictCase;

// Ana leads 6 at Jack, the GM answers 4 (Ana +1 book); then Ana leads 5 at Jack and the GM answers 4.
const twoExchanges = conflictCase({
  primary: 'Coordination: Projectiles: Airgun',
  participants: [
    { name: 'Ana', side: 0, pool: [6, 5, 5], points: 2, skills: ['Coordination'] },
    { name: 'GM', side: 1, gm: true, npcs: ['Jack'], pool: [4, 4, 3], points: 1 },
  ],
  moves: [
    { do: 'lead', by: 'Ana', target: 'Jack', dice: [6] },
    { do: 'respond', by: 'GM', dice: [4] },
    { do: 'lead', by: 'Ana', target: 'Jack', dice: [5] },
    { do: 'respond', by: 'GM', dice: [4] },
  ],
  expect: { books: { Ana: 2 } },
});

describe('conflict cases through the store', () => {
  it('GIVEN every fixture and shared case file THEN each passes in memory and through the store', async () => {
    const files = [...jsonIn(join(import.meta.dirname, 'fixtures')), ...jsonIn(SHARED)];
    const outcomes = await runCaseFiles(files);
    expect(outcomes.filter((o) => !o.ok)).toEqual([]);
    expect(outcomes.length).toBeGreaterThan(100);
  });

  it('GIVEN an untouched store THEN both plays agree', async () => {
    expect((await evaluateConflict(twoExchanges)).books).toEqual({ Ana: 2 });
  });

  it('GIVEN a save whose document loses a change THEN the parting names the next move and the path', async () => {
    const dropBooks: AfterSave = (db, move) => {
      if (move === 2)
        db.sqlite.prepare(`UPDATE conflicts SET state = json_set(state, '$.state.participants[0].books', 0)`).run();
    };
    await expect(evaluateConflict(twoExchanges, dropBooks)).rejects.toThrow(
      'the stored state differs before move 3: participants[0].books: 1 vs 0 (memory vs stored)',
    );
  });

  it('GIVEN points the store does not keep THEN the load afresh parts from memory at that move', async () => {
    const dropMurphy: AfterSave = (db, move) => {
      if (move === 1) db.sqlite.prepare('UPDATE murphy_pools SET balance = 0').run();
    };
    await expect(evaluateConflict(twoExchanges, dropMurphy)).rejects.toThrow(
      'the stored state differs before move 2: participants[1].points: 1 vs 0 (memory vs stored)',
    );
  });

  it('GIVEN a change after the last move THEN the final load names it', async () => {
    const lastMove: AfterSave = (db, move) => {
      if (move === 4) db.sqlite.prepare(`UPDATE conflicts SET state = json_set(state, '$.state.round', 9)`).run();
    };
    await expect(evaluateConflict(twoExchanges, lastMove)).rejects.toThrow(
      /the stored state differs after move 4: round: \d+ vs 9/,
    );
  });

  it('GIVEN a participant no record of the bot can hold THEN the case fails saying why', async () => {
    const unsorted = conflictCase({
      primary: 'Physique: Unarmed',
      participants: [
        { name: 'Ana', side: 0, pool: [6], skills: ['Physique: Unarmed', 'Coordination'] },
        { name: 'GM', side: 1, gm: true, npcs: ['Jack'], pool: [4], skills: ['Physique'] },
      ],
      moves: [],
      expect: {},
    });
    await expect(evaluateConflict(unsorted)).rejects.toThrow(
      'Ana cannot be stored as the bot keeps it: a character sheet lists skills once each in path order: ["Coordination","Physique: Unarmed"]',
    );
  });
});
