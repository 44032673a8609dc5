/**
 * Rule violations are values with a code and one clear sentence (R14.1). The app layer adds its own
 * codes; the Discord layer turns any of them into an ephemeral reply.
 */
export type RuleErrorCode =
  | 'dice/bad-face'
  | 'dice/bad-count'
  | 'dice/too-many'
  | 'dice/script-exhausted'
  | 'dice/bad-notation'
  | 'pool/not-in-pool'
  | 'exchange/no-dice'
  | 'skill/bad-path'
  | 'skill/missing-parent'
  | 'gear/bad-quality'
  | 'gear/bad-mode'
  | 'goal/unknown'
  | 'goal/bad-people'
  | 'goal/bad-place'
  | 'goal/bad-distance'
  | 'goal/bad-price'
  | 'points/bad-amount';

export class RuleError extends Error {
  override readonly name = 'RuleError';
  constructor(
    readonly code: RuleErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export function isRuleError(err: unknown): err is RuleError {
  return err instanceof RuleError;
}
