// npm run sandbox: the bot against a local Discord double, with a web page to play it as several users.
import { startSandbox } from './sandbox';

const port = Number(process.env.SANDBOX_PORT ?? 3140);
const seed = process.env.SANDBOX_SEED === undefined ? undefined : Number(process.env.SANDBOX_SEED);
const verbose = process.argv.includes('--verbose');

const sandbox = await startSandbox({ port, seed, botLog: verbose ? (l) => console.log(`[bot] ${l}`) : undefined });
console.log(`Venus sandbox: open ${sandbox.url} (Ctrl-C to stop; the database is temporary).`);
const stop = () => {
  void sandbox.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
