// The one path from a person's text into a message (app/safe-text.ts): whatever was typed, what
// Discord shows is that text, never a link, a mention, a heading or formatting.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  code,
  escapeText,
  firstLine,
  joined,
  keep,
  lines,
  md,
  mention,
  mentions,
  quote,
  type Safe,
} from '../../src/app/safe-text';

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
    const inner = md`**${'Ana'}** says ${quote('a *b*')}`;
    expect(md`• ${inner}`).toBe('• **Ana** says “a \\*b\\*”');
    expect(lines(inner, 'x # y')).toBe('**Ana** says “a \\*b\\*”\nx \\# y');
    expect(joined([inner, '<@1>'], ', ')).toBe('**Ana** says “a \\*b\\*”, \\<\\@1\\>');
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
    expect(joined([mention('123456789012345678')], ', ')).toBe('<@123456789012345678>');
    expect(md`${joined([mention('123456789012345678')], ', ')}`).toBe('\\<\\@123456789012345678\\>');
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

describe('keep', () => {
  /** Enough of the bot's own texts to roll the memory of safe texts over, twice. */
  const manyMessagesLater = () => {
    for (let i = 0; i < 12_000; i++) md`filler ${i}`;
  };

  it('GIVEN a line held while many messages are made THEN a kept one stays as it was, a bare one is escaped', () => {
    const line = md`**${'Ana'}** leads`;
    const held = keep(line);
    manyMessagesLater();
    expect(md`· ${held}`).toBe('· **Ana** leads');
    // Why the table keeps its lines: a Safe text held that long is forgotten and escaped once more.
    expect(md`· ${line}`).toBe('· \\*\\*Ana\\*\\* leads');
  });

  it('GIVEN a typed text passed off as safe THEN keeping it escapes it', () => {
    expect(md`${keep('**bold** <@1>' as Safe)}`).toBe('\\*\\*bold\\*\\* \\<\\@1\\>');
  });
});

describe('firstLine', () => {
  it('GIVEN safe lines THEN the first is kept as safe text, and a typed value in it stays escaped inside md', () => {
    const first = firstLine(lines(md`**${'Ana*'}** has rolled.`, md`second`));
    expect(first).toBe('**Ana\\*** has rolled.');
    expect(md`· ${first}`).toBe('· **Ana\\*** has rolled.');
  });
});

describe('code', () => {
  it('GIVEN typed notation with backticks and a line break THEN it stays one inline code span', () => {
    expect(code('2d6 `x`\n# y')).toBe("`2d6 'x' # y`");
  });
});
