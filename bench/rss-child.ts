// Child process for the RSS figure: a bot-like process that stores finished conflicts (each:
// start, two rolls, one exchange, the GM ends it) through the use cases in a database file, then
// reports its memory. Usage: node --expose-gc --import tsx bench/rss-child.ts DB TOTAL THROUGH [cache]
// THROUGH conflicts go through the use cases; the rest (TOTAL − THROUGH) are copies of those rows
// made with plain SQL, so the file holds TOTAL finished conflicts without spending a minute on
// it. (Memory reaches its plateau within the first few hundred use-case conflicts: see
// docs/performance.md; THROUGH = TOTAL measures the slow way.) `cache`: the experiment with
// prepared statements cached (bench/exchange.ts cachePrepared).
import { statSync } from 'node:fs';
import * as app from '../src/app';
import { asUserId, type Caller, type Deps } from '../src/app';
import { seededSource } from '../src/rules';
import { openDatabase } from '../src/store/open-database';
import type { Db } from '../src/store/db';
import { cachePrepared } from './exchange';

const [path, totalArg, throughArg, mode] = process.argv.slice(2);
const total = Number(totalArg ?? 10_000);
const through = Math.min(total, Number(throughArg ?? total));
const db = openDatabase(path!);
if (mode === 'cache') cachePrepared(db);
let salt = 0;
const deps: Deps = { db, random: seededSource(1), now: () => new Date(), salt: () => `rss-${salt++}` };
let ids = 0;
const at = (userId: string): Caller => ({
  userId: asUserId(userId),
  guildId: 'g-rss',
  channelId: 'c-rss',
  interactionId: `rss-${++ids}`,
});
const AIRGUN = 'Coordination: Projectiles: Airgun';
const rss = () => process.memoryUsage().rss;

app.createCampaign(deps, at('u-gm'), { name: 'Ten thousand nights' });
app.createCharacter(deps, at('u-ana'), { name: 'Ana' });
for (const skill of ['Coordination', 'Coordination: Projectiles', AIRGUN])
  app.addCharacterSkill(deps, at('u-ana'), { path: skill });
app.createNpc(deps, at('u-gm'), { name: 'Brute' });
const poolOf = (name: string) =>
  JSON.parse(
    db
      .prepare<[string], { pool: string }>(`SELECT pool FROM participants WHERE name = ? ORDER BY id DESC LIMIT 1`)
      .get(name)!.pool,
  ) as number[];
const phase = () =>
  (db.prepare(`SELECT phase FROM conflicts ORDER BY id DESC LIMIT 1`).get() as { phase: string }).phase;

const started = performance.now();
const rssAt: Record<number, number> = {};
const batch = db.transaction((size: number) => {
  for (let i = 0; i < size; i++) {
    app.startConflict(deps, at('u-ana'), { primary: AIRGUN, against: 'Brute' });
    app.setSecondary(deps, at('u-gm'), { skill: 'Cognition' });
    app.rollPool(deps, at('u-ana'));
    app.rollPool(deps, at('u-gm'));
    app.beginExchanges(deps, at('u-gm'));
    const [lead] = poolOf('Ana');
    const [answer] = poolOf('GM');
    if (lead && answer && phase() === 'exchanges') {
      app.leadExchange(deps, at('u-ana'), {
        target: 'Brute',
        action: 'shoot',
        dice: [lead as 4 | 5 | 6],
        confirmed: true,
      });
      app.respondExchange(deps, at('u-gm'), { action: 'duck', dice: [answer as 4 | 5 | 6] });
    }
    if (phase() !== 'ended') app.endConflictCommand(deps, at('u-gm'));
  }
});
for (let done = 0; done < through; done += 250) {
  batch(Math.min(250, through - done));
  rssAt[Math.min(through, done + 250)] = rss();
}
const useCaseMs = performance.now() - started;
copyConflicts(db, total - through);
db.pragma('wal_checkpoint(TRUNCATE)');
const finished = (db.prepare(`SELECT COUNT(*) AS n FROM conflicts WHERE phase = 'ended'`).get() as { n: number }).n;
(globalThis as { gc?: () => void }).gc?.();
const mem = process.memoryUsage();
process.stdout.write(
  JSON.stringify({
    finished,
    through,
    rss: mem.rss,
    heapUsed: mem.heapUsed,
    external: mem.external,
    fileBytes: statSync(path!).size,
    useCaseMs,
    rssAt,
  }),
);
db.close();

/** Appends `count` copies of the stored conflicts (with all their rows), ids shifted. */
function copyConflicts(db: Db, count: number): void {
  if (count <= 0) return;
  const columns = (table: string) => (db.pragma(`table_info(${table})`) as { name: string }[]).map((c) => c.name);
  const max = (table: string) =>
    (db.prepare(`SELECT COALESCE(MAX(id), 0) AS m FROM ${table}`).get() as { m: number }).m;
  const template = (db.prepare('SELECT COUNT(*) AS n FROM conflicts').get() as { n: number }).n;
  const copy = db.transaction((round: number, limit: number) => {
    const c = max('conflicts');
    const p = max('participants');
    const x = max('exchanges');
    const e = max('events');
    const shift: Record<string, Record<string, string>> = {
      conflicts: {
        id: `id + ${c}`,
        suggested_leader: `suggested_leader + ${p}`,
        channel_id: `channel_id || '-copy${round}'`,
        follows_conflict_id: 'NULL',
      },
      participants: { id: `id + ${p}`, conflict_id: `conflict_id + ${c}` },
      conflict_npcs: { conflict_id: `conflict_id + ${c}` },
      exchanges: {
        id: `id + ${x}`,
        conflict_id: `conflict_id + ${c}`,
        actor_id: `actor_id + ${p}`,
        target_id: `target_id + ${p}`,
      },
      events: { id: `id + ${e}`, conflict_id: `conflict_id + ${c}` },
    };
    for (const [table, exprs] of Object.entries(shift)) {
      const cols = columns(table);
      const where = table === 'conflicts' ? `id <= ${limit}` : `conflict_id <= ${limit}`;
      db.exec(
        `INSERT INTO ${table} (${cols.join(', ')}) SELECT ${cols.map((k) => exprs[k] ?? k).join(', ')} FROM ${table} WHERE ${where}`,
      );
    }
    db.exec(
      `INSERT INTO handled_interactions (interaction_id, outcome, at) SELECT interaction_id || '-copy${round}', outcome, at FROM handled_interactions WHERE interaction_id LIKE 'rss-%' AND interaction_id NOT LIKE '%-copy%'`,
    );
  });
  let left = count;
  for (let round = 1; left > 0; round++) {
    const n = Math.min(left, template);
    copy(round, n);
    left -= n;
  }
}
