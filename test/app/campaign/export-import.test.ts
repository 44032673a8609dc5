import { beforeAll, describe, expect, it } from 'vitest';
import * as app from '../../../src/app';
import type { Deps, Outcome } from '../../../src/app';
import { rows } from '../../support/sql';
import { as, makeDeps } from '../helpers';
import { expectRefused, publicText } from './world';
import { asImportedInto, CO, GM, richCampaign, settledCampaign, SHRED, THREAD } from './rich-campaign';

const documentOf = (o: Outcome, user: string) => {
  const v = o.private[user]?.find((p) => p.kind === 'document');
  if (v?.kind !== 'document') throw new Error('no document');
  return v;
};

describe('exportCampaign', () => {
  let source: Deps;
  beforeAll(async () => {
    source = await settledCampaign();
  });

  it('GIVEN the GM THEN the whole campaign comes back as a private file; nothing is public', async () => {
    const o = await app.exportCampaign(source, as(GM));
    expect(o.public).toEqual([]);
    expect(o.private[GM]?.map((v) => v.kind)).toEqual(['notice', 'document']);
    const file = documentOf(o, GM);
    expect(file.name).toBe('eros-nights.venus-campaign.json');
    expect(JSON.parse(file.text)).toMatchObject({ format: 'venus-conflict-bot/campaign', version: 5 });
    expect(Object.keys(o.private)).toEqual([GM]);
  });

  it('GIVEN a co-GM THEN it may export; a player may not', async () => {
    expect(documentOf(await app.exportCampaign(source, as(CO)), CO).text).toBe(
      documentOf(await app.exportCampaign(source, as(GM)), GM).text,
    );
    await expectRefused(source.db, () => app.exportCampaign(source, as(SHRED)), 'auth/not-gm');
  });

  it('GIVEN a conflict still running in a thread THEN export is refused, saying why, so no live pool leaves (R13.1, R13.2)', async () => {
    const live = await richCampaign();
    expect(await expectRefused(live.db, () => app.exportCampaign(live, as(GM)), 'conflict/exists-here')).toMatch(
      /still running, and its pools are secret: end it/,
    );
  });
});

/** A refusal as Discord shows it: escaped characters read as themselves. */
const shown = (text: string) => text.replace(/\\(.)/g, '$1');

