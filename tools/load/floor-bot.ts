// The floor: a bare discord.js bot on the same double that answers every interaction with one fixed
// private line and does nothing else (no database, no rules). What any bot on this machine pays.
import { Client, Events, GatewayIntentBits, MessageFlags } from 'discord.js';

const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: process.env.DISCORD_API_URL ?? '' } });
client.on(Events.InteractionCreate, (i) => {
  if (i.isAutocomplete()) void i.respond([]).catch(() => undefined);
  else if (i.isRepliable()) void i.reply({ content: 'Noted.', flags: MessageFlags.Ephemeral }).catch(() => undefined);
});
process.once('SIGTERM', () => void client.destroy().finally(() => process.exit(0)));
await client.login(process.env.DISCORD_TOKEN);
