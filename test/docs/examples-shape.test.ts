// Every example command the docs show is one Discord would send as typed: a registered command and
// subcommand, known options, every required one given, choices and numbers within bounds.
import { describe, expect, it } from 'vitest';
import { exampleSpans, parseExample } from '../support/examples';

describe('the examples in README.md, docs/commands.md and /help', () => {
  const parsed = exampleSpans().map((s) => ({ ...s, result: parseExample(s.text) }));

  it('GIVEN the docs THEN many of their spans are runnable examples', () => {
    expect(parsed.filter((p) => p.result && typeof p.result !== 'string').length).toBeGreaterThan(80);
  });

  it('GIVEN each example THEN Discord would accept its options as typed', () => {
    const bad = parsed.filter((p) => typeof p.result === 'string').map((p) => `${p.where}: ${p.text}: ${p.result}`);
    expect(bad).toEqual([]);
  });
});
