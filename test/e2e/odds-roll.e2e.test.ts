/**
 * /odds and /roll through Discord: odds with PNG charts only for the caller (also for "my pool" in
 * a live conflict), a public roll, a secret roll, a preset, and bad notation refused in one sentence.
 */
import { describe, expect, it } from 'vitest';
import { useBot } from './use-bot';
import { type DoubleUser, opts } from '../../tools/double';
import { answered, content, poolIn } from './helpers';

const gm: DoubleUser = { id: '410000000000000001', username: 'gail' };
const ana: DoubleUser = { id: '410000000000000002', username: 'ana' };

const e2e = useBot({ seed: 23, name: 'odds' });
const run = e2e.cmd;

describe('/odds', () => {
  it('GIVEN dice, push and against THEN an ephemeral summary with two PNG charts', async () => {
    const sent = await e2e.double.command(ana, 'odds', opts({ dice: 8, push: 3, against: 2 }));
    expect(sent[0]).toMatchObject({ kind: 'deferred', ephemeral: true }); // the charts take a while
    const answers = answered(sent);
    expect(answers).toHaveLength(1);
    const [odds] = answers;
    expect(odds).toMatchObject({ kind: 'edit', ephemeral: true });
    expect(odds!.files).toEqual(['pool-odds-8.png', 'push-odds-3-vs-2.png']);
    expect(content(odds)).toContain('Rolling in 8 dice, you keep 4.8 on average');
    expect(content(odds)).toContain('Pushing 3 dice against 2 random pool dice');
  });

  it('GIVEN no dice and no conflict THEN one sentence', async () => {
    const [refused] = await e2e.double.command(ana, 'odds', opts({ push: 1 }));
    expect(refused).toMatchObject({ ephemeral: true, files: [] });
    expect(content(refused)).toMatch(/^There is no (campaign|conflict)[^\n]*\.$/);
  });

  it('GIVEN a rolled pool in a conflict THEN /odds uses it, only for its owner', async () => {
    await run(gm, 'campaign', 'create', { name: 'Odds Night' });
    await run(ana, 'character', 'create', { name: 'Ana' });
    for (const path of ['Coordination', 'Coordination: Projectiles', 'Coordination: Projectiles: Airgun'])
      await run(ana, 'character', 'skill', { path });
    await run(gm, 'npc', 'create', { name: 'Viktor', level: 6 });
    await run(gm, 'session', 'start');
    await run(ana, 'conflict', 'start', { primary: 'Coordination: Projectiles: Airgun', against: 'Viktor' });
    await run(gm, 'conflict', 'secondary', { skill: 'Coordination' });
    const pool = poolIn(await run(ana, 'conflict', 'roll'));
    expect(pool.length).toBeGreaterThan(0);
    // push left out: one die, the highest.
    const [odds] = answered(await e2e.double.command(ana, 'odds', opts({})));
    expect(odds).toMatchObject({ ephemeral: true, userId: ana.id });
    expect(odds!.files).toEqual([`push-odds-1-vs-1.png`]);
    expect(content(odds)).toContain(
      `Your pool holds ${pool.length} ${pool.length === 1 ? 'die' : 'dice'}; these odds push your highest die.`,
    );
    // A short layout: a heading, then one line per fact.
    expect(content(odds)).toMatch(/^\*\*One exchange\*\* \(exact odds\)\n• Pushing your \d against 1 random pool die/m);
  });
});

describe('/roll', () => {
  it('GIVEN notation THEN a public message with the dice and total', async () => {
    // The bot's first notation roll loads the dice library behind Discord's "thinking…", then answers.
    const answers = await e2e.double.command(ana, 'roll', opts({ notation: '4d6kh3+2' }));
    expect(answers.map((m) => m.kind)).toEqual(['deferred', 'edit']);
    const rolled = answers.at(-1);
    expect(rolled).toMatchObject({ ephemeral: false });
    expect(content(rolled)).toMatch(/^\*\*ana\*\* rolled `4d6kh3\+2`\n4d6kh3 \[.*\] \+ 2 = \d+$/);
  });

  it('GIVEN secret THEN only the roller sees it', async () => {
    const [rolled] = await e2e.double.command(gm, 'roll', opts({ notation: '2d10', secret: true }));
    expect(rolled).toMatchObject({ ephemeral: true, userId: gm.id });
    expect(content(rolled)).toContain('(secret: only you see this)');
  });

  it('GIVEN a preset THEN it rolls from its inputs; autocomplete lists presets', async () => {
    const [rolled] = await e2e.double.command(ana, 'roll', opts({ preset: 'finesse-force', notation: '5' }));
    expect(rolled?.ephemeral).toBe(false);
    expect(content(rolled)).toMatch(
      /Finesse and Force \(`5`\)\n5 dice \(pool access 5\)\nRolled [^\n]*: (no die succeeds|\d+ (die|dice) succeeds?)/,
    );
    const choices = await e2e.double.autocomplete(ana, 'roll', [
      { name: 'preset', type: 3, value: 'mov', focused: true },
    ]);
    expect(choices.map((c: { value: string }) => c.value)).toEqual([
      'mov-move',
      'mov-mercenary-attack',
      'mov-nova-balls',
      'mov-haggle',
    ]);
  });

  it('GIVEN bad notation THEN one ephemeral sentence and nothing public', async () => {
    const answers = await e2e.double.command(ana, 'roll', opts({ notation: '4d6kk' }));
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatchObject({ ephemeral: true });
    expect(content(answers[0])).toMatch(
      /^The dice notation is not readable at character 5: write something like 4d6kh3/,
    );
  });
});
