// R2.5 affiliations (seed L380–L382): a character is affiliated with each of its lifestyles and
// everyone who shares one, and with its friends and enemies. In a conflict an affiliation is
// usually a circumstance die, for one side or both: the bot offers it, the GM decides.
import { canonicalName } from './names';

const key = (name: string) => canonicalName(name).toLowerCase();

/** The lifestyles two people share (names compared as people read them), once each, in `a`'s wording. */
export function sharedLifestyles(a: readonly string[], b: readonly string[]): string[] {
  const theirs = new Set(b.map(key));
  const seen = new Set<string>();
  return a.filter((name) => {
    const k = key(name);
    if (!theirs.has(k) || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
