// Child process for the exchange figure (bench/exchange.ts), bundled and run by plain node like the
// bot (bench/bundled.ts). Usage: node exchange-child.mjs CONFLICTS SAMPLES WARMUP; prints JSON.
import { benchExchange } from './exchange';

const [conflicts, samples, warmup] = process.argv.slice(2).map(Number);
console.log(JSON.stringify(await benchExchange({ conflicts: conflicts!, samples: samples!, warmup: warmup! })));
