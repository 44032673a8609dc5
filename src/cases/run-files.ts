import { runCase, type CaseOutcome } from './run-case';

export interface FileInput {
  name: string;
  text: string;
}

/** Runs every case of every file; a file that is not `{ "cases": [...] }` counts as one failure. */
export async function runCaseFiles(files: readonly FileInput[]): Promise<CaseOutcome[]> {
  const outcomes: CaseOutcome[] = [];
  for (const file of files) {
    let data: unknown;
    try {
      data = JSON.parse(file.text);
    } catch (err) {
      outcomes.push({ id: file.name, ok: false, detail: `not valid JSON: ${(err as Error).message}` });
      continue;
    }
    const cases = (data as { cases?: unknown } | null)?.cases;
    if (!Array.isArray(cases)) {
      outcomes.push({ id: file.name, ok: false, detail: 'the file must be an object with a "cases" array' });
      continue;
    }
    for (const [i, c] of cases.entries()) outcomes.push(await runCase(c, i));
  }
  return outcomes;
}

export function formatOutcome(o: CaseOutcome): string {
  return o.ok ? `ok ${o.id}` : `FAIL ${o.id}: ${o.detail ?? 'failed'}`;
}
