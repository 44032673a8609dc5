// SQL lives in src/store (and the migrations/ it runs): a use case, a renderer or a command that
// wrote its own query would bypass the repositories' statement cache and their reading of rows.
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeOf, tsFilesUnder } from '../support/source-files';

const root = join(import.meta.dirname, '..', '..');

/** What a statement or a direct call to SQLite looks like in code (keywords in capitals, as written here). */
const SQL = new RegExp(
  [
    String.raw`\bSELECT\b[\s\S]{0,300}?\bFROM\b`,
    String.raw`\bINSERT\s+(?:OR\s+[A-Z]+\s+)?INTO\b`,
    String.raw`\bUPDATE\s+\w+\s+SET\b`,
    String.raw`\bDELETE\s+FROM\b`,
    String.raw`\b(?:CREATE|DROP|ALTER)\s+(?:TABLE|INDEX|VIEW|TRIGGER)\b`,
    String.raw`\bPRAGMA\s+\w+`,
    String.raw`\bBEGIN\s+(?:IMMEDIATE|EXCLUSIVE|DEFERRED|TRANSACTION)\b`,
    String.raw`\.(?:prepare|pragma)\(`,
    String.raw`\.exec\(\s*['"${'`'}]`,
  ].join('|'),
);

const sqlIn = (code: string): string | undefined => SQL.exec(code)?.[0];

describe('SQL in src/', () => {
  it('GIVEN every file of src/ outside src/store THEN none holds a statement or calls SQLite with one', () => {
    const outside = tsFilesUnder(join(root, 'src')).filter((f) => !f.startsWith(join(root, 'src', 'store')));
    expect(outside.length).toBeGreaterThan(100);
    const found = outside.flatMap((file) => {
      const sql = sqlIn(codeOf(file));
      return sql ? [`${relative(root, file)}: ${sql}`] : [];
    });
    expect(found).toEqual([]);
  });

  it('GIVEN statements and the words players read THEN only the statements count as SQL', () => {
    for (const sql of [
      "db.prepare('SELECT 1')",
      'const q = `SELECT COUNT(*) AS n FROM characters WHERE id = ?`;',
      "'INSERT OR IGNORE INTO handled (id) VALUES (?)'",
      "'UPDATE campaigns SET name = ? WHERE id = ?'",
      "'DELETE FROM npcs'",
      "db.exec('BEGIN IMMEDIATE')",
      "db.pragma('busy_timeout = 0')",
    ])
      expect(sqlIn(sql), sql).toBeDefined();
    for (const words of [
      "'Select a skill from the list.'",
      "'Update your sheet, then set the pool.'",
      '/^(\\d+)d(\\d+)$/.exec(text)',
      "'Pick what to delete from the log.'",
    ])
      expect(sqlIn(words), words).toBeUndefined();
  });
});
