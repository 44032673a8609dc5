// CONTRIBUTING.md names real paths: each file or folder it quotes or links exists, so a newcomer
// following it never looks for something that was moved.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const text = readFileSync(join(root, 'CONTRIBUTING.md'), 'utf8');

/** What a quoted or linked piece of text names, when it is a path: a folder/file, or a known file. */
function pathsIn(markdown: string): string[] {
  const quoted = [...markdown.matchAll(/`([^`\s]+)`/g), ...markdown.matchAll(/\]\(([^)\s#]+)\)/g)].map((m) => m[1]!);
  return quoted.filter((q) => /^[\w.-]+(\/[\w.*…-]*)+$/.test(q) || /^[\w-]+\.(md|ts|sql|json)$/.test(q));
}

/** A placeholder (`NNNN_…`, `*.test.ts`, `test/…`) stands for something in a folder that must exist. */
const mustExist = (path: string): string => (/NNNN|\*|…/.test(path) ? dirname(path) : path);

describe('CONTRIBUTING.md', () => {
  it('GIVEN every path it names THEN the file or folder exists', () => {
    const paths = pathsIn(text);
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((p) => !existsSync(join(root, mustExist(p))))).toEqual([]);
  });

  it('GIVEN the changes it explains THEN each has its section', () => {
    for (const heading of [
      '## Add a slash command',
      '## Add a button',
      '## Add a rule',
      '## Add a refusal or a sentence',
      '## Add a table',
      '## Add a migration',
    ])
      expect(text).toContain(heading);
  });

  it('GIVEN where a refusal, a sentence, a table, a component and a migration go THEN it names each place', () => {
    for (const place of [
      'src/app/use-case/errors.ts',
      'src/app/messages.ts',
      'src/discord/refusal.ts',
      'src/discord/error-messages.ts',
      'src/app/text/safe-text.ts',
      'src/store/engine/statements.ts',
      'test/store/postgres-schema.test.ts',
      'src/discord/components/index.ts',
      'src/discord/table/table-moves.ts',
      'migrations/NNNN_what_it_does.sql',
      'migrations/postgres/NNNN_….sql',
      'src/store/campaign-file/campaign-data-spec.ts',
    ])
      expect(text).toContain(`\`${place}\``);
  });

  it('GIVEN quoted text THEN paths are told from code and commands', () => {
    expect(pathsIn('`src/app/` `README.md` [x](docs/rules.md) `migrations/NNNN_x.sql` `test/…`')).toEqual([
      'src/app/',
      'README.md',
      'migrations/NNNN_x.sql',
      'test/…',
      'docs/rules.md',
    ]);
    expect(pathsIn('`npx tsc --noEmit` `button(parse, handler)` `R4.3` `ID_FIELDS` `(deps, caller)`')).toEqual([]);
    expect(mustExist('migrations/NNNN_x.sql')).toBe('migrations');
  });
});
