import type Database from 'better-sqlite3';

/** One connection to the bot's database (opened by open-database.ts). */
export type Db = Database.Database;
