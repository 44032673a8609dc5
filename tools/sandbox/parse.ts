// Turns a typed slash command ("/exchange lead target:Ana action:\"I shoot\" dice:6") into the
// options of an interaction, checked against the registered command definitions.
import type { CommandOption, DoubleUser } from '../double';

/** A registered application command option, as Discord's JSON has it (the parts we read). */
export interface OptionDef {
  name: string;
  description?: string;
  type: number;
  required?: boolean;
  autocomplete?: boolean;
  options?: OptionDef[];
  choices?: { name: string; value: string | number }[];
}
export interface CommandDef {
  name: string;
  description?: string;
  options?: OptionDef[];
}

export interface ParsedCommand {
  name: string;
  options: CommandOption[];
}

export class ParseError extends Error {}

const SUB = 1;
const GROUP = 2;

export function parseSlash(text: string, defs: readonly CommandDef[], users: readonly DoubleUser[]): ParsedCommand {
  const trimmed = text.trim().replace(/^\//, '');
  const [first = '', ...restWords] = trimmed.split(/\s+/);
  const def = defs.find((d) => d.name === first.toLowerCase());
  if (!def) throw new ParseError(`Unknown command /${first}: try ${defs.map((d) => `/${d.name}`).join(', ')}.`);
  let rest = restWords.join(' ');
  let level: OptionDef[] = def.options ?? [];
  const path: OptionDef[] = [];
  // Subcommand groups and subcommands come first, as bare words.
  while (level.some((o) => o.type === SUB || o.type === GROUP)) {
    const [word = '', ...more] = rest.trim().split(/\s+/);
    const next = level.find((o) => (o.type === SUB || o.type === GROUP) && o.name === word.toLowerCase());
    if (!next) {
      const names = level.filter((o) => o.type === SUB || o.type === GROUP).map((o) => o.name);
      throw new ParseError(`/${[def.name, ...path.map((p) => p.name)].join(' ')} needs one of: ${names.join(', ')}.`);
    }
    path.push(next);
    rest = more.join(' ');
    level = next.options ?? [];
  }
  const values = parseValues(rest, level, users);
  let options: CommandOption[] = values;
  for (const p of [...path].reverse()) options = [{ name: p.name, type: p.type, options }];
  return { name: def.name, options };
}

/**
 * A command as Discord shows it above the answer: its name, subcommand group and subcommand, never
 * the values typed (a Murphy's reason is for the GM only): "/campaign create".
 */
export function commandPath(parsed: ParsedCommand): string {
  const words = [parsed.name];
  let level = parsed.options;
  while (level.length === 1 && (level[0]!.type === SUB || level[0]!.type === GROUP)) {
    words.push(level[0]!.name);
    level = level[0]!.options ?? [];
  }
  return `/${words.join(' ')}`;
}

function parseValues(text: string, defs: readonly OptionDef[], users: readonly DoubleUser[]): CommandOption[] {
  if (text.trim() === '') return checkRequired([], defs);
  const names = defs.map((d) => d.name.replace(/[-]/g, '\\-'));
  if (names.length === 0) throw new ParseError(`This command takes no options, but got "${text.trim()}".`);
  const marker = new RegExp(`(?:^|\\s)(${names.join('|')}):`, 'gi');
  const found = [...text.matchAll(marker)];
  if (found.length === 0 || text.slice(0, found[0]!.index).trim() !== '') {
    throw new ParseError(`Write options as name:value; this command takes ${defs.map((d) => d.name).join(', ')}.`);
  }
  const out: CommandOption[] = [];
  found.forEach((m, i) => {
    const name = m[1]!.toLowerCase();
    const start = m.index! + m[0].length;
    const end = i + 1 < found.length ? found[i + 1]!.index! : text.length;
    const raw = unquote(text.slice(start, end).trim());
    const def = defs.find((d) => d.name === name)!;
    if (out.some((o) => o.name === name)) throw new ParseError(`The option ${name} is given twice.`);
    out.push({ name, type: def.type, value: convert(raw, def, users) });
  });
  return checkRequired(out, defs);
}

function checkRequired(out: CommandOption[], defs: readonly OptionDef[]): CommandOption[] {
  const missing = defs.filter((d) => d.required && !out.some((o) => o.name === d.name)).map((d) => d.name);
  if (missing.length) throw new ParseError(`Missing ${missing.join(', ')}.`);
  return out;
}

function unquote(s: string): string {
  const m = /^"(.*)"$/s.exec(s) ?? /^'(.*)'$/s.exec(s);
  return m ? m[1]! : s;
}

function convert(raw: string, def: OptionDef, users: readonly DoubleUser[]): string | number | boolean {
  switch (def.type) {
    case 4:
    case 10: {
      const n = Number(raw);
      if (raw === '' || !Number.isFinite(n) || (def.type === 4 && !Number.isInteger(n)))
        throw new ParseError(`${def.name} must be a number, not "${raw}".`);
      return n;
    }
    case 5:
      if (/^(true|yes|on)$/i.test(raw)) return true;
      if (/^(false|no|off)$/i.test(raw)) return false;
      throw new ParseError(`${def.name} must be true or false.`);
    case 6: {
      const typed = raw.replace(/^@|^<@!?|>$/g, '').toLowerCase();
      const user = users.find((u) => u.id === typed || u.username.toLowerCase() === typed);
      if (!user)
        throw new ParseError(
          `${def.name} must be one of the sandbox users: ${users.map((u) => u.username).join(', ')}.`,
        );
      return user.id;
    }
    default:
      if (def.choices?.length && !def.choices.some((c) => String(c.value) === raw)) {
        throw new ParseError(`${def.name} must be one of: ${def.choices.map((c) => c.value).join(', ')}.`);
      }
      return raw;
  }
}
