import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scriptedDice } from '../../src/rules';
import { testStore } from '../support/test-store';
import { dump, makeDeps } from './helpers';
import { GANG_FIGHT_DICE, gangFight } from './scripts';

const dir = mkdtempSync(join(tmpdir(), 'venus-restart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('closing and reopening the database mid-conflict', () => {
  it('GIVEN the gang fight run straight through and run with a restart after every step THEN the end states are identical', async () => {
    const straight = makeDeps({ path: join(dir, 'straight.sqlite'), dice: scriptedDice(GANG_FIGHT_DICE) });
    for (const s of gangFight()) await s.run(straight);

    const path = join(dir, 'restarted.sqlite');
    const restarted = makeDeps({ path, dice: scriptedDice(GANG_FIGHT_DICE) });
    for (const s of gangFight()) {
      await s.run(restarted);
      await restarted.db.close();
      restarted.db = testStore(path);
    }
    expect(await dump(restarted.db)).toEqual(await dump(straight.db));
    expect((await dump(straight.db)).effects).toHaveLength(5);
    await straight.db.close();
    await restarted.db.close();
  });
});
