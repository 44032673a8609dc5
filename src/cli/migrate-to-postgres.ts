// `npm run migrate-to-postgres -- postgres://…`: copies the bot's SQLite database (DATABASE_PATH,
// default ./data/venus.sqlite) into an empty PostgreSQL database, ids and all, once. Stop the bot first.
import { readDatabasePath } from '../config';
import { CopyError, copyToPostgres, describeTarget } from '../store/engine/copy-to-postgres';
import { isPostgresUrl } from '../store/engine/open-database';

const args = process.argv.slice(2);
const url = args[0];
if (args.length !== 1 || !url || !isPostgresUrl(url)) {
  console.error(
    'Usage: npm run migrate-to-postgres -- postgres://user:password@host/database (copies DATABASE_PATH, default ./data/venus.sqlite, into that empty database; stop the bot first)',
  );
  process.exit(2);
}
const source = readDatabasePath();
const target = describeTarget(url);
try {
  const report = await copyToPostgres(source, url);
  const filled = report.tables.filter((t) => t.rows > 0);
  const empty = report.tables.length - filled.length;
  console.log(`Copied ${source} into ${target}, every row with its id:`);
  for (const t of filled) console.log(`  ${t.name}: ${t.rows} row${t.rows === 1 ? '' : 's'}`);
  console.log(
    `${report.total} row${report.total === 1 ? '' : 's'} in all, ${filled.length} table${filled.length === 1 ? '' : 's'} with rows and ${empty} empty; every table's count matches the SQLite file.`,
  );
  console.log(
    'Start the bot with DATABASE_URL set to this address. The SQLite file was left as it was: keep it as a backup.',
  );
} catch (err) {
  console.error(
    err instanceof CopyError
      ? err.message
      : `The copy failed, and no row was kept in ${target}: ${err instanceof Error ? err.message : String(err)}`,
  );
  process.exit(1);
}
