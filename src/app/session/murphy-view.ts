import type { Db } from '../../store/db';
import { murphyBalance, murphyLog } from '../../store/murphy';
import type { PrivateView } from '../views';

/** R13.3: the Murphy balance and its latest entries, for the GM only. */
export function murphyView(db: Db, campaignId: number): PrivateView {
  return { kind: 'murphy', balance: murphyBalance(db, campaignId), log: murphyLog(db, campaignId, 3) };
}
