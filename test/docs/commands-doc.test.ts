// docs/commands.md documents every registered command: each subcommand has a heading there, and
// each heading names a command the bot registers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commands } from '../../src/discord/commands';

const DOC = readFileSync(join(import.meta.dirname, '../../docs/commands.md'), 'utf8');

/** Every `/name sub` a heading of the page names (`### \`/session start\` · \`/session end\``). */
function documented(): Set<string> {
  const found = new Set<string>();
  for (const line of DOC.split('\n').filter((l) => l.startsWith('### '))) {
    for (const [, code] of line.matchAll(/`([^`]+)`/g)) {
      const words = code!.split(' ').filter((w) => !w.includes(':') && !w.startsWith('['));
      if (words[0]?.startsWith('/')) found.add(words.join(' '));
    }
  }
  return found;
}

/** Every command as registered: `/name sub` for each subcommand, `/name` for a flat one. */
function registered(): string[] {
  return commands.flatMap((c) => {
    const json = c.data as { name: string; options?: { type: number; name: string }[] };
    const subs = (json.options ?? []).filter((o) => o.type === 1).map((o) => `/${json.name} ${o.name}`);
    return subs.length ? subs : [`/${json.name}`];
  });
}

describe('docs/commands.md', () => {
  it.each(registered())('GIVEN the bot registers %s THEN docs/commands.md has a heading for it', (command) => {
    expect([...documented()]).toContain(command);
  });

  it('GIVEN the headings of docs/commands.md THEN each names a command the bot registers', () => {
    const known = new Set(registered());
    expect([...documented()].filter((d) => !known.has(d))).toEqual([]);
  });
});

describe('choices', () => {
  type Option = { type: number; name: string; choices?: { name: string; value: string }[]; options?: Option[] };
  const all = (options: Option[] = []): Option[] => options.flatMap((o) => [o, ...all(o.options)]);
  const withChoices = commands.flatMap((c) =>
    all((c.data as { options?: Option[] }).options)
      .filter((o) => o.choices?.length)
      .map((o) => [`/${c.data.name} ${o.name}`, o] as const),
  );

  it('GIVEN the registered commands THEN some options have fixed choices', () => {
    expect(withChoices.length).toBeGreaterThanOrEqual(7);
  });

  it.each(withChoices)('GIVEN %s THEN each of its choices says what it means beside its value', (_name, option) => {
    for (const c of option.choices!) expect(c.name).toMatch(new RegExp(`^${c.value.replace(/-/g, '\\-')}: \\S`));
  });
});
