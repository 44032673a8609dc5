// Refusals the Discord layer itself makes (stale buttons, a DM, a too-long action): like the app's
// refusals they become one ephemeral sentence and change nothing.
import { type Safe, textOf } from '../app/text/safe-text';
import { SystemError, type SystemErrorCode } from '../rules/systems';

export type RefusalCode =
  | 'discord/not-in-server'
  | 'discord/stale-component'
  | 'discord/unknown-component'
  | 'discord/too-long'
  | 'discord/no-dice'
  | 'discord/missing-field'
  | 'discord/not-offered'
  | 'discord/shutting-down'
  | 'discord/busy';

export class Refusal extends Error {
  override readonly name = 'Refusal';
  /** Posted as it is, like an AppError's; empty means the code's own sentence. */
  /** The sentence to show, or null for the code's own. */
  readonly sentence: Safe | null;
  constructor(
    readonly code: RefusalCode,
    sentence?: Safe,
  ) {
    super(sentence ? textOf(sentence) : '');
    this.sentence = sentence ?? null;
  }
}

/** A game system's refusal worded by the Discord layer: its `Safe` sentence is posted as it is. */
export function systemRefusal(code: SystemErrorCode, sentence: Safe): SystemError {
  return Object.assign(new SystemError(code, textOf(sentence)), { sentence });
}
