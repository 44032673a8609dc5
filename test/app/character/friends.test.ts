/** R2.5 friends: named on the sheet (owner or GM), and offered as an affiliation in a conflict. */
import { describe, expect, it } from 'vitest';
import * as app from '../../../src/app';
import { friendsOf } from '../../../src/store/character/friends';
import { as, makeDeps } from '../helpers';
import { ANA, BEN, expectRefused, GM, idOf, publicText, world } from '../campaign/world';

const AIRGUN = 'Coordination: Projectiles: Airgun';
const affiliation = (a: string, b: string) =>
  `${a} and ${b} are friends: an affiliation, a circumstance die for one side or both.`;

async function offersOf(deps: Awaited<ReturnType<typeof world>>): Promise<string[]> {
  const v = (await app.conflictStatus(deps, as(GM))).public[0]!;
  return v.kind === 'conflict' ? v.conflict.circumstanceOffers : [];
}

async function sheetOf(deps: Awaited<ReturnType<typeof world>>, name: string) {
  const v = (await app.showCharacter(deps, as(GM), { character: name })).public[0]!;
  if (v.kind !== 'character') throw new Error(`no sheet: ${v.kind}`);
  return v.sheet;
}

async function withViktor() {
  const deps = await world();
  await app.createNpc(deps, as(GM), { name: 'Viktor' });
  return deps;
}

describe('R2.5 friends on the sheet', () => {
  it('R2.5 GIVEN Ana names Viktor and Ben as friends THEN her sheet lists them, and the channel is told', async () => {
    const deps = await withViktor();
    const said = await app.characterFriend(deps, as(ANA), { friend: 'viktor' });
    expect(publicText(said)).toBe('Ana counts Viktor as a friend.');
    // The GM may name one for her too.
    await app.characterFriend(deps, as(GM), { friend: 'Ben', character: 'Ana' });
    expect((await sheetOf(deps, 'Ana')).friends).toEqual(['Ben', 'Viktor']);
    expect((await sheetOf(deps, 'Ben')).friends).toEqual([]);
  });

  it('R2.5 GIVEN a friend dropped THEN the sheet no longer lists them', async () => {
    const deps = await withViktor();
    await app.characterFriend(deps, as(ANA), { friend: 'Viktor' });
    const said = await app.characterFriend(deps, as(ANA), { friend: 'Viktor', drop: true });
    expect(publicText(said)).toBe('Ana no longer counts Viktor as a friend.');
    expect((await sheetOf(deps, 'Ana')).friends).toEqual([]);
  });

  it('R2.5 GIVEN bad input THEN refused in one sentence, and nothing changes', async () => {
    const deps = await withViktor();
    await app.characterFriend(deps, as(ANA), { friend: 'Viktor' });
    const unknown = await expectRefused(
      deps.db,
      () => app.characterFriend(deps, as(ANA), { friend: 'Viktr' }),
      'character/unknown',
    );
    expect(unknown).toContain('Viktor');
    await expectRefused(deps.db, () => app.characterFriend(deps, as(ANA), { friend: '   ' }), 'input/bad-text');
    await expectRefused(deps.db, () => app.characterFriend(deps, as(ANA), { friend: 'Ana' }), 'input/bad-text');
    await expectRefused(
      deps.db,
      () => app.characterFriend(deps, as(ANA), { friend: 'VIKTOR' }),
      'character/duplicate-friend',
    );
    await expectRefused(
      deps.db,
      () => app.characterFriend(deps, as(ANA), { friend: 'Ben', drop: true }),
      'character/unknown-friend',
    );
    // Only Ana's player or the GM changes Ana.
    await expectRefused(
      deps.db,
      () => app.characterFriend(deps, as(BEN), { friend: 'Ben', character: 'Ana' }),
      'auth/not-owner',
    );
    await expectRefused(
      deps.db,
      () => app.characterFriend(deps, as(BEN), { friend: 'Viktor', character: 'Ana', drop: true }),
      'auth/not-owner',
    );
    await expectRefused(
      deps.db,
      () => app.characterFriend(deps, as(ANA), { friend: 'Viktor', character: 'Nobody' }),
      'character/unknown',
    );
    expect((await friendsOf(deps.db, await idOf(deps.db, 'Ana'))).map((f) => f.name)).toEqual(['Viktor']);
  });
});

describe('R2.5 friends as affiliations in a conflict', () => {
  it("R2.5 GIVEN Viktor is Ana's friend THEN a conflict against him offers that affiliation", async () => {
    const deps = await withViktor();
    await app.characterFriend(deps, as(ANA), { friend: 'Viktor' });
    await app.startConflict(deps, as(ANA), { primary: AIRGUN, against: 'Viktor' });
    expect(await offersOf(deps)).toContain(affiliation('Ana', 'Viktor'));
    // The GM confirms it like any circumstance (R3.2).
    await app.addCircumstance(deps, as(GM), { participant: 'Viktor', reason: 'he owes Ana a favour' });
  });

  it('R2.5 GIVEN Ben names Ana as a friend THEN the affiliation is offered once, whoever named whom', async () => {
    const deps = await withViktor();
    await app.characterFriend(deps, as(BEN), { friend: 'Ana' });
    await app.startConflict(deps, as(ANA), { primary: AIRGUN, against: 'Viktor' });
    await app.joinConflict(deps, as(BEN), {});
    const offers = await offersOf(deps);
    expect(offers.filter((o) => o.includes('are friends'))).toEqual([affiliation('Ana', 'Ben')]);
  });

  it('R2.5 GIVEN no friends, or a friend dropped THEN no friendship is offered', async () => {
    const deps = await withViktor();
    await app.characterFriend(deps, as(ANA), { friend: 'Viktor' });
    await app.characterFriend(deps, as(ANA), { friend: 'Viktor', drop: true });
    await app.startConflict(deps, as(ANA), { primary: AIRGUN, against: 'Viktor' });
    await app.joinConflict(deps, as(BEN), {});
    expect((await offersOf(deps)).filter((o) => o.includes('friends'))).toEqual([]);
  });
});

describe('R2.5 friends in a campaign file', () => {
  it('R2.5 GIVEN friends exported THEN importing the file elsewhere keeps them', async () => {
    // Files carry Discord user ids: this campaign's people have real-looking ones.
    const [gm, ana, ben] = ['100000000000000001', '100000000000000002', '100000000000000003'];
    const deps = makeDeps();
    await app.createCampaign(deps, as(gm), { name: 'Eros' });
    await app.createCharacter(deps, as(ana), { name: 'Ana' });
    await app.createCharacter(deps, as(ben), { name: 'Ben' });
    await app.createNpc(deps, as(gm), { name: 'Viktor' });
    await app.characterFriend(deps, as(ana), { friend: 'Viktor' });
    await app.characterFriend(deps, as(ana), { friend: 'Ben' });
    const file = (await app.exportCampaign(deps, as(gm))).private[gm]?.find((p) => p.kind === 'document');
    if (file?.kind !== 'document') throw new Error('no file');
    const doc = JSON.parse(file.text) as { tables: Record<string, unknown[]> };
    expect(doc.tables.friends).toHaveLength(2);
    const elsewhere = makeDeps();
    await app.importCampaign(elsewhere, as(gm), { json: file.text });
    expect((await sheetOf(elsewhere, 'Ana')).friends).toEqual(['Ben', 'Viktor']);
    // Its export is the same file again.
    const again = (await app.exportCampaign(elsewhere, as(gm))).private[gm]?.find((p) => p.kind === 'document');
    expect(again?.kind === 'document' && JSON.parse(again.text).tables.friends).toEqual(doc.tables.friends);
  });
});
