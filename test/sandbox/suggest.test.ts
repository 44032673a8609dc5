/** suggest: what the sandbox's command line offers while typing, from the registered definitions. */
import { describe, expect, it } from 'vitest';
import { commands } from '../../src/discord/commands';
import type { CommandDef } from '../../tools/sandbox/parse';
import { SANDBOX_USERS } from '../../tools/sandbox/sandbox';
import { suggest } from '../../tools/sandbox/suggest';

const defs = commands.map((c) => c.data) as unknown as CommandDef[];
const labels = (text: string) => suggest(text, defs, SANDBOX_USERS).items.map((i) => i.label);

describe('suggest', () => {
  it('GIVEN a partial command name THEN the commands it starts, each with its description', () => {
    const s = suggest('/co', defs, SANDBOX_USERS);
    expect(s.items.map((i) => i.label)).toEqual(expect.arrayContaining(['/conflict', '/compel']));
    expect(s.items.every((i) => i.description.length > 0)).toBe(true);
    expect(s.from).toBe(0);
    expect(s.items.find((i) => i.label === '/conflict')!.insert).toBe('/conflict ');
  });

  it('GIVEN a command with subcommands THEN its subcommands', () => {
    expect(labels('/exchange ')).toEqual(expect.arrayContaining(['lead', 'respond']));
    expect(labels('/exchange le')).toEqual(['lead']);
  });

  it('GIVEN a subcommand THEN the options still to give, required ones said', () => {
    const s = suggest('/exchange lead ', defs, SANDBOX_USERS);
    expect(s.items.map((i) => i.label)).toEqual(expect.arrayContaining(['target:', 'action:']));
    expect(s.items.find((i) => i.label === 'action:')!.description).toMatch(/\(required\)$/);
    expect(labels('/exchange lead target:Alamo Jack ')).not.toContain('target:');
    expect(labels('/exchange lead action:I shoot di')).toEqual(['dice:']);
  });

  it('GIVEN an option with choices THEN the choices that match what is typed', () => {
    const s = suggest('/campaign set rule:tr', defs, SANDBOX_USERS);
    expect(s.items.map((i) => i.insert)).toEqual(['trailing-tie ']);
    expect(s.from).toBe('/campaign set rule:'.length);
  });

  it('GIVEN a user option THEN the sandbox users', () => {
    expect(labels('/campaign co-gm user:@B')).toEqual(['@Ben']);
  });

  it('GIVEN an option the bot autocompletes THEN the request to ask it, the option focused', () => {
    const s = suggest('/exchange lead target:Al', defs, SANDBOX_USERS);
    expect(s.autocomplete).toEqual({
      command: 'exchange',
      options: [{ name: 'lead', type: 1, options: [{ name: 'target', type: 3, value: 'Al', focused: true }] }],
    });
  });
});
