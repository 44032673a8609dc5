// The message catalogues: every refusal sentence lives in one table per layer, in plain game words (R14.1).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appMessages, appNotices } from '../src/app/messages';
import { discordMessages } from '../src/discord/render/messages';
import { conflictMessages } from '../src/rules/conflict/messages';
import { ruleMessages } from '../src/rules/messages';
import { isSafe, textOf } from '../src/app/text/safe-text';

type Entry = unknown;

const CATALOGUES: Record<string, Record<string, Entry>> = {
  'rules/conflict/messages.ts': conflictMessages,
  'rules/messages.ts': ruleMessages,
  'app/messages.ts': appMessages,
  'app/messages.ts notices': appNotices,
  'discord/render/messages.ts': discordMessages,
};

/**
 * A function entry filled with a placeholder for every parameter, so only its fixed words are judged. The
 * placeholder ends a sentence: an entry may end with what it is given (a reason, a usage line).
 */
function sentenceOf(entry: Entry): string {
  const out = typeof entry === 'function' ? entry(...Array.from({ length: entry.length }, () => 'Ana.')) : entry;
  return isSafe(out) ? textOf(out) : (out as string);
}

const entries = Object.entries(CATALOGUES).flatMap(([file, table]) => {
  return Object.entries(table).map(([key, entry]) => ({ id: `${file}: ${key}`, text: sentenceOf(entry) }));
});

describe('message catalogues', () => {
  it('GIVEN every catalogue entry THEN it is plain game words: no rule citations, no "1 dice", a whole sentence', () => {
    const faults: string[] = [];
    for (const { id, text } of entries) {
      if (text.trim() === '' || text !== text.trim()) faults.push(`${id}: empty or padded`);
      if (/\bR\d/.test(text)) faults.push(`${id}: cites a rule section`);
      if (/\b1 (dice|books|points|racks)\b/.test(text)) faults.push(`${id}: "1" with a plural`);
      if (/ {2}/.test(text)) faults.push(`${id}: double space`);
      if (!/[.?!)]$/.test(text)) faults.push(`${id}: does not end a sentence`);
    }
    expect(faults).toEqual([]);
    expect(entries.length).toBeGreaterThan(300);
  });

  it('GIVEN a fixed entry of a Safe catalogue THEN it is a Safe value, shown as it is wherever it is quoted', () => {
    const fixed = Object.entries({ ...appMessages, ...appNotices, ...discordMessages }).filter(
      ([, entry]) => typeof entry !== 'function',
    );
    expect(fixed.length).toBeGreaterThan(50);
    expect(fixed.filter(([, entry]) => !isSafe(entry)).map(([key]) => key)).toEqual([]);
  });

  it('GIVEN every file in src THEN no refusal is thrown with a sentence written at the throw site (R14.1)', () => {
    const root = join(__dirname, '..', 'src');
    const files: string[] = [];
    const walk = (dir: string): void => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (name.endsWith('.ts')) files.push(path);
      }
    };
    walk(root);
    const quote = `['"\`]`;
    const patterns = [
      // refuse(code, 'sentence'), refusal(code, 'sentence'), new XError(code, 'sentence'); '' means "the code's own sentence"
      new RegExp(
        `\\b(refuse|refusal|new (RuleError|SystemError|AppError|Refusal))\\(\\s*'[^']*',\\s*(?!''\\s*\\))${quote}`,
      ),
      // the one-argument refuse('sentence') of the /roll presets
      new RegExp(`\\brefuse\\(\\s*${quote}[^'"\`]*${quote}\\s*\\)`),
    ];
    const sites = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return patterns.some((p) => p.test(text)) ? [relative(root, file)] : [];
    });
    expect(sites).toEqual([]);
  });
});
