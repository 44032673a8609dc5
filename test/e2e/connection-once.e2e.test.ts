/**
 * A lifestyle's connection serves once a session (R10.3) through Discord, whatever the player does
 * to the sheet in between: importing their own sheet again with replace:True, or dropping the
 * lifestyle and taking it again, used to make a new lifestyle row and let the connection give one
 * more player point each time. The mark now follows the character and the lifestyle's name.
 */
import { describe, expect, it } from 'vitest';
import type { SentMessage } from '../../tools/double';
import { answered, content, gailPatQuinn, publicOnes, transcript } from './helpers';
import { useBot } from './use-bot';

const { gm, pat, quinn } = gailPatQuinn('52');
const e2e = useBot({ seed: 52, quietMs: 100, name: 'connection-once' });
const run = e2e.cmd;

const USED = /^Ana has already called on the Dock rat connections this session\./;

/** One private refusal sentence matching `pattern`. */
function refused(sent: readonly SentMessage[], pattern: RegExp): void {
  const answers = answered(sent);
  expect(
    answers.map((m) => m.ephemeral),
    transcript(sent),
  ).toEqual([true]);
  expect(content(answers[0])).toMatch(pattern);
}

/** Calls on Ana's Dock rat contacts; the public notice when it serves. */
const connection = (user = pat, character?: string) =>
  run(user, 'points', 'connection', {
    lifestyle: 'Dock rat',
    for: 'the harbour widows',
    ...(character ? { character } : {}),
  });

/** Ana's player points, as /points show tells her privately. */
async function pointsOfAna(): Promise<string> {
  const shown = await run(pat, 'points', 'show');
  return answered(shown).map(content).join('\n');
}

describe('a connection serves once a session, whatever happens to the sheet', () => {
  it('GIVEN Ana used her Dock rat connection THEN a second call the same session is refused', async () => {
    await run(gm, 'campaign', 'create', { name: 'Harbour Nights' });
    await run(pat, 'character', 'create', { name: 'Ana' });
    await run(quinn, 'character', 'create', { name: 'Bea' });
    await run(pat, 'character', 'lifestyle', { name: 'Dock rat', contacts: 'Old Min' });
    await e2e.withPublic(run(gm, 'session', 'start'));
    const served = await e2e.withPublic(connection());
    expect(publicOnes(served).map(content)).toEqual([
      '📇 **Ana** calls on old Dock rat contacts, acting for the harbour widows: one player point.',
    ]);
    refused(await connection(), USED);
  });

  it('GIVEN the lifestyle dropped and taken again THEN the connection is still used this session', async () => {
    const before = await pointsOfAna();
    expect(before).toContain('• Ana: 1');
    await e2e.withPublic(run(pat, 'character', 'drop-lifestyle', { name: 'Dock rat' }));
    await e2e.withPublic(run(pat, 'character', 'lifestyle', { name: 'dock rat', contacts: 'Old Min' }));
    refused(await connection(), /^Ana has already called on the dock rat connections this session\./);
    expect(await pointsOfAna()).toBe(before);
  });

  it('GIVEN her own sheet exported and imported again with replace:True THEN the connection is still used', async () => {
    const before = await pointsOfAna();
    await run(pat, 'character', 'export');
    const call = [...e2e.double.calls].reverse().find((c) => c.files.includes('Ana.json'));
    const json = call!.fileBytes![call!.files.indexOf('Ana.json')]!.toString('utf8');
    const imported = await e2e.withPublic(
      e2e.double.command(pat, 'character', [
        {
          name: 'import',
          type: 1,
          options: [
            { name: 'file', type: 11, value: e2e.double.attachment('Ana.json', json, 'application/json').id },
            { name: 'replace', type: 5, value: true },
          ],
        },
      ]),
    );
    expect(publicOnes(answered(imported)).map(content).join('\n')).toMatch(/Ana/);
    refused(await connection(), /^Ana has already called on the dock rat connections this session\./);
    expect(await pointsOfAna()).toBe(before);
  });

  it('GIVEN another character with a lifestyle of the same name, or the next session THEN it serves', async () => {
    await run(quinn, 'character', 'lifestyle', { name: 'Dock rat' });
    const bea = await e2e.withPublic(connection(quinn, 'Bea'));
    expect(publicOnes(bea).map(content)).toEqual([
      '📇 **Bea** calls on old Dock rat contacts, acting for the harbour widows: one player point.',
    ]);
    await e2e.withPublic(run(gm, 'session', 'end'));
    await e2e.withPublic(run(gm, 'session', 'start'));
    expect(publicOnes(await e2e.withPublic(connection())).map(content)).toEqual([
      '📇 **Ana** calls on old dock rat contacts, acting for the harbour widows: one player point.',
    ]);
  });
});
