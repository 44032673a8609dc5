// Which statements change what a move keeps beside a live conflict's document (conflict-cache.ts):
// the conflict's own row but for the document, its campaign's row, the channel bindings and the
// seats. The SQLite store asks once per statement, when it prepares it, and counts the writes
// itself; another connection's writes it learns from SQLite's data_version.
import type Database from 'better-sqlite3';

/** The tables a move's kept inputs are read from. */
const INPUT_TABLES = ['conflicts', 'participants', 'campaigns', 'campaign_channels'];
/** Columns of `conflicts` that only the document's save writes: a move keeps the row across them. */
const DOCUMENT_COLUMNS = new Set(['state', 'state_version']);

/** What writes to the input tables, directly or through a foreign key's cascade. */
export interface InputTables {
  /** Written by any INSERT, UPDATE or DELETE. */
  direct: ReadonlySet<string>;
  /** Tables whose deleted rows take input rows with them (ON DELETE CASCADE / SET NULL / SET DEFAULT). */
  deleting: ReadonlySet<string>;
  /** Tables whose updated keys change input rows (ON UPDATE actions). */
  updating: ReadonlySet<string>;
}

/** The input tables of the schema `sqlite` holds, with the parents that cascade into them. */
export function inputTables(sqlite: Database.Database): InputTables {
  const foreignKeys = sqlite.prepare<[string], { table: string; on_update: string; on_delete: string }>(
    'SELECT "table", on_update, on_delete FROM pragma_foreign_key_list(?)',
  );
  const acts = (action: string) => action !== 'NO ACTION' && action !== 'RESTRICT';
  const parents = (key: 'on_delete' | 'on_update'): Set<string> => {
    const found = new Set<string>(INPUT_TABLES);
    const todo = [...INPUT_TABLES];
    for (let table = todo.pop(); table !== undefined; table = todo.pop())
      for (const fk of foreignKeys.all(table))
        if (acts(fk[key]) && !found.has(fk.table)) {
          found.add(fk.table);
          todo.push(fk.table);
        }
    return found;
  };
  return { direct: new Set(INPUT_TABLES), deleting: parents('on_delete'), updating: parents('on_update') };
}

const name = String.raw`["\x60\[]?(\w+)["\x60\]]?`;
const INSERT = new RegExp(String.raw`\b(?:INSERT|REPLACE)\s+(?:OR\s+\w+\s+)?INTO\s+${name}`, 'gi');
const DELETE = new RegExp(String.raw`\bDELETE\s+FROM\s+${name}`, 'gi');
const UPDATE = new RegExp(String.raw`\bUPDATE\s+(?:OR\s+\w+\s+)?${name}\s+SET\s+`, 'gi');

/** The columns an UPDATE's SET list (starting at `from` in `sql`) assigns. */
function assigned(sql: string, from: number): string[] {
  const columns: string[] = [];
  let depth = 0;
  let start = from;
  for (let i = from; i <= sql.length; i++) {
    const c = sql[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    const end = i === sql.length || (depth === 0 && /^\s(?:WHERE|RETURNING|FROM)\b/i.test(sql.slice(i, i + 11)));
    if (end || (depth === 0 && c === ',')) {
      // A piece that does not start with a column's name (a row value, say) counts as unknown.
      columns.push(/^\s*["\x60[]?(\w+)\s*=/.exec(sql.slice(start, i))?.[1]?.toLowerCase() ?? '?');
      start = i + 1;
      if (end) break;
    }
  }
  return columns;
}

/** Whether running `sql` may change a live conflict's kept inputs. */
export function writesInputs(sql: string, tables: InputTables): boolean {
  for (const m of sql.matchAll(INSERT)) if (tables.direct.has(m[1]!.toLowerCase())) return true;
  for (const m of sql.matchAll(DELETE)) if (tables.deleting.has(m[1]!.toLowerCase())) return true;
  for (const m of sql.matchAll(UPDATE)) {
    const table = m[1]!.toLowerCase();
    if (!tables.updating.has(table)) continue;
    if (table !== 'conflicts') return true;
    if (assigned(sql, m.index + m[0].length).some((c) => !DOCUMENT_COLUMNS.has(c))) return true;
  }
  return false;
}
