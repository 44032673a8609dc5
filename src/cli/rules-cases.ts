// `npm run rules:cases -- FILE…`: every case through the rules core (a `conflict` case also through
// the store and the use cases, see src/cases/stored-conflict-case.ts), one line each, then a summary.
import { readFileSync } from 'node:fs';
import { formatOutcome, runCaseFiles, type FileInput } from '../cases/run-files';

const paths = process.argv.slice(2);
if (paths.length === 0) {
  console.error('Usage: npm run rules:cases -- FILE [FILE…]');
  process.exit(2);
}
const files: FileInput[] = [];
const unreadable: string[] = [];
for (const path of paths) {
  try {
    files.push({ name: path, text: readFileSync(path, 'utf8') });
  } catch (err) {
    unreadable.push(`FAIL ${path}: cannot read the file (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
  }
}
const outcomes = await runCaseFiles(files);
for (const line of unreadable) console.log(line);
for (const o of outcomes) console.log(formatOutcome(o));
const failed = outcomes.filter((o) => !o.ok).length + unreadable.length;
const passed = outcomes.length - outcomes.filter((o) => !o.ok).length;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
