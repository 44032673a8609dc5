// The conflict's table: its buttons by phase, what it waits for, its ids, and what a move folds into it.
import { describe, expect, it } from 'vitest';
import type { PublicEvent, PublicView } from '../../src/app';
import { type ConflictState, startWithPools, view } from '../../src/rules/conflict';
import { foldForTable } from '../../src/discord/table/table-fold';
import { latelyLines } from '../../src/discord/table/table-lately';
import { sealCode } from '../../src/app';
import { keep, md, textOf } from '../../src/app/text/safe-text';
import { renderConflict as renderConflictSafe } from '../../src/discord/render/conflict';
import { makeTableId, parseTableId, TABLE_MOVES } from '../../src/discord/table/table-ids';
import {
  renderTable,
  sideName,
  type TableConflict,
  waitingFor as waitingForSafe,
} from '../../src/discord/table/table-render';

/** The texts as Discord is sent them. */
const waitingFor = (c: TableConflict) => textOf(waitingForSafe(c));
const renderConflict = (c: Parameters<typeof renderConflictSafe>[0]) => textOf(renderConflictSafe(c));

function conflictOf(s: ConflictState, changes: Partial<TableConflict> = {}): TableConflict {
  return {
    ...view(s, { kind: 'public' }),
    id: 7,
    houseRules: {},
    circumstanceOffers: [],
    pendingSince: null,
    ...changes,
  };
}

const running = () =>
  conflictOf(
    startWithPools({
      primary: 'Coordination: Projectiles: Airgun',
      participants: [
        { name: 'Ana', side: 0, pool: [6, 5, 4], books: 2 },
        { name: 'GM', side: 1, gm: true, npcs: ['Viktor'], pool: [6, 6, 4, 4] },
      ],
    }) as ConflictState,
  );

const labels = (c: TableConflict) =>
  renderTable(c, []).components.flatMap((r) => r.components.map((b) => ('label' in b ? b.label : '')));

const pending = (more: Partial<NonNullable<TableConflict['pending']>> = {}): TableConflict['pending'] => ({
  no: 3,
  actor: 'GM',
  actorNpc: 'Viktor',
  target: 'Ana',
  answerer: 'Ana',
  count: 2,
  risky: false,
  disputedBy: null,
  answered: false,
  resisted: false,
  warWaitingFor: [],
  ...more,
});

