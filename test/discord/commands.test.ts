/** The command index against the slash-command contract (test/contract/commands.md, a copy of the shared one). */
import { describe, expect, it } from 'vitest';
import { commands } from '../../src/discord/commands';
import { contractText } from '../contract/contract';

const contract = contractText();

interface Row {
  commands: string[][]; // [name, subcommand]
  options: { name: string; optional: boolean }[];
}

function contractRows(): Row[] {
  return contract
    .split('\n')
    .filter((l) => l.startsWith('| `/'))
    .map((l) => {
      const [, first = '', second = ''] = l.split('|');
      return {
        commands: [...first.matchAll(/`\/([^`]+)`/g)].map((m) => m[1]!.trim().split(/\s+/)),
        // Backticks inside parentheses are values of an option (`place`? (`person`, `room`, …)).
        options: [...second.replace(/\([^)]*\)/g, '').matchAll(/`([^`]+)`(\?)?/g)].map((m) => ({
          name: m[1]!,
          optional: m[2] === '?',
        })),
      };
    });
}

/** The subcommand, or the command itself when the contract names a command without one (`/fly`). */
function subcommand(name: string, sub: string | undefined): any {
  const command = commands.find((c) => c.data.name === name);
  if (sub === undefined) return command?.data;
  return (command?.data.options ?? []).find((o: any) => o.name === sub && o.type === 1);
}

describe('command index', () => {
  const rows = contractRows();

  it('GIVEN commands.md THEN it lists the core commands', () => {
    expect(rows.length).toBeGreaterThan(20);
  });

  it.each(rows.flatMap((r) => r.commands.map((c) => [c.join(' ')])))(
    'GIVEN /%s in the contract THEN the bot has it',
    (path) => {
      const [name, sub] = path.split(' ');
      expect(subcommand(name!, sub), `/${path}`).toBeDefined();
    },
  );

  it.each(rows.filter((r) => r.options.length).map((r) => [r.commands.map((c) => c.join(' ')).join(' | '), r]))(
    'GIVEN the options of /%s THEN each is there, required as written',
    (_label, row) => {
      const { commands: cmds, options } = row as Row;
      for (const option of options) {
        const found = cmds
          .map(([n, s]) => (subcommand(n!, s)?.options ?? []).find((o: any) => o.name === option.name))
          .filter(Boolean);
        expect(found.length, `option ${option.name}`).toBeGreaterThan(0);
        if (cmds.length === 1)
          expect(Boolean(found[0].required), `option ${option.name} required`).toBe(!option.optional);
      }
    },
  );

  it('GIVEN every command THEN names are unique, guild-only, and descriptions fit Discord limits', () => {
    expect(new Set(commands.map((c) => c.data.name)).size).toBe(commands.length);
    for (const c of commands) {
      expect(c.data.contexts).toEqual([0]);
      for (const sub of c.data.options ?? []) {
        expect(sub.description.length).toBeLessThanOrEqual(100);
        for (const o of (sub as any).options ?? [])
          expect(o.description.length, `${c.data.name} ${sub.name} ${o.name}`).toBeLessThanOrEqual(100);
      }
    }
  });

  it('GIVEN name options THEN they autocomplete; counts are bounded integers; dice are text', () => {
    const opt = (n: string, s: string, o: string) => subcommand(n, s).options.find((x: any) => x.name === o);
    for (const [n, s, o] of [
      ['character', 'skill', 'path'],
      ['character', 'show', 'character'],
      ['conflict', 'start', 'primary'],
      ['conflict', 'add-npc', 'npc'],
      ['conflict', 'circumstance', 'participant'],
      ['exchange', 'lead', 'target'],
      ['exchange', 'lead', 'npc'],
      ['goal', 'buy', 'goal'],
      ['books', 'give', 'to'],
    ] as const) {
      expect(opt(n, s, o), `${n} ${s} ${o}`).toMatchObject({ type: 3, autocomplete: true });
    }
    expect(opt('campaign', 'create', 'rack-size')).toMatchObject({ type: 4, min_value: 1, max_value: 100 });
    expect(opt('murphy', 'spend', 'amount')).toMatchObject({ type: 4, required: true, min_value: 1 });
    // R9.3: zones to the target, whole and never negative (the rules bound the top).
    expect(opt('goal', 'buy', 'distance')).toMatchObject({ type: 4, min_value: 0, max_value: 100 });
    expect(opt('goal', 'buy', 'distance').required).toBeFalsy();
    expect(opt('exchange', 'lead', 'risky')).toMatchObject({ type: 5 });
    expect(opt('exchange', 'lead', 'dice')).toMatchObject({ type: 3 });
    expect(opt('campaign', 'set', 'rule').choices.map((c: any) => c.value)).toEqual(
      expect.arrayContaining(['trailing-tie', 'unmatched', 'strict-turns', 'gm-sees-pools', 'rack-size']),
    );
  });
});
