// The example commands the docs show (README.md, docs/commands.md, /help), read as a person would
// type them: `/command sub option: value …`, checked against the commands the bot registers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HELP_TOPICS } from '../../src/discord/commands/help';
import { commands } from '../../src/discord/commands';

const root = join(import.meta.dirname, '../..');

/** Every `…` span of the docs that starts with a slash, with where it is from. */
export function exampleSpans(): { where: string; text: string }[] {
  const sources: [string, string][] = [
    ['README.md', readFileSync(join(root, 'README.md'), 'utf8')],
    ['docs/commands.md', readFileSync(join(root, 'docs/commands.md'), 'utf8')],
    ...Object.entries(HELP_TOPICS).map(([t, text]) => [`/help ${t}`, text] as [string, string]),
  ];
  // Headings name commands (`### \`/roll\` presets`); the examples are in the text under them.
  const body = (text: string) =>
    text
      .split('\n')
      .filter((l) => !l.startsWith('#'))
      .join('\n');
  return sources.flatMap(([where, text]) =>
    [...body(text).matchAll(/`(\/[a-z][^`\n]*)`/g)].map((m) => ({ where, text: m[1]! })),
  );
}

interface ApiOption {
  type: number;
  name: string;
  required?: boolean;
  choices?: { value: string | number }[];
  min_value?: number;
  max_value?: number;
  options?: ApiOption[];
}

export interface Example {
  text: string;
  command: string;
  subcommand: string | null;
  options: Record<string, string>;
  /** The option types, to send each value as Discord would (3 string, 4 integer, 5 boolean, 6 user, 11 file). */
  types: Record<string, number>;
}

/**
 * A span read as a runnable command, or a reason it is not one. A span that names a command but
 * leaves a required option out (`/campaign create name:`) is a mention, not an example: null.
 */
export function parseExample(text: string): Example | string | null {
  const [name, ...rest] = text.slice(1).split(' ');
  const command = commands.find((c) => c.data.name === name);
  if (!command) return null;
  const top = (command.data.options ?? []) as ApiOption[];
  let options = top;
  let subcommand: string | null = null;
  let args = rest.join(' ');
  if (top.some((o) => o.type === 1)) {
    const sub = top.find((o) => o.type === 1 && o.name === rest[0]);
    if (!sub) return null;
    subcommand = sub.name;
    options = sub.options ?? [];
    args = rest.slice(1).join(' ');
  }
  const names = options.map((o) => o.name).sort((a, b) => b.length - a.length);
  if (args.trim() === '' || names.length === 0) {
    if (args.trim() !== '' || options.some((o) => o.required)) return null;
    return { text, command: name!, subcommand, options: {}, types: {} };
  }
  const marker = new RegExp(`(?:^|\\s)(${names.map((n) => n.replace(/-/g, '\\-')).join('|')}):\\s*`, 'g');
  const found = [...args.matchAll(marker)];
  if (found.length === 0 || args.slice(0, found[0]!.index).trim() !== '') return null;
  const values: Record<string, string> = {};
  const types: Record<string, number> = {};
  found.forEach((m, n) => {
    const end = n + 1 < found.length ? found[n + 1]!.index : args.length;
    values[m[1]!] = args
      .slice(m.index + m[0].length, end)
      .trim()
      .replace(/^"(.*)"$/, '$1');
  });
  // A usage line (`kind: [character:]`, `rule: … value: …`) shows the options, not values.
  if (Object.values(values).some((v) => v === '' || /^\[|…|<|:$/.test(v))) return null;
  if (options.some((o) => o.required && !(o.name in values))) return null;
  for (const [key, value] of Object.entries(values)) {
    const o = options.find((x) => x.name === key)!;
    types[key] = o.type;
    if (o.choices && !o.choices.some((c) => String(c.value) === value)) return `${key} is not one of its choices`;
    if (o.type === 4) {
      const n = Number(value);
      if (!Number.isInteger(n)) return `${key} is not a whole number`;
      if ((o.min_value !== undefined && n < o.min_value) || (o.max_value !== undefined && n > o.max_value))
        return `${key} is out of its bounds`;
    }
    if (o.type === 5 && !/^(true|false)$/i.test(value)) return `${key} is not True or False`;
  }
  return { text, command: name!, subcommand, options: values, types };
}
