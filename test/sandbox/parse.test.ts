/** parseSlash: typed slash commands → interaction options, against the registered definitions. */
import { describe, expect, it } from 'vitest';
import { commands } from '../../src/discord/commands';
import { type CommandDef, commandPath, parseSlash, ParseError } from '../../tools/sandbox/parse';
import { SANDBOX_USERS } from '../../tools/sandbox/sandbox';

const defs = commands.map((c) => c.data) as unknown as CommandDef[];
const parse = (text: string) => parseSlash(text, defs, SANDBOX_USERS);

describe('parseSlash', () => {
  it.each([
    ['/conflict roll', { name: 'conflict', options: [{ name: 'roll', type: 1, options: [] }] }],
    [
      '/exchange lead target:Ana action:"shoot" dice:6',
      {
        name: 'exchange',
        options: [
          {
            name: 'lead',
            type: 1,
            options: [
              { name: 'target', type: 3, value: 'Ana' },
              { name: 'action', type: 3, value: 'shoot' },
              { name: 'dice', type: 3, value: '6' },
            ],
          },
        ],
      },
    ],
    [
      '/conflict start primary: Coordination: Projectiles: Airgun against: Alamo Jack',
      {
        name: 'conflict',
        options: [
          {
            name: 'start',
            type: 1,
            options: [
              { name: 'primary', type: 3, value: 'Coordination: Projectiles: Airgun' },
              { name: 'against', type: 3, value: 'Alamo Jack' },
            ],
          },
        ],
      },
    ],
    [
      '/odds dice:6 push:2',
      {
        name: 'odds',
        options: [
          { name: 'dice', type: 4, value: 6 },
          { name: 'push', type: 4, value: 2 },
        ],
      },
    ],
    [
      '/roll notation:4d6kh3 secret:true',
      {
        name: 'roll',
        options: [
          { name: 'notation', type: 3, value: '4d6kh3' },
          { name: 'secret', type: 5, value: true },
        ],
      },
    ],
    [
      '/campaign co-gm user:@Ben',
      {
        name: 'campaign',
        options: [{ name: 'co-gm', type: 1, options: [{ name: 'user', type: 6, value: SANDBOX_USERS[2]!.id }] }],
      },
    ],
  ])('GIVEN %s THEN the options', (text, expected) => {
    expect(parse(text)).toEqual(expected);
  });

  it.each([
    ['/nope', /^Unknown command \/nope/],
    ['/conflict', /^\/conflict needs one of: /],
    ['/campaign create', /^Missing name\.$/],
    ['/odds dice:many', /^dice must be a number/],
    ['/roll secret:maybe', /^secret must be true or false\.$/],
    ['/campaign co-gm user:Zed', /^user must be one of the sandbox users/],
    ['/conflict roll now', /^(This command takes no options|Write options as name:value)/],
    ['/campaign set rule:colour value:red', /^rule must be one of: /],
  ])('GIVEN %s THEN a ParseError says what is wrong', (text, message) => {
    expect(() => parse(text)).toThrow(ParseError);
    expect(() => parse(text)).toThrow(message);
  });
});

describe('commandPath (the "used /…" header of an answer)', () => {
  it.each([
    ['/murphy spend amount:2 reason:"the trap in the vault" narration:"A bulb pops"', '/murphy spend'],
    ['/exchange lead target:Ana action:"shoot" dice:6', '/exchange lead'],
    ['/odds dice:6 push:2', '/odds'],
    ['/conflict roll', '/conflict roll'],
  ])('GIVEN %s THEN Discord shows %s, no option values', (text, shown) => {
    expect(commandPath(parse(text))).toBe(shown);
  });
});
