import { playedParticipants } from '../../support/played';
import { describe, expect, it } from 'vitest';
import * as app from '../../../src/app';
import { parseFaces, scriptedDice } from '../../../src/rules';
import { latestConflict } from '../../../src/store/conflict/conflicts';
import { effectsOf } from '../../../src/store/character/effects';
import { npcByName } from '../../../src/store/campaign/npcs';
import { as, CHANNEL, GUILD, makeDeps, poolOf } from '../helpers';

const GM = 'u-gm';
const SHRED = 'u-shred';

describe('Shred vs Alamo Jack (seed example) through the use cases', () => {
  // Shred rolls 10 dice, two 6s roll in 5,5 (R1.2); Jack's rack rolls 6 dice, one 6 rolls in a 1.
  const deps = makeDeps({
    dice: scriptedDice([
      ...[6, 6, 5, 5, 4, 3, 3, 2, 2, 1, 5, 5], // Shred: 6655554
      ...[6, 4, 3, 2, 2, 1, 1], // Jack: 64
      ...[6, 6, 6, 5, 4, 3, 2, 2, 1, 5, 2, 1], // Shred, the interrogation: 9 dice → 666554
      ...[6, 6, 5, 5, 4, 4, 1, 3, 2], // Jack, the interrogation: 7 dice → 665544
    ]),
  });
  const books = async () => {
    const c = (await latestConflict(deps.db, GUILD, CHANNEL))!;
    return Object.fromEntries((await playedParticipants(deps.db, c.id)).map((p) => [p.name, p.books]));
  };

  it('GIVEN Shred with Airgun and gymnastic gear against Jack THEN Shred draws 10 and rolls 6655554 (R3.2, R2.4)', async () => {
    await app.createCampaign(deps, as(GM), { name: 'Eros' });
    await app.setCampaignRule(deps, as(GM), { rule: 'trailing-tie', value: 'war' });
    await app.createCharacter(deps, as(SHRED), { name: 'Shred' });
    for (const path of [
      'Coordination',
      'Coordination: Projectiles',
      'Coordination: Projectiles: Airgun',
      'Coordination: Acrobatics',
      'Coordination: Acrobatics: Gymnastics',
    ]) {
      await app.addCharacterSkill(deps, as(SHRED), { path });
    }
    await app.addCharacterGear(deps, as(SHRED), {
      name: 'Spring soles',
      quality: 4,
      mode: 'assist',
      skill: 'Coordination: Acrobatics: Gymnastics',
    });
    await app.createNpc(deps, as(GM), { name: 'Alamo Jack' });
    await app.startConflict(deps, as(SHRED), { primary: 'Coordination: Projectiles: Airgun', against: 'Alamo Jack' });
    await app.setSecondary(deps, as(GM), { skill: 'Coordination: Acrobatics: Gymnastics' });
    expect(poolOf(await app.rollPool(deps, as(SHRED)), SHRED)).toEqual(parseFaces('6655554'));
    expect(poolOf(await app.rollPool(deps, as(GM)), GM)).toEqual([6, 4]);
  });

  it("GIVEN R6 W1 Shred pushes a 6 against Jack's 4 THEN Shred takes a book", async () => {
    await app.leadExchange(deps, as(SHRED), { target: 'Alamo Jack', action: 'acid rain', dice: [6] });
    const o = await app.respondExchange(deps, as(GM), { action: 'lurch aside', dice: [4] });
    expect(o.public[0]).toMatchObject({ kind: 'exchange-resolved', result: { actorBooksWon: 1 } });
    expect(await books()).toEqual({ Shred: 1, GM: 0 });
  });

  it('GIVEN 6 against 6 and Jack out of dice with trailing-tie war THEN Shred captures both (R6 W8-war) and the conflict ends (R4.6)', async () => {
    await app.leadExchange(deps, as(SHRED), { target: 'Alamo Jack', action: 'barrel in the face', dice: [6] });
    const o = await app.respondExchange(deps, as(GM), { action: 'behind cover', dice: [6] });
    expect(o.public.map((v) => v.kind)).toEqual(['exchange-resolved', 'conflict-ended']);
    const c = (await latestConflict(deps.db, GUILD, CHANNEL))!;
    expect(c.phase).toBe('ended');
    // R8.1: 5 leftover dice pair into 2 more books.
    expect(await books()).toEqual({ Shred: 5, GM: 0 });
  });

  it('GIVEN Shred scars Jack THEN a scar caused by Shred, a wound until it is treated (R9.4 Scar = 2, R9.5)', async () => {
    await app.buyGoal(deps, as(SHRED), { goal: 'Scar', target: 'Alamo Jack', narration: 'acid burn on the forehead' });
    expect((await books()).Shred).toBe(3);
    const [scar] = await effectsOf(deps.db, { npcId: (await npcByName(deps.db, 1, 'Alamo Jack'))!.id });
    expect(scar).toMatchObject({ kind: 'scar', causedBy: 'Shred', permanent: false });
  });

  it("GIVEN a follow-up over Shame THEN Shred carries 3 follow-up dice (5 leftovers, half rounded up) and draws 9 against Jack's 7 (R8.2, R8.3)", async () => {
    for (const path of ['Authority', 'Authority: Intimidation', 'Physique'])
      await app.addCharacterSkill(deps, as(SHRED), { path });
    // Shred holds 3 books: the 2 its 5 leftover dice paired into, and 1 won in the exchanges (the
    // Scar took the other 2). R8.2: that one is dropped, so Shred is told first.
    const warned = await app.followUpConflict(deps, as(SHRED), { primary: 'Authority: Intimidation: Shame' });
    expect(warned.public[0]).toMatchObject({ kind: 'notice', text: expect.stringContaining('Shred') });
    const o = await app.followUpConflict(deps, as(SHRED), { primary: 'Authority: Intimidation: Shame' });
    // The 2 unspent paired books come back as the 5 leftover dice, halved rounded up: 3.
    expect(o.public[0]).toMatchObject({ kind: 'conflict', headline: expect.stringContaining('Shred +3') });
    expect((await books()).Shred).toBe(0);
    const status = (await app.conflictStatus(deps, as(GM))).public[0];
    expect(status).toMatchObject({
      kind: 'conflict',
      conflict: { circumstanceOffers: [expect.stringMatching(/^Shred may claim a die against Alamo Jack: scar/)] },
    });
    await app.setSecondary(deps, as(GM), { skill: 'Physique: Athletics: Running' });
    await app.addCircumstance(deps, as(GM), { participant: 'Shred', reason: 'Jack bears the scar Shred gave him' });
    await app.addCircumstance(deps, as(GM), { participant: 'GM', reason: 'a public corridor' });
    expect(poolOf(await app.rollPool(deps, as(SHRED)), SHRED)).toEqual(parseFaces('666554'));
    expect(poolOf(await app.rollPool(deps, as(GM)), GM)).toEqual(parseFaces('665544'));
    const c = (await latestConflict(deps.db, GUILD, CHANNEL))!;
    expect((await playedParticipants(deps.db, c.id)).map((p) => [p.name, p.drawn])).toEqual([
      ['Shred', 9],
      ['GM', 7],
    ]);
  });

  it('GIVEN a negotiated goal at 2 books (R4.2) THEN Shred buys it after winning two books', async () => {
    const offer = await app.proposeGoal(deps, as(SHRED), {
      target: 'Alamo Jack',
      goal: 'Tell me who hired you',
      price: 2,
    });
    const offerId = (offer.public[0] as { offerId: number }).offerId;
    await expect(app.answerGoal(deps, as(SHRED), { offerId, answer: 'accept' })).rejects.toThrow(
      expect.objectContaining({ code: 'auth/not-answerer' }),
    );
    await app.answerGoal(deps, as(GM), { offerId, answer: 'accept' });
    await app.leadExchange(deps, as(SHRED), { target: 'Alamo Jack', action: 'shame him', dice: [6, 6] });
    await app.respondExchange(deps, as(GM), { action: 'give up the name', dice: [5, 4] });
    const bought = await app.buyGoal(deps, as(SHRED), { goal: 'Tell me who hired you', target: 'Alamo Jack' });
    expect(bought.public[0]).toMatchObject({ kind: 'goal-bought', price: 2, booksLeft: 0 });
  });

  it('GIVEN Jack wins two books and buys Escape THEN the conflict ends before he ran out: his 2 dice become 1 follow-up die (R8.1, R8.3)', async () => {
    await app.leadExchange(deps, as(GM), { target: 'Shred', action: 'the wheedling distraction', dice: [6, 6] });
    await app.respondExchange(deps, as(SHRED), { action: 'fall for it', dice: [6, 5] });
    const o = await app.buyGoal(deps, as(GM), { goal: 'Escape', target: 'Shred' });
    const ended = o.public.find((v) => v.kind === 'conflict-ended');
    expect(ended).toMatchObject({
      ending: {
        reason: 'escape',
        participants: [
          { name: 'Shred', followUpDice: 1, leftoverBooks: 0 },
          { name: 'Alamo Jack', followUpDice: 1, leftoverBooks: 0 },
        ],
      },
    });
  });

  it('GIVEN the conflict is over THEN /conflict verify checks every sealed pool and push', async () => {
    const o = await app.verifyConflict(deps, as(SHRED));
    expect(o.public[0]).toMatchObject({
      kind: 'notice',
      text: expect.stringMatching(/^Verified: everyone played the dice they rolled\. 2 rolls checked/),
    });
  });
});
