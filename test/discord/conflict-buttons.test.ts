/** The conflict's own buttons in the Discord layer: the custom ids, buttons and pickers of goals, votes to end and bids. */
import { describe, expect, it } from 'vitest';
import type { PublicView } from '../../src/app';
import { commands } from '../../src/discord/commands';
import { makePlayId, type PlayId, parsePlayId, playIdOf } from '../../src/discord/components/conflict-button-ids';
import { parseId } from '../../src/discord/components/ids';
import { bidPicker } from '../../src/discord/render/bid-picker';
import { renderPublicViews } from '../../src/discord/render/public';

const labels = (view: PublicView) =>
  renderPublicViews([view]).flatMap((b) =>
    b.components.flatMap((r) => r.components.map((c) => ('label' in c ? c.label : ''))),
  );
const ids = (view: PublicView) =>
  renderPublicViews([view]).flatMap((b) =>
    b.components.flatMap((r) => r.components.map((c) => ('custom_id' in c ? c.custom_id : ''))),
  );

describe('makePlayId / parsePlayId', () => {
  it.each<PlayId>([
    { kind: 'goal:ans', conflictId: 3, offerId: 12, answer: 'accept' },
    { kind: 'goal:ans', conflictId: 3, offerId: 12, answer: 'only-if' },
    { kind: 'goal:form', conflictId: 1, offerId: 999999, answer: 'counter' },
    { kind: 'end:agree', conflictId: 42 },
    { kind: 'bid', conflictId: 7 },
  ])('GIVEN %o THEN it round-trips, fits a customId, and is not taken for an exchange id', (id) => {
    const text = makePlayId(id);
    expect(text.length).toBeLessThanOrEqual(100);
    expect(playIdOf(id.kind)(text)).toEqual(id);
    expect(parsePlayId(text)).toEqual(id);
    expect(parseId(text)).toBeNull();
  });

  it.each([
    'goal:ans:1:2:maybe',
    'goal:form:1:2:accept',
    'goal:ans:x:2:accept',
    'end:agree:',
    'end:agree:1:2',
    'bid:-1',
    'ex:respond:1:1',
  ])('GIVEN %s THEN it is not a play id', (text) => {
    expect(parsePlayId(text)).toBeNull();
  });
});

describe('goal offer and end vote messages', () => {
  const offer = (offerKind: 'proposal' | 'counter' | 'only-if'): PublicView => ({
    kind: 'goal-offer',
    conflictId: 2,
    offerId: 5,
    offerKind,
    by: 'Ana',
    from: 'Ana',
    to: 'GM',
    answererUserId: '99',
    text: 'Viktor talks',
    price: 3,
    answers: offerKind === 'proposal' ? null : 'x',
  });

  it('GIVEN a proposal THEN the answerer gets Accept, Refuse, Counter… and Only if…, carrying the offer id', () => {
    expect(labels(offer('proposal'))).toEqual(['Accept', 'Refuse', 'Counter…', 'Only if…']);
    expect(ids(offer('proposal'))).toEqual([
      'goal:ans:2:5:accept',
      'goal:ans:2:5:refuse',
      'goal:ans:2:5:counter',
      'goal:ans:2:5:only-if',
    ]);
    expect(renderPublicViews([offer('proposal')])[0]!.mentionUsers).toEqual(['99']);
  });

  it('GIVEN an "only if" THEN it cannot be answered "only if" again', () => {
    expect(labels(offer('only-if'))).toEqual(['Accept', 'Refuse', 'Counter…']);
    expect(renderPublicViews([offer('only-if')])[0]!.content).toContain('may accept, refuse or counter');
  });

  it('GIVEN an end vote THEN it has an Agree to end button for its conflict', () => {
    const vote: PublicView = {
      kind: 'end-vote',
      conflictId: 8,
      agreed: ['Ana'],
      waiting: [{ name: 'Bea', userId: '7' }],
    };
    expect(labels(vote)).toEqual(['Agree to end']);
    expect(ids(vote)).toEqual(['end:agree:8']);
  });
});

describe('bidPicker', () => {
  it('GIVEN a pool THEN the private menu shows the Pool: line and allows an empty bid', () => {
    const body = bidPicker('bid:1', [4, 6, 5]);
    expect(body.content).toMatch(/^Pool: 6 5 4$/m);
    const menu = body.components[0]!.components[0] as {
      min_values: number;
      max_values: number;
      options: { label: string }[];
    };
    expect(menu).toMatchObject({ min_values: 0, max_values: 3 });
    expect(menu.options.map((o) => o.label)).toEqual(['6', '5', '4']);
  });
});

describe('/fly and the new subcommands', () => {
  it('GIVEN the command index THEN /fly takes skill and against (autocompleted), and /conflict and /goal have the new subcommands', () => {
    const fly = commands.find((c) => c.data.name === 'fly')!;
    expect(fly.data.options?.map((o: any) => [o.name, o.required ?? false, o.autocomplete ?? false])).toEqual([
      ['skill', true, true],
      ['against', true, true],
      ['as', false, true],
    ]);
    const subs = (name: string) =>
      (commands.find((c) => c.data.name === name)!.data.options ?? []).map((o: any) => o.name);
    expect(subs('conflict')).toEqual(
      expect.arrayContaining(['initiative', 'bid', 'follow-up', 'log', 'recap', 'verify']),
    );
    expect(subs('goal')).toEqual(expect.arrayContaining(['propose', 'list']));
    const sub = (name: string, s: string) =>
      (commands.find((c) => c.data.name === name)!.data.options ?? []).find((o: any) => o.name === s) as any;
    expect(sub('goal', 'propose').options.map((o: any) => [o.name, o.type, o.required ?? false])).toEqual([
      ['target', 3, true],
      ['goal', 3, true],
      ['price', 4, true],
    ]);
    expect(sub('conflict', 'follow-up').options.map((o: any) => [o.name, o.type])).toEqual([
      ['primary', 3],
      ['chin', 5],
    ]);
  });
});
