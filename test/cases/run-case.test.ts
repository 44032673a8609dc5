import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCase } from '../../src/cases/run-case';
import { runCaseFiles } from '../../src/cases/run-files';

// The project's own copy of the shared seed cases (a clone without ../shared still tests them).
const seedFile = join(import.meta.dirname, 'fixtures/seed-examples.json');

describe('runCaseFiles', () => {
  it('GIVEN the seed examples THEN all 37 pass', () => {
    const outcomes = runCaseFiles([{ name: 'seed', text: readFileSync(seedFile, 'utf8') }]);
    expect(outcomes.filter((o) => !o.ok)).toEqual([]);
    expect(outcomes.length).toBe(37);
  });
  it('GIVEN a file that is not JSON or has no cases THEN one failure each', () => {
    const outcomes = runCaseFiles([{ name: 'a', text: '{' }, { name: 'b', text: '{"x":1}' }]);
    expect(outcomes.map((o) => o.ok)).toEqual([false, false]);
  });
});

describe('runCase', () => {
  it('GIVEN an unknown kind THEN a failure naming it, not a skip', () => {
    const o = runCase({ id: 'x', kind: 'teleport', expect: {} }, 0);
    expect(o).toMatchObject({ ok: false });
    expect(o.detail).toMatch(/unknown kind "teleport"/);
  });
  it('GIVEN a malformed case THEN a failure', () => {
    expect(runCase({ id: 'x', kind: 'exchange', actor: 'six', target: [], expect: {} }, 0).ok).toBe(false);
  });
  it('GIVEN a wrong expectation THEN FAIL with expected and got', () => {
    const o = runCase({ id: 'W1', kind: 'exchange', actor: [6], target: [4], expect: { actorBooks: 2, targetBooks: 0 } }, 0);
    expect(o.detail).toBe('expected {"actorBooks":2,"targetBooks":0} got {"actorBooks":1,"targetBooks":0}');
  });
  it('GIVEN a case expecting a refusal THEN bad input passes only when refused', () => {
    expect(runCase({ id: 'e', kind: 'rollIn', n: 10001, faces: [], expect: { error: 'dice/too-many' } }, 0).ok).toBe(true);
    expect(runCase({ id: 'e', kind: 'exchange', actor: [7], target: [], expect: { error: true } }, 0).ok).toBe(true);
    expect(runCase({ id: 'e', kind: 'exchange', actor: [6], target: [], expect: { error: true } }, 0).ok).toBe(false);
  });
  it('GIVEN a roll-in case with faces left unused THEN a failure', () => {
    expect(runCase({ id: 'r', kind: 'rollIn', n: 1, faces: [4, 4], expect: { pool: [4] } }, 0).ok).toBe(false);
  });
  it('GIVEN a war case with dice THEN the war is fought', () => {
    const o = runCase({ id: 'w', kind: 'exchange', actor: [6], target: [6], options: { trailingTie: 'war', actorWar: [4], targetWar: [5] }, expect: { actorBooks: 0, targetBooks: 2 } }, 0);
    expect(o.ok).toBe(true);
  });
});
