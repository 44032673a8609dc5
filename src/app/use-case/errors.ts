import type { RuleErrorCode } from '../../rules';
import type { RefusalCode } from '../../rules/conflict';
import { type Safe, textOf } from '../text/safe-text';

/** Use-case refusals (R14.1): each becomes one ephemeral sentence and changes nothing. */
export type UseCaseCode =
  | 'campaign/none-here'
  | 'campaign/exists-here'
  | 'campaign/bad-rule'
  | 'campaign/bad-name'
  | 'auth/not-gm'
  | 'auth/not-owner'
  | 'auth/not-participant'
  | 'auth/not-target'
  | 'character/unknown'
  | 'character/exists'
  | 'character/none'
  | 'character/ambiguous'
  | 'character/duplicate-skill'
  | 'character/unknown-skill'
  | 'character/duplicate-lifestyle'
  | 'character/unknown-lifestyle'
  | 'character/too-many-lifestyles'
  | 'character/duplicate-friend'
  | 'character/unknown-friend'
  | 'npc/unknown'
  | 'npc/exists'
  | 'session/none-open'
  | 'session/already-open'
  | 'session/no-racks'
  | 'conflict/none-here'
  | 'conflict/exists-here'
  | 'conflict/wrong-phase'
  | 'conflict/already-joined'
  | 'conflict/unknown-participant'
  | 'conflict/same-side'
  | 'conflict/already-rolled'
  | 'conflict/not-rolled'
  | 'exchange/pending'
  | 'exchange/none-pending'
  | 'exchange/already-resolved'
  | 'exchange/not-your-turn'
  | 'exchange/wrong-count'
  | 'goal/not-available'
  | 'goal/not-enough'
  | 'goal/already-bought'
  | 'goal/unknown-offer'
  | 'goal/already-answered'
  | 'conflict/not-ended'
  | 'conflict/busy'
  | 'points/not-enough'
  | 'murphy/not-enough'
  | 'murphy/not-owed'
  | 'murphy/owed'
  | 'points/not-short'
  | 'points/beg-too-much'
  | 'input/bad-text'
  | 'input/bad-number'
  | 'roll/superseded';

/** A use case's own codes, and those of a move the conflict machine refused (kept as the machine gave them). */
export type AppErrorCode = UseCaseCode | RefusalCode;

export type ErrorCode = AppErrorCode | RuleErrorCode;

/**
 * A refusal with the sentence to show, `Safe` so that it cannot carry a person's text (a name, a
 * typed value, a file's key) as live Markdown: it is posted as it is. No sentence (`''`) means the
 * code's own default sentence.
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  /** The sentence to show, or null for the code's own. */
  readonly sentence: Safe | null;
  constructor(
    readonly code: AppErrorCode,
    sentence?: Safe,
  ) {
    super(sentence ? textOf(sentence) : '');
    this.sentence = sentence ?? null;
  }
}

export function refuse(code: AppErrorCode, message: Safe): never {
  throw new AppError(code, message);
}
