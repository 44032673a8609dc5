/** Stale buttons: what settles which button, and the rows sent back disabled. */
import { describe, expect, it } from 'vitest';
import { md } from '../../src/app/text/safe-text';
import { buttonMessagesFor, forgetButtons, rememberButtons } from '../../src/app';
import type { Row } from '../../src/discord/render/body';
import { disabled, settledBy } from '../../src/discord/stale-buttons';
import { makeDeps } from '../app/helpers';

const row = (...ids: string[]): Row =>
  ({ type: 1, components: ids.map((custom_id) => ({ type: 2, style: 1, label: custom_id, custom_id })) }) as Row;

describe('stale buttons', () => {
  it('GIVEN an exchange resolved, one withdrawn and a conflict ended THEN the answer buttons of those leads and that conflict are settled', () => {
    const result = { conflictId: 3, no: 2 } as never;
    const ending = { conflictId: 5 } as never;
    const withdrawn = { kind: 'notice' as const, text: md`x`, closesExchange: { conflictId: 3, no: 4 } };
    expect(
      settledBy([
        { kind: 'exchange-resolved', result },
        { kind: 'conflict-ended', ending },
        { kind: 'notice', text: md`x` },
        withdrawn,
      ]),
    ).toEqual({
      // A lead message's three answers (Respond, Dispute, Resist with gear) go grey together.
      customIds: [
        'ex:respond:3:2',
        'ex:dispute:3:2',
        'ex:resist:3:2',
        'ex:respond:3:4',
        'ex:dispute:3:4',
        'ex:resist:3:4',
      ],
      conflictIds: [5],
    });
  });

  it("GIVEN an answer that starts a war THEN the lead's answer buttons are settled before the exchange is", () => {
    const war = { kind: 'war-waiting' as const, conflictId: 3, no: 2, stake: [4, 4], needs: [] } as never;
    expect(settledBy([war])).toEqual({
      customIds: ['ex:respond:3:2', 'ex:dispute:3:2', 'ex:resist:3:2'],
      conflictIds: [],
    });
  });

  it('GIVEN rows THEN only the dead buttons are disabled, the rest untouched', () => {
    const rows = [row('ex:respond:3:2', 'pool:mine:3')];
    const out = disabled(rows, (id) => id.startsWith('ex:'));
    expect(out[0]!.components.map((c) => ('disabled' in c ? c.disabled : undefined))).toEqual([true, undefined]);
    expect(rows[0]!.components[0]).not.toHaveProperty('disabled');
  });

  it('GIVEN remembered messages THEN they are found by button, by conflict or by id, and forgotten', async () => {
    const deps = makeDeps();
    const base = { channelId: 'c1', components: '[]' };
    await rememberButtons(deps, { ...base, messageId: 'm1', conflictId: 3, customIds: ['ex:respond:3:1'] });
    await rememberButtons(deps, { ...base, messageId: 'm2', conflictId: 3, customIds: ['ex:respond:3:12'] });
    await rememberButtons(deps, { ...base, messageId: 'm3', conflictId: null, customIds: ['beg:1'] });
    const ids = async (q: Parameters<typeof buttonMessagesFor>[1]) =>
      (await buttonMessagesFor(deps, q)).map((m) => m.messageId).sort();
    expect(await ids({ customIds: ['ex:respond:3:1'], conflictIds: [], messageIds: [] })).toEqual(['m1']);
    expect(await ids({ customIds: [], conflictIds: [3], messageIds: ['m3'] })).toEqual(['m1', 'm2', 'm3']);
    await forgetButtons(deps, 'm1');
    expect(await ids({ customIds: ['ex:respond:3:1'], conflictIds: [], messageIds: [] })).toEqual([]);
  });
});
