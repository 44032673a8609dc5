// Dice that join a pool after its roll (R4.1, R10.1): a rack rolled in for the GM side, the
// secondary dice of one who rolled before the secondary skill was set. Each owner alone sees them.
import type { Face } from '../../rules';
import { isEvent } from '../../rules/conflict';
import { userOf } from './exchange/exchange-views';
import type { PrivateView } from '../views';
import { ownPoolView, type Played } from './conflict-machine';

export function lateDiceViews(played: Played): Record<string, PrivateView[]> {
  const views: Record<string, PrivateView[]> = {};
  const tell = (name: string, note: string, rolled: Face[]) =>
    (views[userOf(played, name)] ??= []).push({ kind: 'pool', pool: { ...ownPoolView(played, name, note), rolled } });
  for (const e of played.events.filter(isEvent('rack-rolled')))
    tell(e.data.name, `You rolled a rack of ${e.data.size}.`, e.data.rolled);
  for (const e of played.events.filter(isEvent('secondary-faces')))
    tell(e.data.name, 'The secondary skill is set: you drew its dice now.', e.data.rolled);
  return views;
}
