// Branded ids: a campaign, conflict or character id is a number and a Discord user id a string, but
// none may stand in for another (a user id where a character id belongs does not compile). Ids are
// branded where they enter: read from a store row, returned by an insert, or taken from Discord.
declare const brand: unique symbol;
type Brand<T, B extends string> = T & { readonly [brand]: B };

export type CampaignId = Brand<number, 'CampaignId'>;
export type ConflictId = Brand<number, 'ConflictId'>;
export type CharacterId = Brand<number, 'CharacterId'>;
/** A Discord id (user, server, channel): a snowflake of 17 to 20 digits. */
export const SNOWFLAKE = /^\d{17,20}$/;

/** A Discord user's snowflake. */
export type UserId = Brand<string, 'UserId'>;

export const asCampaignId = (id: number): CampaignId => id as CampaignId;
export const asConflictId = (id: number): ConflictId => id as ConflictId;
export const asCharacterId = (id: number): CharacterId => id as CharacterId;
export const asUserId = (id: string): UserId => id as UserId;
