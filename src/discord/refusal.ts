// Refusals the Discord layer itself makes (stale buttons, a DM, a too-long action): like the app's
// refusals they become one ephemeral sentence and change nothing.
export type RefusalCode =
  | 'discord/not-in-server'
  | 'discord/stale-component'
  | 'discord/unknown-component'
  | 'discord/too-long'
  | 'discord/no-dice'
  | 'discord/missing-field'
  | 'discord/shutting-down'
  | 'discord/busy';

export class Refusal extends Error {
  override readonly name = 'Refusal';
  constructor(
    readonly code: RefusalCode,
    message = '',
  ) {
    super(message);
  }
}
