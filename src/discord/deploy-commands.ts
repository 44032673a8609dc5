// `npm run deploy-commands`: registers every slash command, to DISCORD_GUILD_ID when set (instant,
// for development) or globally. Uses DISCORD_API_URL like the bot.
import { REST, Routes } from 'discord.js';
import { ConfigError, readConfig } from '../config';

async function main(): Promise<number> {
  let config;
  try {
    config = readConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  const { commands } = await import('./commands'); // loaded only once the configuration is good
  const rest = new REST(config.DISCORD_API_URL ? { api: config.DISCORD_API_URL } : {}).setToken(config.DISCORD_TOKEN);
  const route = config.DISCORD_GUILD_ID
    ? Routes.applicationGuildCommands(config.DISCORD_CLIENT_ID, config.DISCORD_GUILD_ID)
    : Routes.applicationCommands(config.DISCORD_CLIENT_ID);
  try {
    const saved = (await rest.put(route, { body: commands.map((c) => c.data) })) as unknown[];
    const where = config.DISCORD_GUILD_ID
      ? `server ${config.DISCORD_GUILD_ID}`
      : 'every server (global commands can take up to an hour to appear)';
    console.log(`Registered ${saved.length} commands for ${where}.`);
    return 0;
  } catch (err) {
    console.error(`Discord refused the commands: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
}

process.exitCode = await main();
