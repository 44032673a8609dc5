// docs/rule-ids.md is where a cited rule id resolves: every id in src/ or test/ has a row there,
// and every row links to a section docs/rules.md really has.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const rulesDoc = readFileSync(join(root, 'docs', 'rules.md'), 'utf8');
const idsDoc = readFileSync(join(root, 'docs', 'rule-ids.md'), 'utf8');

// Built from parts so that this file's own text holds nothing the pattern would take for an id.
const ID = String.raw`${'R'}\d{1,2}(?:\.\d{1,2})?`;
const citedId = new RegExp(String.raw`\b${ID}\b`, 'g');
const tableRow = new RegExp(String.raw`^\|\s*(${ID})\s*\|`);

/** Every file below `dir`, whatever its kind: ids are cited in fixtures and contracts too. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? filesUnder(join(dir, n)) : [join(dir, n)]));

/** The anchors GitHub gives a Markdown file's headings (lowercase, punctuation dropped, spaces → hyphens). */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

const rows = idsDoc
  .split('\n')
  .map((line) => ({ line, id: tableRow.exec(line)?.[1] }))
  .filter((r): r is { line: string; id: string } => r.id !== undefined);

describe('docs/rule-ids.md', () => {
  it('GIVEN every file of src/ and test/ THEN each rule id cited there has a row', () => {
    const listed = new Set(rows.map((r) => r.id));
    const missing = ['src', 'test']
      .flatMap((dir) => filesUnder(join(root, dir)))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(citedId)]
          .map((m) => m[0])
          .filter((id) => !listed.has(id))
          .map((id) => `${id} (${relative(root, file)})`),
      );
    expect([...new Set(missing)]).toEqual([]);
  });

  it('GIVEN the table THEN no id has two rows and every row links to docs/rules.md', () => {
    const ids = rows.map((r) => r.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(rows.filter((r) => !/\]\(rules\.md#[^)]+\)/.test(r.line)).map((r) => r.id)).toEqual([]);
  });

  it('GIVEN every link into docs/rules.md THEN its anchor is one of that page’s headings', () => {
    const anchors = headingAnchors(rulesDoc);
    const links = [...idsDoc.matchAll(/\]\(rules\.md#([^)\s]+)\)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(0);
    expect([...new Set(links.filter((a) => !anchors.has(a)))]).toEqual([]);
  });

  it('GIVEN headings THEN anchors follow GitHub: lowercase, punctuation dropped, spaces to hyphens', () => {
    expect([...headingAnchors('# Secrecy: who sees what\n## Leftovers and follow-ups\n## A\n## A\n')]).toEqual([
      'secrecy-who-sees-what',
      'leftovers-and-follow-ups',
      'a',
      'a-1',
    ]);
  });
});
