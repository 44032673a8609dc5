/** Every refusal code has a sentence; errors' own sentences win. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/app';
import { appMessages } from '../../src/app/messages';
import { md, type Safe, textOf } from '../../src/app/text/safe-text';
import { ERROR_SENTENCES, isRefusal, refusalText as refusalSafe } from '../../src/discord/error-messages';
import { Refusal, systemRefusal } from '../../src/discord/refusal';
import { parseSkillPath, RuleError } from '../../src/rules';
import { discordMessages } from '../../src/discord/render/messages';

/** A refusal's sentence as Discord is sent it. */
const refusalText = (err: Parameters<typeof refusalSafe>[0]) => textOf(refusalSafe(err));

const src = (path: string) => readFileSync(join(import.meta.dirname, '../../src', path), 'utf8');
/** The string literals of a union type declared in a source file. */
function codesOf(path: string, typeName: string): string[] {
  const text = src(path);
  const start = text.indexOf(`export type ${typeName} =`);
  const body = text.slice(start, text.indexOf(';', start));
  return [...body.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
}

describe('ERROR_SENTENCES', () => {
  const codes = [
    ...codesOf('app/use-case/errors.ts', 'UseCaseCode'),
    ...codesOf('rules/conflict/codes.ts', 'ConflictCode'),
    ...codesOf('rules/errors.ts', 'RuleErrorCode'),
    ...codesOf('discord/refusal.ts', 'RefusalCode'),
  ];

  it('GIVEN the code unions THEN they were found', () => expect(codes.length).toBeGreaterThan(50));

  it.each(codes)('GIVEN %s THEN it has one sentence', (code) => {
    const sentence = textOf((ERROR_SENTENCES as Record<string, Safe>)[code]!);
    expect(sentence).toMatch(/^[A-Z].*[.]$/);
    expect(sentence!.split(/[.!?] /).length).toBe(1);
  });

  it('GIVEN the table THEN it has no code the unions lack', () => {
    expect(Object.keys(ERROR_SENTENCES).sort()).toEqual([...new Set(codes)].sort());
  });
});

describe('refusalText', () => {
  it('GIVEN an error with its own message THEN that message', () => {
    expect(refusalText(new AppError('auth/not-gm', md`Only the GM of Venus Nights can do that.`))).toBe(
      'Only the GM of Venus Nights can do that.',
    );
  });
  it('GIVEN an error without a message THEN the default sentence of its code', () => {
    expect(refusalText(new Refusal('discord/not-in-server'))).toBe(textOf(ERROR_SENTENCES['discord/not-in-server']));
    expect(refusalText(new RuleError('pool/not-in-pool', ' '))).toBe(textOf(ERROR_SENTENCES['pool/not-in-pool']));
  });
  it('GIVEN an app refusal naming A_b*c THEN the name shows escaped exactly once', () => {
    expect(refusalText(new AppError('auth/not-gm', appMessages.onlyGm('A_b*c')))).toBe(
      'Only the GM of A\\_b\\*c can do that.',
    );
  });
  it('GIVEN a rule refusal quoting a typed skill path THEN the typed text is escaped once, not live Markdown', () => {
    let thrown: unknown;
    try {
      parseSkillPath('A_b*c: <@&1>::');
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(RuleError);
    expect(refusalText(thrown as RuleError)).toBe(
      '"A\\_b\\*c: \\<\\@&1\\>::" is not a skill path: write Field, Field: Focus or Field: Focus: Specialty.',
    );
  });
  it('GIVEN a game system refusal with a sentence the bot made Safe THEN it is not escaped again', () => {
    const sentence = discordMessages.presetUsage('A_b*c', 'notation: whynom scout.');
    expect(refusalText(systemRefusal('system/bad-choice', sentence))).toBe('A\\_b\\*c: notation: whynom scout.');
  });
  it('GIVEN a bug THEN it is not a refusal', () => {
    expect(isRefusal(new TypeError('x'))).toBe(false);
    expect(isRefusal(new AppError('auth/not-gm', md`x`))).toBe(true);
  });
});
