// The payload scan of the shared e2e teardown catches what it is meant to: no leaked pool, no unnamed
// ping, no Markdown people typed shown live, and it runs after every e2e file.
import { describe, expect, it } from 'vitest';
import type { SentMessage } from '../../tools/double';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { markupProblems, scanPayloads, wordingProblems } from './payload-scan';

const ANA = '11111111111111111';
const BEA = '22222222222222222';
const msg = (
  userId: string,
  ephemeral: boolean,
  content: string,
  allowed: unknown = { parse: [], users: [] },
): SentMessage => ({
  interactionId: 'i',
  kind: 'reply',
  ephemeral,
  data: { content, allowed_mentions: allowed },
  messageId: 'm',
  files: [],
  channelId: 'c',
  userId,
});
const rolled = [msg(ANA, false, '**Ana** has rolled. Sealed pool: `abc`'), msg(BEA, false, '**Bea** has rolled.')];
const scan = (...messages: SentMessage[]) => scanPayloads({ messages: [...rolled, ...messages], calls: [] });

describe('the e2e payload scan', () => {
  it('GIVEN each pool only to its roller THEN nothing is found', () => {
    expect(
      scan(
        msg(ANA, true, '**Ana** (only you see this)\nPool: 6 5\nBooks: 0'),
        msg(BEA, true, '**Bea** (only you see this)\nPool: 4\nBooks: 1'),
      ),
    ).toEqual([]);
  });

  it('GIVEN a pool in the channel THEN it is found', () => {
    expect(scan(msg(ANA, false, '**Ana** (only you see this)\nPool: 6 5'))).toHaveLength(1);
  });

  it("GIVEN Ana's pool sent to Bea (the war leak) THEN it is found", () => {
    expect(scan(msg(BEA, true, '**Ana** (only you see this)\nPool: 6 5'))[0]).toMatch(
      /Ana's pool shown to someone else/,
    );
  });

  it('GIVEN a ping of an id only typed in a text, or of someone not mentioned, or parse left to Discord THEN each is found', () => {
    expect(
      scan(
        msg(ANA, false, 'Compel: <@99999999999999999> and <@22222222222222222>', {
          parse: [],
          users: ['99999999999999999'],
        }),
      )[0],
    ).toMatch(/nobody of this table/);
    expect(scan(msg(ANA, false, 'Hello', { parse: [], users: [BEA] }))[0]).toMatch(/not mentioned/);
    expect(scan(msg(ANA, false, '<@22222222222222222>', { parse: ['users'] }))[0]).toMatch(
      /ping whatever the text holds/,
    );
    expect(scan(msg(ANA, false, '<@22222222222222222>', null))[0]).toMatch(/no allowed_mentions/);
  });
});

