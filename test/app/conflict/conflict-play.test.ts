import { describe, expect, it } from 'vitest';
import * as app from '../../../src/app';
import { scriptedDice } from '../../../src/rules';
import { latestConflict } from '../../../src/store/conflict/conflicts';
import { rows, run } from '../../support/sql';
import { as, CHANNEL, dump, GUILD, makeDeps, poolOf } from '../helpers';
import { ANA, BEN, duel, GM, people } from '../duel';

const ANA6 = [6, 5, 5, 4, 4, 4, 2]; // 655444
const GM6 = [6, 6, 5, 5, 3, 1, 4, 4]; // 665544
const offerId = (o: app.Outcome) => (o.public[0] as { offerId: number }).offerId;

describe('goal negotiation (R4.2)', () => {
  it('GIVEN a proposal countered with a costlier goal THEN the proposer may accept the counter and it is settled', async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6 });
    const first = offerId(
      await app.proposeGoal(deps, as(ANA), { target: 'Brute', goal: 'Brute drops the keys', price: 2 }),
    );
    await expect(
      app.answerGoal(deps, as(GM), { offerId: first, answer: 'counter', goal: 'Cheaper', price: 2 }),
    ).rejects.toThrow(expect.objectContaining({ code: 'goal/bad-price' }));
    const counter = await app.answerGoal(deps, as(GM), {
      offerId: first,
      answer: 'counter',
      goal: 'Brute drops the keys and runs',
      price: 4,
    });
    expect(counter.public[0]).toMatchObject({
      kind: 'goal-offer',
      offerKind: 'counter',
      answererUserId: ANA,
      price: 4,
    });
    await app.answerGoal(deps, as(ANA), { offerId: offerId(counter), answer: 'accept' });
    const list = await app.listGoals(deps, as(BEN));
    expect(list.public[0]).toMatchObject({
      kind: 'goal-list',
      settled: [{ from: 'Ana', to: 'Brute', text: 'Brute drops the keys and runs', price: 4 }],
      open: [],
    });
    await expect(app.answerGoal(deps, as(GM), { offerId: first, answer: 'accept' })).rejects.toThrow(
      expect.objectContaining({ code: 'goal/already-answered' }),
    );
  });

  it('GIVEN a conflict THEN /goal list shows the goals its chart offers with their prices (R9.1, R9.4)', async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6 });
    const list = (await app.listGoals(deps, as(BEN))).public[0];
    if (list?.kind !== 'goal-list') throw new Error('no goal list');
    expect(list.offered).toEqual(
      expect.arrayContaining([
        { name: 'Wound', price: 1 },
        { name: 'Knock out', price: 3 },
        { name: 'Reputation', price: 1 },
      ]),
    );
    expect(list.offered.map((g) => g.name)).not.toContain('Remove a wound');
  });

  it('GIVEN "only if" with a cheaper goal back THEN accepting settles both goals', async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6 });
    const first = offerId(await app.proposeGoal(deps, as(ANA), { target: 'Brute', goal: 'Brute talks', price: 3 }));
    const onlyIf = await app.answerGoal(deps, as(GM), {
      offerId: first,
      answer: 'only-if',
      goal: 'Ana owes Brute a favour',
      price: 1,
    });
    expect(onlyIf.public[0]).toMatchObject({
      kind: 'goal-offer',
      offerKind: 'only-if',
      from: 'Brute',
      to: 'Ana',
      answers: 'Brute talks',
    });
    await expect(app.answerGoal(deps, as(GM), { offerId: first, answer: 'accept' })).rejects.toThrow(
      expect.objectContaining({ code: 'goal/already-answered' }),
    );
    await app.answerGoal(deps, as(ANA), { offerId: offerId(onlyIf), answer: 'accept' });
    const settled = ((await app.listGoals(deps, as(ANA))).public[0] as { settled: { text: string }[] }).settled.map(
      (g) => g.text,
    );
    expect(settled).toEqual(['Brute talks', 'Ana owes Brute a favour']);
  });

  it('GIVEN two NPCs WHEN a goal against one is countered and agreed THEN R4.2 every message names that NPC, not the GM side', async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: [...GM6, ...GM6], npcs: ['Guard'] });
    const first = offerId(
      await app.proposeGoal(deps, as(ANA), { target: 'Guard', goal: 'The guard looks away', price: 1 }),
    );
    // Each answer is its own transaction: the offer is saved and read back between them.
    const counter = await app.answerGoal(deps, as(GM), {
      offerId: first,
      answer: 'counter',
      goal: 'The guard looks away and keeps quiet',
      price: 2,
    });
    expect(counter.public[0]).toMatchObject({ by: 'Guard', from: 'Ana', to: 'Guard' });
    const agreed = await app.answerGoal(deps, as(ANA), { offerId: offerId(counter), answer: 'accept' });
    expect(agreed.public[0]).toEqual({
      kind: 'notice',
      text: 'Agreed: Ana may buy “The guard looks away and keeps quiet” against Guard for 2 books.',
    });
    expect((await app.listGoals(deps, as(ANA))).public[0]).toMatchObject({ settled: [{ from: 'Ana', to: 'Guard' }] });
  });

  it("GIVEN the GM counters THEN R4.2 the counter is announced as the GM's (through its NPC), and the seeker may answer only with a cheaper goal", async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6 });
    const first = offerId(
      await app.proposeGoal(deps, as(ANA), { target: 'Brute', goal: 'Brute drops the keys', price: 2 }),
    );
    const counter = await app.answerGoal(deps, as(GM), {
      offerId: first,
      answer: 'counter',
      goal: 'Brute drops the keys and runs',
      price: 5,
    });
    expect(counter.public[0]).toMatchObject({
      kind: 'goal-offer',
      offerKind: 'counter',
      by: 'Brute',
      from: 'Ana',
      to: 'Brute',
      price: 5,
    });
    await expect(
      app.answerGoal(deps, as(ANA), {
        offerId: offerId(counter),
        answer: 'counter',
        goal: 'Brute drops the keys',
        price: 6,
      }),
    ).rejects.toThrow(expect.objectContaining({ message: 'The price must be a whole number from 0 to 4 books.' }));
    const lower = await app.answerGoal(deps, as(ANA), {
      offerId: offerId(counter),
      answer: 'counter',
      goal: 'Brute drops the keys',
      price: 3,
    });
    expect(lower.public[0]).toMatchObject({ offerKind: 'counter', by: 'Ana', answererUserId: GM, price: 3 });
    await app.answerGoal(deps, as(GM), { offerId: offerId(lower), answer: 'accept' });
    const list = (await app.listGoals(deps, as(ANA))).public[0] as { settled: { text: string; price: number }[] };
    expect(list.settled).toMatchObject([{ text: 'Brute drops the keys', price: 3 }]);
  });

  it('GIVEN an "only if" answered by another "only if" THEN R4.2 accepting the last link settles the whole chain, the original included', async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6 });
    const first = offerId(await app.proposeGoal(deps, as(ANA), { target: 'Brute', goal: 'Brute talks', price: 3 }));
    const second = offerId(
      await app.answerGoal(deps, as(GM), {
        offerId: first,
        answer: 'only-if',
        goal: 'Ana owes Brute a favour',
        price: 2,
      }),
    );
    const third = offerId(
      await app.answerGoal(deps, as(ANA), { offerId: second, answer: 'only-if', goal: 'Brute apologises', price: 1 }),
    );
    await app.answerGoal(deps, as(GM), { offerId: third, answer: 'accept' });
    const list = (await app.listGoals(deps, as(ANA))).public[0] as { settled: { text: string }[]; open: unknown[] };
    expect(list.settled.map((g) => g.text)).toEqual(['Brute talks', 'Ana owes Brute a favour', 'Brute apologises']);
    expect(list.open).toEqual([]);
    await expect(app.answerGoal(deps, as(GM), { offerId: first, answer: 'refuse' })).rejects.toThrow(
      expect.objectContaining({ code: 'goal/already-answered' }),
    );
  });

  it("GIVEN a refusal THEN nothing is settled, and a proposal to one's own side is refused", async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6 });
    const first = offerId(await app.proposeGoal(deps, as(ANA), { target: 'Brute', goal: 'Brute talks', price: 3 }));
    await app.answerGoal(deps, as(GM), { offerId: first, answer: 'refuse' });
    expect((await app.listGoals(deps, as(ANA))).public[0]).toMatchObject({ settled: [], open: [] });
    await expect(app.proposeGoal(deps, as(ANA), { target: 'Ana', goal: 'x', price: 1 })).rejects.toThrow(
      expect.objectContaining({ code: 'goal/same-side' }),
    );
  });
});

