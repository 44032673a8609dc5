// Reading the project's own source in tests that guard its shape (layers, look-ups, layout).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every .ts file below `dir`. */
export const tsFilesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) =>
    statSync(join(dir, n)).isDirectory() ? tsFilesUnder(join(dir, n)) : n.endsWith('.ts') ? [join(dir, n)] : [],
  );

/** A file's code without its comments, so a guard reads only what runs. */
export const codeOf = (file: string): string =>
  readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
