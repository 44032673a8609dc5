// `npm run backup -- FILE`: a consistent copy of the database (DATABASE_PATH, and every partition
// file beside it: FILE.part-0-of-2.sqlite…) while the bot runs, each checked before it is
// reported good. Restoring is described in the README.
import { readDatabasePath } from '../config';
import { BackupError, backupDatabase, checkDatabase } from '../store/backup';
import { databaseFiles, partitionPath } from '../store/partitions';

const [dest, ...extra] = process.argv.slice(2);
if (!dest || extra.length > 0) {
  console.error('Usage: npm run backup -- FILE (the database is DATABASE_PATH, default ./data/venus.sqlite)');
  process.exit(2);
}
const source = readDatabasePath();
// No file at all: the single path, for backupDatabase to say there is nothing to back up.
const files = databaseFiles(source);
try {
  for (const file of files.length > 0 ? files : [{ path: source }]) {
    const p = 'partition' in file ? file.partition : undefined;
    const copy = p ? partitionPath(dest, p.index, p.count) : dest;
    const { pages } = await backupDatabase(file.path, copy);
    const problems = checkDatabase(copy);
    if (problems.length > 0) {
      console.error(`The copy in ${copy} failed its check: ${problems.slice(0, 3).join('; ')}`);
      process.exit(1);
    }
    console.log(`Backed up ${file.path} to ${copy} (${pages} pages); the copy passed SQLite's integrity check.`);
  }
} catch (err) {
  console.error(
    err instanceof BackupError ? err.message : `The backup failed: ${err instanceof Error ? err.message : String(err)}`,
  );
  process.exit(1);
}