describe('initiative bidding (R4.3)', () => {
  it('GIVEN secret bids THEN dice are spent, nobody leads until all pass, and the highest total goes first', async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6 });
    await expect(app.openBidding(deps, as(ANA))).rejects.toThrow(expect.objectContaining({ code: 'auth/not-gm' }));
    await app.openBidding(deps, as(GM));
    const bid = await app.placeBid(deps, as(ANA), { dice: [4] });
    expect(bid.public[0]).toMatchObject({ kind: 'notice', text: '**Ana** has bid. Waiting for Ana, Brute to pass.' });
    expect(JSON.stringify(bid.public)).not.toMatch(/\[4\]/);
    expect(poolOf(bid, ANA)).toEqual([6, 5, 5, 4, 4]);
    await expect(app.leadExchange(deps, as(GM), { target: 'Ana', action: 'x', dice: [6] })).rejects.toThrow(
      expect.objectContaining({ code: 'initiative/open' }),
    );
    await app.placeBid(deps, as(GM), { dice: [] });
    const reveal = await app.placeBid(deps, as(ANA), { dice: [] });
    expect(reveal.public[0]).toMatchObject({
      kind: 'initiative',
      order: ['Ana', 'GM'],
      bids: [
        { name: 'Ana', total: 4 },
        { name: 'GM', total: 0 },
      ],
    });
    expect((await people(deps)).state.suggestedLeader).toBe('Ana');
  });

  it('GIVEN equal bids THEN the earlier joiner goes first', async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6 });
    await app.openBidding(deps, as(GM));
    await app.placeBid(deps, as(GM), { dice: [5] });
    await app.placeBid(deps, as(ANA), { dice: [5] });
    await app.placeBid(deps, as(GM), { dice: [] });
    const reveal = await app.placeBid(deps, as(ANA), { dice: [] });
    expect(reveal.public[0]).toMatchObject({ order: ['Ana', 'GM'] });
  });

  it('GIVEN a raise THEN R4.3 everyone may answer it, the GM may back one character with GM dice, and the GM closes the bidding', async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6 });
    await app.openBidding(deps, as(GM));
    await app.placeBid(deps, as(ANA), { dice: [4] });
    await app.placeBid(deps, as(GM), { dice: [] });
    const raise = await app.placeBid(deps, as(ANA), { dice: [4] });
    expect(raise.public[0]).toMatchObject({ text: '**Ana** has bid. Waiting for Ana, Brute to pass.' });
    const backed = await app.openBidding(deps, as(GM), { dice: [6, 6], for: 'Brute' });
    expect(backed.public[0]).toMatchObject({ kind: 'notice', text: "The GM adds dice to **Brute**'s bid." });
    expect(poolOf(backed, GM)).toEqual([5, 5, 4, 4]);
    await expect(app.openBidding(deps, as(GM), { dice: [5], for: 'Ana' })).rejects.toThrow(
      expect.objectContaining({ message: "The GM's dice already back Brute." }),
    );
    const reveal = await app.openBidding(deps, as(GM));
    expect(reveal.public[0]).toMatchObject({
      kind: 'initiative',
      order: ['GM', 'Ana'],
      bids: [
        { name: 'GM', dice: [6, 6], total: 12 },
        { name: 'Ana', dice: [4, 4], total: 8 },
      ],
    });
    await expect(app.openBidding(deps, as(GM))).rejects.toThrow(
      expect.objectContaining({ message: 'Initiative can only be bid once, before the first exchange.' }),
    );
  });
});

