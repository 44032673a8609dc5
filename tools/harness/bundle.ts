// Bundles one TypeScript entry the way `npm run build` bundles the bot (dependencies left in
// node_modules), so that a child runs on plain node as the bot does in production.
import { build } from 'esbuild';

export async function bundleScript(entry: string, outfile: string): Promise<void> {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
}