describe('renderTable', () => {
  it('GIVEN the exchanges between leads THEN it offers Lead, Buy, Give, Fly, My pool, End and the GM moves, and no pool size', () => {
    const c = running();
    expect(labels(c)).toEqual([
      'Lead',
      'Buy a goal',
      'Give books',
      'Fly dice',
      'My pool',
      'End the conflict',
      'GM moves…',
    ]);
    const body = renderTable(c, []);
    expect(body.content).toContain('• **Ana**: has dice, Books: 2');
    expect(body.content).not.toMatch(/Pool:|\b3 dice\b|\b4 dice\b/);
  });

  it('GIVEN a lead waiting THEN it offers the answer and its moves (Dispute only while not risky), never the dice', () => {
    expect(labels({ ...running(), pending: pending() })).toEqual([
      'Respond',
      'Dispute',
      'Resist with gear',
      'Withdraw the lead',
      'My pool',
      'GM moves…',
    ]);
    expect(labels({ ...running(), pending: pending({ risky: true }) })).not.toContain('Dispute');
    // Resist gear once per exchange, before the answer (R2.4): not offered once it can only be refused.
    expect(labels({ ...running(), pending: pending({ resisted: true }) })).not.toContain('Resist with gear');
    expect(labels({ ...running(), pending: pending({ answered: true }) })).not.toContain('Resist with gear');
    const text = renderTable({ ...running(), pending: pending() }, []).content;
    expect(text).toContain("**Waiting for**: Ana to answer Viktor's lead with 2 dice.");
  });

  it('GIVEN a war THEN only the war die, My pool and the GM moves are offered, and it waits on both by name', () => {
    const c = { ...running(), pending: pending({ answered: true, warWaitingFor: ['GM', 'Ana'] }) };
    expect(labels(c)).toEqual(['Add a war die', 'My pool', 'GM moves…']);
    expect(waitingFor(c)).toBe('A war die each from Viktor and Ana (the trailing tie is fought over).');
  });

  it('GIVEN it ended by running out THEN the chin is offered until someone took it (R8.4)', () => {
    const ended = { ...running(), phase: 'ended' as const, endReason: 'ran-out' as const };
    expect(labels(ended)).toEqual([
      'Follow-up',
      'Take it on the chin',
      'Buy a goal',
      'Recap',
      'Check the dice',
      'My pool',
      'GM moves…',
    ]);
    expect(labels({ ...ended, chin: 'Ana' })).not.toContain('Take it on the chin');
    expect(labels({ ...ended, endReason: 'gm' })).not.toContain('Take it on the chin');
  });

  it('GIVEN strict-turns THEN the suggested leader is the one it waits for; without, anyone holding dice may lead', () => {
    expect(waitingFor({ ...running(), houseRules: { 'strict-turns': 'on' } })).toBe('Ana to lead the next exchange.');
    expect(waitingFor(running())).toMatch(/anyone holding dice may lead/);
  });

  it('GIVEN a table posted with its headline THEN the headline is not listed again under Lately', () => {
    const headline = md`A conflict begins over **Airgun**. Players join with the Join button below.`;
    const text = renderTable(running(), [keep(headline), keep(md`**Ana** has rolled.`)], headline).content;
    expect(text.split(textOf(headline)).length - 1).toBe(1);
    expect(text).toMatch(/\*\*Lately\*\*\n· \*\*Ana\*\* has rolled\.$/);
    // Edited later without it on top, the table still lists it.
    expect(renderTable(running(), [keep(headline)]).content).toContain(`· ${textOf(headline)}`);
  });

  it('GIVEN names with Markdown THEN the table escapes them', () => {
    const c = { ...running(), pending: pending({ actor: 'Ana', target: 'GM', answerer: 'GM' }) };
    const odd = { ...c, participants: c.participants.map((p) => (p.kind === 'pc' ? { ...p, name: '*Ana*' } : p)) };
    expect(waitingFor({ ...odd, pending: pending({ actor: '*Ana*', target: 'Viktor', answerer: 'GM' }) })).toContain(
      "\\*Ana\\*'s lead",
    );
  });
});

describe('guidance from the state, once', () => {
  // Ana against Alamo Jack and the Pier Rats, both standing.
  const jackAndRats = (): TableConflict => ({
    ...running(),
    npcs: ['Alamo Jack', 'Pier Rats'].map((name) => ({ name, gang: null, mook: false, out: null })),
  });
  const jackLeads = pending({ actorNpc: 'Alamo Jack' });

  it('R5.4 GIVEN a war after Jack led at Ana THEN the war dice are waited for from Jack and Ana, not the rats', () => {
    const c = { ...jackAndRats(), pending: { ...jackLeads!, answered: true, warWaitingFor: ['GM', 'Ana'] } };
    expect(waitingFor(c)).toBe('A war die each from Alamo Jack and Ana (the trailing tie is fought over).');
    const atJack = pending({ actor: 'Ana', actorNpc: null, target: 'Alamo Jack', answerer: 'GM' });
    expect(waitingFor({ ...jackAndRats(), pending: { ...atJack!, answered: true, warWaitingFor: ['GM'] } })).toBe(
      'A war die from Alamo Jack (the trailing tie is fought over).',
    );
  });

  it('R4.2 GIVEN Ana offers Jack a goal THEN the table waits for Jack to answer it, not the whole side', () => {
    const offer = { id: 1, kind: 'proposal' as const, by: 'Ana', to: 'GM', buyer: 'Ana', against: 'Alamo Jack' };
    const c = {
      ...jackAndRats(),
      offers: [{ ...offer, goal: 'Jack talks', price: 2, answers: null, status: 'open' as const }],
    };
    expect(waitingFor(c)).toBe("Alamo Jack to answer Ana's offered goal.");
  });

  it('GIVEN a lead pending or a leader suggested THEN the table says what it waits for in one line', () => {
    const led = renderTable({ ...jackAndRats(), pending: jackLeads }, []).content;
    expect(led.match(/waits? for|Waiting for|Suggested to lead/g)).toEqual(['Waiting for']);
    expect(led).toContain("**Waiting for**: Ana to answer Alamo Jack's lead with 2 dice.");
    const next = renderTable({ ...running(), suggestedLeader: 'Ana' }, []).content;
    expect(next).not.toContain('Suggested to lead');
    // /conflict status, without the table's line, still says it.
    expect(renderConflict({ ...running(), suggestedLeader: 'Ana' })).toContain('Suggested to lead: Ana.');
  });

  it('R4.4 GIVEN strict-turns on THEN nobody else is told they may lead; loose turns say anyone may', () => {
    const strict = renderTable({ ...running(), suggestedLeader: 'Ana', houseRules: { 'strict-turns': 'on' } }, []);
    expect(strict.content).toContain('**Waiting for**: Ana to lead the next exchange.');
    expect(strict.content).not.toMatch(/anyone/);
    expect(renderTable({ ...running(), suggestedLeader: 'Ana' }, []).content).toContain(
      'The next lead: Ana is suggested, though anyone holding dice may lead.',
    );
  });

  it('R8.2 GIVEN it is over THEN each says what it carries into a follow-up, not "out of dice"', () => {
    const c = running();
    const ended: TableConflict = {
      ...c,
      phase: 'ended',
      endReason: 'gm',
      participants: c.participants.map((p) => ({ ...p, hasDice: false, followUpDice: p.kind === 'pc' ? 4 : 0 })),
    };
    const text = renderTable(ended, []).content;
    expect(text).toContain('• **Ana**: carries 4 dice into a follow-up, ');
    expect(text).toContain('• **Viktor**: carries no dice into a follow-up, ');
    expect(text).not.toContain('out of dice');
  });
});

