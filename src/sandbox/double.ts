// The local Discord double the sandbox runs the bot against (also used by the end-to-end tests).
export { type CommandOption, type DiscordDouble, type DoubleUser, type SentMessage, startDiscordDouble } from '../double';
