import type { CharacterRow } from '../../store/character/characters';
import type { Deps } from '../use-case/context';
import { text, wholeNumber } from '../use-case/load';

/**
 * R10.3 / R10.4: the checked points and reason of a new beg or compel for one character, in the
 * form its table records. `labels` name the two inputs in the refusal a bad value gets.
 */
export function pointsRequest(
  deps: Deps,
  character: CharacterRow,
  points: number,
  reason: string,
  labels: { points: string; reason: string },
) {
  return {
    campaignId: character.campaignId,
    characterId: character.id,
    points: wholeNumber(points, labels.points, 1, 20),
    reason: text(reason, labels.reason, 300),
    now: deps.now().toISOString(),
  };
}
