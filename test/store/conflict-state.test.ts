import { describe, expect, it } from 'vitest';
import * as app from '../../src/app';
import { campaignForChannel } from '../../src/store/campaign/campaigns';
import { loadConflictState } from '../../src/store/conflict/conflict-state';
import { appendEvent } from '../../src/store/conflict/events';
import { liveConflict } from '../../src/store/conflict/conflicts';
import type { Deps } from '../../src/app';
import { ANA, duel, GM } from '../app/duel';
import { as, CHANNEL, GUILD } from '../app/helpers';

const ANA6 = [6, 5, 5, 4, 4, 4, 2];
const GM6 = [6, 6, 5, 5, 3, 1, 4, 4];

async function pendingNow(deps: Deps) {
  const campaign = (await campaignForChannel(deps.db, GUILD, CHANNEL))!;
  const conflict = (await liveConflict(deps.db, GUILD, CHANNEL))!;
  return (await loadConflictState(deps.db, campaign, conflict, { sheets: false })).state.pending;
}

describe('loadConflictState: the pending exchange', () => {
  it('GIVEN a lead at an NPC, disputed THEN R5.5 the load names the NPC led against and who disputed', async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6 });
    await app.leadExchange(deps, as(ANA), { target: 'Brute', action: 'I shoot', dice: [5, 4] });
    await app.disputeExchange(deps, as(GM));
    expect(await pendingNow(deps)).toMatchObject({
      no: 1,
      actor: 'Ana',
      target: 'GM',
      targetNpc: 'Brute',
      disputedBy: 'GM',
      risky: true,
      resisted: [],
    });
  });

  it('GIVEN a later lead event of another number in the log THEN the pending lead keeps its own marks (read from its row)', async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6 });
    await app.leadExchange(deps, as(ANA), { target: 'Brute', action: 'I shoot', dice: [5, 4] });
    await app.disputeExchange(deps, as(GM));
    const before = await pendingNow(deps);
    const conflict = (await liveConflict(deps.db, GUILD, CHANNEL))!;
    await appendEvent(deps.db, conflict.id, 'lead', { no: 7, actor: 'Ana', target: 'Someone' }, true, 'x');
    expect(await pendingNow(deps)).toEqual(before);
    expect(before).toMatchObject({ targetNpc: 'Brute', disputedBy: 'GM' });
  });
});
