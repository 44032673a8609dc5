import { expect } from 'vitest';
import { RuleError } from '../../../src/rules/errors';
import { SystemError } from '../../../src/rules/systems/errors';

/** Runs fn, expects a RuleError or SystemError with `code` and a one-sentence message. */
export function expectRefusal(fn: () => unknown, code: string): string {
  let caught: unknown;
  try {
    fn();
  } catch (err) {
    caught = err;
  }
  expect(
    caught instanceof RuleError || caught instanceof SystemError,
    `expected a refusal, got ${String(caught)}`,
  ).toBe(true);
  const err = caught as RuleError | SystemError;
  expect(err.code).toBe(code);
  expect(err.message).toMatch(/^[A-Z0-9"(d].*[.]$/s);
  expect(err.message.split(/[.!?] +(?=[A-Z])/).length).toBe(1);
  return err.message;
}