describe('the e2e wording scan', () => {
  const words = (...messages: SentMessage[]) => wordingProblems({ messages, calls: [] });

  it('GIVEN plain game words and the short seal THEN nothing is found', () => {
    expect(words(msg(ANA, false, '**Ana** has rolled.\nWound costs 1 book. Exchange 2 waits.'))).toEqual([]);
    expect(
      words(msg(ANA, false, 'Treat effect #3 (a wound) with /effect treat. The conflict starts in <#123456>.')),
    ).toEqual([]);
    expect(words(msg(ANA, false, 'Rolled: 6 2 (the six was rolled again…). See ../docs… or 1...6'))).toEqual([]);
  });

  it.each([
    ['a rule number', 'Outnumbered (R3.4): Ana gains a point.'],
    ['"1 dice"', 'You rolled 1 dice.'],
    ['"1 books"', 'Wound costs 1 books.'],
    ['a salt in a recap', '• Ana revealed: kept 6 5; salt c6e929297fcbacd93ae48d9a0210f7f7'],
    ['"1 follow-up dice"', 'Ana keeps 1 follow-up dice.'],
    ['a doubled full stop', 'Ana pushed 2 dice..'],
    ['a stored end reason', 'Over because of ran-out.'],
    ["the GM side's player", "Only GM's player can respond to exchange 2."],
    ['a goal against the GM side', 'Agreed: Ana may buy “Viktor talks” against GM for 3 books.'],
    ['the GM side leading', '**GM** leads exchange 2 against **Ana** with 1 die: “A jab”'],
    ['a war waiting for the GM side', '**Ana** adds a die to the war. Waiting for GM.'],
    ['a short seal', '**Ana** has rolled. Sealed pool: `3715f4989e5c6daa`.'],
    ['a compel counter', '⚖️ Compel #1: the GM offers **Ana** 1 point.'],
    ['a counter in a form title', 'Counter offer 1'],
    [
      '"the GM" where an NPC acts',
      'Second side (GM):\n• **Viktor**: has dice, Books: 0\nThe GM leads exchange 2 against **Ana**.',
    ],
    [
      'a suggested leader at the end',
      'Ana wins 1 book.\nSuggested to lead next: Ana.\n**The conflict is over**: the GM ended it.',
    ],
  ])('GIVEN %s THEN it is found', (_n, text) => {
    expect(words(msg(ANA, false, text))).toHaveLength(1);
  });

  // "The GM" as a character where the GM side has NPCs: two NPCs too, each exchange names its own.
  const twoNpcs = 'Second side (GM):\n• **Viktor**, **Jack**: has dice, Books: 0';
  it.each([
    ['a lead by "the GM"', `${twoNpcs}\nThe GM leads exchange 2 against **Ana**.`],
    ['a result won by "the GM"', `${twoNpcs}\nAna wins 1 book (Books: 1) · The GM wins 2 books (Books: 2)`],
    ['a recap line of the GM side row', `${twoNpcs}\n• Exchange 2: GM “Jack empties his pistol” pushed 6 5`],
    ['the end naming the row', `${twoNpcs}\n**The conflict is over**: everyone is out.\n• **GM**: Books: 2`],
    ['a table waiting on "the GM"', `${twoNpcs}\n**Waiting for**: the GM to answer Ana's lead with 1 die.`],
    ['a form asking about "the GM"', `${twoNpcs}\nWhat you do against the GM`],
    ['"the GM" suggested to lead', `${twoNpcs}\nSuggested to lead: the GM.`],
    ["the GM side's row withdrawing a lead", `${twoNpcs}\nGM withdraws exchange 2.`],
    ['"the GM" suggested to lead next', `${twoNpcs}\nAna wins 1 book.\nSuggested to lead next: GM.`],
  ])('GIVEN %s where NPCs act THEN it is found', (_n, text) => {
    expect(words(msg(ANA, false, text)).filter((p) => p.includes('acts'))).toHaveLength(1);
  });

  it.each([
    [
      'each exchange names its NPC',
      `${twoNpcs}\nJack leads exchange 2 against **Ana**.\nViktor wins 2 books (Books: 2)`,
    ],
    [
      'the GM as the person running it',
      `${twoNpcs}\nReady: the GM or Ana may begin. **The conflict is over**: the GM ended it.`,
    ],
    ['the NPC withdrawing its lead', `${twoNpcs}\nJack withdraws exchange 2.`],
    ['the NPCs suggested to lead', `${twoNpcs}\nSuggested to lead: one of the GM's characters (Viktor or Jack).`],
    ['no NPC at all', 'Second side (GM):\n• **The GM**: has dice, Books: 0\nThe GM leads exchange 2 against **Ana**.'],
  ])('GIVEN %s THEN "the GM" is not found', (_n, text) => {
    expect(words(msg(ANA, false, text))).toEqual([]);
  });

  // The phrases a new user met at the table (each its own case): stale or doubled guidance, and names
  // not as the table plays them.
  const jackAndRats = 'Second side (GM):\n• **Alamo Jack**, **Pier Rats**: has dice, Books: 1';
  const table = (phase: string, ...rest: string[]) =>
    [
      `**Conflict over Airgun** (${phase}). Secondary skill: Cognition.`,
      'First side:',
      '• **Ana**: has dice, Books: 0',
      jackAndRats,
      ...rest,
    ].join('\n');
  it.each([
    [
      'the set-up still open during the exchanges',
      table(
        'exchanges',
        'The set-up is still open (late arrivals may still join): it waits for Alamo Jack and Pier Rats to roll.',
      ),
    ],
    [
      'a set-up wait for rolls during the exchanges',
      table('exchanges', 'Waiting for Alamo Jack and Pier Rats to roll; then the GM or Ana may begin the exchanges.'),
    ],
    [
      'anyone may lead under strict-turns',
      table(
        'exchanges',
        'House rules: strict-turns on.',
        '**Waiting for**: The next lead: Ana is suggested, anyone holding dice may lead.',
      ),
    ],
    [
      'what the table waits for said twice',
      table(
        'exchanges',
        "Exchange 1 waits for Ana to answer Alamo Jack's 2 dice.",
        "**Waiting for**: Ana to answer Alamo Jack's lead with 2 dice.",
      ),
    ],
    [
      'the next lead said twice',
      table(
        'exchanges',
        'Suggested to lead: Ana.',
        '**Waiting for**: The next lead: Ana is suggested, anyone holding dice may lead.',
      ),
    ],
    [
      '"/conflict join" after "joining is closed"',
      'The exchanges have begun: joining is closed. You are not in this conflict: join it with /conflict join.',
    ],
    [
      'everyone "out of dice" after the end',
      table('over', '**Waiting for**: Nothing more here.').replace('has dice', 'out of dice'),
    ],
  ])('GIVEN %s THEN it is found', (_n, text) => {
    expect(words(msg(ANA, false, text))).toHaveLength(1);
  });

  it.each([
    ['"Pick the dice GM pushes"', 'Pick the dice **GM** pushes against **Ana**: “Jack swings”.', true],
    ['"Goals GM can buy"', 'Goals **GM** can buy in this conflict (only you see this). Books: 2', true],
    ['"The GM has rolled"', `${jackAndRats}\nThe GM has rolled.`, false],
    ['"Ana and the GM still hold unspent books"', `${jackAndRats}\nAna and the GM still hold unspent books.`, false],
    [
      'a war die from three',
      `${jackAndRats}\n**Waiting for**: A war die from Ana and Alamo Jack and Pier Rats (the trailing tie is fought over).`,
      false,
    ],
    [
      'a whole side to answer an offer',
      `${jackAndRats}\n**Waiting for**: Alamo Jack and Pier Rats to answer an offered goal.`,
      false,
    ],
    ['Reputation bought against someone', '**Alamo Jack** buys **Reputation** against **Ana** (price 1 book).', false],
  ])('GIVEN %s THEN it is found', (_n, text, ephemeral) => {
    expect(words(msg(ANA, ephemeral, text))).toHaveLength(1);
  });

  it.each([
    [
      'the guidance of a running table',
      table('exchanges', 'House rules: strict-turns on.', '**Waiting for**: Ana to lead the next exchange.'),
    ],
    [
      'the set-up line while rolling',
      table('rolling', 'Waiting for Alamo Jack and Pier Rats to roll; then the GM or Ana may begin the exchanges.'),
    ],
    [
      'what each carries after the end',
      table('over', '**Waiting for**: Nothing more here.').replace('has dice', 'carries 4 dice into a follow-up'),
    ],
    ['a war die from the two in it', `${jackAndRats}\n**Waiting for**: A war die each from Ana and Alamo Jack.`],
    [
      'Jack to answer the offer made to him',
      `${jackAndRats}\n**Waiting for**: Alamo Jack to answer Ana's offered goal.`,
    ],
    ['Reputation bought by its bearer', '**Alamo Jack** buys **Reputation** (price 1 book).'],
    [
      'someone outside told joining is closed',
      'The exchanges have begun: joining is closed, so you cannot take part in this one.',
    ],
  ])('GIVEN %s THEN nothing is found', (_n, text) => {
    expect(words(msg(ANA, false, text))).toEqual([]);
  });

  it("GIVEN the GM's private answer, or another channel without NPCs THEN it is not read for the GM side's name", () => {
    const elsewhere = { ...msg(ANA, false, 'The GM leads exchange 1 against **Ana**.'), channelId: 'other' };
    expect(words(msg(ANA, false, twoNpcs), msg(ANA, true, 'The GM leads exchange 2.'), elsewhere)).toEqual([]);
    expect(words(msg(ANA, false, twoNpcs), { ...elsewhere, channelId: 'c' })).toHaveLength(1);
  });

  it('GIVEN /conflict verify with full hashes THEN they are allowed there', () => {
    expect(
      words(
        msg(
          ANA,
          false,
          'Verified: all 3 sealed pools match.\n• Ana: 01e2929edfb13172cc41cb7718869c68ce008d207f530b256e',
        ),
      ),
    ).toEqual([]);
  });

  it('GIVEN a command description with a rule number THEN it is found', () => {
    const calls = [
      {
        method: 'PUT',
        path: '/applications/1/commands',
        body: [{ name: 'fly', description: 'Fly dice (R7)', options: [] }],
      },
    ];
    expect(wordingProblems({ messages: [], calls } as never)).toHaveLength(1);
  });
});

