// The stored state of a preset /roll, whichever system it belongs to, and its view.
import type { RollStateRow } from '../../store/roll/roll-states';
import { viewDrama, type DramaState } from './roll-drama';
import { viewFf, type FfState } from './roll-ff';
import { viewShip, type ShipState } from './roll-ship';
import type { RollOutcome, RollView, StateView } from './roll-view';
import type { PrivateView } from '../views';

export type RollState = DramaState | FfState | ShipState;

export function viewState(s: RollState): StateView {
  switch (s.system) {
    case 'drama':
      return viewDrama(s);
    case 'ff':
      return viewFf(s);
    case 'ship':
      return viewShip(s);
  }
}

/** The title and inputs are kept inside the stored JSON, beside the system's own state. */
export interface StoredRoll {
  title: string;
  inputs: string;
  /**
   * How many choices were made on the roll (absent: none, as in rolls stored before it was kept).
   * Each choice names the step it was shown for, so a choice on a state since left changes nothing.
   */
  step?: number;
  state: RollState;
}

export const stepOf = (stored: StoredRoll): number => stored.step ?? 0;

export function rollOutcome(
  row: Pick<RollStateRow, 'id' | 'userId' | 'who' | 'secret'>,
  stored: StoredRoll,
  headline: string | null,
  notes: PrivateView[] = [],
): RollOutcome {
  const roll: RollView = {
    id: row.id,
    ownerId: row.userId,
    who: row.who,
    secret: row.secret,
    title: stored.title,
    inputs: stored.inputs,
    step: stepOf(stored),
    headline,
    ...viewState(stored.state),
  };
  return { public: [], private: notes.length ? { [row.userId]: notes } : {}, roll };
}
