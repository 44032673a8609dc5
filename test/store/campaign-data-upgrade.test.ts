import { describe, expect, it } from 'vitest';
import { CAMPAIGN_FORMAT_VERSION, upgradeCampaignFile } from '../../src/store/campaign-data-upgrade';

describe('upgradeCampaignFile', () => {
  it('GIVEN a format 2 exchange still pending THEN its marks come from the log as migration 0014 read them', () => {
    const event = (kind: string, payload: Record<string, unknown>, conflict_id = 1) => ({ conflict_id, kind, payload });
    const file = {
      version: 2,
      tables: {
        exchanges: [
          { conflict_id: 1, no: 1, status: 'resolved' },
          { conflict_id: 1, no: 2, status: 'pending' },
        ],
        events: [
          event('lead', { no: 1, target: 'Old' }),
          event('lead', { no: 2, target: 'Viktor' }),
          event('lead', { no: 2, target: 'Vid-Dronz' }),
          event('disputed', { no: 2, by: 'Shred' }),
          event('disputed', { no: 2, by: 'Wire' }),
          event('resisted', { no: 2, name: 'Sven' }),
          event('resisted', { no: 2, name: 'Wire' }),
          event('resisted', { no: 2, name: 'Elsewhere' }, 2),
        ],
      },
    };
    const { doc, readVersion } = upgradeCampaignFile(file);
    expect(readVersion).toBe(2);
    expect((doc as typeof file).version).toBe(CAMPAIGN_FORMAT_VERSION);
    expect(file.tables.exchanges).toEqual([
      { conflict_id: 1, no: 1, status: 'resolved', target_name: null, disputed_by: null, resisted: [] },
      {
        conflict_id: 1,
        no: 2,
        status: 'pending',
        target_name: 'Vid-Dronz',
        disputed_by: 'Shred',
        resisted: ['Sven', 'Wire'],
      },
    ]);
  });

  it('GIVEN values a format 2 file already holds THEN the step keeps them', () => {
    const file = {
      version: 2,
      tables: { conflict_npcs: [{ mook: true }], conflicts: [{ state: null, state_version: 4 }] },
    };
    upgradeCampaignFile(file);
    expect(file.tables.conflict_npcs).toEqual([{ mook: true }]);
    expect(file.tables.conflicts).toEqual([{ state: null, state_version: 4 }]);
  });

  it('GIVEN a format 1 purchase THEN its zones become its place scale', () => {
    const file = { version: 1, tables: { purchases: [{ zones: 2, price: 3 }] } };
    upgradeCampaignFile(file);
    expect(file.tables.purchases).toEqual([{ price: 3, place_scale: 2 }]);
  });

  it('GIVEN something that is no older file THEN it is left for the checks to refuse', () => {
    for (const raw of [null, 'text', { version: 9, tables: {} }, { version: 2 }]) {
      const before = structuredClone(raw);
      expect(upgradeCampaignFile(raw).doc).toEqual(before);
    }
  });
});
