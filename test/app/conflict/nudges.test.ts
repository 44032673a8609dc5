/**
 * The `nudge` house rule through the app: once the table has waited its time on the same people, a
 * nudge for them comes due once; a restart neither loses nor repeats it; with the rule off, none.
 */
import { describe, expect, it } from 'vitest';
import * as app from '../../../src/app';
import { textOf } from '../../../src/app/text/safe-text';
import { testStore } from '../../support/test-store';
import { as } from '../helpers';
import { ANA, HOUR, jackLeads } from './nudge-table';

const due = async (deps: app.Deps) => (await app.dueNudges(deps)).map((n) => ({ to: n.userIds, text: textOf(n.text) }));

describe('the nudge house rule', () => {
  it('GIVEN nudge 12h and Jack leads at Ana THEN Ana is nudged once, 12 hours after the lead, and not again after a restart', async () => {
    const { deps, path, clock } = await jackLeads('12h');
    clock.at(12 * HOUR);
    expect(await due(deps)).toEqual([]);
    clock.at(13 * HOUR);
    expect(await due(deps)).toEqual([
      { to: [ANA], text: `<@${ANA}>: the table waits for you to answer Alamo Jack's lead.` },
    ]);
    clock.at(14 * HOUR);
    expect(await due(deps)).toEqual([]);
    await deps.db.close();
    deps.db = testStore(path);
    clock.at(40 * HOUR);
    expect(await due(deps)).toEqual([]);
    await deps.db.close();
  });

  it('GIVEN the wait noted, then a restart THEN the nudge still comes due on the restarted store', async () => {
    const { deps, path, clock } = await jackLeads('1d');
    clock.at(2 * HOUR);
    expect(await due(deps)).toEqual([]);
    await deps.db.close();
    deps.db = testStore(path);
    clock.at(26 * HOUR);
    expect((await due(deps)).map((n) => n.to)).toEqual([[ANA]]);
    await deps.db.close();
  });

  it('GIVEN Ana answers after her nudge THEN the next wait starts afresh, on whoever it waits for now', async () => {
    const { deps, clock, ana } = await jackLeads('12h');
    clock.at(13 * HOUR);
    expect(await due(deps)).toHaveLength(1);
    clock.at(14 * HOUR);
    await app.respondExchange(deps, as(ANA), { action: 'I duck', dice: [ana.at(-1)!] });
    expect(await due(deps)).toEqual([]);
    clock.at(25 * HOUR);
    expect(await due(deps)).toEqual([]);
    clock.at(27 * HOUR);
    const next = await due(deps);
    expect(next).toHaveLength(1);
    expect(next[0]!.text).toMatch(/the table waits for you to lead the next exchange\.$/);
    await deps.db.close();
  });

  it('GIVEN the nudge rule off THEN no nudge comes due, however long the table waits', async () => {
    const { deps, clock } = await jackLeads('off');
    clock.at(500 * HOUR);
    expect(await due(deps)).toEqual([]);
    await deps.db.close();
  });
});
