// What `npm run build` bundles into dist/, shared with test/layout.test.ts, which checks that
// nothing outside src/ gets in. Six entry points: the bot (dist/main.js), the command
// registration (dist/deploy-commands.js), the online backup (dist/backup.js), the restore of the
// newest off-host backup (dist/restore.js), the one-off
// merge of an earlier version's partition files (dist/merge-partitions.js) and the one-off copy
// of the SQLite database into PostgreSQL (dist/migrate-to-postgres.js).
export const buildOptions = {
  entryPoints: {
    main: 'src/main.ts',
    'deploy-commands': 'src/discord/deploy-commands.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
    'merge-partitions': 'src/cli/merge-partitions.ts',
    'migrate-to-postgres': 'src/cli/migrate-to-postgres.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
};
