/** The ids inside posted buttons' custom ids, renumbered by a merge: each form the Discord layer writes. */
import { describe, expect, it } from 'vitest';
import { campaignButtonId } from '../../src/discord/components/campaign';
import { makePlayId, parsePlayId } from '../../src/discord/components/conflict-button-ids';
import { makeId, parseId } from '../../src/discord/components/ids';
import { rollId } from '../../src/discord/components/roll-ids';
import { renumberComponents, renumberCustomId } from '../../src/store/campaign-file/custom-id-renumber';

// Every table's row 7 became 107; other ids stay.
const idOf = (_table: string, id: number) => (id === 7 ? 107 : id);

describe('renumberCustomId', () => {
  it('GIVEN conflict buttons of every family THEN the conflict id (and an offer id) is the new one, the rest as it was', () => {
    const ids = [
      makeId({ kind: 'ex:respond', conflictId: 7, no: 3 }),
      makeId({ kind: 'cf:join', conflictId: 7 }),
      makeId({ kind: 'cf:lead', conflictId: 7, after: 7 }),
      makeId({ kind: 'cf:who', conflictId: 7, roll: true }),
      makeId({ kind: 'lead', conflictId: 7, risky: false, target: 'Viktor: 7', action: 'I fire', as: null }),
      makeId({ kind: 'lead:act', conflictId: 7, risky: true, dice: [6, 5], as: 'Ana', target: '' }),
      makeId({ kind: 'buy:who', conflictId: 7, as: 'Ana', goal: 'wound' }),
      makeId({ kind: 'push-no', conflictId: 7 }),
    ];
    for (const id of ids) {
      const before = parseId(id!)!;
      expect({ ...parseId(renumberCustomId(id!, idOf)) }).toEqual({ ...before, conflictId: 107 });
    }
    for (const play of [
      { kind: 'goal:ans', conflictId: 7, offerId: 7, answer: 'accept' },
      { kind: 'goal:form', conflictId: 7, offerId: 3, answer: 'only-if' },
      { kind: 'end:agree', conflictId: 7 },
      { kind: 'bid', conflictId: 7 },
      { kind: 'pool:mine', conflictId: 7 },
    ] as const) {
      const expected =
        'offerId' in play
          ? { ...play, conflictId: 107, offerId: play.offerId === 7 ? 107 : 3 }
          : { ...play, conflictId: 107 };
      expect(parsePlayId(renumberCustomId(makePlayId(play), idOf))).toEqual(expected);
    }
  });

  it('GIVEN a roll, a compel, a plea and an id of no row THEN each as its table says', () => {
    expect(renumberCustomId(rollId('rr', { rollId: 7, step: 7 }), idOf)).toBe(rollId('rr', { rollId: 107, step: 7 }));
    expect(renumberCustomId(campaignButtonId({ kind: 'compel', id: 7, yes: true }), idOf)).toBe(
      campaignButtonId({ kind: 'compel', id: 107, yes: true }),
    );
    const tables: string[] = [];
    renumberCustomId(campaignButtonId({ kind: 'beg', id: 7, yes: false }), (t, id) => (tables.push(t), id));
    expect(tables).toEqual(['begs']);
    expect(renumberCustomId('cs:start', idOf)).toBe('cs:start');
  });

  it('GIVEN components as sent THEN every custom id in them renumbered, and untouched text when nothing moved', () => {
    const json = JSON.stringify([{ type: 1, components: [{ type: 2, custom_id: 'cf:roll:7', label: 'cf:roll:7' }] }]);
    expect(JSON.parse(renumberComponents(json, idOf))).toEqual([
      { type: 1, components: [{ type: 2, custom_id: 'cf:roll:107', label: 'cf:roll:7' }] },
    ]);
    expect(renumberComponents(json, (_t, id) => id)).toBe(json);
  });
});
