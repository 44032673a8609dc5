import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeOf, tsFilesUnder } from '../support/source-files';

const root = join(import.meta.dirname, '../../src/discord');
const files = tsFilesUnder;
const code = codeOf;

describe('src/discord', () => {
  const all = files(root).map((f) => [relative(root, f), f] as const);

  it.each(all)('GIVEN %s THEN it imports no store, SQLite or config internals', (_name, file) => {
    const imports = [...code(file).matchAll(/from\s+['"]([^'"]+)['"]/g)].map((m) => m[1]!);
    for (const spec of imports) expect(spec, `${file} imports ${spec}`).not.toMatch(/\/store(\/|$)|better-sqlite3/);
  });

  // A module-level map filled at start-up is a hidden dependency (the button tracker once was one,
  // giving reply.ts database writes): pass what a function needs. reply.ts keeps only the marks of
  // how each live interaction was deferred, which die with the interaction.
  it.each(all.filter(([name]) => name !== 'reply.ts'))(
    'GIVEN %s THEN it keeps no module-level registry',
    (_name, file) => {
      expect(code(file)).not.toMatch(/^(export )?(const|let) \w+ = new (WeakMap|Map|Set|WeakSet)\b/m);
    },
  );

  it.each(all.filter(([name]) => name !== 'reply.ts'))(
    'GIVEN %s THEN it never answers an interaction itself',
    (_name, file) => {
      expect(code(file)).not.toMatch(/\.(reply|deferReply|followUp|editReply|update|deferUpdate|showModal|respond)\(/);
    },
  );

  it('GIVEN a component or command THEN it opens a form only through openFormFor, which checks the presser first', () => {
    const opening = all
      .filter(([name]) => name !== 'reply.ts' && name !== 'components/open-form.ts')
      .filter(([, file]) => /\bshowModal\(/.test(code(file)))
      .map(([name]) => name);
    expect(opening).toEqual([]);
  });
});
