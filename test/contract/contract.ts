import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The project's copy of the slash-command contract (a clone without ../shared still tests it). */
export const CONTRACT_COPY = join(import.meta.dirname, 'commands.md');
/** Where the shared contract lives beside a developer's or CI's checkout. */
export const SHARED_CONTRACT = join(import.meta.dirname, '../../../shared/interface/commands.md');

export function contractText(): string {
  return readFileSync(CONTRACT_COPY, 'utf8');
}
