// What the machine's roll and rack moves changed beyond the pools (R3, R10.1), kept in the
// participant and conflict rows: the draw, every face rolled (the R1.3 log, revealed after the
// end), the sealed fingerprint, the rack settled when the exchanges begin, budget racks.
import type { ConflictEvent, ConflictState } from '../../rules/conflict';
import { rolledOf, updateParticipant } from './participants';
import { updateConflict } from './conflicts';
import type { LoadedConflict } from './loaded-conflict';
import type { Db } from '../engine/db';

export async function saveRolls(
  db: Db,
  loaded: LoadedConflict,
  next: ConflictState,
  events: readonly ConflictEvent[],
): Promise<void> {
  const rowOf = (name: string) => loaded.rows.find((r) => r.name === name)!;
  for (const e of events) {
    if (e.type === 'rack') {
      await updateConflict(db, loaded.conflict.id, { budgetRacks: next.budgetRacks });
    } else if (e.type === 'rack-rolled') {
      await updateParticipant(db, rowOf(e.data.name).id, {
        drawn: next.participants.find((p) => p.name === e.data.name)!.drawn,
      });
    } else if (e.type === 'secondary-faces') {
      // R4.1: a late secondary skill's dice join the roll log of one who had rolled.
      const row = rowOf(e.data.name);
      await updateParticipant(db, row.id, {
        drawn: next.participants.find((p) => p.name === e.data.name)!.drawn,
        rolled: [...((await rolledOf(db, row.id)) ?? []), ...e.data.rolled],
      });
    } else if (e.type === 'rack-settled') {
      // R3.3: the size settled when the exchanges began (the first roll no longer fixes it).
      await updateConflict(db, loaded.conflict.id, { rackSize: e.data.rack });
    } else if (e.type === 'rolled-faces') {
      const name = e.data.name;
      const commitment = next.participants.find((p) => p.name === name)?.commitment ?? null;
      await updateParticipant(db, rowOf(name).id, {
        drawn: e.data.drawn,
        rolled: e.data.rolled,
        commitment,
      });
    }
  }
}
