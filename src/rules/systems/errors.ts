/**
 * Errors for the preset dice systems whose problems have no code in ../errors. Same shape as
 * RuleError: a code and one clear sentence. Anything that does fit a RuleError code uses RuleError.
 */
import { RuleError } from '../errors';

export type SystemErrorCode =
  | 'system/unknown-species'
  | 'system/unknown-ship'
  | 'system/unknown-die'
  | 'system/unknown-preset'
  | 'system/bad-number'
  | 'system/bad-choice'
  | 'system/not-enough-points';

export class SystemError extends Error {
  override readonly name = 'SystemError';
  constructor(
    readonly code: SystemErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** True for either kind of refusal a preset or the notation can raise (RuleError or SystemError). */
export function isRollRefusal(err: unknown): err is SystemError | RuleError {
  return err instanceof SystemError || err instanceof RuleError;
}
