import { describe, expect, it } from 'vitest';
import * as app from '../../src/app';
import { campaignForChannel } from '../../src/store/campaigns';
import { loadConflictState } from '../../src/store/conflict-state';
import { appendEvent, liveConflict } from '../../src/store/conflicts';
import type { Deps } from '../../src/app';
import { ANA, duel, GM } from '../app/duel';
import { as, CHANNEL, GUILD } from '../app/helpers';

const ANA6 = [6, 5, 5, 4, 4, 4, 2];
const GM6 = [6, 6, 5, 5, 3, 1, 4, 4];

function pendingNow(deps: Deps) {
  const campaign = campaignForChannel(deps.db, GUILD, CHANNEL)!;
  const conflict = liveConflict(deps.db, GUILD, CHANNEL)!;
  return loadConflictState(deps.db, campaign, conflict, { sheets: false }).state.pending;
}

describe('loadConflictState: the pending exchange', () => {
  it('GIVEN a lead at an NPC, disputed THEN R5.5 the load names the NPC led against and who disputed', () => {
    const deps = duel({ anaFaces: ANA6, gmFaces: GM6 });
    app.leadExchange(deps, as(ANA), { target: 'Brute', action: 'I shoot', dice: [5, 4] });
    app.disputeExchange(deps, as(GM));
    expect(pendingNow(deps)).toMatchObject({
      no: 1,
      actor: 'Ana',
      target: 'GM',
      targetNpc: 'Brute',
      disputedBy: 'GM',
      risky: true,
      resisted: [],
    });
  });

  it('GIVEN a later lead event of another number in the log THEN the pending lead keeps its own marks (read from its row)', () => {
    const deps = duel({ anaFaces: ANA6, gmFaces: GM6 });
    app.leadExchange(deps, as(ANA), { target: 'Brute', action: 'I shoot', dice: [5, 4] });
    app.disputeExchange(deps, as(GM));
    const before = pendingNow(deps);
    const conflict = liveConflict(deps.db, GUILD, CHANNEL)!;
    appendEvent(deps.db, conflict.id, 'lead', { no: 7, actor: 'Ana', target: 'Someone' }, true, 'x');
    expect(pendingNow(deps)).toEqual(before);
    expect(before).toMatchObject({ targetNpc: 'Brute', disputedBy: 'GM' });
  });
});
