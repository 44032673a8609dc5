// The one path from a person's text into a message (app/text/safe-text.ts): whatever was typed, what
// Discord shows is that text, never a link, a mention, a heading or formatting.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  code,
  cutLine,
  escapeText as escapeSafe,
  firstLine,
  joined,
  lines,
  md as mdSafe,
  mention,
  mentions,
  type Piece,
  quote,
  ruleLine,
  ruleText,
  type Safe,
  textOf,
} from '../../src/app/text/safe-text';

/** The text of what the module makes, to compare with what Discord is sent. */
const md = (strings: TemplateStringsArray, ...values: Piece[]): string => textOf(mdSafe(strings, ...values));
const escapeText = (text: string): string => textOf(escapeSafe(text));

/** What Discord would still read as Markdown after escaping: any special character not behind a backslash. */
function liveMarkup(text: string): string[] {
  const live: string[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\\') {
      i++;
      continue;
    }
    if ('*_~`|>[]<#@'.includes(text[i]!)) live.push(text[i]!);
    if (text.startsWith('://', i)) live.push('://');
  }
  return live;
}

describe('escapeText', () => {
  it.each([
    ['a masked link', '[Free Nitro](https://x.example)', '\\[Free Nitro\\](https\\://x.example)'],
    ['nested brackets', '[[a](https://x)](https://y)', '\\[\\[a\\](https\\://x)\\](https\\://y)'],
    ['a bare link', 'see https://x.example now', 'see https\\://x.example now'],
    ['a user mention', '<@123456789012345678>', '\\<\\@123456789012345678\\>'],
    ['a nickname mention', '<@!123>', '\\<\\@!123\\>'],
    ['a role mention', '<@&1>', '\\<\\@&1\\>'],
    ['a channel', '<#123>', '\\<\\#123\\>'],
    ['@everyone and @here', '@everyone @here', '\\@everyone \\@here'],
    ['a heading', '# heading', '\\# heading'],
    ['subtext', '-# subtext', '-\\# subtext'],
    ['a block quote', '> quote', '\\> quote'],
    ['backticks', '`code` ```block```', '\\`code\\` \\`\\`\\`block\\`\\`\\`'],
    ['bold, italics, strike, spoilers', '**b** _i_ ~~s~~ ||x||', '\\*\\*b\\*\\* \\_i\\_ \\~\\~s\\~\\~ \\|\\|x\\|\\|'],
    ['a backslash before markup', '\\[a](https://x)', '\\\\\\[a\\](https\\://x)'],
    ['a custom emoji and a timestamp', '<:e:1> <t:1:R>', '\\<:e:1\\> \\<t:1:R\\>'],
  ])('GIVEN %s THEN it shows as text', (_what, typed, shown) => {
    expect(escapeText(typed)).toBe(shown);
    expect(liveMarkup(escapeText(typed))).toEqual([]);
  });

  it('GIVEN zero-width and bidi characters hiding markup THEN they are dropped and the markup escaped', () => {
    expect(escapeText('[\u200Ba](https:\u200B//x) @\u200Deveryone \u202Eevil')).toBe(
      '\\[a\\](https\\://x) \\@everyone evil',
    );
  });

  it('GIVEN line breaks THEN the text stays on one line, so no heading or quote can start', () => {
    expect(escapeText('fine\n# Free Nitro\r\n> quote\u2028-# small')).toBe('fine \\# Free Nitro \\> quote -\\# small');
  });

  it('GIVEN plain words and punctuation THEN they are left as they are', () => {
    expect(escapeText("Ana's jab: a (quick) one, 100% - not 2.")).toBe("Ana's jab: a (quick) one, 100% - not 2.");
  });

  it('GIVEN any text THEN nothing in it is left live, and it is one line', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (typed) => {
        const shown = escapeText(typed);
        expect(liveMarkup(shown)).toEqual([]);
        expect(shown).not.toMatch(/[\n\r\u2028\u2029]/);
      }),
    );
  });
});

