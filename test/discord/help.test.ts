import { describe, expect, it } from 'vitest';
import { HELP_TOPICS } from '../../src/discord/commands/help';
import { MAX_CONTENT } from '../../src/discord/render/body';
import { contractText } from '../contract/contract';

/**
 * Every command the contract names, as `/name sub` (or `/name`): a row's first cell lists them in
 * backticks, a bare word after a slash command being another subcommand of it (`/effect add` / `treat`).
 */
function contractCommands(text: string): string[] {
  const found = new Set<string>();
  for (const row of text.split('\n').filter((l) => l.startsWith('| `'))) {
    const cell = row.split('|')[1] ?? '';
    let base: string | null = null;
    for (const [, token] of cell.matchAll(/`([^`]+)`/g)) {
      if (token!.startsWith('/')) {
        const [name, sub] = token!.split(' ');
        base = name!;
        found.add(sub ? `${name} ${sub}` : name!);
      } else if (base) {
        found.add(`${base} ${token}`);
      }
    }
  }
  return [...found];
}

describe('/help', () => {
  const all = Object.values(HELP_TOPICS).join('\n');

  it('GIVEN the contract THEN the parser finds its commands, subcommands written alone included', () => {
    const commands = contractCommands(contractText());
    expect(commands).toEqual(
      expect.arrayContaining([
        '/campaign create',
        '/effect treat',
        '/downtime call-in',
        '/murphy spend',
        '/odds',
        '/help',
        '/conflict bid',
      ]),
    );
    expect(commands.length).toBeGreaterThan(60);
  });

  it.each(contractCommands(contractText()))(
    'GIVEN the contract names %s THEN some /help topic teaches it',
    (command) => {
      expect(all).toMatch(new RegExp(`${command.replace(/[/-]/g, '\\$&')}(?![\\w-])`));
    },
  );

  it.each(Object.entries(HELP_TOPICS))(
    'GIVEN the topic %s THEN it fits one Discord message and names no rule section',
    (_topic, text) => {
      expect(text.length).toBeLessThanOrEqual(MAX_CONTENT);
      expect(text).not.toMatch(/\bR\d{1,2}(\.\d+)?\b/);
    },
  );
});
