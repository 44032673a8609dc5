// Refusals the Discord layer itself makes (stale buttons, a DM, a too-long action): like the app's
// refusals they become one ephemeral sentence and change nothing.
import type { Safe } from '../app/safe-text';

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
  declare readonly message: Safe;
  constructor(
    readonly code: RefusalCode,
    message?: Safe,
  ) {
    super(message ?? '');
  }
}
