// npm run bench: the performance figures with PASS/MISS against their targets. Figures are
// recorded in docs/performance.md. VENUS_BENCH_QUICK=1 shortens every measurement (a smoke run).
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { poolSizeDistribution } from '../src/rules';
import { runBundled } from './bundled';
import type { ExchangeFigures } from './exchange';
import { benchRoll } from './roll';
import { benchStartup, buildBundle } from './startup';
import { postgresBin, startCluster } from '../tools/postgres/cluster';
import { fmtMb, fmtMs, fmtRate, type Line, median, table } from './stats';

const quick = process.env.VENUS_BENCH_QUICK === '1';
const lines: Line[] = [];
const notes: string[] = [];
const verdict = (ok: boolean): Line['verdict'] => (ok ? 'PASS' : 'MISS');
const ratio = (x: number) => `${x >= 10 ? x.toFixed(0) : x.toFixed(2)}×`;
const started = performance.now();

console.log(`venus-conflict-bot bench — ${new Date().toISOString()}`);
console.log(
  `node ${process.version}, ${availableParallelism()} CPUs (${cpus()[0]?.model ?? '?'}), ${fmtMb(totalmem())} RAM, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log('');

// 1. Roll-in throughput.
process.stdout.write('roll-in… ');
for (const f of benchRoll([6, 12, 60], quick ? 300 : 1500)) {
  const r = f.fast / f.other;
  lines.push({
    what: `roll-in ${f.n} dice (Web Crypto bytes, counts)`,
    ours: fmtRate(f.fast),
    other: `rpg-dice-roller ${f.n}d6! ${fmtRate(f.other)}`,
    ratio: ratio(r),
    target: f.n === 12 ? '≥ 100×' : '',
    verdict: f.n === 12 ? verdict(r >= 100) : '',
  });
  lines.push({
    what: `  rollIn ${f.n} dice (cryptoSource, arrays)`,
    ours: fmtRate(f.rollIn),
    other: '',
    ratio: ratio(f.rollIn / f.other),
    target: '',
    verdict: '',
  });
  notes.push(
    `mean pool of ${f.n} dice: counts ${f.means.fast.toFixed(2)}, rollIn ${f.means.rollIn.toFixed(2)}, rpg-dice-roller ${f.means.other.toFixed(2)} (exact ${(0.6 * f.n).toFixed(2)})`,
  );
}

// 2. Exact pool-size distribution.
process.stdout.write('distribution… ');
for (const n of [60, 200]) {
  const calls = quick ? 50 : 500;
  for (let i = 0; i < 20; i++) poolSizeDistribution(n);
  const t0 = performance.now();
  let mean = 0;
  for (let i = 0; i < calls; i++) mean = poolSizeDistribution(n).mean;
  const ms = (performance.now() - t0) / calls;
  lines.push({
    what: `poolSizeDistribution(${n}) per call`,
    ours: fmtMs(ms),
    other: '',
    ratio: '',
    target: n === 60 ? '≤ 2 ms' : '',
    verdict: n === 60 ? verdict(ms <= 2) : '',
  });
  notes.push(
    `poolSizeDistribution(${n}).mean = ${mean} (3N/5 = ${(3 * n) / 5}, off by ${Math.abs(mean - (3 * n) / 5).toExponential(1)})`,
  );
}

// 3. A full exchange through the use cases on a database with 1,000 live conflicts vs bare
// transactions, on SQLite and then on PostgreSQL (a throwaway cluster, when one is installed).
process.stdout.write('exchange… ');
const exRatioOf = (f: ExchangeFigures) => f.useCase.p50 / f.bare.p50;
/**
 * Three runs, each a fresh process on a fresh database (one in a quick run); the run with the median
 * ratio is reported. On a shared virtual machine one run's ratio moves by ±5%.
 */
async function exchangeRuns(args: number[], postgresUrl?: string): Promise<ExchangeFigures> {
  const runs: ExchangeFigures[] = [];
  for (let i = 0; i < (quick ? 1 : 3); i++)
    runs.push(
      await runBundled<ExchangeFigures>('exchange-child.ts', [
        ...args.map(String),
        ...(postgresUrl ? [postgresUrl] : []),
      ]),
    );
  runs.sort((a, b) => exRatioOf(a) - exRatioOf(b));
  const engine = postgresUrl ? 'PostgreSQL' : 'SQLite';
  notes.push(
    `exchange runs on ${engine} (use case / bare, p50): ${runs.map((f) => `${fmtMs(f.useCase.p50)} / ${fmtMs(f.bare.p50)} = ${ratio(exRatioOf(f))}`).join('; ')}`,
  );
  return runs[Math.floor(runs.length / 2)]!;
}
function exchangeLines(ex: ExchangeFigures, engine: string, baseline: string): void {
  const exRatio = exRatioOf(ex);
  lines.push({
    what: `exchange (lead + respond) on ${engine}, ${ex.conflicts} live conflicts, p50`,
    ours: fmtMs(ex.useCase.p50),
    other: `bare ${baseline} ${fmtMs(ex.bare.p50)}`,
    ratio: ratio(exRatio),
    target: '≤ 1.5×',
    verdict: verdict(exRatio <= 1.5),
  });
  lines.push({
    what: '  same, p99',
    ours: fmtMs(ex.useCase.p99),
    other: `bare ${baseline} ${fmtMs(ex.bare.p99)}`,
    ratio: ratio(ex.useCase.p99 / ex.bare.p99),
    target: '',
    verdict: '',
  });
  notes.push(`(setting up the ${ex.conflicts} conflicts on ${engine} took ${fmtMs(ex.setupMs)})`);
}
// Arguments: conflicts, samples, warm-up exchanges.
exchangeLines(await exchangeRuns(quick ? [200, 200, 50] : [1000, 1500, 300]), 'SQLite', 'better-sqlite3');
if (postgresBin() === null) {
  notes.push('exchange on PostgreSQL: not measured, PostgreSQL is not installed (Debian: apt-get install postgresql)');
} else {
  // The same figures as on SQLite. The fill costs a round trip per statement here (about 40 s for
  // the 1,000 conflicts on a loaded 2-CPU machine, each run); a quick run fills fewer.
  const cluster = await startCluster();
  try {
    exchangeLines(
      await exchangeRuns(quick ? [100, 200, 50] : [1000, 1500, 300], cluster.url),
      'PostgreSQL',
      'node-postgres',
    );
  } finally {
    cluster.stop();
  }
}

// 4. RSS of a process that stored 10,000 finished conflicts.
process.stdout.write('rss… ');
const total = quick ? 1000 : 10_000;
const through = process.env.VENUS_BENCH_RSS_ALL === '1' ? total : Math.min(total, 1000);
async function rssChild(mode = ''): Promise<{
  finished: number;
  rss: number;
  heapUsed: number;
  fileBytes: number;
  useCaseMs: number;
  rssAt: Record<string, number>;
}> {
  const dir = mkdtempSync(join(tmpdir(), 'venus-rss-'));
  try {
    // Bundled like dist/main.js and run by plain node (tsx's loader would add its own memory).
    return await runBundled(
      'rss-child.ts',
      [join(dir, 'rss.sqlite'), String(total), String(through), mode],
      ['--expose-gc'],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const mem = await rssChild();
lines.push({
  what: `RSS after storing ${mem.finished.toLocaleString('en-US')} finished conflicts`,
  ours: fmtMb(mem.rss),
  other: '',
  ratio: '',
  target: '≤ 150 MB',
  verdict: verdict(mem.rss <= 150 * 1024 * 1024),
});
notes.push(
  `RSS child: ${through} conflicts through the use cases (${fmtMs(mem.useCaseMs / through)} each), the rest copied with SQL; heap used ${fmtMb(mem.heapUsed)}, database file ${fmtMb(mem.fileBytes)}; RSS while storing: ${Object.entries(
    mem.rssAt,
  )
    .map(([k, v]) => `${k}: ${fmtMb(v)}`)
    .join(', ')}`,
);

// 5. Start-up to ready against the Discord double: what `npm start` runs (the dist/ bundle built
// by `npm run build`), and, for comparison, the TypeScript source through tsx.
process.stdout.write('start-up…\n\n');
const built = await buildBundle();
const startup = built ? await benchStartup(quick ? 1 : 3, 'dist') : { runs: [], unavailable: 'the build failed' };
if (startup.unavailable) {
  lines.push({
    what: 'bot start-up to ready (npm start: dist bundle)',
    ours: `n/a (${startup.unavailable})`,
    other: '',
    ratio: '',
    target: '≤ 1 s',
    verdict: 'n/a',
  });
} else {
  const ms = median(startup.runs);
  lines.push({
    what: 'bot start-up to ready (npm start: dist bundle)',
    ours: fmtMs(ms),
    other: '',
    ratio: '',
    target: '≤ 1 s',
    verdict: verdict(ms <= 1000),
  });
  notes.push(`start-up runs: ${startup.runs.map(fmtMs).join(', ')}`);
  const source = await benchStartup(quick ? 1 : 3);
  if (!source.unavailable) {
    lines.push({
      what: '  for comparison: the source through tsx',
      ours: fmtMs(median(source.runs)),
      other: '',
      ratio: '',
      target: '',
      verdict: '',
    });
    notes.push(`source (tsx) start-up runs: ${source.runs.map(fmtMs).join(', ')}`);
  }
}

console.log(table(lines));
console.log('');
for (const n of notes) console.log(n);
console.log('');
console.log(
  `load average now ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; bench took ${fmtMs(performance.now() - started)}`,
);
