/** Renderers: the canonical Pool:/Books: lines, and public results that never show a pool. */
import { describe, expect, it } from 'vitest';
import type { PrivateView, PublicView } from '../../src/app';
import { pack, privateBody } from '../../src/discord/render/body';
import { md, textOf } from '../../src/app/text/safe-text';
import { booksLine, poolLine } from '../../src/discord/render/dice';
import { faceOfValue, offeredDice } from '../../src/discord/render/picker';
import { renderPrivateViews } from '../../src/discord/render/private';
import { renderPublicViews } from '../../src/discord/render/public';
import { type Face, resolveExchange } from '../../src/rules';
import { type ConflictState, startWithPools, view } from '../../src/rules/conflict';

describe('poolLine', () => {
  it.each([
    [[6, 6, 5, 4], 'Pool: 6 6 5 4'],
    [[4, 6, 5, 6], 'Pool: 6 6 5 4'],
    [[], 'Pool: empty'],
  ] as [Face[], string][])('GIVEN %j THEN %s', (pool, line) => expect(textOf(poolLine(pool))).toBe(line));
  it('GIVEN 3 books THEN Books: 3', () => expect(textOf(booksLine(3))).toBe('Books: 3'));
});

describe('renderPrivateViews', () => {
  it('GIVEN a pool view THEN the message has a Pool: line and a Books: line', () => {
    const view: PrivateView = {
      kind: 'pool',
      pool: {
        conflictId: 1,
        participant: 'Ana',
        pool: [5, 6, 4, 6],
        books: 2,
        note: 'You rolled 6 dice.',
        rolled: [6, 1, 5, 4, 6, 2],
      },
    };
    const [body] = renderPrivateViews([view]);
    expect(body!.content.split('\n')).toEqual(expect.arrayContaining(['Pool: 6 6 5 4', 'Books: 2']));
  });

  it('GIVEN a confirm-push view THEN Push/Cancel buttons carry the lead in their customIds', () => {
    const view: PrivateView = {
      kind: 'confirm-push',
      conflictId: 4,
      target: 'Viktor',
      dice: [6, 6, 5],
      poolSize: 4,
      risky: false,
      action: 'I shoot',
      npc: null,
    };
    const [body] = renderPrivateViews([view], { as: null });
    const ids = body!.components.flatMap((r) => r.components).map((c) => ('custom_id' in c ? c.custom_id : ''));
    expect(ids).toEqual(['push:4:0:665:6~Viktor7~I shoot0~', 'push-no:4']);
  });

  it('GIVEN a confirm-push for the GM naming the NPC who leads THEN it says so and Push carries him', () => {
    const view: PrivateView = {
      kind: 'confirm-push',
      conflictId: 4,
      target: 'Ana',
      dice: [6, 5],
      poolSize: 3,
      risky: false,
      action: 'A chain',
      npc: 'Jack',
    };
    const [body] = renderPrivateViews([view], { as: null });
    expect(body!.content).toMatch(/^Pushing .* as Jack against Ana is more than half your pool/);
    const ids = body!.components.flatMap((r) => r.components).map((c) => ('custom_id' in c ? c.custom_id : ''));
    expect(ids[0]).toBe('push:4:0:65:3~Ana7~A chain0~4~Jack');
  });

  it('GIVEN a confirm-push whose action is too long for a button THEN it says to run the command with confirm', () => {
    const view: PrivateView = {
      kind: 'confirm-push',
      conflictId: 4,
      target: 'Viktor',
      dice: [6, 6, 5],
      poolSize: 4,
      risky: false,
      action: 'x'.repeat(120),
      npc: null,
    };
    const [body] = renderPrivateViews([view]);
    expect(body!.components).toEqual([]);
    expect(body!.content).toContain('confirm: True');
  });
});

