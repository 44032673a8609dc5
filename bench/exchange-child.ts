// Child process for the exchange figure (bench/exchange.ts), bundled and run by plain node like the
// bot (bench/bundled.ts). Usage: node exchange-child.mjs CONFLICTS SAMPLES WARMUP [POSTGRES_URL];
// prints JSON. With a PostgreSQL superuser URL the run is on that server, else on SQLite files.
import { benchExchange } from './exchange';

const [conflicts, samples, warmup] = process.argv.slice(2, 5).map(Number);
const postgresUrl = process.argv[5];
console.log(
  JSON.stringify(
    await benchExchange({
      conflicts: conflicts!,
      samples: samples!,
      warmup: warmup!,
      ...(postgresUrl ? { postgresUrl } : {}),
    }),
  ),
);
