/** Branded ids: typecheck (tsc includes test/) fails if one kind of id can stand in for another. */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Caller } from '../../src/app';
import { getCharacter, insertCharacter } from '../../src/store/character/characters';
import { getConflict } from '../../src/store/conflict/conflicts';
import { testStore } from '../support/test-store';
import {
  asCampaignId,
  asUserId,
  type CampaignId,
  type CharacterId,
  type ConflictId,
  type UserId,
} from '../../src/store/engine/ids';
import { getCampaign, insertCampaign } from '../../src/store/campaign/campaigns';

describe('branded ids', () => {
  it('GIVEN a user id, a campaign id or a bare number WHEN passed where a character id belongs THEN it does not compile', async () => {
    const db = testStore();
    const gm = asUserId('100');
    const campaign = await insertCampaign(db, {
      guildId: 'g',
      channelId: 'c',
      name: 'Eros Nights',
      gmUserId: gm,
      rackSize: null,
      now: '2140-01-01',
    });
    const ana = await insertCharacter(db, {
      campaignId: campaign,
      ownerUserId: asUserId('200'),
      name: 'Ana',
      now: '2140-01-01',
    });
    const caller: Caller = { userId: gm, guildId: 'g', channelId: 'c' };

    expect((await getCharacter(db, ana))?.name).toBe('Ana');
    // @ts-expect-error a Discord user id is not a character id
    await getCharacter(db, caller.userId);
    // @ts-expect-error a campaign id is not a character id
    await getCharacter(db, campaign);
    // @ts-expect-error a bare number must be branded where it enters (a store row, an insert, Discord input)
    await getCharacter(db, 1);
    // @ts-expect-error a character id is not a conflict id
    await getConflict(db, ana);
    // @ts-expect-error a character id is not a campaign id
    await getCampaign(db, ana);
    // @ts-expect-error a raw string is not a user id: Discord input goes through asUserId
    await insertCharacter(db, { campaignId: campaign, ownerUserId: '200', name: 'Ben', now: '2140-01-01' });
    await db.close();
  });

  it('GIVEN store rows THEN their ids carry their brands, and a branded id still reads as a number or string', () => {
    expectTypeOf(insertCampaign).returns.resolves.toEqualTypeOf<CampaignId>();
    expectTypeOf(insertCharacter).returns.resolves.toEqualTypeOf<CharacterId>();
    expectTypeOf<NonNullable<Awaited<ReturnType<typeof getConflict>>>['id']>().toEqualTypeOf<ConflictId>();
    expectTypeOf<NonNullable<Awaited<ReturnType<typeof getCharacter>>>['ownerUserId']>().toEqualTypeOf<UserId>();
    expectTypeOf<Caller['userId']>().toEqualTypeOf<UserId>();
    expectTypeOf<CharacterId>().not.toEqualTypeOf<CampaignId>();
    expectTypeOf(asCampaignId(7)).toMatchTypeOf<number>();
    expect(asCampaignId(7) + 1).toBe(8);
  });
});
