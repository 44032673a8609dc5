// Runs a bench child the way the bot runs in production: bundled by esbuild like dist/main.js (no
// tsx loader, no names kept on every function) and started by plain node. The child prints JSON.
// The bundle goes to this checkout's dist/bench/, not under node_modules: a worktree shares
// node_modules with the main checkout, so a bundle there ran the main checkout's migrations (it
// finds them from its own path) and two checkouts' benches overwrote each other's bundle.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { bundleScript } from '../tools/harness/bundle';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..');

export async function runBundled<T>(entry: string, args: string[], nodeFlags: string[] = []): Promise<T> {
  const out = join(root, 'dist/bench', entry.replace(/\.ts$/, '.mjs'));
  await bundleScript(join(root, 'bench', entry), out);
  const { stdout } = await run(process.execPath, [...nodeFlags, out, ...args], { cwd: root, maxBuffer: 1 << 20 });
  return JSON.parse(stdout) as T;
}
