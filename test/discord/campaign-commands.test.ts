/** The campaign economy in the Discord layer: the commands' shapes, the answer buttons' ids, export files and import downloads. */
import { describe, expect, it } from 'vitest';
import { md } from '../../src/app/text/safe-text';
import { commands } from '../../src/discord/commands';
import { downloadExport, MAX_IMPORT_BYTES } from '../../src/discord/commands/campaign-data';
import { HELP_TOPICS } from '../../src/discord/commands/help';
import { campaignButtonId, parseCampaignButton } from '../../src/discord/components/campaign';
import { renderPrivateViews } from '../../src/discord/render/private';

const command = (name: string): any => commands.find((c) => c.data.name === name)?.data;
const subOf = (name: string, sub: string): any =>
  (command(name)?.options ?? []).find((o: any) => o.name === sub && o.type === 1);

describe('campaign economy commands', () => {
  it('GIVEN /compel and /help THEN they take their options directly', () => {
    expect(command('compel').options.map((o: any) => [o.name, o.type, o.required])).toEqual([
      ['character', 3, true],
      ['points', 4, true],
      ['reason', 3, true],
    ]);
    expect(command('help').options[0]).toMatchObject({ name: 'topic', required: false });
    expect(command('help').options[0].choices.map((c: any) => c.value)).toEqual([
      'getting-started',
      'conflicts',
      'endings',
      'exchanges',
      'goals',
      'points',
      'gm-tools',
      'odds',
      'dice-systems',
    ]);
    for (const text of Object.values(HELP_TOPICS)) expect(text.length).toBeLessThan(2000);
  });

  it.each([
    ['enemy', 'enters', ['enemy', 'character', 'coincidence', 'level']],
    ['effect', 'add', ['kind', 'character', 'npc', 'text', 'caused-by', 'permanent']],
    ['effect', 'treat', ['id']],
    ['effect', 'remove', ['id']],
    ['effect', 'list', ['character', 'npc', 'all']],
    ['downtime', 'start', []],
    ['downtime', 'end', []],
    ['downtime', 'train', ['skill', 'character']],
    ['downtime', 'heal', ['skill', 'wounds', 'character', 'doctor']],
    ['downtime', 'connections', ['lifestyles', 'network', 'secondary', 'character']],
    ['downtime', 'call-in', ['buy', 'detail', 'character']],
    ['downtime', 'heal-permanent', ['character', 'effects']],
    ['points', 'beg', ['amount', 'reason', 'character', 'price']],
    ['points', 'restricted', ['skill', 'amount', 'reason', 'as-books', 'character']],
    ['campaign', 'level-up', ['prompt']],
    ['campaign', 'catalog', ['action', 'path', 'to']],
    ['campaign', 'chart', ['action', 'name', 'books', 'fields', 'to', 'effect']],
    ['campaign', 'export', []],
    ['campaign', 'import', ['file']],
  ])('GIVEN /%s %s THEN it has its options', (name, sub, options) => {
    expect((subOf(name, sub)?.options ?? []).map((o: any) => o.name)).toEqual(options);
  });

  it('GIVEN /campaign import THEN its file is a required attachment option', () => {
    expect(subOf('campaign', 'import').options[0]).toMatchObject({ name: 'file', type: 11, required: true });
  });
});

describe('campaign buttons', () => {
  it('GIVEN an id made THEN it parses back; other ids do not', () => {
    for (const b of [
      { kind: 'compel', id: 12, yes: true },
      { kind: 'beg', id: 3, yes: false },
    ] as const)
      expect(parseCampaignButton(campaignButtonId(b))).toEqual(b);
    for (const bad of ['camp:compel:x:y', 'camp:beg:1:maybe', 'ex:respond:1:2', 'camp:other:1:y'])
      expect(parseCampaignButton(bad)).toBeNull();
  });
});

describe('document views', () => {
  it('GIVEN a document THEN it goes out as a file attachment of the private message', () => {
    const [body] = renderPrivateViews([
      { kind: 'notice', text: md`Here it is.` },
      { kind: 'document', name: 'x.venus-campaign.json', text: '{"a":1}\n' },
    ]);
    expect(body?.content).toContain('Here it is.');
    expect(body?.files).toEqual([{ name: 'x.venus-campaign.json', text: '{"a":1}\n' }]);
  });
});

describe('downloadExport', () => {
  const file = (over: Partial<{ name: string; size: number; url: string; contentType: string | null }> = {}) => ({
    name: 'c.json',
    size: 10,
    url: 'https://cdn.invalid/c.json',
    contentType: 'application/json; charset=utf-8',
    ...over,
  });
  const serving = (body: ConstructorParameters<typeof Response>[0], status = 200) =>
    (async () => new Response(body, { status })) as unknown as typeof fetch;

  it('GIVEN a JSON file THEN its text comes back', async () => {
    await expect(downloadExport(file(), serving('{"ok":true}'))).resolves.toBe('{"ok":true}');
    await expect(downloadExport(file({ contentType: null }), serving('{}'))).resolves.toBe('{}');
  });

  it.each([
    [
      'another kind of file',
      file({ name: 'c.png', contentType: 'image/png' }),
      serving('x'),
      'c.png is not a campaign file',
    ],
    [
      'a file named with markup',
      file({ name: 'A_b*c.png', contentType: 'image/png' }),
      serving('x'),
      'A\\_b\\*c.png is not a campaign file',
    ],
    ['a .json named image', file({ contentType: 'image/png' }), serving('x'), 'is not a campaign file'],
    ['too large, as announced', file({ size: MAX_IMPORT_BYTES + 1 }), serving('x'), 'larger than 5 MB'],
    ['too large, once downloaded', file(), serving(new Uint8Array(MAX_IMPORT_BYTES + 1)), 'larger than 5 MB'],
    ['not text', file(), serving(new Uint8Array([0xff, 0xfe, 0xfd])), 'is not text'],
    ['a failed download', file(), serving('gone', 404), 'could not be downloaded'],
  ])('GIVEN %s THEN one clear sentence refuses it', async (_label, f, fetcher, sentence) => {
    await expect(downloadExport(f, fetcher)).rejects.toMatchObject({
      code: 'input/bad-text',
      message: expect.stringContaining(sentence),
    });
  });
});