describe('Lately', () => {
  const rolled = (commitment: string | null): PublicEvent => ({ kind: 'rolled', payload: { name: 'Ana', commitment } });
  it('R1.3 GIVEN a roll in the log THEN its line on the table shows the seal the roll was posted with', () => {
    const commitment = 'ab12cd34'.repeat(8);
    const lines = latelyLines(running(), [rolled(commitment)]).map(textOf);
    expect(lines).toEqual([`**Ana** has rolled. Seal: ${textOf(md`${sealCode(commitment)}`)}.`]);
    expect(latelyLines(running(), [rolled(null)]).map(textOf)).toEqual(['**Ana** has rolled.']);
  });
});

describe('sideName', () => {
  it('GIVEN the GM side THEN it is named by the NPC acting, its only NPC standing, its NPCs, or the GM', () => {
    const c = running();
    expect(sideName(c, 'Ana')).toBe('Ana');
    expect(sideName(c, 'GM', 'Jack')).toBe('Jack');
    expect(sideName(c, 'GM')).toBe('Viktor');
    const two = { ...c, npcs: [...c.npcs, { name: 'Jack', gang: null, mook: false, out: null }] };
    expect(sideName(two, 'GM')).toBe('Viktor and Jack');
    expect(sideName({ ...c, npcs: [] }, 'GM')).toBe('the GM');
  });
});

describe('a war on the status', () => {
  it('R5.4: GIVEN a trailing tie fought over THEN the status says the war waits for its dice, not for an answer', () => {
    const warring = { ...running(), pending: pending({ answered: true, warWaitingFor: ['GM', 'Ana'] }) };
    const text = renderConflict(warring);
    expect(text).toContain('Exchange 3 ended on a tie: a war, waiting for a die from Viktor and Ana.');
    expect(text).not.toMatch(/waits for Ana to answer/);
    expect(renderConflict({ ...running(), pending: pending() })).toMatch(
      /Exchange 3 waits for Ana to answer Viktor's 2 dice/,
    );
  });
});

