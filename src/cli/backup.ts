// `npm run backup`: a checked copy of the database (DATABASE_PATH) while the bot runs, named by
// its time in BACKUP_DIR, sent off the machine when BACKUP_REMOTE or BACKUP_COMMAND is set, then
// the old copies retention does not keep are removed. `npm run backup -- FILE`: one copy to FILE.
// Any failure exits 1 (the systemd unit then runs its OnFailure= notification). Restoring: the README.
import { ConfigError, readBackupSettings } from '../config';
import { toolLogger } from '../log';
import { applyRetention, BackupError, backupDatabase, backupIntoDir } from '../store/backup/backup';
import { sendOffHost } from '../store/backup/backup-offhost';

const log = toolLogger();
const args = process.argv.slice(2);
if (args.length > 1 || args[0]?.startsWith('-')) {
  log.error(
    'Usage: npm run backup [-- FILE]. Without FILE the copy goes to BACKUP_DIR (default ./backups), named by its time.',
  );
  process.exit(2);
}

try {
  const settings = readBackupSettings();
  if (settings.databaseUrl)
    throw new BackupError(
      'DATABASE_URL is set: the data is in PostgreSQL, which npm run backup does not copy. Back it up with pg_dump, or WAL archiving for point-in-time recovery (README).',
    );
  const source = settings.databasePath;
  if (args[0]) {
    const { pages, campaigns } = await backupDatabase(source, args[0]);
    log.info(
      `Backed up ${source} to ${args[0]} (${pages} pages, ${campaigns} campaign(s)); the copy passed its check.`,
    );
  } else {
    const { path, pages, campaigns, removed: broken } = await backupIntoDir(source, settings.dir, new Date());
    if (broken.length > 0)
      log.warn(
        `Removed ${broken.length} backup(s) an earlier version left half-written under a good name: ${broken.join(', ')}.`,
      );
    log.info(`Backed up ${source} to ${path} (${pages} pages, ${campaigns} campaign(s)); the copy passed its check.`);
    // The local copy is good whatever happens off the machine; retention runs before a failed send
    // is reported, so a remote that is down never fills the disk.
    let sent: Error | undefined;
    if (settings.offHost) {
      try {
        const where = await sendOffHost(settings.offHost, path);
        log.info(`Copied it off the machine ${where}; the copy's size and checksum match.`);
      } catch (err) {
        sent = err as Error;
      }
    } else
      log.warn('No off-host copy: BACKUP_REMOTE and BACKUP_COMMAND are not set, so a lost disk loses the backups too.');
    const removed = applyRetention(settings.dir);
    if (removed.length > 0) log.info(`Removed ${removed.length} older backup(s) retention does not keep.`);
    if (sent) throw sent;
  }
} catch (err) {
  log.error(
    err instanceof BackupError || err instanceof ConfigError
      ? err.message
      : `The backup failed: ${err instanceof Error ? err.message : String(err)}`,
  );
  process.exit(1);
}
