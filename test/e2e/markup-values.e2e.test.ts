/**
 * The third attack through Discord, its text holes closed, seen as the channel sees it: the bot's
 * own words are a value no typed text can be, so nothing people type or a file carries becomes the
 * bot's Markdown. A dice notation's comment, a reason typed equal to a line the bot just wrote, a
 * sheet line cut where a typed heading was escaped, and a preset roll's title set by a campaign
 * file all show as text. The shared teardown then scans every public payload, edits and every
 * message of a long answer included, for live Markdown people typed (payload-scan.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { opts, type SentMessage } from '../../tools/double';
import { answered, content, customIds, gailPatQuinn, onlyPublicOf, publicOnes, transcript } from './helpers';
import { useBot } from './use-bot';

const { gm, pat } = gailPatQuinn('38'); // Pat plays Ana
const elsewhere = '380000000000000099'; // another channel, with a campaign of its own
const imports = '380000000000000088'; // a channel with no campaign yet

const LINK = '[Free Nitro](https://e.x/nitro)';
/** A masked link Discord would follow: brackets and parenthesis not behind a backslash. */
const LIVE_LINK = /(?<!\\)\[[^\]\n]*(?<!\\)\]\(/;
const e2e = useBot({ seed: 38, quietMs: 80, name: 'markup-values' });
const { cmd: run, flat } = e2e;

/** The text of a message outside its inline code (nothing inside code is Markdown). */
const outsideCode = (text: string) => text.replace(/`[^`\n]*`/g, '');

beforeAll(async () => {
  await run(gm, 'campaign', 'create', { name: 'Eros Nights' });
  await run(pat, 'character', 'create', { name: 'Ana' });
  await run(gm, 'session', 'start');
});

describe('dice notation', () => {
  it.each([
    [`{1d2 /* ${LINK} */}`],
    [`1d2 /* ${LINK} @everyone <@&1> */`],
    [`{1d2 // @everyone ${LINK}\n}`],
    ['{1d2 [@everyone # claim]}+1'],
  ])('GIVEN /roll %j THEN its comment is no link, mention or heading in the channel', async (notation) => {
    const rolled = content(onlyPublicOf(answered(await e2e.withPublic(flat(pat, 'roll', { notation })))));
    expect(rolled).toMatch(/^\*\*pat\*\* rolled `/);
    const shown = outsideCode(rolled);
    expect(shown).not.toMatch(LIVE_LINK);
    expect(shown).not.toMatch(/(?<!\\)@everyone|(?<!\\)<@&1>|^#/m);
    // The result line keeps the dice and the total (the library's brackets escaped show as brackets).
    expect(rolled.split('\n')[1]).toMatch(/\\?\[[12]\\?\].* = \d+$/);
  });
});

describe("typed text equal to the bot's own", () => {
  it('GIVEN a plea whose reason is the first line of /character show THEN it is quoted as text, not bold with a mention', async () => {
    const sheet = content(onlyPublicOf(await run(gm, 'character', 'show', { character: 'Ana' })));
    const first = sheet.split('\n')[0]!;
    expect(first).toMatch(/^\*\*Ana\*\*, played by <@\d+>, level \d+$/);
    const [plea] = await run(pat, 'points', 'beg', { amount: 1, reason: first });
    const said = content(plea);
    expect(plea?.ephemeral, transcript([plea!])).toBe(false);
    expect(said).not.toContain(first);
    expect(said).toContain(`\\*\\*Ana\\*\\*, played by \\<\\@${pat.id}\\>`);
    // What was typed is, to the letter, the sheet's line, which the bot rightly shows with its live
    // mention: the teardown's scan of typed text cannot tell the two apart, so this test checks it.
    e2e.double.typed.splice(e2e.double.typed.indexOf(first), 1);
  });
});

describe('a sheet longer than one message', () => {
  it('GIVEN a typed # whose escape falls on the 2,000th character THEN no part of /character show starts a heading', async () => {
    const lifestylesLine = async () => {
      const sent = await e2e.withPublic(run(gm, 'character', 'show', { character: 'Ana' }));
      return publicOnes(sent)
        .map(content)
        .join('\n')
        .split('\n')
        .find((l) => l.startsWith('Lifestyles: '))!;
    };
    // Lifestyles of plain words bring the line close to 2,000 characters.
    for (const name of ['Docker', 'Spacer', 'Trader']) {
      await run(pat, 'character', 'lifestyle', {
        name,
        habits: 'h'.repeat(300),
        contacts: Array(4).fill('c'.repeat(60)).join(','),
      });
    }
    const before = (await lifestylesLine()).length;
    const lead = `, Zealot (habits: “`;
    const fill = 1999 - before - lead.length; // the backslash before # lands on character 2,000
    expect(fill).toBeGreaterThan(0);
    expect(fill).toBeLessThan(270);
    await run(pat, 'character', 'lifestyle', { name: 'Zealot', habits: `${'x'.repeat(fill)}# Free Nitro ${LINK}` });
    const sent = await e2e.settled(run(gm, 'character', 'show', { character: 'Ana' }), 2);
    const parts = publicOnes(sent).map(content);
    expect(parts.length, transcript(sent)).toBeGreaterThan(1);
    // The line, put back together where it was cut (at one space), has the escape on character 2,000.
    const all = parts.join('\n').split('\n');
    const at = all.findIndex((l) => l.startsWith('Lifestyles: '));
    const whole = `${all[at]} ${all[at + 1]}`;
    expect(whole.indexOf('\\# Free Nitro'), transcript(sent)).toBe(1999);
    for (const part of parts) {
      expect(part.length).toBeLessThanOrEqual(2000);
      expect(part).not.toMatch(/^ *(?:#{1,3}|-#|>{1,3}) /m);
      expect(part).not.toMatch(LIVE_LINK);
    }
  });
});

describe('a preset roll from a campaign file', () => {
  let file = '';
  let rollId = 0;

  it('GIVEN a ship roll in a campaign exported from another channel THEN its file holds the roll', async () => {
    await run(gm, 'campaign', 'create', { name: 'Ishtar Deep' }, { channelId: elsewhere });
    await run(pat, 'character', 'create', { name: 'Cid' }, { channelId: elsewhere });
    const [moved] = await e2e.double.command(pat, 'roll', opts({ preset: 'mov-move', notation: 'whynom scout' }), {
      channelId: elsewhere,
    });
    rollId = Number(/^roll:dbl:(\d+):0$/.exec(customIds(moved).find((id) => id.startsWith('roll:dbl:'))!)![1]);
    const sent = await run(gm, 'campaign', 'export', {}, { channelId: elsewhere });
    const withFile = sent.find((m) => m.files.some((f) => f.endsWith('.venus-campaign.json')));
    const call = [...e2e.double.calls].reverse().find((c) => c.files.includes(withFile!.files[0]!));
    file = call!.fileBytes![call!.files.indexOf(withFile!.files[0]!)]!.toString('utf8');
    expect(JSON.parse(file).tables.roll_states).toHaveLength(1);
  });

  it('GIVEN its title set to a masked link and @everyone THEN the roll redrawn after a choice shows them as text', async () => {
    const forged = JSON.parse(file);
    forged.tables.roll_states[0].state.title = `${LINK} @everyone\n# claim`;
    const attachment = e2e.double.attachment('campaign.json', JSON.stringify(forged), 'application/json').id;
    const [imported] = answered(
      await e2e.double.command(
        gm,
        'campaign',
        [{ name: 'import', type: 1, options: [{ name: 'file', type: 11, value: attachment }] }],
        { channelId: imports },
      ),
    );
    expect(content(imported), transcript([imported!])).not.toMatch(/malformed|cannot/);
    // The imported roll is the next one stored; its message is one the double never saw.
    const redrawn: SentMessage[] = await e2e.double.select(pat, `roll:dbl:${rollId + 1}:0`, ['1'], {
      id: '380000000000000777',
      ephemeral: false,
      channelId: imports,
    });
    const shown = publicOnes(redrawn).map(content).join('\n');
    expect(shown, transcript(redrawn)).toMatch(
      /rolled \\\[Free Nitro\\\]\(https\\:\/\/e\.x\/nitro\) \\@everyone \\# claim/,
    );
    expect(shown).not.toMatch(LIVE_LINK);
    expect(shown).toContain('doubles the');
  });
});
