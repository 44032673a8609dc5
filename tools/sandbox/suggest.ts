// What the sandbox's command line offers while someone types, as Discord's own box does: command
// names, then subcommands, then the options still to give (with their descriptions), then a
// value's choices, users, or the bot's own autocomplete answers (fetched by the caller).
import type { CommandOption, DoubleUser } from '../double';
import type { CommandDef, OptionDef } from './parse';

export interface Suggestion {
  /** What the list shows (`/campaign`, `name:`, `war`). */
  label: string;
  description: string;
  /** The text that replaces everything from `from` to the end of the line when it is picked. */
  insert: string;
}

export interface Suggestions {
  /** Where the picked suggestion's `insert` starts in the typed text. */
  from: number;
  items: Suggestion[];
  /** The option being typed has its values from the bot: ask it with these options (one focused). */
  autocomplete?: { command: string; options: CommandOption[] };
}

const SUB = 1;
const GROUP = 2;
const USER = 6;
const isSub = (o: OptionDef) => o.type === SUB || o.type === GROUP;
const describe = (o: { description?: string }) => o.description ?? '';
const starts = (name: string, typed: string) => name.toLowerCase().startsWith(typed.toLowerCase());

export function suggest(text: string, defs: readonly CommandDef[], users: readonly DoubleUser[]): Suggestions {
  const none: Suggestions = { from: text.length, items: [] };
  const lead = /^\s*\/?/.exec(text)![0].length;
  const first = /^\S*/.exec(text.slice(lead))![0];
  if (lead + first.length === text.length) {
    // Still typing the command's name.
    return {
      from: 0,
      items: defs
        .filter((d) => starts(d.name, first))
        .map((d) => ({ label: `/${d.name}`, description: describe(d), insert: `/${d.name} ` })),
    };
  }
  const def = defs.find((d) => d.name === first.toLowerCase());
  if (!def) return none;
  let at = lead + first.length;
  let level: OptionDef[] = def.options ?? [];
  const path: OptionDef[] = [];
  while (level.some(isSub)) {
    const space = /^\s*/.exec(text.slice(at))![0].length;
    const word = /^\S*/.exec(text.slice(at + space))![0];
    if (at + space + word.length === text.length) {
      return {
        from: at + space,
        items: level
          .filter((o) => isSub(o) && starts(o.name, word))
          .map((o) => ({ label: o.name, description: describe(o), insert: `${o.name} ` })),
      };
    }
    const next = level.find((o) => isSub(o) && o.name === word.toLowerCase());
    if (!next) return none;
    path.push(next);
    level = next.options ?? [];
    at += space + word.length;
  }
  const rest = text.slice(at);
  const names = level.map((o) => o.name.replace(/[-]/g, '\\-'));
  const given = names.length ? [...rest.matchAll(new RegExp(`(?:^|\\s)(${names.join('|')}):`, 'gi'))] : [];
  const last = given.at(-1);
  const valueStart = last ? at + last.index! + last[0].length : -1;
  const value = last ? text.slice(valueStart) : '';
  const givenNames = new Set(given.map((g) => g[1]!.toLowerCase()));
  const unused = level.filter((o) => !givenNames.has(o.name));
  const optionItems = (typed: string) =>
    unused
      .filter((o) => starts(o.name, typed))
      .map((o) => ({
        label: `${o.name}:`,
        description: `${describe(o)}${o.required ? ' (required)' : ''}`,
        insert: `${o.name}:`,
      }));
  // A word being typed that is not inside a value: an option's name.
  const tail = /(^|\s)([\w-]*)$/.exec(rest)!;
  if (!last || /\s$/.test(value)) return { from: text.length - tail[2]!.length, items: optionItems(tail[2]!) };
  const option = level.find((o) => o.name === last[1]!.toLowerCase())!;
  const typed = value.replace(/^"/, '');
  if (option.choices?.length) {
    return {
      from: valueStart,
      items: option.choices
        .filter((c) => starts(String(c.name), typed) || starts(String(c.value), typed))
        .map((c) => ({ label: String(c.name), description: '', insert: `${c.value} ` })),
    };
  }
  if (option.type === USER) {
    return {
      from: valueStart,
      items: users
        .filter((u) => starts(u.username, typed.replace(/^@/, '')))
        .map((u) => ({ label: `@${u.username}`, description: '', insert: `@${u.username} ` })),
    };
  }
  if (option.autocomplete) {
    const options: CommandOption[] = given.map((g, i) => {
      const start = at + g.index! + g[0].length;
      const end = i + 1 < given.length ? at + given[i + 1]!.index! : text.length;
      const def = level.find((o) => o.name === g[1]!.toLowerCase())!;
      return {
        name: def.name,
        type: def.type,
        value: text.slice(start, end).trim().replace(/^"|"$/g, ''),
        ...(i === given.length - 1 ? { focused: true } : {}),
      };
    });
    let wrapped = options;
    for (const p of [...path].reverse()) wrapped = [{ name: p.name, type: p.type, options: wrapped }];
    return { from: valueStart, items: [], autocomplete: { command: def.name, options: wrapped } };
  }
  // Free text: once a word is typed after a space, offer the other options again.
  return {
    from: text.length - tail[2]!.length,
    items: /\s/.test(value.trim()) || /\s$/.test(value) ? optionItems(tail[2]!) : [],
  };
}
