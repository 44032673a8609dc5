// Small helpers for the benchmark: timing loops, percentiles, table formatting.

/** Runs `fn` in batches until `ms` have passed; returns calls per second. */
export function rate(fn: () => void, ms: number, batch = 100): number {
  const start = performance.now();
  let calls = 0;
  let now = start;
  while (now - start < ms) {
    for (let i = 0; i < batch; i++) fn();
    calls += batch;
    now = performance.now();
  }
  return (calls * 1000) / (now - start);
}

/** The q-quantile (0..1) of samples, nearest rank. */
export function quantile(samples: readonly number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export function median(samples: readonly number[]): number {
  return quantile(samples, 0.5);
}

export const fmtRate = (r: number) =>
  r >= 1e6 ? `${(r / 1e6).toFixed(2)} M/s` : r >= 1e3 ? `${(r / 1e3).toFixed(1)} k/s` : `${r.toFixed(0)} /s`;
export const fmtMs = (ms: number) =>
  ms >= 100 ? `${ms.toFixed(0)} ms` : ms >= 1 ? `${ms.toFixed(2)} ms` : `${(ms * 1000).toFixed(0)} µs`;
export const fmtMb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export interface Line {
  what: string;
  ours: string;
  other: string;
  ratio: string;
  target: string;
  verdict: 'PASS' | 'MISS' | '' | 'n/a';
}

export function table(lines: readonly Line[]): string {
  const head: Line = {
    what: 'measurement',
    ours: 'ours',
    other: 'compared with',
    ratio: 'ratio',
    target: 'target',
    verdict: '',
  };
  const rows = [head, ...lines];
  const cols: (keyof Line)[] = ['what', 'ours', 'other', 'ratio', 'target', 'verdict'];
  const width = Object.fromEntries(cols.map((c) => [c, Math.max(...rows.map((r) => r[c].length))])) as Record<
    keyof Line,
    number
  >;
  const fmt = (r: Line) => `| ${cols.map((c) => r[c].padEnd(width[c])).join(' | ')} |`;
  return [fmt(head), `|${cols.map((c) => '-'.repeat(width[c] + 2)).join('|')}|`, ...lines.map(fmt)].join('\n');
}