describe('importCampaign', () => {
  let original: string;
  beforeAll(async () => {
    original = documentOf(await app.exportCampaign(await settledCampaign(), as(GM)), GM).text;
  });
  const edited = (change: (doc: any) => void) => {
    const doc = JSON.parse(original);
    change(doc);
    return JSON.stringify(doc);
  };
  /** A database that already holds another campaign, in channel c0. */
  const target = async () => {
    const deps = makeDeps();
    await app.createCampaign(deps, as('u-other', 'c0'), { name: 'Ishtar' });
    await app.createCharacter(deps, as('u-p', 'c0'), { name: 'Pat' });
    return deps;
  };

  it('GIVEN the file imported into another database THEN the campaign lives again there, and its export is the identical file', async () => {
    const deps = await target();
    const o = await app.importCampaign(deps, as(GM), { json: original });
    expect(publicText(o)).toBe(
      '📦 Campaign **Eros Nights** is imported into this channel: 3 characters, 2 NPCs, 2 conflicts. <@100000000000000001> is its GM.',
    );
    expect(documentOf(await app.exportCampaign(deps, as(GM)), GM).text).toBe(asImportedInto(original, 'c1'));
    expect((await app.showMurphy(deps, as(GM))).private[GM]?.[0]).toMatchObject({ kind: 'murphy' });
    expect((await app.showCampaign(deps, as(SHRED))).public[0]).toMatchObject({
      campaign: { name: 'Eros Nights', coGms: [CO] },
    });
    expect((await app.showCampaign(deps, as('u-p', 'c0'))).public[0]).toMatchObject({ campaign: { name: 'Ishtar' } });
  });

  it('GIVEN a forged file naming another channel and thread for its conflicts THEN they land in the importing channel only', async () => {
    const deps = await target();
    const forged = edited((d) => {
      d.tables.conflicts[0].channel_id = 'c0';
      d.tables.conflicts[1].channel_id = THREAD;
      d.tables.campaign_channels[0].channel_id = 'c0';
    });
    await app.importCampaign(deps, as(GM, 'c9'), { json: forged });
    const channels = await rows<{ channel_id: string; parent_channel_id: string | null }>(
      deps.db,
      'SELECT channel_id, parent_channel_id FROM conflicts ORDER BY id',
    );
    expect(channels).toEqual([
      { channel_id: 'c9', parent_channel_id: null },
      { channel_id: 'c9', parent_channel_id: null },
    ]);
    expect((await app.showCampaign(deps, as('u-p', 'c0'))).public[0]).toMatchObject({ campaign: { name: 'Ishtar' } });
    await expectRefused(deps.db, () => app.conflictStatus(deps, as('u-p', 'c0')), 'conflict/none-here');
  });

  it('GIVEN a co-GM of the file THEN it may import it', async () => {
    await app.importCampaign(await target(), as(CO), { json: original });
  });

  it.each([
    ['not JSON', () => '{"format": ', /not valid JSON/],
    ['another format', () => edited((d) => (d.format = 'something/else')), /not a campaign export/],
    [
      'a later version',
      () => edited((d) => (d.version = 6)),
      /version 6 of the format; this bot reads versions 1 to 5/,
    ],
    ['a version that never was', () => edited((d) => (d.version = 0)), /version 0 of the format/],
    ['an unknown field', () => edited((d) => (d.tables.characters[0].hair = 'red')), /tables\.characters\[0\]/],
    ['a missing table', () => edited((d) => delete d.tables.npcs), /tables\.npcs/],
    [
      'a die showing 7 in a pool',
      () => edited((d) => (d.tables.participants.at(-1).pool = [7])),
      /tables\.participants\[5\]\.pool\[0\]/,
    ],
    ['a negative balance', () => edited((d) => (d.tables.murphy_pools[0].balance = -1)), /murphy_pools\[0\]\.balance/],
    [
      'a bad timestamp',
      () => edited((d) => (d.tables.characters[0].created_at = 'yesterday')),
      /characters\[0\]\.created_at/,
    ],
    [
      'a broken goal chart',
      () => edited((d) => d.tables.campaigns[0].goal_chart.push({ ...d.tables.campaigns[0].goal_chart[0] })),
      /needs its own name/,
    ],
    [
      'a reference to nothing',
      () => edited((d) => (d.tables.effects[0].character_id = 99)),
      /effects\[0\]\.character_id refers to characters id 99/,
    ],
    ['two rows with one id', () => edited((d) => (d.tables.npcs[1].id = 1)), /npcs id 1 twice/],
    [
      'a goal on gear written as a masked link',
      () => edited((d) => (d.tables.gear_goals[0].name = '[GM](https://example.com)')),
      /gear_goals\[0\]\.name/,
    ],
    [
      'an effect on nobody (caught by the database, late in the import)',
      () => edited((d) => (d.tables.effects.at(-1).npc_id = null)),
      /effects\[\d+\] cannot be stored: (?!.*(CHECK|constraint))/,
    ],
    [
      'two characters with one name',
      () => edited((d) => (d.tables.characters[1].name = 'SHRED')),
      /characters\[1\] cannot be stored: it repeats a name or a row another row of the file already holds\.$/,
    ],
  ])('GIVEN %s THEN refused with one sentence and nothing is written', async (_n, json, message) => {
    const deps = await target();
    expect(
      shown(await expectRefused(deps.db, () => app.importCampaign(deps, as(GM), { json: json() }), 'input/bad-text')),
    ).toMatch(message);
  });

  it('GIVEN a forged field named in markup THEN the sentence that names it shows it as text', async () => {
    const deps = await target();
    const said = await expectRefused(
      deps.db,
      () => app.importCampaign(deps, as(GM), { json: edited((d) => (d.tables.characters[0]['**x** <@1>'] = 1)) }),
      'input/bad-text',
    );
    expect(said).toContain('\\*\\*x\\*\\* \\<\\@1\\>');
  });

  // Ids from files must be Discord snowflakes: a forged one would print a heading and a link
  // wherever the campaign shows its people.
  it.each([
    ['the GM', (d: any) => (d.tables.campaigns[0].gm_user_id = '1>\n# Free Nitro [here](https://x.example)')],
    ['a co-GM', (d: any) => (d.tables.campaign_gms[0].user_id = '@everyone')],
    ['a player', (d: any) => (d.tables.characters[0].owner_user_id = '12345')],
    ['a participant', (d: any) => (d.tables.participants[0].user_id = '<@&1>')],
    ['who offered a compel', (d: any) => (d.tables.compels[0].offered_by = 'u-gm')],
    ['who answered a plea', (d: any) => (d.tables.begs[0].answered_by = '1234567890123456789012')],
  ])(
    'GIVEN %s named by an id that is not a Discord id THEN the whole file is refused in one sentence',
    async (_who, forge) => {
      const deps = await target();
      expect(
        shown(
          await expectRefused(
            deps.db,
            () => app.importCampaign(deps, as(GM), { json: edited(forge) }),
            'input/bad-text',
          ),
        ),
      ).toMatch(/^The file is malformed at tables\.\w+\[0\]\.\w+: it is not a Discord user id\.$/);
    },
  );

  it('GIVEN a channel that already has a campaign THEN refused', async () => {
    const deps = await target();
    await expectRefused(
      deps.db,
      () => app.importCampaign(deps, as(GM, 'c0'), { json: original }),
      'campaign/exists-here',
    );
  });

  it("GIVEN someone who is not the file's GM THEN the campaign is theirs to run, with the file's GM as a co-GM (commands.md: the caller becomes its GM)", async () => {
    const deps = await target();
    expect(publicText(await app.importCampaign(deps, as(SHRED), { json: original }))).toContain(
      '<@100000000000000002> is its GM.',
    );
    expect((await app.showCampaign(deps, as(SHRED))).public[0]).toMatchObject({
      campaign: { gm: SHRED, coGms: expect.arrayContaining([CO, GM]) },
    });
  });

  it('GIVEN an unknown house rule in the file THEN refused', async () => {
    const deps = await target();
    await expectRefused(
      deps.db,
      () =>
        app.importCampaign(deps, as(GM), {
          json: edited((d) => (d.tables.campaigns[0].house_rules = { gravity: 'off' })),
        }),
      'campaign/bad-rule',
    );
  });
});
