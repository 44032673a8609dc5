// `npm run merge-partitions`: merges the partition files an earlier version wrote beside
// DATABASE_PATH (venus.part-<s>-of-<N>.sqlite) back into it, once. Stop the bot first.
import { readDatabasePath } from '../config';
import { MergeError, mergePartitions } from '../store/engine/merge-partitions';

if (process.argv.length > 2) {
  console.error(
    'Usage: npm run merge-partitions (the database is DATABASE_PATH, default ./data/venus.sqlite; stop the bot first)',
  );
  process.exit(2);
}
const target = readDatabasePath();
try {
  const r = mergePartitions(target);
  console.log(
    `Merged ${r.movedTo.length} partition file(s) into ${target}: ${r.campaigns} campaign(s), ${r.replaced} old copy(ies) replaced, ${r.renumbered} row(s) renumbered.`,
  );
  for (const path of r.movedTo) console.log(`Moved aside, not deleted: ${path}`);
  if (r.renumbered > 0)
    console.log(
      'Buttons already posted in Discord for renumbered rows still carry their old ids: end or restart those conflicts and rolls.',
    );
} catch (err) {
  console.error(
    err instanceof MergeError ? err.message : `The merge failed: ${err instanceof Error ? err.message : String(err)}`,
  );
  process.exit(1);
}
