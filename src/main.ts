// Wiring only: configuration, then (once the Discord layer exists) database, use cases and client.
import { ConfigError, readConfig } from './config';

try {
  readConfig();
  console.log('Configuration is valid. The Discord client is not wired up yet.');
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
