// "Did you mean" for a use case's refusal: the rules find the closest names, the sentence stays Safe.
import { closestNames, orList } from '../../rules';
import { appMessages } from '../messages';
import type { Safe } from '../text/safe-text';

/** The refusal sentence, then the closest names (escaped: a stored name may hold markup) when there are any. */
export function withClosestNames(sentence: Safe, typed: string, names: readonly string[]): Safe {
  const close = closestNames(typed, names);
  return close.length ? appMessages.perhapsYouMeant(sentence, orList(close)) : sentence;
}
