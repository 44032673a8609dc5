// Raw SQL for tests that read or tamper with stored rows directly, on either engine: the same
// statements the store runs (`prep`, `db.exec`), so a test written once runs on SQLite and PostgreSQL.
import type { Db } from '../../src/store/engine/db';
import { prep } from '../../src/store/engine/statements';

type Row = Record<string, unknown>;

/** Every row `sql` finds (`?` placeholders, as in the store). */
export function rows<R = Row>(db: Db, sql: string, ...params: unknown[]): Promise<R[]> {
  return prep<unknown[], R>(db, sql).all(...params);
}

/** The first row `sql` finds, or undefined. */
export function row<R = Row>(db: Db, sql: string, ...params: unknown[]): Promise<R | undefined> {
  return prep<unknown[], R>(db, sql).get(...params);
}

/** Runs one write statement; answers how many rows it changed. */
export async function run(db: Db, sql: string, ...params: unknown[]): Promise<number> {
  return (await prep(db, sql).run(...params)).changes;
}

/** Runs a script of statements without parameters. */
export function exec(db: Db, sql: string): Promise<void> {
  return db.exec(sql);
}

/** The game's tables (not the engine's own, nor the migration history), by name. */
export async function tableNames(db: Db): Promise<string[]> {
  const list =
    db.engine === 'postgres'
      ? await rows<{ name: string }>(
          db,
          `SELECT table_name AS name FROM information_schema.tables
           WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations'`,
        )
      : await rows<{ name: string }>(
          db,
          `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`,
        );
  // Sorted here, not by either engine's collation, so both list them in the same order.
  return list.map((r) => r.name).sort();
}

/** The columns of `table`'s primary key, in key order (empty when it has none). */
export async function primaryKey(db: Db, table: string): Promise<string[]> {
  const list =
    db.engine === 'postgres'
      ? await rows<{ name: string }>(
          db,
          `SELECT k.column_name AS name
           FROM information_schema.table_constraints c
           JOIN information_schema.key_column_usage k
             ON k.constraint_name = c.constraint_name AND k.table_schema = c.table_schema AND k.table_name = c.table_name
           WHERE c.table_schema = current_schema() AND c.table_name = ? AND c.constraint_type = 'PRIMARY KEY'
           ORDER BY k.ordinal_position`,
          table,
        )
      : await rows<{ name: string }>(db, 'SELECT name FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk', table);
  return list.map((r) => r.name);
}

/** Every row of `table`, ordered by its primary key (or by all its columns when it has none). */
export async function tableRows(db: Db, table: string): Promise<Row[]> {
  return rows(db, `SELECT * FROM ${table} ORDER BY ${(await orderOf(db, table)).join(', ')}`);
}

// Every test store of one engine has the same schema (the latest): what orders each table is read
// once per engine, not once per dump (a property test dumps hundreds of times).
const orders = new Map<string, Promise<string[]>>();
function orderOf(db: Db, table: string): Promise<string[]> {
  const k = `${db.engine} ${table}`;
  let order = orders.get(k);
  if (!order) {
    order = (async () => {
      const key = await primaryKey(db, table);
      return key.length ? key : columnNames(db, table);
    })();
    orders.set(k, order);
  }
  return order;
}

/** The columns of `table`, in the order the schema declares them. */
export async function columnNames(db: Db, table: string): Promise<string[]> {
  const list =
    db.engine === 'postgres'
      ? await rows<{ name: string }>(
          db,
          `SELECT column_name AS name FROM information_schema.columns
           WHERE table_schema = current_schema() AND table_name = ? ORDER BY ordinal_position`,
          table,
        )
      : await rows<{ name: string }>(db, 'SELECT name FROM pragma_table_info(?) ORDER BY cid', table);
  return list.map((r) => r.name);
}
