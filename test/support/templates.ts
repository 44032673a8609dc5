// Finding template literals in source text (for the guard that messages are built with `md`).

export interface Template {
  /** The identifier tagging it (`md`), or '' for a plain template. */
  tag: string;
  /** Whether it has any `${…}` in it. */
  interpolates: boolean;
  line: number;
  /** The source line it starts on, trimmed. */
  text: string;
}

/**
 * Every template literal of a TypeScript source, nested ones included. It reads strings, comments,
 * regular expressions after an operator and `${…}` nesting; enough for this project's code.
 */
export function templatesOf(source: string): Template[] {
  const found: Template[] = [];
  const stack: { kind: 'tpl' | 'brace'; index?: number }[] = [];
  const lineAt = (i: number) => source.slice(0, i).split('\n').length;
  let i = 0;
  let lastSignificant = '';
  while (i < source.length) {
    const c = source[i]!;
    const top = stack.at(-1);
    if (top?.kind === 'tpl') {
      if (c === '\\') i += 2;
      else if (c === '`') {
        stack.pop();
        i++;
        lastSignificant = '`';
      } else if (source.startsWith('${', i)) {
        found[top.index!]!.interpolates = true;
        stack.push({ kind: 'brace' });
        i += 2;
        lastSignificant = '{';
      } else i++;
      continue;
    }
    if (source.startsWith('//', i)) {
      const end = source.indexOf('\n', i);
      i = end < 0 ? source.length : end;
      continue;
    }
    if (source.startsWith('/*', i)) {
      i = source.indexOf('*/', i) + 2;
      continue;
    }
    if (c === "'" || c === '"') {
      let j = i + 1;
      while (source[j] !== c) j += source[j] === '\\' ? 2 : 1;
      i = j + 1;
      lastSignificant = c;
      continue;
    }
    if (c === '/' && /[(,=:[!&|?{};]|^$|return$/.test(lastSignificant)) {
      // A regular expression literal.
      let j = i + 1;
      let inClass = false;
      while (j < source.length && (source[j] !== '/' || inClass)) {
        if (source[j] === '\\') j++;
        else if (source[j] === '[') inClass = true;
        else if (source[j] === ']') inClass = false;
        j++;
      }
      i = j + 1;
      lastSignificant = '/';
      continue;
    }
    if (c === '`') {
      const tag = /([A-Za-z_$][\w$]*)\s*$/.exec(source.slice(Math.max(0, i - 40), i))?.[1] ?? '';
      const line = lineAt(i);
      found.push({
        tag: tag === 'return' ? '' : tag,
        interpolates: false,
        line,
        text: source.split('\n')[line - 1]!.trim(),
      });
      stack.push({ kind: 'tpl', index: found.length - 1 });
      i++;
      continue;
    }
    if (c === '{') stack.push({ kind: 'brace' });
    if (c === '}' && stack.at(-1)?.kind === 'brace') stack.pop();
    if (!/\s/.test(c)) {
      const word = /^[A-Za-z_$][\w$]*/.exec(source.slice(i))?.[0];
      if (word) {
        lastSignificant = word;
        i += word.length;
        continue;
      }
      lastSignificant = c;
    }
    i++;
  }
  return found;
}
