// No module of src/ reaches itself through its imports, type-only ones included: a cycle makes load
// order matter and ties files together that a newcomer would expect to change one at a time.
import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeOf, tsFilesUnder } from '../support/source-files';

const root = join(import.meta.dirname, '..', '..');
const src = join(root, 'src');

/** Every relative module a file names: `import`, `import type`, `export … from` and `import()`. */
function relativeImports(code: string): string[] {
  const specs = [
    ...code.matchAll(/\b(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g),
    ...code.matchAll(/\bimport\s*(?:\(\s*)?['"]([^'"]+)['"]/g),
  ].map((m) => m[1]!);
  return specs.filter((s) => s.startsWith('.'));
}

/** The file a relative specifier lands on, as the bundler resolves it (extension or index file). */
function resolve(from: string, spec: string): string | undefined {
  const base = join(dirname(from), spec);
  return [base, `${base}.ts`, join(base, 'index.ts')].find((p) => p.endsWith('.ts') && existsSync(p));
}

/** The strongly connected components of more than one file (or a file importing itself), by Tarjan. */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('imports in src/', () => {
  it('GIVEN every file of src/ THEN no import chain, runtime or type-only, comes back to where it began', () => {
    const graph = new Map(
      tsFilesUnder(src).map((file) => [
        relative(root, file),
        relativeImports(codeOf(file)).flatMap((spec) => {
          const target = resolve(file, spec);
          return target ? [relative(root, target)] : [];
        }),
      ]),
    );
    expect(graph.size).toBeGreaterThan(100);
    expect(cycles(graph)).toEqual([]);
  });

  it('GIVEN a graph with a loop THEN the check finds exactly the files on it', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
    expect(
      cycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('GIVEN each way of naming a module THEN every one counts as an edge', () => {
    const code = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "export { c } from './c';",
      "export type * from './d';",
      "import './e';",
      "const f = await import('./f');",
      "import { readFileSync } from 'node:fs';",
      'import {\n  g,\n  h,\n} from "./gh";',
    ].join('\n');
    expect(relativeImports(code).sort()).toEqual(['../b', './a', './c', './d', './e', './f', './gh']);
  });
});
