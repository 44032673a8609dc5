// Child process for the RSS figure: a bot-like process that stores finished conflicts (each:
// start, two rolls, one exchange, the GM ends it) through the use cases in a database file, then
// reports its memory. Usage: node --expose-gc --import tsx bench/rss-child.ts DB TOTAL THROUGH [cache]
// THROUGH conflicts go through the use cases; the rest (TOTAL − THROUGH) are copies of those rows
// made with plain SQL, so the file holds TOTAL finished conflicts without spending a minute on
// it. (Memory reaches its plateau within the first few hundred use-case conflicts: see
// docs/performance.md; THROUGH = TOTAL measures the slow way.) The store keeps its prepared
// statements per connection (src/store/engine/statements.ts), so there is no separate `cache` mode.
import { statSync } from 'node:fs';
import * as app from '../src/app';
import { asUserId, type Caller, type Deps } from '../src/app';
import { seededSource } from '../src/rules';
import { openDatabase } from '../src/store/engine/open-database';
import type { Db } from '../src/store/engine/db';

const [path, totalArg, throughArg] = process.argv.slice(2);
const total = Number(totalArg ?? 10_000);
const through = Math.min(total, Number(throughArg ?? total));
const db = openDatabase(path!);
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

await app.createCampaign(deps, at('u-gm'), { name: 'Ten thousand nights' });
await app.createCharacter(deps, at('u-ana'), { name: 'Ana' });
for (const skill of ['Coordination', 'Coordination: Projectiles', AIRGUN])
  await app.addCharacterSkill(deps, at('u-ana'), { path: skill });
await app.createNpc(deps, at('u-gm'), { name: 'Brute' });
// Read inside a batch's transaction, on its connection (the store's handle would wait for it).
const poolOf = (name: string) =>
  JSON.parse(
    db.sqlite
      .prepare<[string], { pool: string }>(`SELECT pool FROM participants WHERE name = ? ORDER BY id DESC LIMIT 1`)
      .get(name)!.pool,
  ) as number[];
const phase = () =>
  (db.sqlite.prepare(`SELECT phase FROM conflicts ORDER BY id DESC LIMIT 1`).get() as { phase: string }).phase;

const started = performance.now();
const rssAt: Record<number, number> = {};
// 250 conflicts a transaction, each use case a savepoint in it.
const batch = (size: number) =>
  db.transaction(async (tx) => {
    const inTx = { ...deps, db: tx };
    for (let i = 0; i < size; i++) {
      await app.startConflict(inTx, at('u-ana'), { primary: AIRGUN, against: 'Brute' });
      await app.setSecondary(inTx, at('u-gm'), { skill: 'Cognition' });
      await app.rollPool(inTx, at('u-ana'));
      await app.rollPool(inTx, at('u-gm'));
      await app.beginExchanges(inTx, at('u-gm'));
      const [lead] = poolOf('Ana');
      const [answer] = poolOf('GM');
      if (lead && answer && phase() === 'exchanges') {
        await app.leadExchange(inTx, at('u-ana'), {
          target: 'Brute',
          action: 'shoot',
          dice: [lead as 4 | 5 | 6],
          confirmed: true,
        });
        await app.respondExchange(inTx, at('u-gm'), { action: 'duck', dice: [answer as 4 | 5 | 6] });
      }
      if (phase() !== 'ended') await app.endConflictCommand(inTx, at('u-gm'));
    }
  });
for (let done = 0; done < through; done += 250) {
  await batch(Math.min(250, through - done));
  rssAt[Math.min(through, done + 250)] = rss();
}
const useCaseMs = performance.now() - started;
await copyConflicts(db, total - through);
db.sqlite.pragma('wal_checkpoint(TRUNCATE)');
const finished = (db.sqlite.prepare(`SELECT COUNT(*) AS n FROM conflicts WHERE phase = 'ended'`).get() as { n: number })
  .n;
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
await db.close();

/** Appends `count` copies of the stored conflicts (with all their rows), ids shifted. */
async function copyConflicts(db: Db, count: number): Promise<void> {
  if (count <= 0) return;
  // Plain SQL on the connection, in one transaction of the store per round.
  const { sqlite } = db;
  const columns = (table: string) => (sqlite.pragma(`table_info(${table})`) as { name: string }[]).map((c) => c.name);
  const max = (table: string) =>
    (sqlite.prepare(`SELECT COALESCE(MAX(id), 0) AS m FROM ${table}`).get() as { m: number }).m;
  const template = (sqlite.prepare('SELECT COUNT(*) AS n FROM conflicts').get() as { n: number }).n;
  const copy = (round: number, limit: number) =>
    db.transaction(async () => {
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
        sqlite.exec(
          `INSERT INTO ${table} (${cols.join(', ')}) SELECT ${cols.map((k) => exprs[k] ?? k).join(', ')} FROM ${table} WHERE ${where}`,
        );
      }
      sqlite.exec(
        `INSERT INTO handled_interactions (interaction_id, outcome, at) SELECT interaction_id || '-copy${round}', outcome, at FROM handled_interactions WHERE interaction_id LIKE 'rss-%' AND interaction_id NOT LIKE '%-copy%'`,
      );
    });
  let left = count;
  for (let round = 1; left > 0; round++) {
    const n = Math.min(left, template);
    await copy(round, n);
    left -= n;
  }
}