describe('the suggested leader on the GM side', () => {
  const withNpcs = (...names: string[]): TableConflict => ({
    ...running(),
    npcs: names.map((name) => ({ name, gang: null, mook: false, out: null })),
    suggestedLeader: 'GM',
  });

  it('GIVEN two NPCs standing THEN the status and the table name them, never the GM as a character', () => {
    const two = withNpcs('Viktor', 'Jack');
    expect(renderConflict(two)).toContain("Suggested to lead: one of the GM's characters (Viktor or Jack).");
    expect(waitingFor(two)).toBe(
      "The next lead: one of the GM's characters (Viktor or Jack) is suggested, though anyone holding dice may lead.",
    );
    expect(waitingFor({ ...two, houseRules: { 'strict-turns': 'on' } })).toBe(
      "One of the GM's characters (Viktor or Jack) to lead the next exchange.",
    );
    for (const text of [renderConflict(two), waitingFor(two)]) expect(text).not.toMatch(/\bthe GM\b(?!'s characters)/i);
  });

  it('GIVEN three NPCs, one of them out THEN only those standing are named; with one standing, that one', () => {
    const three = withNpcs('Viktor', 'Jack', 'Mo');
    expect(renderConflict(three)).toContain("Suggested to lead: one of the GM's characters (Viktor, Jack or Mo).");
    const jackOut = { ...three, npcs: three.npcs.map((n) => (n.name === 'Jack' ? { ...n, out: 'knocked-out' } : n)) };
    expect(renderConflict(jackOut)).toContain('(Viktor or Mo).');
    expect(renderConflict(withNpcs('Viktor'))).toContain('Suggested to lead: Viktor.');
  });
});

describe('table ids', () => {
  it.each(TABLE_MOVES)('GIVEN the move %s THEN its id parses back', (move) => {
    expect(parseTableId(makeTableId(move, 12))).toEqual({ move, conflictId: 12, chin: false, arg: 0 });
  });

  it('GIVEN the chin flag THEN it survives; a forged or foreign id is not ours', () => {
    expect(parseTableId(makeTableId('follow', 3, true))).toEqual({ move: 'follow', conflictId: 3, chin: true, arg: 0 });
    // A menu's depth (or a skill's place in the tree) rides after the chin flag.
    expect(parseTableId(makeTableId('follow-skill', 3, true, 2))).toEqual({
      move: 'follow-skill',
      conflictId: 3,
      chin: true,
      arg: 2,
    });
    expect(parseTableId('tb:fly-to:3:1234567')).toBeNull();
    for (const bad of ['tb:delete:3', 'tb:end:x', 'tb:end:3:extra', 'cf:lead:3:0', 'tb:end:1234567890123456'])
      expect(parseTableId(bad)).toBeNull();
  });
});

describe('foldForTable', () => {
  /** A notice the bot wrote: its text is all the bot's own words. */
  const notice = (text: string, pings?: string[]): PublicView => ({
    kind: 'notice',
    text: md(Object.assign([text], { raw: [text] })),
    ...(pings ? { pings } : {}),
  });

  it('GIVEN a click THEN a join or a dispute goes to the table, a notice that pings someone is still told', () => {
    const folded = foldForTable([notice('**Bea** joins the conflict.'), notice('<@1>, answer.', ['1'])]);
    expect(folded.told).toEqual([notice('<@1>, answer.', ['1'])]);
  });

  const war: PublicView = {
    kind: 'war-waiting',
    conflictId: 7,
    no: 3,
    stake: [4, 4],
    needs: [
      { name: 'Viktor', userId: '111111111111111111' },
      { name: 'Ana', userId: '222222222222222222' },
    ],
  };

  it('R5.4 GIVEN a war by a click THEN it is no message of its own: the table calls the two who add a die', () => {
    const folded = foldForTable([war]);
    expect(folded.told).toEqual([]);
    expect(folded.call?.users).toEqual(['111111111111111111', '222222222222222222']);
    expect(folded.call && textOf(folded.call.text)).toBe(
      'Exchange 3 ends on a tie (4 4 at stake): war! <@111111111111111111> (Viktor) and <@222222222222222222> (Ana) each add one die with Add a war die below.',
    );
  });

  it('R5.4 GIVEN a war by a typed command THEN it is told as before and the table calls nobody', () => {
    const folded = foldForTable([war], false);
    expect(folded.told).toEqual([war]);
    expect(folded.call).toBeNull();
  });

  it('GIVEN a typed command THEN everything is told as before, except the conflict itself, which is the table', () => {
    const shown: PublicView = { kind: 'conflict', conflict: running() };
    const folded = foldForTable([notice('**Ana** has rolled.'), shown], false);
    expect(folded.told).toEqual([notice('**Ana** has rolled.')]);
    expect(folded.shown).toBe(shown);
  });
});
