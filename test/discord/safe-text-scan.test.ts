// Security: the text of every message is built by `md` (app/text/safe-text.ts), so a person's text
// reaches Discord only escaped. The types make a public body `Safe`; this guard reads the message
// builders for templates that would paste values in unescaped.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeOf, tsFilesUnder } from '../support/source-files';
import { templatesOf } from '../support/templates';

const root = join(import.meta.dirname, '../..');
const builders = [
  ...tsFilesUnder(join(root, 'src/discord/render')).filter((f) => !f.endsWith('body.ts')),
  join(root, 'src/app/messages.ts'),
];
/** Component and file fields: labels, values and names are not Markdown. */
const FIELD = /^(label|value|name|description|custom_id|placeholder):/;

describe('messages are built through md', () => {
  it.each(builders.map((f) => [relative(root, f), f]))(
    'GIVEN %s THEN every template with a value in it is md`…`',
    (_name, file) => {
      const plain = templatesOf(readFileSync(file, 'utf8'))
        .filter((t) => t.interpolates && t.tag !== 'md' && !FIELD.test(t.text))
        .map((t) => `line ${t.line}: ${t.text}`);
      expect(plain).toEqual([]);
    },
  );

  it('GIVEN the app and the Discord layer THEN a mention is written only by mention()', () => {
    const files = [...tsFilesUnder(join(root, 'src/app')), ...tsFilesUnder(join(root, 'src/discord'))];
    const raw = files
      .filter((f) => !f.endsWith('safe-text.ts') && !f.endsWith('roll-start.ts'))
      .filter((f) => /<@\$\{|<@!\$\{|<@&\$\{/.test(codeOf(f)))
      .map((f) => relative(root, f));
    expect(raw).toEqual([]);
  });

  it('GIVEN src THEN no string is passed off as Safe: only safe-text.ts makes one', () => {
    const casts = [...tsFilesUnder(join(root, 'src'))]
      .filter((f) => !f.endsWith('safe-text.ts') && /\bas (?:unknown as )?Safe\b|new SafeText\b/.test(codeOf(f)))
      .map((f) => relative(root, f));
    expect(casts).toEqual([]);
  });

  it('GIVEN the scanner THEN it finds a plain template, a nested one, and skips strings, comments and regexes', () => {
    // Built with `$` apart, so this file holds no placeholder inside a plain string.
    const $ = '$';
    const found = templatesOf(
      [
        `const a = md\`x ${$}{\`y ${$}{1}\`}\`; // \`not ${$}{this}\``,
        `const b = '\`'; const r = /\`/g; const c = \`${$}{b}\`;`,
      ].join('\n'),
    );
    expect(found.map((t) => [t.tag, t.interpolates, t.line])).toEqual([
      ['md', true, 1],
      ['', true, 1],
      ['', true, 2],
    ]);
  });
});