describe('the e2e markup scan', () => {
  const seen = (typed: string[], ...messages: SentMessage[]) => markupProblems({ messages, calls: [], typed });

  it('GIVEN typed links and mentions shown escaped, and the bot’s own bold and mentions THEN nothing is found', () => {
    expect(
      seen(
        ['[Free Nitro](https://x.example) for <@22222222222222222> @everyone'],
        msg(
          ANA,
          false,
          '🍀 **Ana** has a stroke of luck: \\[Free Nitro\\](https\\://x.example) for \\<\\@22222222222222222\\> \\@everyone',
        ),
        msg(ANA, false, 'Sealed pool: `[a](https://x)` # not a heading <@22222222222222222>'),
      ),
    ).toEqual([]);
  });

  it.each([
    ['a masked link', '🍀 Ana has a stroke of luck: [Free Nitro](https://x.example)'],
    ['a masked link with spaces', 'Lifestyles: Rich (habits: [ win ]( https://x.example ))'],
    ['a heading', '**Campaign: Eros**\n# Free Nitro'],
    ['subtext', 'GM: <@1>\n-# small print'],
    ['a block quote', 'Agreed:\n> Ana may buy it'],
    ['a mass ping', 'Ana calls on @everyone'],
    ['a role mention', 'for <@&123>'],
  ])('GIVEN %s in public THEN it is found', (_n, text) => {
    expect(seen([], msg(ANA, false, text))).toHaveLength(1);
  });

  it('GIVEN an answer in several messages THEN each is read alone: a later one starting a heading is found', () => {
    const first = msg(ANA, false, `**Ana**, played by <@1>\nLifestyles: ${'x'.repeat(1980)}\\`);
    const rest = { ...msg(ANA, false, '# Free Nitro”)'), kind: 'followup' as const };
    expect(seen([], first)).toEqual([]);
    expect(seen([], first, rest)).toEqual([expect.stringMatching(/^a heading "# Free Nitro”\)" in public \(followup/)]);
  });

  it('GIVEN an edit of a public message THEN it is read: a roll redrawn by a choice, and the table edited in the channel', () => {
    const redrawn = { ...msg(ANA, false, '**Ana** rolled [Free Nitro](https://x.example)'), kind: 'update' as const };
    expect(seen([], redrawn)).toEqual([expect.stringMatching(/^a masked link .* \(update to interaction i\)/)]);
    const edit = {
      method: 'PATCH',
      path: '/api/v10/channels/5/messages/6',
      query: '',
      body: { content: '**Lately**\n· @everyone look' },
      files: [],
      at: 0,
    };
    expect(markupProblems({ messages: [], calls: [edit], typed: [] })).toEqual([
      expect.stringMatching(/^a mass ping "@everyone" in public \(channel edit \/api\/v10\/channels\/5\/messages\/6\)/),
    ]);
  });

  it('GIVEN a typed mention shown live in public THEN it is found; in an ephemeral answer it is not', () => {
    const typed = ['a favour for <@22222222222222222> tonight'];
    expect(
      seen(typed, msg(ANA, false, 'calls on old contacts for a favour for <@22222222222222222> tonight'))[0],
    ).toMatch(/typed markup/);
    expect(seen(typed, msg(ANA, true, 'acting for <@22222222222222222> tonight'))).toEqual([]);
  });
});

describe('every e2e file', () => {
  const dir = import.meta.dirname;
  const files = readdirSync(dir).filter((f) => f.endsWith('.e2e.test.ts'));

  it.each(files)('GIVEN %s THEN a Discord double it starts has its payloads scanned when it stops', (file) => {
    const code = readFileSync(join(dir, file), 'utf8');
    const startsDouble = /\b(useBot|startBot|startBotAgainstDouble|startDiscordDouble)\(/.test(code);
    const scans = /\b(useBot|stopBot|expectNoLeaks)\(/.test(code);
    expect(!startsDouble || scans).toBe(true);
  });
});
