// The repository says why, not which ticket: an issue number, a numbered work pass ("the third
// pass") or a branch name means nothing to someone who has only the repository, and goes stale
// when the tracker moves or the branch is gone. The docs describe the present; the history is in
// git. Checked: every Markdown file of docs/ with README.md and CONTRIBUTING.md, the comments of
// src/, tools/, test/ and bench/, and the names of the tests.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

const WORDS: readonly { kind: string; pattern: RegExp }[] = [
  { kind: 'an issue number', pattern: /\b(?:issues?|tickets?|bugs?|PR)\s*#?\d+\b|(?:^|\s)\(?#\d+\)?(?=[\s).,;:]|$)/i },
  {
    kind: 'a numbered work pass',
    pattern:
      /\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+(?:st|nd|rd|th))\s+pass\b|\bpass\s+#?\d+\b/i,
  },
  {
    kind: 'a branch name',
    pattern:
      /\bbranch(?:es)?\s+(?:named\s+)?[`'"][\w./-]+[`'"]|\bbranch\s+(?:[\w-]*\d[\w-]*|[\w-]+\/[\w./-]+)\b|\bmerge branch\b|\b(?:main|master|feature|topic|work|git) branch\b/i,
  },
];

/** Each ticket word in `text`: what kind it is and the words around it. */
function ticketWords(text: string): { kind: string; at: string }[] {
  return WORDS.flatMap(({ kind, pattern }) =>
    [...text.matchAll(new RegExp(pattern.source, 'gim'))].map((m) => ({
      kind,
      at: text
        .slice(Math.max(0, m.index - 30), m.index + m[0].length + 30)
        .replace(/\s+/g, ' ')
        .trim(),
    })),
  );
}

/** The comment text of a file: line comments and block comments, nothing of the code. */
const commentsOf = (code: string): string =>
  [...code.matchAll(/\/\/.*$|\/\*[\s\S]*?\*\//gm)].map((m) => m[0]).join('\n');

/** The names given to describe, it and test (with .each, .fails, .skip…), as written. */
const testNamesOf = (code: string): string =>
  [...code.matchAll(/\b(?:describe|it|test)(?:\.\w+)*(?:\([^()]*\))?\(\s*(['"`])((?:\\.|(?!\1)[\s\S])*?)\1/g)]
    .map((m) => m[2])
    .join('\n');

const filesUnder = (dir: string, ends: RegExp): string[] =>
  readdirSync(dir).flatMap((n) => {
    const path = join(dir, n);
    if (statSync(path).isDirectory()) return n === 'node_modules' ? [] : filesUnder(path, ends);
    return ends.test(n) ? [path] : [];
  });

const findingsIn = (files: string[], part: (text: string) => string): string[] =>
  files.flatMap((file) =>
    ticketWords(part(readFileSync(file, 'utf8'))).map((f) => `${relative(root, file)}: ${f.kind}: ${f.at}`),
  );

const code = /\.(?:ts|js|mjs)$/;
const sourceFiles = ['src', 'tools', 'test', 'bench'].flatMap((d) => filesUnder(join(root, d), code));

describe('ticket words', () => {
  it('GIVEN docs/, README.md and CONTRIBUTING.md THEN none names an issue, a work pass or a branch', () => {
    const docs = [...filesUnder(join(root, 'docs'), /\.md$/), join(root, 'README.md'), join(root, 'CONTRIBUTING.md')];
    expect(docs.length).toBeGreaterThan(3);
    expect(findingsIn(docs, (t) => t)).toEqual([]);
  });

  it('GIVEN the comments of src/, tools/, test/ and bench/ THEN none names one', () => {
    expect(sourceFiles.length).toBeGreaterThan(100);
    expect(findingsIn(sourceFiles, commentsOf)).toEqual([]);
  });

  it('GIVEN the names of the tests THEN none names one', () => {
    const tests = filesUnder(join(root, 'test'), /\.test\.ts$/);
    expect(tests.length).toBeGreaterThan(50);
    expect(findingsIn(tests, testNamesOf)).toEqual([]);
  });

  it('GIVEN an issue number THEN a finding', () => {
    for (const text of ['was slow (issue 11)', 'see #42', 'fixes bug 7', 'Issues 3 and 4', 'as Issue #25 asks'])
      expect(ticketWords(text).map((f) => f.kind)).toEqual(['an issue number']);
  });

  it('GIVEN a numbered work pass THEN a finding', () => {
    for (const text of ['after the third pass', '### Second pass (14:00 UTC)', 'pass 3 cut the reads', 'the 2nd pass'])
      expect(ticketWords(text).map((f) => f.kind)).toEqual(['a numbered work pass']);
  });

  it('GIVEN a branch name THEN a finding', () => {
    for (const text of ['measured on branch `perf`', 'the branch bench2', "Merge branch 'perf'", 'on branch fix/rolls'])
      expect(ticketWords(text).map((f) => f.kind)).toEqual(['a branch name']);
  });

  it('GIVEN rule ids, counts, colours, initiative passes and code branches THEN no finding', () => {
    for (const text of [
      'R4.2: the leader',
      '3 issues remain',
      'colour #ff0000',
      'zod issues[0]',
      'all 37 pass',
      'R4.3 passes',
      'the next pass back from the end',
      'opens its branch of the tree',
      'every branch of a union',
      'a lookup table instead of a branch per die',
    ])
      expect(ticketWords(text)).toEqual([]);
  });

  it('GIVEN code THEN only its comments are read, and test names only from describe, it and test', () => {
    expect(commentsOf("const a = 'issue 4'; // why\n/* block */")).toBe('// why\n/* block */');
    expect(testNamesOf("it('GIVEN x THEN y', () => { call('issue 4') });\nit.each([1])(`case %s`, f)")).toBe(
      'GIVEN x THEN y\ncase %s',
    );
  });
});
