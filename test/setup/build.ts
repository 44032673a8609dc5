// Builds the bundle `npm start` ships (dist/main.js, dist/deploy-commands.js) once per test run:
// the e2e suite starts those files, so what ships is what is tested.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export default function buildOnce(): void {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: join(import.meta.dirname, '../..'), stdio: 'inherit' });
}
