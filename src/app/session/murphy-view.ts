import type { Db } from '../../store/db';
import { murphyBalance, murphyLog, murphyOwed } from '../../store/murphy';
import type { PrivateView } from '../views';

/** R13.3: the Murphy balance, its latest entries and (R10.3) what each character owes, for the GM only. */
export function murphyView(db: Db, campaignId: number, entries = 3): PrivateView {
  return {
    kind: 'murphy',
    balance: murphyBalance(db, campaignId),
    log: murphyLog(db, campaignId, entries),
    owed: murphyOwed(db, campaignId).map((o) => ({ name: o.name, points: o.points })),
  };
}