describe('renderPublicViews', () => {
  const result = resolveExchange([6, 6, 5], [6, 5, 4]);
  const resolved: PublicView = {
    kind: 'exchange-resolved',
    result: {
      conflictId: 1,
      no: 3,
      actor: 'Ana',
      target: 'GM',
      actorAction: 'I shoot',
      targetAction: 'I duck',
      risky: false,
      actorDice: result.actorPushed,
      targetDice: result.targetPushed,
      actorWar: [],
      targetWar: [],
      steps: result.steps,
      actorBooksWon: result.actorBooks,
      targetBooksWon: result.targetBooks,
      actorBooks: 4,
      targetBooks: 1,
      rerolled: { actor: 0, target: 0 },
      suggestedLeader: 'Ana',
    },
  };

  it('GIVEN an exchange result THEN it shows the pushed dice pair by pair and the books, and no pool', () => {
    const [body] = renderPublicViews([resolved]);
    const text = body!.content;
    expect(text).toContain('Ana “I shoot” pushed 6 6 5');
    expect(text).toContain('GM “I duck” pushed 6 5 4');
    expect(text).toContain('• 6 vs 6: a tie, both dice go to the stake.');
    expect(text).toContain('• 6 vs 5: Ana wins and captures 6 5 (+2).');
    expect(text).toContain('• 5 vs 4: Ana wins and captures 4 (+1).');
    expect(text).toContain('Ana wins 3 books (Books: 4) · GM wins no books (Books: 1)');
    expect(JSON.stringify(body)).not.toMatch(/Pool:/);
  });

  it('GIVEN a risky exchange and each kind of step THEN every step has a sentence', () => {
    const cases: [Face[], Face[], object][] = [
      [[5, 5, 4], [6, 6, 6], { risky: true }],
      [[6, 5, 5], [6], {}],
      [[6], [6], {}],
      [[6], [6], { trailingTie: 'war' }],
      [[6, 5, 4], [], { unmatched: 'reroll' }],
    ];
    for (const [a, t, options] of cases) {
      const r = resolveExchange(a, t, options, { actor: [], target: [], actorPoolEmpty: true, targetPoolEmpty: true });
      const view: PublicView = {
        ...resolved,
        result: { ...resolved.result, actorDice: r.actorPushed, targetDice: r.targetPushed, steps: r.steps },
      } as PublicView;
      const text = renderPublicViews([view])[0]!.content;
      const stepLines = text.split('\n').filter((l) => l.startsWith('• '));
      expect(stepLines.length, text).toBe(r.steps.length);
      for (const l of stepLines) expect(l).not.toContain('undefined');
    }
  });

  it('GIVEN an exchange led THEN a Respond button pings the target and the dice count shows, not the dice', () => {
    const led: PublicView = {
      kind: 'exchange-led',
      conflictId: 2,
      no: 5,
      actor: 'Bea',
      target: 'GM',
      targetUserId: '42',
      action: 'I kick',
      dice: 3,
      risky: true,
    };
    const [body] = renderPublicViews([led]);
    expect(body!.content).toContain('**Bea** leads exchange 5 against **GM** with 3 dice (risky)');
    expect(body!.mentionUsers).toEqual(['42']);
    expect(JSON.stringify(body!.components)).toContain('"custom_id":"ex:respond:2:5"');
    expect(JSON.stringify(body!.components)).toContain('"label":"Respond"');
  });

  it('GIVEN a lead resolved at once (empty target pool) THEN there is no Respond button: My pool, Lead, Buy a goal and End', () => {
    const led: PublicView = {
      kind: 'exchange-led',
      conflictId: 2,
      no: 3,
      actor: 'Bea',
      target: 'GM',
      targetUserId: '42',
      action: 'I kick',
      dice: 3,
      risky: false,
    };
    const [body] = renderPublicViews([led, resolved]);
    const labels = (body!.components as unknown as { components: { label: string; custom_id: string }[] }[]).flatMap(
      (r) => r.components,
    );
    expect(labels.map((b) => b.label)).toEqual(['My pool', 'Lead', 'Buy a goal', 'End the conflict']);
    expect(labels[0]!.custom_id).toMatch(/^pool:mine:\d+$/);
  });

  it('GIVEN a conflict view THEN every participant has a Books: line and no pool size', () => {
    const s = startWithPools({
      primary: 'Coordination: Projectiles: Airgun',
      participants: [
        { name: 'Ana', side: 0, pool: [6, 5], books: 2 },
        { name: 'GM', side: 1, gm: true, npcs: ['Viktor', { name: 'Dock rat', mook: true }], pool: [] },
      ],
    }) as ConflictState;
    const seen = { ...view(s, { kind: 'public' }), secondary: 'Physique' };
    const conflict = { ...seen, id: 1, houseRules: {}, circumstanceOffers: [], pendingSince: null };
    const shown: PublicView = { kind: 'conflict', conflict };
    const text = renderPublicViews([shown])[0]!.content;
    expect(text).toContain('• **Ana**: has dice, Books: 2');
    // R3.3: a mook is shown as what it is, a nameless extra.
    expect(text).toContain('• **Viktor**, **Dock rat** (nameless extra): out of dice, Books: 0');
  });
});

