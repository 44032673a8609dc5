// `npm run split -- COUNT`: the one-off move from the single database file (DATABASE_PATH) to one
// file per partition, before running with VENUS_PROCESSES=COUNT. Stop the bot first.
import { readDatabasePath } from '../config';
import { partitionPath } from '../store/partitions';
import { SplitError, splitDatabase } from '../store/split';

const [countText, ...extra] = process.argv.slice(2);
const count = Number(countText);
if (!Number.isInteger(count) || count < 2 || count > 1024 || extra.length > 0) {
  console.error('Usage: npm run split -- COUNT (2 to 1024: the VENUS_PROCESSES the bot will run with; stop it first)');
  process.exit(2);
}
const source = readDatabasePath();
try {
  const campaigns = splitDatabase(source, count);
  campaigns.forEach((n, i) => console.log(`${partitionPath(source, i, count)}: ${n} campaign(s)`));
  console.log(`Split ${source} into ${count} files; it is left as it was (keep it as a backup).`);
} catch (err) {
  console.error(
    err instanceof SplitError ? err.message : `The split failed: ${err instanceof Error ? err.message : String(err)}`,
  );
  process.exit(1);
}