describe('fly dice (R7)', () => {
  it('GIVEN James punches (5,5,4) and the GM rolls a rack (6,6,5,5,4) THEN the GM adds all eight dice (R7.3 worked)', async () => {
    // James: Physique chain for Punch = 6 dice. Ana in the duel plays James's part.
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6, later: [5, 5, 4, 3, 2, 1, 6, 6, 5, 5, 4, 1, 3, 2] });
    for (const path of ['Physique', 'Physique: Unarmed', 'Physique: Unarmed: Punch'])
      await app.addCharacterSkill(deps, as(ANA), { path });
    const before = (await people(deps)).GM!.pool;
    const o = await app.flyDice(deps, as(ANA), { skill: 'Physique: Unarmed: Punch', against: 'Brute' });
    expect(o.public[0]).toEqual({
      kind: 'fly-result',
      conflictId: 1,
      deviator: 'Ana',
      opponent: 'Brute',
      skill: 'Physique: Unarmed: Punch',
      winner: 'Brute',
    });
    expect(JSON.stringify(o.public)).not.toMatch(/6,6,5,5/);
    const gm = (await people(deps)).GM!;
    expect(gm.pool).toEqual([...before, 6, 6, 5, 5, 5, 5, 4, 4].sort((a, b) => b - a));
    expect(gm.flySkills).toEqual(['Physique: Unarmed: Punch']);
  });

  it("GIVEN a fly win THEN the new skill's goals are buyable by the winner only (R7.3)", async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6, later: [6, 6, 5, 5, 4, 4, 1, 1, 4, 3, 3, 3, 3, 3] });
    for (const path of ['Physique', 'Physique: Athletics', 'Physique: Athletics: Running'])
      await app.addCharacterSkill(deps, as(ANA), { path });
    await app.flyDice(deps, as(ANA), { skill: 'Physique: Athletics: Running', against: 'Brute' });
    await app.leadExchange(deps, as(ANA), { target: 'Brute', action: 'dash', dice: [6, 6] });
    await app.respondExchange(deps, as(GM), { action: 'grab', dice: [4, 4] });
    expect(await app.suggestions(deps, as(ANA), 'goal', 'esc')).toEqual(['Escape']);
    expect(await app.suggestions(deps, as(GM), 'goal', 'esc')).toEqual([]);
  });
});

