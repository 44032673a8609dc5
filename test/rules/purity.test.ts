import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Architecture: src/rules is the pure core. It may import only from itself, and the dice library,
// which computes only and draws its randomness from the engine the caller passes in.
const PURE_PACKAGES = ['@dice-roller/rpg-dice-roller'];
const root = join(import.meta.dirname, '../../src/rules');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('src/rules purity', () => {
  const all = files(root);
  it('GIVEN the rules folder THEN it has files to check', () => expect(all.length).toBeGreaterThan(5));
  it.each(all.map((f) => [f.slice(root.length + 1), f]))(
    'GIVEN %s THEN no I/O, Discord, SQLite, clock or Math.random',
    (_name, file) => {
      // Comments may name what is forbidden; only code counts.
      const text = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      const imports = [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);
      for (const spec of imports.filter((s) => !PURE_PACKAGES.includes(s))) {
        expect(spec.startsWith('.'), `${file} imports ${spec}`).toBe(true);
        expect(
          /\.\.\/(\.\.\/)*(store|app|discord|tools|cases)/.test(spec) || spec.startsWith('../..'),
          `${file} imports ${spec}`,
        ).toBe(false);
      }
      expect(text).not.toMatch(/Math\.random|Date\.now|new Date\(|process\.|require\(/);
    },
  );
});
