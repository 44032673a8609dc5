// What `npm run build` bundles into dist/, shared with test/layout.test.ts, which checks that
// nothing outside src/ gets in. Four entry points: the bot (dist/main.js), the command
// registration (dist/deploy-commands.js), the online backup (dist/backup.js) and the one-off
// split into partitions (dist/split.js).
export const buildOptions = {
  entryPoints: {
    main: 'src/main.ts',
    'deploy-commands': 'src/discord/deploy-commands.ts',
    backup: 'src/cli/backup.ts',
    split: 'src/cli/split.ts',
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
