// Where two plain values (JSON-like: objects, arrays, numbers, strings, booleans, null) first
// differ, as a path (`participants[1].points`). A key holding undefined counts as absent, as it
// would after a round trip through JSON.

/** The path of the first difference, with both values there; null when the values are equal. */
export function firstDifference(a: unknown, b: unknown, path = ''): string | null {
  if (Object.is(a, b)) return null;
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      const d = firstDifference(a[i], b[i], `${path}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  if (isRecord(a) && isRecord(b) && !Array.isArray(a) && !Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) {
      const d = firstDifference(a[k], b[k], path ? `${path}.${k}` : k);
      if (d) return d;
    }
    return null;
  }
  return `${path || '(the whole value)'}: ${show(a)} vs ${show(b)}`;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

function show(v: unknown): string {
  return v === undefined ? 'absent' : JSON.stringify(v);
}
