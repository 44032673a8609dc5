// Comments in src/ say why, not which ticket: an issue number means nothing to someone who has only
// the repository, and goes stale when the tracker moves.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tsFilesUnder } from '../support/source-files';

const root = join(import.meta.dirname, '..', '..');
const TICKET = /\b(?:issues?|tickets?|bugs?|PR)\s*#?\d+\b|(?:^|\s)\(?#\d+\)?(?=[\s).,;:]|$)/i;

/** The comment text of a file: line comments and block comments, nothing of the code. */
const commentsOf = (code: string): string[] => [...code.matchAll(/\/\/.*$|\/\*[\s\S]*?\*\//gm)].map((m) => m[0]);

describe('comments in src/', () => {
  it('GIVEN every file of src/ THEN no comment names an issue by its number', () => {
    const found = tsFilesUnder(join(root, 'src')).flatMap((file) =>
      commentsOf(readFileSync(file, 'utf8'))
        .filter((c) => TICKET.test(c))
        .map((c) => `${relative(root, file)}: ${c.trim().slice(0, 80)}`),
    );
    expect(found).toEqual([]);
  });

  it('GIVEN comments THEN only ticket numbers count, not rule ids, counts or colours', () => {
    expect(
      ['// was slow (issue 11)', '// see #42', '/* fixes bug 7 */', '// Issues 3 and 4'].map((c) => TICKET.test(c)),
    ).toEqual([true, true, true, true]);
    expect(
      ['// R4.2: the leader', '// 3 issues remain', '// colour #ff0000', '// zod issues[0]'].map((c) => TICKET.test(c)),
    ).toEqual([false, false, false, false]);
  });
});