describe('recap, log and verification (R5.7, fairness)', () => {
  async function finished() {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6 });
    await app.leadExchange(deps, as(ANA), { target: 'Brute', action: 'shoot', dice: [6] });
    await app.respondExchange(deps, as(GM), { action: 'duck', dice: [4] });
    return deps;
  }

  it('GIVEN a live conflict THEN the recap reveals no pool or salt', async () => {
    const deps = await finished();
    const o = await app.conflictRecap(deps, as(BEN));
    expect(o.public[0]).toMatchObject({
      kind: 'recap',
      recap: { reveals: [], exchanges: [{ no: 1, actorDice: [6], targetDice: [4], actorBooks: 1 }] },
    });
    await expect(app.verifyConflict(deps, as(ANA))).rejects.toThrow(
      expect.objectContaining({ code: 'conflict/not-ended' }),
    );
  });

  it('GIVEN the end THEN pools and salts are revealed and verify passes; a tampered commitment fails it', async () => {
    const deps = await finished();
    await app.endConflictCommand(deps, as(GM));
    const log = (await app.conflictLog(deps, as(ANA))).private[ANA]![0]!;
    expect(log).toMatchObject({ kind: 'document', name: 'conflict-1.md' });
    expect(log.kind === 'document' && log.text).toMatch(/\| 1 \| Ana: shoot \| 6 \| Brute: duck \| 4 \| 1–0 \|/);
    expect(log.kind === 'document' && log.text).toMatch(/Ana: pool 6 5 5 4 4 4, salt `salt-1`/);
    expect((await app.verifyConflict(deps, as(BEN))).public[0]).toMatchObject({
      text: expect.stringMatching(/^Verified/),
    });
    await run(deps.db, `UPDATE participants SET commitment = 'forged' WHERE name = 'Ana'`);
    expect((await app.verifyConflict(deps, as(BEN))).public[0]).toMatchObject({
      text: expect.stringMatching(/^The dice check FAILED: Ana: the roll changed after it was made/),
    });
  });

  it('GIVEN a lead withdrawn and one answered THEN only the withdrawn dice are logged apart, to the leader, and verify passes (R13.2)', async () => {
    const deps = await duel({ anaFaces: ANA6, gmFaces: GM6 });
    await app.leadExchange(deps, as(ANA), { target: 'Brute', action: 'aim', dice: [5] });
    await app.cancelExchange(deps, as(ANA));
    await app.leadExchange(deps, as(ANA), { target: 'Brute', action: 'shoot', dice: [6] });
    await app.respondExchange(deps, as(GM), { action: 'duck', dice: [4] });
    const pushed = await rows<{ payload: string; public: number }>(
      deps.db,
      `SELECT payload, public FROM events WHERE kind = 'pushed' ORDER BY id`,
    );
    // The answered lead's dice are told by its result; the withdrawn one's only to Ana.
    expect(pushed.map((e) => [JSON.parse(e.payload).no, JSON.parse(e.payload).dice, e.public])).toEqual([[1, [5], 0]]);
    await app.endConflictCommand(deps, as(GM));
    expect((await app.verifyConflict(deps, as(BEN))).public[0]).toMatchObject({
      text: expect.stringMatching(/^Verified/),
    });
    expect((await app.conflictRecap(deps, as(BEN))).public[0]).toMatchObject({
      recap: { exchanges: [{ no: 2, actorDice: [6], targetDice: [4] }] },
    });
    // The answered lead's dice are taken from Ana's pool where its result tells them.
    await run(deps.db, `UPDATE exchanges SET actor_dice = '[6,6,6]' WHERE no = 2`);
    expect((await app.verifyConflict(deps, as(BEN))).public[0]).toMatchObject({
      text: expect.stringMatching(/Ana: the lead of exchange 2 6 6 6 was not in the pool/),
    });
  });

  it('GIVEN a pushed die that was never in the pool THEN verify finds it', async () => {
    const deps = await finished();
    await app.endConflictCommand(deps, as(GM));
    await run(
      deps.db,
      `INSERT INTO events (conflict_id, kind, payload, public, at) VALUES (1, 'exchange-led', '{"no":9,"actor":"Ana","dice":[6,6,6]}', 0, 'x')`,
    );
    expect((await app.verifyConflict(deps, as(BEN))).public[0]).toMatchObject({
      text: expect.stringMatching(/Ana: the lead of exchange 9 6 6 6 was not in the pool/),
    });
  });
});

describe('threads', () => {
  it('GIVEN a conflict started in a thread of the campaign channel THEN the campaign is found and the thread holds the conflict', async () => {
    const deps = makeDeps({ dice: scriptedDice([]) });
    await app.createCampaign(deps, as(GM), { name: 'Threads' });
    await app.setCampaignRule(deps, as(GM), { rule: 'threads', value: 'on' });
    const inThread = { ...as(GM, 'thread-1'), parentChannelId: CHANNEL };
    await app.startConflict(deps, inThread, { primary: 'Physique: Unarmed: Punch' });
    expect(await latestConflict(deps.db, GUILD, 'thread-1')).toMatchObject({ parentChannelId: CHANNEL });
    expect(await latestConflict(deps.db, GUILD, CHANNEL)).toBeNull();
    const before = await dump(deps.db);
    await expect(
      app.startConflict(
        deps,
        { ...as(GM, 'thread-1'), parentChannelId: CHANNEL },
        { primary: 'Physique: Unarmed: Punch' },
      ),
    ).rejects.toThrow(expect.objectContaining({ code: 'conflict/exists-here' }));
    expect(await dump(deps.db)).toEqual(before);
  });
});
