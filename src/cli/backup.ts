// `npm run backup -- FILE`: a consistent copy of the database (DATABASE_PATH) while the bot runs,
// checked before it is reported good. Restoring is described in the README.
import { readDatabasePath } from '../config';
import { BackupError, backupDatabase, checkDatabase } from '../store/backup';

const [dest, ...extra] = process.argv.slice(2);
if (!dest || extra.length > 0) {
  console.error('Usage: npm run backup -- FILE (the database is DATABASE_PATH, default ./data/venus.sqlite)');
  process.exit(2);
}
const source = readDatabasePath();
try {
  const { pages } = await backupDatabase(source, dest);
  const problems = checkDatabase(dest);
  if (problems.length > 0) {
    console.error(`The copy in ${dest} failed its check: ${problems.slice(0, 3).join('; ')}`);
    process.exit(1);
  }
  console.log(`Backed up ${source} to ${dest} (${pages} pages); the copy passed SQLite's integrity check.`);
} catch (err) {
  console.error(
    err instanceof BackupError ? err.message : `The backup failed: ${err instanceof Error ? err.message : String(err)}`,
  );
  process.exit(1);
}
