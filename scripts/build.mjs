// Bundles the bot's own TypeScript into dist/ so `npm start` skips compiling ~200 modules at
// every start (dependencies stay in node_modules: discord.js, the native addons of better-sqlite3 and
// @napi-rs/canvas, and the chart's font files, which src/chart/chart-font.ts resolves at run time).
// The entry points are in build-options.mjs, so none of them needs a dev dependency to run.
// esbuild is a dependency, not a dev dependency: `npm ci --omit=dev && npm start` must work, and
// dist/ is built, never committed. The e2e suite runs these same files (test/setup/build.ts).
import { build } from 'esbuild';
import { buildOptions } from './build-options.mjs';

await build(buildOptions);
