import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCase } from '../../src/cases/run-case';
import { runCaseFiles } from '../../src/cases/run-files';

// The project's own copy of the shared seed cases (a clone without ../shared still tests them).
const seedFile = join(import.meta.dirname, 'fixtures/seed-examples.json');

describe('runCaseFiles', () => {
  it('GIVEN the seed examples THEN all 37 pass', async () => {
    const outcomes = await runCaseFiles([{ name: 'seed', text: readFileSync(seedFile, 'utf8') }]);
    expect(outcomes.filter((o) => !o.ok)).toEqual([]);
    expect(outcomes.length).toBe(37);
  });
  it('GIVEN a file that is not JSON or has no cases THEN one failure each', async () => {
    const outcomes = await runCaseFiles([
      { name: 'a', text: '{' },
      { name: 'b', text: '{"x":1}' },
    ]);
    expect(outcomes.map((o) => o.ok)).toEqual([false, false]);
  });
});

describe('runCase', () => {
  it('GIVEN an unknown kind THEN a failure naming it, not a skip', async () => {
    const o = await runCase({ id: 'x', kind: 'teleport', expect: {} }, 0);
    expect(o).toMatchObject({ ok: false });
    expect(o.detail).toMatch(/unknown kind "teleport"/);
  });
  it('GIVEN a malformed case THEN a failure', async () => {
    expect((await runCase({ id: 'x', kind: 'exchange', actor: 'six', target: [], expect: {} }, 0)).ok).toBe(false);
  });
  it('GIVEN a wrong expectation THEN FAIL with expected and got', async () => {
    const o = await runCase(
      { id: 'W1', kind: 'exchange', actor: [6], target: [4], expect: { actorBooks: 2, targetBooks: 0 } },
      0,
    );
    expect(o.detail).toBe('expected {"actorBooks":2,"targetBooks":0} got {"actorBooks":1,"targetBooks":0}');
  });
  it('GIVEN a case expecting a refusal THEN bad input passes only when refused', async () => {
    expect(
      (await runCase({ id: 'e', kind: 'rollIn', n: 10001, faces: [], expect: { error: 'dice/too-many' } }, 0)).ok,
    ).toBe(true);
    expect((await runCase({ id: 'e', kind: 'exchange', actor: [7], target: [], expect: { error: true } }, 0)).ok).toBe(
      true,
    );
    expect((await runCase({ id: 'e', kind: 'exchange', actor: [6], target: [], expect: { error: true } }, 0)).ok).toBe(
      false,
    );
  });
  it('GIVEN a roll-in case with faces left unused THEN a failure', async () => {
    expect((await runCase({ id: 'r', kind: 'rollIn', n: 1, faces: [4, 4], expect: { pool: [4] } }, 0)).ok).toBe(false);
  });
  it('GIVEN R9.3 a price case with a distance THEN the zones are added to the price', async () => {
    expect(await runCase({ id: 'd', kind: 'price', goal: 'Wound', distance: 2, expect: { books: 3 } }, 0)).toEqual({
      id: 'd',
      ok: true,
    });
  });
  it('GIVEN a price case with the old "zones" field THEN malformed, naming place and distance', async () => {
    const o = await runCase({ id: 'z', kind: 'price', goal: 'Wound', zones: 1, expect: { books: 2 } }, 0);
    expect(o.ok).toBe(false);
    expect(o.detail).toMatch(/^malformed price case: zones .*"place".*"distance"/);
  });
  it('GIVEN a war case with dice THEN the war is fought', async () => {
    const o = await runCase(
      {
        id: 'w',
        kind: 'exchange',
        actor: [6],
        target: [6],
        options: { trailingTie: 'war', actorWar: [4], targetWar: [5] },
        expect: { actorBooks: 0, targetBooks: 2 },
      },
      0,
    );
    expect(o.ok).toBe(true);
  });
});

describe('runCase: conflict', () => {
  const conflictFile = join(import.meta.dirname, 'fixtures/conflict-moves.json');
  const base = {
    id: 'c',
    kind: 'conflict',
    primary: 'Coordination: Projectiles: Airgun',
    participants: [
      { name: 'Ana', side: 0, pool: [6, 5] },
      { name: 'GM', side: 1, gm: true, npcs: ['Jack'], pool: [4, 4] },
    ],
  };
  it('GIVEN the project conflict cases THEN every move and refusal plays through the machine', async () => {
    const outcomes = await runCaseFiles([{ name: 'conflict', text: readFileSync(conflictFile, 'utf8') }]);
    expect(outcomes.filter((o) => !o.ok)).toEqual([]);
    expect(outcomes.length).toBeGreaterThanOrEqual(30);
  });
  it('GIVEN a move the rules refuse without "refused" THEN the case fails naming the move', async () => {
    const o = await runCase(
      { ...base, moves: [{ do: 'lead', by: 'Ana', target: 'Jack', dice: [6, 6] }], expect: {} },
      0,
    );
    expect(o.ok).toBe(false);
    expect(o.detail).toMatch(/move 1 \(lead by Ana\) was refused: pool\/not-in-pool/);
  });
  it('GIVEN an accepted move marked "refused" THEN the case fails', async () => {
    const o = await runCase(
      { ...base, moves: [{ do: 'lead', by: 'Ana', target: 'Jack', dice: [6], refused: true }], expect: {} },
      0,
    );
    expect(o.detail).toMatch(/was accepted, expected a refusal/);
  });
  it('GIVEN a refusal with the wrong code THEN the case fails', async () => {
    const o = await runCase(
      { ...base, moves: [{ do: 'lead', by: 'Ana', target: 'Ana', dice: [6], refused: true, code: 'x/y' }], expect: {} },
      0,
    );
    expect(o.detail).toMatch(/refused with exchange\/same-side, expected x\/y/);
  });
  it('GIVEN dice the moves never roll THEN the case fails', async () => {
    expect((await runCase({ ...base, dice: [4], moves: [], expect: {} }, 0)).detail).toMatch(
      /more dice than the moves rolled/,
    );
  });
  it('GIVEN an unknown house rule or move THEN a failure, not a skip', async () => {
    expect((await runCase({ ...base, houseRules: { gravity: 'on' }, moves: [], expect: {} }, 0)).ok).toBe(false);
    expect((await runCase({ ...base, moves: [{ do: 'teleport', by: 'Ana' }], expect: {} }, 0)).detail).toMatch(
      /move\/unknown/,
    );
  });
  it('GIVEN a wrong expectation THEN FAIL with expected and got', async () => {
    const o = await runCase(
      {
        ...base,
        moves: [
          { do: 'lead', by: 'Ana', target: 'Jack', dice: [6] },
          { do: 'respond', by: 'GM', dice: [4] },
        ],
        expect: { books: { Ana: 2 } },
      },
      0,
    );
    expect(o.detail).toBe('expected {"books":{"Ana":2}} got {"books":{"Ana":1}}');
  });
});
