import { describe, expect, it, vi } from 'vitest';
import { useBot } from './use-bot';
import { type DoubleUser, ref, sub } from '../../tools/double';
import { content, customIds, poolIn, publicOnes, pushButtonId, toggleDice } from './helpers';

const gm: DoubleUser = { id: '400000000000000001', username: 'gwen' };
const cogm: DoubleUser = { id: '400000000000000004', username: 'cole' };
const pat: DoubleUser = { id: '400000000000000002', username: 'pat' }; // plays Jack
const quinn: DoubleUser = { id: '400000000000000003', username: 'quinn' }; // plays Shred

const e2e = useBot({ seed: 11, name: 'commands' });
const run = e2e.cmd;

describe('the rest of the commands', () => {
  const pools: Record<string, number[]> = {};

  it('GIVEN a campaign THEN house rules, a co-GM and the summary work', async () => {
    await run(gm, 'campaign', 'create', { name: 'Dome Six', 'rack-size': 6 });
    const [set] = await run(gm, 'campaign', 'set', { rule: 'unmatched', value: 'reroll' });
    expect(content(set)).toBe('House rule set: **unmatched** is now **reroll**.');
    const values = await e2e.double.autocomplete(gm, 'campaign', [
      {
        name: 'set',
        type: 1,
        options: [
          { name: 'rule', type: 3, value: 'trailing-tie' },
          { name: 'value', type: 3, value: '', focused: true },
        ],
      },
    ]);
    expect(values.map((v: { value: string }) => v.value)).toEqual(['discard', 'war']);
    const [bad] = await run(gm, 'campaign', 'set', { rule: 'strict-turns', value: 'maybe' });
    expect(bad).toMatchObject({ ephemeral: true });
    expect(content(bad)).toContain('strict-turns can be off or on.');
    const [notGm] = await run(pat, 'campaign', 'set', { rule: 'strict-turns', value: 'on' });
    expect(content(notGm)).toBe('Only the GM of Dome Six can do that.');
    const [added] = await e2e.double.command(gm, 'campaign', [
      { name: 'co-gm', type: 1, options: [{ name: 'user', type: 6, value: cogm.id }] },
    ]);
    expect(content(added)).toBe(`<@${cogm.id}> is now a co-GM of Dome Six.`);
    const [shown] = await run(pat, 'campaign', 'show');
    expect(shown?.ephemeral).toBe(false);
    expect(content(shown)).toContain(`co-GMs: <@${cogm.id}>`);
    expect(content(shown)).toContain('House rules: unmatched reroll');
  });

  it('GIVEN characters THEN lifestyles and skills build their sheets; a wrong skill order is refused', async () => {
    await run(pat, 'character', 'create', { name: 'Jack' });
    const [orphan] = await run(pat, 'character', 'skill', { path: 'Physique: Unarmed: Punch' });
    expect(orphan).toMatchObject({ ephemeral: true });
    for (const path of ['Physique', 'Physique: Unarmed', 'Physique: Unarmed: Punch'])
      await run(pat, 'character', 'skill', { path });
    const [life] = await run(pat, 'character', 'lifestyle', {
      name: 'Dock worker',
      skills: 'Physique: Unarmed',
      habits: 'picks fights',
    });
    expect(content(life)).toContain('Dock worker');
    await run(quinn, 'character', 'create', { name: 'Shred' });
    for (const path of ['Physique', 'Physique: Unarmed', 'Physique: Athletics'])
      await run(quinn, 'character', 'skill', { path });
    const [sheet] = await run(pat, 'character', 'show');
    expect(content(sheet)).toContain('**Jack**, played by');
    expect(content(sheet)).toContain('Lifestyles: Dock worker (habits: “picks fights”)');
    expect(content(sheet)).toContain('Physique: Unarmed (from Dock worker)');
    await run(gm, 'npc', 'create', { name: 'Brute', level: 6 });
  });

  it('GIVEN player points THEN begging is public, balances private, and the GM sees the Murphy gain', async () => {
    // The plea is public; a GM (here the co-GM) grants it with its button.
    const [plea] = await run(pat, 'points', 'beg', { amount: 2, reason: 'a rough week' });
    expect(plea).toMatchObject({ ephemeral: false });
    expect(content(plea)).toContain('**Jack** begs fate for 2 player points');
    const [granted] = await e2e.double.button(cogm, customIds(plea)[0]!, ref(plea!));
    expect(granted).toMatchObject({ kind: 'reply', ephemeral: true });
    // The public follow-up may come after the double's quiet window on a busy machine.
    await vi.waitFor(() =>
      expect(
        e2e.double.messages.find((m) => m.interactionId === granted!.interactionId && !m.ephemeral)?.data?.content,
      ).toContain("grants Jack's plea"),
    );
    const [points] = await run(pat, 'points', 'show');
    expect(points).toMatchObject({ ephemeral: true });
    expect(content(points)).toContain('Jack: 2');
    const spent = await run(pat, 'points', 'spend', { amount: 1, reason: 'the guard looks away' });
    expect(content(spent[1])).toBe('🍀 Jack has a stroke of luck: the guard looks away');
    expect(content(spent[0])).toContain('Jack: 1');
    const [murphy] = await run(cogm, 'murphy', 'show');
    expect(murphy).toMatchObject({ ephemeral: true });
    expect(content(murphy)).toMatch(/^Murphy pool: 2\b/);
  });

  it('GIVEN a conflict THEN each participant sees only its own pool', async () => {
    await run(gm, 'session', 'start');
    await run(pat, 'conflict', 'start', { primary: 'Physique: Unarmed: Punch', against: 'Brute' });
    await run(quinn, 'conflict', 'join');
    await run(gm, 'conflict', 'secondary', { skill: 'Physique: Athletics' });
    const [early] = await run(pat, 'exchange', 'lead', { target: 'Brute', action: 'I punch' });
    expect(content(early)).toBe(
      'The exchanges have not begun: they wait for both sides, the secondary skill and every roll.',
    );
    for (const [user, name] of [
      [pat, 'Jack'],
      [quinn, 'Shred'],
      [gm, 'GM'],
    ] as const)
      pools[name] = poolIn(await run(user, 'conflict', 'roll'));
    await run(gm, 'conflict', 'begin');
    const [mine] = await run(quinn, 'conflict', 'pool');
    expect(mine).toMatchObject({ ephemeral: true });
    expect(content(mine)).toContain(`Pool: ${pools.Shred!.join(' ') || 'empty'}`);
    const [peek] = await run(gm, 'conflict', 'pool', { participant: 'Shred' });
    expect(content(peek)).toBe('Pools are secret: you can only see your own.');
    const choices = await e2e.double.autocomplete(pat, 'exchange', sub('lead', { target: '' }));
    expect(choices.map((c: { value: string }) => c.value)).toEqual(
      expect.arrayContaining(['Jack', 'Shred', 'GM', 'Brute']),
    );
    expect(pools.Jack!.length).toBeGreaterThan(1);
    expect(pools.GM!.length).toBeGreaterThan(2);
  });

  it('GIVEN bad dice THEN one private sentence refuses and nothing changes', async () => {
    const [seven] = await run(pat, 'exchange', 'lead', { target: 'Brute', action: 'I punch', dice: '7' });
    expect(content(seven)).toBe('7 is not a face of a die: faces are whole numbers from 1 to 6.');
    const missing = [4, 5, 6].find((f) => !pools.Jack!.includes(f)) ?? 6;
    const tooMany = `${missing}`.repeat(pools.Jack!.filter((f) => f === missing).length + 1);
    const [notMine] = await run(pat, 'exchange', 'lead', { target: 'Brute', action: 'I punch', dice: tooMany });
    expect(notMine).toMatchObject({ ephemeral: true });
    const [same] = await run(pat, 'exchange', 'lead', {
      target: 'Shred',
      action: 'I punch',
      dice: `${pools.Jack![0]}`,
    });
    expect(content(same)).toBe('Shred is on your side: lead against someone on the other side.');
    expect(poolIn(await run(pat, 'conflict', 'pool'))).toEqual(pools.Jack);
  });

  it('GIVEN a lead THEN its actor can withdraw it and gets the dice back', async () => {
    const led = await run(pat, 'exchange', 'lead', { target: 'Brute', action: 'I feint', dice: `${pools.Jack![0]}` });
    expect(content(led[1])).toContain('leads exchange 1');
    const cancelled = await run(pat, 'exchange', 'cancel');
    expect(cancelled.map((m) => [m.kind, m.ephemeral])).toEqual([
      ['reply', true],
      ['followup', false],
    ]);
    expect(poolIn(cancelled)).toEqual(pools.Jack);
    expect(content(cancelled[1])).toBe('Jack withdraws exchange 1.');
    // The withdrawn lead's Respond button is greyed out.
    await expect(e2e.double.button(gm, customIds(led[1])[0]!, ref(led[1]!))).rejects.toThrow(/disabled/);
  });

  it('GIVEN /exchange respond without dice THEN dice buttons, then Push 2 dice answers with the typed action', async () => {
    const push = pools.Jack!.slice(0, 2);
    const led = await run(pat, 'exchange', 'lead', {
      target: 'Brute',
      action: 'Two quick jabs',
      dice: push.join(''),
      risky: true,
      confirm: true,
    });
    expect(content(led.at(-1))).toContain('(risky)');
    pools.Jack = poolIn(led);
    const [menu] = await run(gm, 'exchange', 'respond', { action: 'The Brute shrugs it off' });
    expect(menu).toMatchObject({ kind: 'reply', ephemeral: true });
    expect(content(menu)).toContain('pick 2 dice');
    const answer = pools.GM!.slice(-2);
    const ready = await toggleDice(e2e.double, gm, menu!, answer);
    const resolved = await e2e.double.button(gm, pushButtonId(ready), ref(ready));
    expect(resolved.map((m) => [m.kind, m.ephemeral])).toEqual([
      ['update', true],
      ['followup', false],
    ]);
    pools.GM = poolIn(resolved);
    const text = content(resolved[1]);
    // The NPC led against is named; the books won are the GM side's.
    expect(text).toContain('Jack against Brute (risky)');
    expect(text).toContain('Brute “The Brute shrugs it off” pushed');
    expect(text).toMatch(/ · Brute wins (?:\d+ books?|no books) \(Books: \d+\)/);
    expect(text).toMatch(/• Risky: /);
  });

  it('GIVEN books THEN a participant gives one away; a second purchase in the same step is refused', async () => {
    const [status] = await run(quinn, 'conflict', 'status');
    const holder = ['Jack', 'GM'].find((n) => new RegExp(`• \\*\\*${n}\\*\\*.*Books: [1-9]`).test(content(status)));
    expect(holder, content(status)).toBeDefined();
    const giver = holder === 'Jack' ? pat : gm;
    const to = holder === 'Jack' ? 'Shred' : 'Jack';
    const [given] = await run(giver, 'books', 'give', { to });
    expect(given?.ephemeral).toBe(false);
    expect(content(given)).toContain(`gives 1 book to **${to}**`);
    const [again] = await run(giver, 'books', 'give', { to });
    expect(content(again)).toMatch(/already bought a goal or given a book since the last exchange/);
  });

  it('GIVEN the session THEN the GM ends the conflict and the session', async () => {
    const [ended] = await run(cogm, 'conflict', 'end');
    expect(content(ended)).toContain('**The conflict is over**');
    const [closed] = await run(gm, 'session', 'end');
    expect(content(closed)).toContain('The session is over.');
  });

  it('GIVEN an unknown command, button or menu value THEN one private sentence, and the bot keeps going', async () => {
    const [command] = await e2e.double.command(pat, 'teleport');
    expect(command).toMatchObject({ ephemeral: true });
    expect(content(command)).toBe('The bot does not know /teleport: its commands may need deploying again.');
    const [button] = await e2e.double.button(pat, 'not-ours', { id: '1', ephemeral: false });
    expect(content(button)).toBe('That button or menu is no longer understood by the bot: run the command again.');
    const [value] = await e2e.double.select(pat, 'lead:1:0:5~Brute1~x0~', ['not-a-die'], { id: '2', ephemeral: true });
    expect(value).toMatchObject({ ephemeral: true });
    const [status] = await run(pat, 'conflict', 'status');
    expect(content(status)).toContain('(over)');
  });

  it('GIVEN all of it THEN nothing public shows a pool, a roll, points or the Murphy balance', () => {
    for (const m of publicOnes(e2e.double.messages)) {
      expect(JSON.stringify(m.data)).not.toMatch(/Pool: |Rolled: |Murphy pool: \d|Player points|only you see/);
    }
  });
});
