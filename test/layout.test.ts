/** The product is src/: it imports nothing from the tests or the tools, and dist/ bundles only it. */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { tsFilesUnder } from './support/source-files';
// @ts-expect-error a plain .mjs module without types (the options object esbuild takes)
import { buildOptions } from '../scripts/build-options.mjs';

const root = join(import.meta.dirname, '..');
const files = tsFilesUnder;

describe('layout', () => {
  it('GIVEN every file of src/ THEN none imports from test/, tools/, bench/ or scripts/', () => {
    const bad = files(join(root, 'src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)]
        .map((m) => m[1]!)
        .filter((spec) => spec.startsWith('.') && !join(file, '..', spec).startsWith(join(root, 'src')))
        .map((spec) => `${relative(root, file)} imports ${spec}`),
    );
    expect(bad).toEqual([]);
  });

  it('GIVEN the production bundle THEN every module in it comes from src/', async () => {
    const result = await build({
      ...buildOptions,
      write: false,
      metafile: true,
      logLevel: 'silent',
      absWorkingDir: root,
    });
    const inputs = Object.keys(result.metafile!.inputs);
    expect(inputs.length).toBeGreaterThan(50);
    expect(inputs.filter((i) => !i.startsWith('src/'))).toEqual([]);
  });
});
