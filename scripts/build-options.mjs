// What `npm run build` bundles into dist/, shared with test/layout.test.ts, which checks that
// nothing outside src/ gets in. Three entry points: the bot (dist/main.js), the command
// registration (dist/deploy-commands.js) and the online backup (dist/backup.js).
export const buildOptions = {
  entryPoints: {
    main: 'src/main.ts',
    'deploy-commands': 'src/discord/deploy-commands.ts',
    backup: 'src/cli/backup.ts',
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
