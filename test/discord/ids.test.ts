/** Component customIds: round trips, the 100-character limit, and strangers. */
import { describe, expect, it } from 'vitest';
import { type ComponentId, makeId, MAX_CUSTOM_ID, parseId } from '../../src/discord/components/ids';

describe('makeId / parseId', () => {
  const cases: ComponentId[] = [
    { kind: 'ex:respond', conflictId: 12, no: 3 },
    { kind: 'ex:pick', conflictId: 12, no: 3, action: null },
    { kind: 'ex:pick', conflictId: 12, no: 3, action: 'I duck: fast | low ~ 9~' },
    { kind: 'ex:act', conflictId: 1, no: 2, dice: [6, 5, 4] },
    { kind: 'ex:act', conflictId: 1, no: 2, dice: null },
    { kind: 'lead', conflictId: 7, risky: true, target: 'Dock: gang', action: 'I shoot 3~ times', as: null },
    {
      kind: 'push',
      conflictId: 7,
      risky: false,
      dice: [6, 6, 5],
      target: 'Viktor',
      action: 'Kick',
      as: 'Ana',
      npc: null,
    },
    { kind: 'push', conflictId: 7, risky: false, dice: [6, 6], target: 'Ana', action: 'Kick', as: null, npc: 'Jack' },
    { kind: 'push-no', conflictId: 7 },
    { kind: 'cf:join', conflictId: 4 },
    { kind: 'cf:roll', conflictId: 4 },
    { kind: 'cf:who', conflictId: 4, roll: true },
    { kind: 'cf:lead', conflictId: 4, after: 0 },
    { kind: 'dice:tog', conflictId: 4, picked: [], index: 99 },
    { kind: 'dice:tog', conflictId: 4, picked: [6, 6, 4], index: 3 },
    { kind: 'dice:one', conflictId: 4, mask: 0b1011, index: 3 },
    {
      kind: 'dice:go',
      conflictId: 4,
      no: 2,
      risky: false,
      picked: [5],
      as: '',
      target: '',
      action: 'I duck: low ~ 9~',
      npc: null,
    },
    {
      kind: 'dice:go',
      conflictId: 4,
      no: 0,
      risky: true,
      picked: [6, 5],
      as: 'GM',
      target: 'Ana',
      action: '',
      npc: null,
    },
    {
      kind: 'dice:go',
      conflictId: 4,
      no: 0,
      risky: false,
      picked: [6],
      as: '',
      target: 'Ana',
      action: 'A chain',
      npc: 'Jack: 2~',
    },
    { kind: 'lead:act', conflictId: 4, risky: false, dice: [6], as: 'Ana', target: '' },
    { kind: 'buy:open', conflictId: 4 },
    { kind: 'buy:pick', conflictId: 4, as: 'Ana' },
    { kind: 'buy:who', conflictId: 4, as: 'GM', goal: 'Knock out' },
  ];
  it.each(cases.map((c) => [makeId(c), c]))('GIVEN %s THEN it parses back', (id, c) => {
    expect(id).not.toBeNull();
    expect(parseId(id!)).toEqual(c);
  });

  // The ids of buttons already posted in servers, as the bot wrote them: these must keep parsing.
  it.each([
    ['ex:respond:12:3', { kind: 'ex:respond', conflictId: 12, no: 3 }],
    ['ex:dispute:12:3', { kind: 'ex:dispute', conflictId: 12, no: 3 }],
    ['ex:resist:12:3', { kind: 'ex:resist', conflictId: 12, no: 3 }],
    ['ex:pick:12:3', { kind: 'ex:pick', conflictId: 12, no: 3, action: null }],
    ['ex:pick:12:3:6~I duck', { kind: 'ex:pick', conflictId: 12, no: 3, action: 'I duck' }],
    ['ex:act:1:2:654', { kind: 'ex:act', conflictId: 1, no: 2, dice: [6, 5, 4] }],
    ['ex:act:1:2:all', { kind: 'ex:act', conflictId: 1, no: 2, dice: null }],
    [
      'lead:7:1:10~Dock: gang7~I shoot0~',
      { kind: 'lead', conflictId: 7, risky: true, target: 'Dock: gang', action: 'I shoot', as: null },
    ],
    [
      'push:7:0:665:6~Viktor4~Kick3~Ana',
      {
        kind: 'push',
        conflictId: 7,
        risky: false,
        dice: [6, 6, 5],
        target: 'Viktor',
        action: 'Kick',
        as: 'Ana',
        npc: null,
      },
    ],
    ['push-no:7', { kind: 'push-no', conflictId: 7 }],
    ['cf:join:4', { kind: 'cf:join', conflictId: 4 }],
    ['cf:roll:4', { kind: 'cf:roll', conflictId: 4 }],
    ['cf:who:4:1', { kind: 'cf:who', conflictId: 4, roll: true }],
    ['cf:lead:4:0', { kind: 'cf:lead', conflictId: 4, after: 0 }],
    ['dice:tog:4:-:9', { kind: 'dice:tog', conflictId: 4, picked: [], index: 9 }],
    ['dice:one:4:b:3', { kind: 'dice:one', conflictId: 4, mask: 0b1011, index: 3 }],
    [
      'dice:go:4:0:1:65:2~GM3~Ana0~',
      {
        kind: 'dice:go',
        conflictId: 4,
        no: 0,
        risky: true,
        picked: [6, 5],
        as: 'GM',
        target: 'Ana',
        action: '',
        npc: null,
      },
    ],
    ['lead:act:4:0:6:3~Ana0~', { kind: 'lead:act', conflictId: 4, risky: false, dice: [6], as: 'Ana', target: '' }],
    ['buy:open:4', { kind: 'buy:open', conflictId: 4 }],
    ['buy:pick:4:3~Ana', { kind: 'buy:pick', conflictId: 4, as: 'Ana' }],
    ['buy:who:4:2~GM9~Knock out', { kind: 'buy:who', conflictId: 4, as: 'GM', goal: 'Knock out' }],
  ] as [string, ComponentId][])(
    'GIVEN the posted id %j THEN it parses as before and is written the same',
    (text, id) => {
      expect(parseId(text)).toEqual(id);
      expect(makeId(id)).toBe(text);
    },
  );

  // The NPC who leads came later, as an optional last text: written only when one is named.
  it.each([
    ['push:7:0:66:3~Ana4~Kick0~4~Jack', 'push'],
    ['dice:go:4:0:0:6:0~3~Ana7~A chain4~Jack', 'dice:go'],
  ])('GIVEN %j naming the NPC who leads THEN it carries Jack, and without him it is the older id', (text, kind) => {
    const id = parseId(text) as { npc: string | null };
    expect(id).toMatchObject({ kind, npc: 'Jack' });
    expect(makeId({ ...id, npc: null } as ComponentId)).toBe(text.replace(/4~Jack$/, ''));
  });

  it('GIVEN the Respond button THEN its id is ex:respond:<conflictId>:<no>', () => {
    expect(makeId({ kind: 'ex:respond', conflictId: 12, no: 3 })).toBe('ex:respond:12:3');
  });

  it("GIVEN a lead's Dispute and Resist with gear buttons THEN their ids name the lead's exchange", () => {
    expect(makeId({ kind: 'ex:dispute', conflictId: 12, no: 3 })).toBe('ex:dispute:12:3');
    expect(makeId({ kind: 'ex:resist', conflictId: 12, no: 3 })).toBe('ex:resist:12:3');
  });

  it('GIVEN an action that does not fit THEN no id (nothing is truncated)', () => {
    expect(
      makeId({
        kind: 'lead',
        conflictId: 7,
        risky: false,
        target: 'Viktor',
        action: 'a'.repeat(MAX_CUSTOM_ID),
        as: null,
      }),
    ).toBeNull();
  });

  it.each([
    'cf:lead:4',
    'cf:who:4:2',
    'dice:tog:4:6x:1',
    'dice:one:4:B:1',
    'dice:one:4:123456:1',
    'dice:go:4:0:2:6:0~0~0~',
    'buy:who:4:2~GM',
  ])('GIVEN the malformed %j THEN it is not ours', (id) => {
    expect(parseId(id)).toBeNull();
  });

  it.each([
    '',
    'poke',
    'lead:1:0:3~abc',
    'lead:x:0:1~a1~b0~',
    'ex:respond:1',
    'push:1:0:6a5:1~a1~b0~',
    'ex:act:1:2:99',
    // A length that is not plain digits (negative, signed, missing) once made the reader loop for ever.
    'buy:pick:4:-10~',
    'buy:pick::00',
    'buy:pick:4:+3~Ana',
    'buy:who:4:2~GM',
  ])('GIVEN %j THEN it is not ours', (id) => {
    expect(parseId(id)).toBeNull();
  });
});