describe('md', () => {
  it('GIVEN values in a message THEN plain text is escaped and the bot’s own Markdown is kept', () => {
    const name = '[Free Nitro](https://x)';
    expect(md`**${name}** rolls ${3} dice`).toBe('**\\[Free Nitro\\](https\\://x)** rolls 3 dice');
  });

  it('GIVEN a message made by md inside another THEN it is not escaped twice', () => {
    const inner = mdSafe`**${'Ana'}** says ${quote('a *b*')}`;
    expect(md`• ${inner}`).toBe('• **Ana** says “a \\*b\\*”');
    expect(textOf(lines(inner, 'x # y'))).toBe('**Ana** says “a \\*b\\*”\nx \\# y');
    expect(textOf(joined([inner, '<@1>'], ', '))).toBe('**Ana** says “a \\*b\\*”, \\<\\@1\\>');
  });

  it('GIVEN a typed text that looks like a mention THEN it stays text; mention() makes the real one', () => {
    expect(md`${'<@123456789012345678>'} and ${mention('123456789012345678')}`).toBe(
      '\\<\\@123456789012345678\\> and <@123456789012345678>',
    );
  });

  it('GIVEN a mention the bot has just written THEN the same text typed by someone is still escaped', () => {
    const bot = md`GM: ${mention('123456789012345678')}; co-GMs: ${mentions(['223456789012345678', '323456789012345678'])}`;
    expect(bot).toBe('GM: <@123456789012345678>; co-GMs: <@223456789012345678>, <@323456789012345678>');
    expect(md`${'<@223456789012345678>, <@323456789012345678>'}`).toBe(
      '\\<\\@223456789012345678\\>, \\<\\@323456789012345678\\>',
    );
    expect(textOf(joined([mention('123456789012345678')], ', '))).toBe('<@123456789012345678>');
    expect(md`${textOf(joined([mention('123456789012345678')], ', '))}`).toBe('\\<\\@123456789012345678\\>');
  });

  it('GIVEN a forged id read from a file THEN mention() shows it as text, not a heading or a link', () => {
    expect(md`GM: ${mention('1>\n# Free Nitro [here](https://x) <@&1')}`).toBe(
      'GM: 1\\> \\# Free Nitro \\[here\\](https\\://x) \\<\\@&1',
    );
  });

  it('GIVEN null and undefined THEN they are left out', () => {
    expect(md`a${null}b${undefined}c`).toBe('abc');
  });
});

describe('safe text is a value, not a string', () => {
  /** Every line the bot might have just posted: a sheet's first line, a roll, a table line. */
  const rendered = [
    mdSafe`**${'Ana'}**, played by ${mention('123456789012345678')}, level 6`,
    mdSafe`**${'Ana'}** rolled ${code('1d2')}\n[Free Nitro](https://e.x/nitro)`,
    mdSafe`@everyone **${'Bea'}** leads`,
  ];

  it('GIVEN typed text equal, character for character, to a line the bot wrote THEN it is escaped all the same', () => {
    for (const line of rendered) {
      const typed = textOf(line);
      expect(md`${typed}`).toBe(escapeText(typed));
      expect(md`Reason: ${typed}`).not.toContain(typed.split('\n')[0]);
    }
    expect(md`${'**Ana**, played by <@123456789012345678>, level 6'}`).toBe(
      '\\*\\*Ana\\*\\*, played by \\<\\@123456789012345678\\>, level 6',
    );
  });

  it('GIVEN any line the bot renders, whatever its values THEN the same characters typed are escaped', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.integer(), (name, n) => {
        const line = textOf(mdSafe`**${name}** rolled ${code(name)} for ${mention('123456789012345678')}: ${n}`);
        expect(md`${line}`).toBe(escapeText(line));
      }),
    );
  });

  it('GIVEN a protected text made before ten thousand others THEN it is shown as it was, never escaped again', () => {
    const line = mdSafe`**${'Ana'}** leads`;
    for (let i = 0; i < 12_000; i++) mdSafe`filler ${i}`;
    expect(md`· ${line}`).toBe('· **Ana** leads');
    expect(textOf(lines(line, line))).toBe('**Ana** leads\n**Ana** leads');
  });

  it('GIVEN a safe text THEN it cannot be changed, and a copy of its fields is no safe text', () => {
    const line = mdSafe`**${'Ana'}**`;
    expect(Object.isFrozen(line)).toBe(true);
    expect(md`${{ ...line } as unknown as Safe}`).toBe('\\[object Object\\]');
    expect(md`${JSON.parse(JSON.stringify(line)) as string}`).toBe('\\*\\*Ana\\*\\*');
  });
});

