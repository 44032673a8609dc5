import { describe, expect, it } from 'vitest';
import * as app from '../../../src/app';
import { asCampaignId } from '../../../src/store/engine/ids';
import { characterByName } from '../../../src/store/character/characters';
import { effectsOf } from '../../../src/store/character/effects';
import { murphyBalance } from '../../../src/store/campaign/murphy';
import { replaceRestrictedPoints, restrictedAmount } from '../../../src/store/campaign/restricted-points';
import { scriptedDice } from '../../../src/rules';
import { as, begGranted, deepKeys, dump, editState, makeDeps, poolOf } from '../helpers';
import { readConflictDocument } from '../../../src/store/conflict/conflict-state';
import { ANA, BEN, duel, GM, people } from '../duel';

const ANA6 = [6, 5, 5, 4, 4, 4, 2]; // 6 dice + one roll-in die → 655444
const GM6 = [6, 6, 5, 5, 3, 1, 4, 4]; // 6 dice + two roll-in dice → 665544

describe('the conflict engine', () => {
  it('GIVEN both pools rolled THEN the pools are secret and right (R1.2, R3.3)', async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6 });
    const p = await people(deps);
    expect([p.Ana!.pool, p.GM!.pool]).toEqual([
      [6, 5, 5, 4, 4, 4],
      [6, 6, 5, 5, 4, 4],
    ]);
    expect(p.conflict.phase).toBe('exchanges');
    expect(p.state.suggestedLeader).toBe('Ana'); // R4.3 join order
  });

  it('GIVEN a push of more than half the pool THEN the bot asks first and nothing changes (R5.1)', async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6 });
    const before = await dump(deps.db);
    const o = await app.leadExchange(deps, as(ANA), { target: 'Brute', action: 'all in', dice: [6, 5, 5, 4] });
    expect(o.private[ANA]).toEqual([expect.objectContaining({ kind: 'confirm-push', poolSize: 6 })]);
    expect(await dump(deps.db)).toEqual(before);
    await app.leadExchange(deps, as(ANA), { target: 'Brute', action: 'all in', dice: [6, 5, 5, 4], confirmed: true });
    expect((await people(deps)).Ana!.pool).toEqual([4, 4]);
  });

  it('GIVEN a conflict started with no one against THEN R10.1 the GM spending a rack seats the GM side first', async () => {
    const deps = makeDeps();
    await app.createCampaign(deps, as(GM), { name: 'Duel' });
    await app.createCharacter(deps, as(ANA), { name: 'Ana' });
    await app.startConflict(deps, as(ANA), { primary: 'Coordination: Projectiles: Airgun' });
    await app.startSession(deps, as(GM));
    await app.spendRack(deps, as(GM));
    const state = (await readConflictDocument(deps.db, (await people(deps)).conflict.id)).state;
    expect(state.participants.map((p) => [p.name, p.kind])).toEqual([
      ['Ana', 'pc'],
      ['GM', 'gm'],
    ]);
    expect(state.budgetRacks).toBe(1);
  });

  it('GIVEN the GM has rolled THEN R10.1 a budget rack is rolled into the GM pool, shown to the GM alone, and verify still checks it', async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6, later: [5, 5, 4, 3, 2, 1] });
    await app.startSession(deps, as(GM));
    const o = await app.spendRack(deps, as(GM));
    expect(poolOf(o, GM)).toEqual([6, 6, 5, 5, 5, 5, 4, 4, 4]);
    expect((await people(deps)).GM!.pool).toEqual([6, 6, 5, 5, 5, 5, 4, 4, 4]);
    expect((await people(deps)).conflict.budgetRacks).toBe(1);
    expect(JSON.stringify(o.public)).not.toMatch(/5,5,4/);
    await app.endConflictCommand(deps, as(GM));
    expect((await app.verifyConflict(deps, as(ANA))).public[0]).toMatchObject({
      text: expect.stringMatching(/^Verified: everyone played the dice they rolled\. 2 rolls checked/),
    });
  });

  it('GIVEN a lead THEN the pushed dice leave the pool at once (R5.3) and a cancel returns them', async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6 });
    await app.leadExchange(deps, as(ANA), { target: 'Brute', action: 'shoot', dice: [6] });
    expect((await people(deps)).Ana!.pool).toEqual([5, 5, 4, 4, 4]);
    await app.cancelExchange(deps, as(ANA));
    expect((await people(deps)).Ana!.pool).toEqual([6, 5, 5, 4, 4, 4]);
  });

  it('GIVEN a withdrawn lead THEN the next lead gets a number of its own, and the answer resolves it (R5.1)', async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6 });
    const first = await app.leadExchange(deps, as(ANA), { target: 'Brute', action: 'shoot', dice: [6] });
    expect(first.public[0]).toMatchObject({ kind: 'exchange-led', no: 1 });
    await app.cancelExchange(deps, as(ANA));
    const second = await app.leadExchange(deps, as(ANA), { target: 'Brute', action: 'shoot again', dice: [6] });
    // The lead names the NPC targeted, not the GM side; so does its result, answered in another move.
    expect(second.public[0]).toMatchObject({ kind: 'exchange-led', no: 2, target: 'Brute' });
    const answer = await app.respondExchange(deps, as(GM), { action: 'block', dice: [6] });
    expect(answer.public[0]).toMatchObject({ kind: 'exchange-resolved', result: { no: 2, target: 'Brute' } });
    // The answer's private view is the GM's own pool, sent to the GM only.
    expect(Object.keys(answer.private)).toEqual([GM]);
  });

  it('GIVEN house rule strict-turns THEN only the suggested leader (or the GM) may lead (R4.4)', async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6, rules: { 'strict-turns': 'on' } });
    await app.leadExchange(deps, as(ANA), { target: 'Brute', action: 'shoot', dice: [4] });
    await app.respondExchange(deps, as(GM), { action: 'block', dice: [6] }); // GM wins: suggested next
    await expect(app.leadExchange(deps, as(ANA), { target: 'Brute', action: 'again', dice: [4] })).rejects.toThrow(
      expect.objectContaining({ code: 'exchange/not-your-turn' }),
    );
    await app.leadExchange(deps, as(GM), { target: 'Ana', action: 'punch', dice: [6] });
  });

  it('GIVEN house rule trailing-tie war THEN both sides are asked for one more die until the stake is won (R5.4)', async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6, rules: { 'trailing-tie': 'war' } });
    await app.leadExchange(deps, as(ANA), { target: 'Brute', action: 'shoot', dice: [6] });
    const asked = await app.respondExchange(deps, as(GM), { action: 'shoot back', dice: [6] });
    expect(asked.public[0]).toMatchObject({
      kind: 'war-waiting',
      stake: [6, 6],
      needs: [{ name: 'Ana' }, { name: 'Brute' }],
    });
    await expect(app.addWarDie(deps, as(ANA), { die: 6 })).rejects.toThrow(
      expect.objectContaining({ code: 'pool/not-in-pool' }),
    );
    expect((await app.addWarDie(deps, as(ANA), { die: 5 })).public[0]).toMatchObject({ kind: 'notice' });
    await expect(app.addWarDie(deps, as(ANA), { die: 5 })).rejects.toThrow(
      expect.objectContaining({ code: 'exchange/not-your-war' }),
    );
    const o = await app.addWarDie(deps, as(GM), { die: 6 });
    // The GM's 6 beats Ana's 5: the GM captures it and Ana's staked 6.
    expect(o.public[0]).toMatchObject({
      kind: 'exchange-resolved',
      result: { actorWar: [5], targetWar: [6], targetBooksWon: 2 },
    });
    const p = await people(deps);
    expect([p.Ana!.pool, p.GM!.pool, p.GM!.books]).toEqual([[5, 4, 4, 4], [5, 5, 4, 4], 2]);
  });

  it('GIVEN the GM side brings follow-up dice THEN R8.2 they are rolled with its rack', async () => {
    const deps = makeDeps({ dice: scriptedDice([5, 5, 5, 4, 4, 1, 5, 5, 4, 4, 4, 2, 4, 4]) });
    await app.createCampaign(deps, as(GM), { name: 'Duel' });
    await app.createCharacter(deps, as(ANA), { name: 'Ana' });
    for (const path of ['Coordination', 'Coordination: Projectiles', 'Coordination: Projectiles: Airgun'])
      await app.addCharacterSkill(deps, as(ANA), { path });
    await app.createNpc(deps, as(GM), { name: 'Brute' });
    await app.startConflict(deps, as(ANA), { primary: 'Coordination: Projectiles: Airgun', against: 'Brute' });
    await app.rollPool(deps, as(ANA));
    await editState(deps.db, (s) => {
      s.participants.find((p) => p.kind === 'gm')!.followUpIn = 2;
    });
    await app.rollPool(deps, as(GM));
    expect((await people(deps)).GM!.drawn).toBe(8);
    expect((await people(deps)).GM!.pool).toEqual([5, 5, 4, 4, 4, 4, 4]);
  });

  it("GIVEN the actor adds the last die of a war that ties again THEN R13.1 it sees its own pool, never the opponent's", async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6, rules: { 'trailing-tie': 'war' } });
    await app.leadExchange(deps, as(ANA), { target: 'Brute', action: 'shoot', dice: [6] });
    await app.respondExchange(deps, as(GM), { action: 'shoot back', dice: [6] });
    await app.addWarDie(deps, as(GM), { die: 5 });
    const o = await app.addWarDie(deps, as(ANA), { die: 5 });
    expect(o.public[0]).toMatchObject({ kind: 'war-waiting' });
    expect(Object.keys(o.private)).toEqual([ANA]);
    expect(poolOf(o, ANA)).toEqual((await people(deps)).Ana!.pool);
    expect(poolOf(o, ANA)).not.toEqual((await people(deps)).GM!.pool);
  });

  it('GIVEN a war where one side has no dice left THEN the other side takes the whole stake at once (R5.4, R6 W8)', async () => {
    const deps = await duel({ anaFaces: [6, 3, 3, 3, 3, 3, 1], gmFaces: GM6, rules: { 'trailing-tie': 'war' } });
    await app.leadExchange(deps, as(GM), { target: 'Ana', action: 'swing', dice: [6] });
    const o = await app.respondExchange(deps, as(ANA), { action: 'parry', dice: [6] });
    expect(o.public[0]).toMatchObject({ kind: 'exchange-resolved', result: { actorBooksWon: 2, targetBooksWon: 0 } });
  });

  it('GIVEN house rule unmatched reroll THEN unmatched dice roll back into the pool, secretly (R5.4)', async () => {
    // The GM empties its pool first so Ana's lead goes unmatched.
    const deps = await duel({
      anaFaces: ANA6,
      gmFaces: [4, 3, 3, 3, 3, 3],
      rules: { unmatched: 'reroll' },
      later: [6, 2, 5],
    });
    await app.leadExchange(deps, as(ANA), { target: 'Brute', action: 'shoot', dice: [6, 5] });
    const o = await app.respondExchange(deps, as(GM), { action: 'dodge', dice: [4] });
    // 6 beats 4 (+1); the unmatched 5 goes back and is rerolled: a 6, which rolls in a 2.
    expect(o.public[0]).toMatchObject({ result: { actorBooksWon: 1, rerolled: { actor: 1, target: 0 } } });
    expect(poolOf(o, ANA)).toEqual([6, 5, 4, 4, 4]);
  });

  it('GIVEN a risky exchange THEN totals decide and the target sees it was risky before pushing (R5.5)', async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6 });
    const led = await app.leadExchange(deps, as(ANA), {
      target: 'Brute',
      action: 'bomb',
      dice: [5, 5, 4],
      risky: true,
    });
    expect(led.public[0]).toMatchObject({ kind: 'exchange-led', risky: true, dice: 3 });
    const o = await app.respondExchange(deps, as(GM), { action: 'tank it', dice: [6, 6, 5] });
    expect(o.public[0]).toMatchObject({ result: { targetBooksWon: 3, actorBooksWon: 0 } });
  });

  it('GIVEN a PC knocked out THEN it loses its pool at once and cannot act (R4.5)', async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6, withBen: true, later: [] });
    // Ben has no skills: draws 0. The GM wins 3 books and knocks Ana out.
    await app.leadExchange(deps, as(GM), { target: 'Ana', action: 'club', dice: [6, 6, 5], confirmed: true });
    await app.respondExchange(deps, as(ANA), { action: 'block', dice: [5, 4, 4] });
    await app.buyGoal(deps, as(GM), { goal: 'Knock out', target: 'Ana' });
    const p = await people(deps);
    expect([p.Ana!.knockedOut, p.Ana!.pool]).toEqual([true, []]);
    expect(p.conflict.phase).toBe('ended'); // every PC is out of dice (R4.6)
    expect(
      (await effectsOf(deps.db, { characterId: (await characterByName(deps.db, asCampaignId(1), 'Ana'))!.id }))[0],
    ).toMatchObject({
      kind: 'knocked-out',
      causedBy: 'GM',
    });
  });

  it('GIVEN one purchase already made this step THEN a second is refused until the next exchange (R9.2)', async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6 });
    await app.leadExchange(deps, as(GM), { target: 'Ana', action: 'club', dice: [6, 6] });
    await app.respondExchange(deps, as(ANA), { action: 'block', dice: [4, 4] });
    await app.buyGoal(deps, as(GM), { goal: 'Wound', target: 'Ana' });
    await expect(app.buyGoal(deps, as(GM), { goal: 'Wound', target: 'Ana' })).rejects.toThrow(
      expect.objectContaining({ code: 'goal/already-bought' }),
    );
  });

  it('GIVEN a goal against a gang THEN its scale is added (R9.3)', async () => {
    // The gang joins the GM side before the rolls: a rack of 6 more dice for the GM pool (R3.3).
    const deps = makeDeps({ dice: scriptedDice([...ANA6, 6, 6, 5, 5, 3, 1, 5, 5, 4, 4, 3, 2, 4, 4]) });
    await app.createCampaign(deps, as(GM), { name: 'Duel' });
    await app.createCharacter(deps, as(ANA), { name: 'Ana' });
    for (const path of ['Coordination', 'Coordination: Projectiles', 'Coordination: Projectiles: Airgun'])
      await app.addCharacterSkill(deps, as(ANA), { path });
    await app.createNpc(deps, as(GM), { name: 'Brute' });
    await app.createNpc(deps, as(GM), { name: 'Mob', gangSize: 15 });
    await app.startConflict(deps, as(ANA), { primary: 'Coordination: Projectiles: Airgun', against: 'Brute' });
    await app.addNpcToConflict(deps, as(GM), { npc: 'Mob' });
    await app.setSecondary(deps, as(GM), { skill: 'Cognition' });
    await app.rollPool(deps, as(ANA));
    await app.rollPool(deps, as(GM));
    await app.leadExchange(deps, as(ANA), { target: 'Brute', action: 'spray', dice: [6, 5, 5], confirmed: false });
    await app.respondExchange(deps, as(GM), { action: 'take it', dice: [5, 4, 4] });
    const o = await app.buyGoal(deps, as(ANA), { goal: 'Wound', target: 'Mob' });
    expect(o.public[0]).toMatchObject({ kind: 'goal-bought', price: 2 });
  });

  it('GIVEN points toward a goal THEN books pay the rest, and the balance stays private (R10.3)', async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6 });
    await begGranted(deps, as(ANA), as(GM), { amount: 2, reason: 'please' });
    expect(await murphyBalance(deps.db, 1)).toBe(2);
    await app.leadExchange(deps, as(ANA), { target: 'Brute', action: 'shoot', dice: [6] });
    await app.respondExchange(deps, as(GM), { action: 'dodge', dice: [5] });
    const o = await app.buyGoal(deps, as(ANA), { goal: 'Knock out', target: 'Brute', points: 2 });
    expect(o.public[0]).toEqual(expect.objectContaining({ price: 3, booksLeft: null }));
    expect(deepKeys(o.public).has('pointsPaid')).toBe(false);
    expect(JSON.stringify(o.public)).not.toMatch(/left\)/);
    expect(o.private[ANA]?.[0]).toMatchObject({ kind: 'notice' });
    expect((await characterByName(deps.db, asCampaignId(1), 'Ana'))!.playerPoints).toBe(0);
  });

  it('GIVEN points restricted to the primary skill THEN they pay for a goal, before unrestricted ones (R10.3)', async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6 });
    const ana = (await characterByName(deps.db, asCampaignId(1), 'Ana'))!;
    await replaceRestrictedPoints(
      deps.db,
      ana.id,
      { key: 'coordination: projectiles', text: 'Coordination: Projectiles' },
      2,
      'training',
      'now',
    );
    await app.leadExchange(deps, as(ANA), { target: 'Brute', action: 'shoot', dice: [6] });
    await app.respondExchange(deps, as(GM), { action: 'dodge', dice: [5] });
    const o = await app.buyGoal(deps, as(ANA), { goal: 'Knock out', target: 'Brute', points: 2 });
    expect(o.public[0]).toMatchObject({ price: 3, booksLeft: null });
    expect((await restrictedAmount(deps.db, ana.id, 'coordination: projectiles'))!.amount).toBe(0);
  });

  it('GIVEN set-up THEN R10.3 a goal can be bought with player points before anyone rolls', async () => {
    const deps = makeDeps({ dice: scriptedDice([]) });
    await app.createCampaign(deps, as(GM), { name: 'Duel' });
    await app.createCharacter(deps, as(ANA), { name: 'Ana' });
    for (const path of ['Coordination', 'Coordination: Projectiles', 'Coordination: Projectiles: Airgun'])
      await app.addCharacterSkill(deps, as(ANA), { path });
    await app.createNpc(deps, as(GM), { name: 'Brute' });
    await app.startConflict(deps, as(ANA), { primary: 'Coordination: Projectiles: Airgun', against: 'Brute' });
    await begGranted(deps, as(ANA), as(GM), { amount: 1, reason: 'luck' });
    const o = await app.buyGoal(deps, as(ANA), { goal: 'Wound', target: 'Brute', points: 1 });
    expect(o.public[0]).toMatchObject({ kind: 'goal-bought', goal: 'Wound', price: 1 });
    expect((await people(deps)).conflict.phase).toBe('setup');
  });

  it('GIVEN a knock-out bought at the scale of a hundred people THEN R9.3 it never takes out the named Brute', async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6 });
    await app.leadExchange(deps, as(ANA), { target: 'Brute', action: 'spray the bar', dice: [6, 5, 5] });
    await app.respondExchange(deps, as(GM), { action: 'duck', dice: [5, 4, 4] });
    await expect(
      app.buyGoal(deps, as(ANA), { goal: 'Knock out', target: 'Brute', people: 100, points: 2 }),
    ).rejects.toThrow(
      expect.objectContaining({
        code: 'goal/mass-named',
        message: expect.stringMatching(/never takes out a named character like Brute/),
      }),
    );
  });

  it('GIVEN two NPCs and the GM buys Escape for one THEN R9.6 only that one leaves and the conflict goes on', async () => {
    const deps = makeDeps({ dice: scriptedDice([...ANA6, 6, 6, 5, 5, 3, 1, 5, 5, 4, 4, 3, 2, 4, 4]) });
    await app.createCampaign(deps, as(GM), { name: 'Duel' });
    await app.createCharacter(deps, as(ANA), { name: 'Ana' });
    for (const path of ['Coordination', 'Coordination: Projectiles', 'Coordination: Projectiles: Airgun'])
      await app.addCharacterSkill(deps, as(ANA), { path });
    await app.createNpc(deps, as(GM), { name: 'Brute' });
    await app.createNpc(deps, as(GM), { name: 'Goon' });
    await app.startConflict(deps, as(ANA), { primary: 'Coordination: Projectiles: Airgun', against: 'Brute' });
    await app.addNpcToConflict(deps, as(GM), { npc: 'Goon' });
    await app.setSecondary(deps, as(GM), { skill: 'Physique' });
    await app.rollPool(deps, as(ANA));
    await app.rollPool(deps, as(GM));
    await app.beginExchanges(deps, as(GM));
    await app.addMurphy(deps, as(GM), { amount: 2, reason: 'omens' });
    await app.buyGoal(deps, as(GM), { goal: 'Escape', target: 'Goon', points: 2 });
    const p = await people(deps);
    expect(p.conflict.phase).toBe('exchanges');
    expect(p.GM!.knockedOut).toBe(false);
    expect(p.GM!.pool.length).toBeGreaterThan(0);
  });

  it('GIVEN a conflict the GM ended with Ana holding 5 dice THEN R8.2 the follow-up keeps 3 (half rounded up), and R8.4 nobody may take it on the chin', async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6 });
    await app.leadExchange(deps, as(ANA), { target: 'Brute', action: 'probe', dice: [4] });
    await app.respondExchange(deps, as(GM), { action: 'block', dice: [4] });
    await app.endConflictCommand(deps, as(GM));
    expect((await people(deps)).conflict.phase).toBe('ended');
    // Nobody ran out before the GM ended it, so there is no chin to take; the refusal changes nothing.
    const before = await dump(deps.db);
    await expect(
      app.followUpConflict(deps, as(ANA), { primary: 'Coordination: Projectiles: Airgun', chin: true }),
    ).rejects.toThrow(expect.objectContaining({ message: expect.stringMatching(/before anyone ran out/) }));
    expect(await dump(deps.db)).toEqual(before);
    const o = await app.followUpConflict(deps, as(ANA), { primary: 'Coordination: Projectiles: Airgun' });
    expect(o.public[0]).toMatchObject({ headline: expect.stringContaining('Ana +3, Brute +3') });
  });

  it('GIVEN unspent books at the end THEN R8.2 the follow-up first tells who holds them, then begins when asked again', async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6 });
    await app.leadExchange(deps, as(ANA), { target: 'Brute', action: 'probe', dice: [6] });
    await app.respondExchange(deps, as(GM), { action: 'block', dice: [4] });
    await app.endConflictCommand(deps, as(GM));
    const first = await app.followUpConflict(deps, as(ANA), { primary: 'Coordination: Projectiles: Airgun' });
    expect(first.public).toEqual([
      { kind: 'notice', text: expect.stringMatching(/^Before the follow-up: Ana still holds unspent books/) },
    ]);
    expect((await people(deps)).conflict.phase).toBe('ended');
    const second = await app.followUpConflict(deps, as(ANA), { primary: 'Coordination: Projectiles: Airgun' });
    expect(second.public[0]).toMatchObject({
      kind: 'conflict',
      headline: expect.stringContaining('Books left unspent do not carry over (Ana).'),
    });
    expect((await people(deps)).conflict.phase).toBe('setup');
  });

  it('GIVEN a player who started it and joined after the GM side THEN R4.3 the starting side is suggested to lead first', async () => {
    const deps = makeDeps({ dice: scriptedDice([...ANA6, ...GM6]) });
    await app.createCampaign(deps, as(GM), { name: 'Duel' });
    for (const name of ['Ana', 'Bea']) await app.createCharacter(deps, as(ANA), { name });
    for (const path of ['Coordination', 'Coordination: Projectiles', 'Coordination: Projectiles: Airgun'])
      await app.addCharacterSkill(deps, as(ANA), { path, character: 'Ana' });
    await app.createNpc(deps, as(GM), { name: 'Brute' });
    // Two characters: the player's start seats nobody of theirs, so the GM side sits down first.
    await app.startConflict(deps, as(ANA), { primary: 'Coordination: Projectiles: Airgun', against: 'Brute' });
    await app.joinConflict(deps, as(ANA), { character: 'Ana' });
    await app.setSecondary(deps, as(GM), { skill: 'Cognition' });
    await app.rollPool(deps, as(ANA));
    await app.rollPool(deps, as(GM));
    await app.beginExchanges(deps, as(ANA));
    const state = (await readConflictDocument(deps.db, (await people(deps)).conflict.id)).state;
    expect(state.participants.map((p) => p.name)).toEqual(['GM', 'Ana']);
    expect(state.suggestedLeader).toBe('Ana');
  });

  it("GIVEN a lead as someone else's character THEN it is refused, not played as the caller's own, and nothing changes", async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6, withBen: true });
    const before = await dump(deps.db);
    await expect(
      app.leadExchange(deps, as(BEN), { target: 'Brute', action: 'shoot', dice: [6], as: 'Ana' }),
    ).rejects.toThrow(
      expect.objectContaining({ code: 'auth/not-owner', message: 'You do not play Ana in this conflict.' }),
    );
    expect(await dump(deps.db)).toEqual(before);
  });

  it('GIVEN Escape in a conflict without a Physique skill THEN it is not on offer (R9.1)', async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6 });
    await expect(
      (async () => {
        await app.leadExchange(deps, as(ANA), { target: 'Brute', action: 'run', dice: [6] });
        await app.respondExchange(deps, as(GM), { action: 'grab', dice: [5] });
        await app.leadExchange(deps, as(ANA), { target: 'Brute', action: 'run', dice: [5] });
        await app.respondExchange(deps, as(GM), { action: 'grab', dice: [4] });
        await app.buyGoal(deps, as(ANA), { goal: 'Escape', target: 'Brute' });
      })(),
    ).rejects.toThrow(expect.objectContaining({ code: 'goal/not-available' }));
  });

  it('GIVEN one player of two asks to end and the GM ends it THEN the GM ended it (R4.6)', async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: [...GM6, 4, 4, 4], withBen: true });
    await app.endConflictCommand(deps, as(ANA));
    const o = await app.endConflictCommand(deps, as(GM));
    expect(o.public[0]).toMatchObject({ kind: 'conflict-ended', ending: { reason: 'gm' } });
  });

  it('GIVEN a player asks to end and the GM ends it THEN everyone agreed, and leftovers become follow-up dice, not books (R4.6, R8.2)', async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6 });
    const first = await app.endConflictCommand(deps, as(ANA));
    expect(first.public[0]).toMatchObject({
      kind: 'end-vote',
      agreed: ['Ana'],
      waiting: [{ name: 'the GM', userId: GM }],
    });
    expect((await people(deps)).conflict.phase).toBe('exchanges');
    const o = await app.endConflictCommand(deps, as(GM));
    expect(o.public[0]).toMatchObject({
      kind: 'conflict-ended',
      ending: {
        reason: 'agreed',
        participants: [
          { name: 'Ana', followUpDice: 3, leftoverBooks: 0 },
          { name: 'Brute', followUpDice: 3 },
        ],
      },
    });
  });

  it('GIVEN a PC side behind by a full rack THEN each of its PCs gains a player point (R3.4)', async () => {
    const deps = makeDeps({ dice: scriptedDice(Array.from({ length: 40 }, () => 4)) });
    await app.createCampaign(deps, as(GM), { name: 'Odds' });
    await app.createCharacter(deps, as(ANA), { name: 'Ana' });
    for (const path of ['Coordination', 'Coordination: Projectiles', 'Coordination: Projectiles: Airgun'])
      await app.addCharacterSkill(deps, as(ANA), { path });
    await app.createNpc(deps, as(GM), { name: 'Brute' });
    await app.startSession(deps, as(GM));
    await app.startConflict(deps, as(ANA), { primary: 'Coordination: Projectiles: Airgun', against: 'Brute' });
    await app.spendRack(deps, as(GM)); // 6 against 12
    await app.setSecondary(deps, as(GM), { skill: 'Physique' });
    const rolled = await app.rollPool(deps, as(ANA));
    await app.rollPool(deps, as(GM));
    // R3.4: the sides are compared when the exchanges begin, not at the first roll.
    expect(JSON.stringify(rolled.public)).not.toMatch(/player point/);
    expect((await characterByName(deps.db, asCampaignId(1), 'Ana'))!.playerPoints).toBe(0);
    const o = await app.beginExchanges(deps, as(ANA));
    expect(o.public.map((v) => (v.kind === 'notice' ? v.text : '')).join(' ')).toMatch(/Ana gains 1 player point/);
    expect((await characterByName(deps.db, asCampaignId(1), 'Ana'))!.playerPoints).toBe(1);
  });

  it('GIVEN the GM side behind by a full rack THEN the GM gains a Murphy point, told only to the GM (R3.4, R13.3)', async () => {
    const deps = makeDeps({ dice: scriptedDice(Array.from({ length: 40 }, () => 4)) });
    await app.createCampaign(deps, as(GM), { name: 'Odds' });
    await app.createCharacter(deps, as(ANA), { name: 'Ana' });
    for (const path of ['Coordination', 'Coordination: Projectiles', 'Coordination: Projectiles: Airgun'])
      await app.addCharacterSkill(deps, as(ANA), { path });
    await app.setCampaignRule(deps, as(GM), { rule: 'rack-size', value: '3' });
    await app.startConflict(deps, as(ANA), { primary: 'Coordination: Projectiles: Airgun' });
    await app.addCircumstance(deps, as(GM), { participant: 'GM', reason: 'a lone guard' }); // the GM side draws 1 against 6: behind by 5 ≥ 3
    await app.setSecondary(deps, as(GM), { skill: 'Physique' });
    await app.rollPool(deps, as(ANA));
    await app.rollPool(deps, as(GM));
    expect(await murphyBalance(deps.db, 1)).toBe(0);
    const o = await app.beginExchanges(deps, as(ANA));
    expect(await murphyBalance(deps.db, 1)).toBe(1);
    expect(o.private[GM]?.[0]).toMatchObject({ kind: 'notice' });
    expect(JSON.stringify(o.public)).not.toMatch(/Murphy point/);
  });
});
