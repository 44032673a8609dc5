import { ruleMessages } from './messages';

// "Did you mean": the names closest to what someone typed, for every refusal of a name, skill
// path, goal or NPC that is not there (R14.1: the one sentence also says what would work).

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

const lastPart = (s: string) => s.split(':').at(-1)!.trim();

/** How far `name` is from what was typed; a skill path whose last part was typed right is close. */
function score(typed: string, name: string): number {
  const n = name.toLowerCase();
  if (n.includes(typed)) return 1;
  const whole = distance(typed, n);
  // A skill path typed with its last part right but a part missing or wrong ("Physique: Running").
  const path = typed.includes(':') && n.includes(':') && lastPart(typed) === lastPart(n);
  return path ? Math.min(whole, 1) : whole;
}

/** Up to `max` names close to `typed`, best first (nothing when none is close). */
export function closestNames(typed: string, names: readonly string[], max = 3): string[] {
  const t = typed.trim().replace(/\s+/g, ' ').toLowerCase();
  if (t === '') return [];
  const limit = Math.max(1, Math.min(3, Math.floor(t.length / 4)));
  return [...new Set(names)]
    .map((name) => ({ name, s: score(t, name) }))
    .filter((c) => c.s <= limit)
    .sort((a, b) => a.s - b.s || a.name.length - b.name.length)
    .slice(0, max)
    .map((c) => c.name);
}

/** "A", "A or B", "A, B or C". */
export function orList(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/** The refusal sentence, followed by the closest names when there are any. */
export function withSuggestions(sentence: string, typed: string, names: readonly string[]): string {
  const close = closestNames(typed, names);
  return close.length ? ruleMessages.sentenceDidYouMean(sentence, orList(close)) : sentence;
}