describe('words players read', () => {
  const text = (v: PublicView) => renderPublicViews([v])[0]!.content;

  it('GIVEN a roll with sixes THEN the private roll says each added one more die', () => {
    const [body] = renderPrivateViews([
      { kind: 'pool', pool: { conflictId: 1, participant: 'Ana', pool: [6, 6, 5], books: 0, rolled: [6, 6, 2, 5, 1] } },
    ]);
    expect(body!.content).toContain('Rolled: 6 6 2 5 1 (2 sixes added one more die each; 1 to 3 are dropped)');
  });

  it('GIVEN a goal list THEN the chart this conflict offers shows with prices in words (R9.4)', () => {
    const list = text({
      kind: 'goal-list',
      conflictId: 1,
      offered: [
        { name: 'Wound', price: 1 },
        { name: 'Escape', detail: 'run away', price: 2 },
      ],
      settled: [],
      open: [],
    });
    expect(list).toContain('**Goals this conflict offers**');
    expect(list).toContain('• Wound: 1 book\n• Escape (run away): 2 books');
    expect(list).toContain('• none yet');
  });

  it('GIVEN a knock-out and an escape THEN each is announced in words (R4.5, R9.6)', () => {
    expect(text({ kind: 'taken-out', conflictId: 1, name: 'Ana', how: 'knocked-out' })).toMatch(
      /^\*\*Ana\*\* is knocked out: out of this conflict/,
    );
    expect(text({ kind: 'taken-out', conflictId: 1, name: 'Alamo Jack', how: 'escaped' })).toMatch(
      /^\*\*Alamo Jack\*\* gets away/,
    );
  });

  it('GIVEN an NPC buys Escape for itself THEN the NPC is named once, not the GM (R9.6)', () => {
    const bought = text({
      kind: 'goal-bought',
      buyer: 'Alamo Jack',
      payer: 'GM',
      goal: 'Escape',
      target: 'Alamo Jack',
      price: 2,
      effect: 'Escape',
      booksLeft: 1,
    });
    expect(bought).toBe('**Alamo Jack** buys **Escape** (price 2 books).\nGM: Books: 1');
  });

  it('GIVEN a conflict ended early THEN it says why and what each keeps, and names no internal state (R4.6, R8.2)', () => {
    const ended = text({
      kind: 'conflict-ended',
      ending: {
        conflictId: 1,
        reason: 'agreed',
        participants: [
          { name: 'Ana', books: 1, leftoverBooks: 0, followUpDice: 1 },
          { name: 'GM', books: 0, leftoverBooks: 0, followUpDice: 3 },
        ],
      },
    });
    expect(ended).toContain('**The conflict is over**: everyone agreed to stop.');
    expect(ended).toContain('• **Ana**: Books: 1, and 1 die to carry into a follow-up conflict');
    expect(ended).toContain('• **GM**: Books: 0, and 3 dice to carry into a follow-up conflict');
    expect(ended).not.toMatch(/agreed:|ran-out|lead next/);
  });
});

describe('pack', () => {
  it('GIVEN more than 2000 characters THEN it splits between lines, components on the last message', () => {
    const line = 'x'.repeat(900);
    const bodies = pack([md`${line}`, md`${line}`, md`${line}`], [{ type: 1, components: [] }], privateBody);
    expect(bodies.length).toBe(2);
    expect(bodies.every((b) => b.content.length <= 2000)).toBe(true);
    expect(bodies[0]!.components).toEqual([]);
    expect(bodies[1]!.components.length).toBe(1);
  });
});

describe('dice menu', () => {
  it('GIVEN a pool of 40 THEN 25 dice are offered, every face kept', () => {
    const pool = [...Array<Face>(20).fill(6), ...Array<Face>(15).fill(5), ...Array<Face>(5).fill(4)];
    const offered = offeredDice(pool);
    expect(offered.length).toBe(25);
    expect(new Set(offered)).toEqual(new Set([6, 5, 4]));
  });
  it('GIVEN option values THEN faces come back', () => {
    expect(faceOfValue('3:5')).toBe(5);
    expect(faceOfValue('x')).toBeNull();
  });
});
