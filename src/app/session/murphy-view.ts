import type { Db } from '../../store/engine/db';
import { murphyBalance, murphyLog, murphyOwed } from '../../store/campaign/murphy';
import type { PrivateView } from '../views';

/** R13.3: the Murphy balance, its latest entries and (R10.3) what each character owes, for the GM only. */
export async function murphyView(db: Db, campaignId: number, entries = 3): Promise<PrivateView> {
  return {
    kind: 'murphy',
    balance: await murphyBalance(db, campaignId),
    log: await murphyLog(db, campaignId, entries),
    owed: (await murphyOwed(db, campaignId)).map((o) => ({ name: o.name, points: o.points })),
  };
}