describe('firstLine', () => {
  it('GIVEN safe lines THEN the first is kept as safe text, and a typed value in it stays escaped inside md', () => {
    const first = firstLine(lines(mdSafe`**${'Ana*'}** has rolled.`, mdSafe`second`));
    expect(textOf(first)).toBe('**Ana\\*** has rolled.');
    expect(md`· ${first}`).toBe('· **Ana\\*** has rolled.');
  });
});

describe('ruleText and ruleLine', () => {
  it('GIVEN a dice line THEN bold and struck faces and brackets stay, and nothing else is Markdown', () => {
    expect(textOf(ruleText('4d6kh3 [3, 6, ~~1~~, 5]: **8**(d8) = 14'))).toBe('4d6kh3 [3, 6, ~~1~~, 5]: **8**(d8) = 14');
    expect(textOf(ruleText('[Free Nitro](https://e.x) @everyone <@1>\n# hi'))).toBe(
      '[Free Nitro]\\(https\\://e.x) \\@everyone \\<\\@1\\> \\# hi',
    );
  });

  it('GIVEN pieces of a roll THEN the plain ones are escaped as typed text, the rules’ own kept', () => {
    expect(textOf(ruleLine([{ plain: '{1d2 [**x**]}' }, ' [**2**]', { plain: '{[2**]}' }]))).toBe(
      '{1d2 \\[\\*\\*x\\*\\*\\]} [**2**]{\\[2\\*\\*\\]}',
    );
  });
});

describe('code', () => {
  it('GIVEN typed notation with backticks and a line break THEN it stays one inline code span', () => {
    expect(textOf(code('2d6 `x`\n# y'))).toBe("`2d6 'x' # y`");
  });
});

describe('cutLine', () => {
  /** What Discord would read at the start of a message: a heading, subtext, a quote or a mass ping. */
  const startsLive = (piece: string) => /^(?:#{1,3} |-# |>{1,3} |@everyone|@here)/.test(piece);

  it('GIVEN a line whose 2,000th character is the backslash before a typed # THEN the escape stays whole', () => {
    const typed = `${'a'.repeat(1999)}# Free Nitro`;
    const pieces = cutLine(escapeSafe(typed), 2000).map(textOf);
    expect(pieces.every((p) => p.length <= 2000)).toBe(true);
    expect(pieces.some(startsLive)).toBe(false);
    expect(pieces.join('')).toBe(textOf(escapeSafe(typed)));
  });

  it('GIVEN a long line of words THEN it is cut between words, and a cut-free marker is escaped', () => {
    const line = mdSafe`${'word '.repeat(398)}${'x'} > quote -# small # heading @everyone`;
    const pieces = cutLine(line, 1995).map(textOf);
    expect(pieces.length).toBe(2);
    expect(pieces.every((p) => p.length <= 1995 && !startsLive(p))).toBe(true);
    const bot = mdSafe`${'w '.repeat(990)}**Ana** leads`;
    const cut = cutLine(bot, 1985).map(textOf);
    expect(cut[1]).toMatch(/^(?:w )*\*\*Ana\*\* leads$/);
  });

  it('GIVEN the bot’s own line that a cut would leave starting with a heading or a quote THEN that piece is escaped', () => {
    const line = mdSafe`${'a'.repeat(10)} # x > y @everyone`;
    expect(cutLine(line, 12).map(textOf)).toEqual(['aaaaaaaaaa', '\\# x > y', '\\@everyone']);
  });

  it('GIVEN inline code longer than a message THEN each piece closes and opens it again', () => {
    const pieces = cutLine(code(`${'[x](https://e.x) '.repeat(200)}`), 1000).map(textOf);
    expect(pieces.length).toBeGreaterThan(2);
    for (const p of pieces) expect(p).toMatch(/^`[^`]*`$/);
  });

  it('GIVEN any typed text in a long line THEN every piece, read alone, has no live Markdown', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), fc.integer({ min: 20, max: 80 }), (typed, max) => {
        const line = mdSafe`**${'Ana'}** says ${typed} and ${code(typed)}`;
        for (const piece of cutLine(line, max).map(textOf)) {
          expect(piece.length).toBeLessThanOrEqual(max);
          expect(startsLive(piece)).toBe(false);
          expect(liveMarkup(piece.replace(/`[^`]*`|\*\*/g, ''))).toEqual([]);
        }
      }),
    );
  });
});
