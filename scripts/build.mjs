// Bundles the bot's own TypeScript into dist/ so `npm start` skips compiling ~200 modules at
// every start (dependencies stay in node_modules: discord.js, the native addons of better-sqlite3 and
// @napi-rs/canvas, and the chart's font files, which src/chart/chart-font.ts resolves at run time).
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
