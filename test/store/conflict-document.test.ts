import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { transact } from '../../src/app/use-case/transaction';
import { type Face, seededSource } from '../../src/rules';
import { apply, type ConflictState, type Move, newConflict } from '../../src/rules/conflict';
import { type CampaignRow, getCampaign, insertCampaign } from '../../src/store/campaign/campaigns';
import {
  DOCUMENT_ROUNDING,
  DocumentError,
  decodeConflict,
  encodeConflict,
} from '../../src/store/conflict/conflict-document';
import {
  loadConflictState,
  readConflictDocument,
  StaleConflictError,
  writeConflictDocument,
} from '../../src/store/conflict/conflict-state';
import { type ConflictRow, getConflict, insertConflict } from '../../src/store/conflict/conflicts';
import type { Db } from '../../src/store/engine/db';
import { row, run } from '../support/sql';
import { testStore } from '../support/test-store';
import { asUserId } from '../../src/app';
import { candidates, picker, pool, startThree } from '../rules/conflict/generators';
import { as, makeDeps } from '../app/helpers';

/** A campaign whose settings are the state's own (the load reads them from the campaign), and a conflict storing `s`. */
async function stored(db: Db, s: ConflictState): Promise<{ campaign: CampaignRow; conflict: ConflictRow }> {
  const rules = s.houseRules;
  const id = await insertCampaign(db, {
    guildId: 'g1',
    channelId: `c${Math.random()}`,
    name: 'Deep Venus',
    gmUserId: asUserId('u-gm'),
    rackSize: s.fixedRack,
    now: '2140-01-01T00:00:00.000Z',
  });
  await run(
    db,
    'UPDATE campaigns SET house_rules = ? WHERE id = ?',
    JSON.stringify({
      'trailing-tie': rules.trailingTie,
      unmatched: rules.unmatched,
      'strict-turns': rules.strictTurns ? 'on' : 'off',
      'gm-sees-pools': rules.gmSeesPools ? 'on' : 'off',
    }),
    id,
  );
  const campaign = (await getCampaign(db, id))!;
  const conflictId = await insertConflict(db, {
    campaignId: campaign.id,
    guildId: 'g1',
    channelId: `c${Math.random()}`,
    primaryKey: s.primary.toLowerCase(),
    primaryText: s.primary,
    initiatorUserId: asUserId('u-ana'),
    state: s,
    now: '2140-01-01T00:00:00.000Z',
  });
  return { campaign, conflict: (await getConflict(db, conflictId))! };
}

/** Set-up and rolling as the bot plays them: joins, NPCs, the secondary, a circumstance, the rolls. */
function setUp(a: Face[], b: Face[], g: Face[]): [string, Move][] {
  return [
    ['Ana', { do: 'join', name: 'Ana', side: 0, points: 2, skills: ['Coordination', 'Coordination: Projectiles'] }],
    ['GM', { do: 'join', name: 'GM', side: 1, gm: true, points: 1 }],
    ['GM', { do: 'add-npc', name: 'Jack' }],
    ['GM', { do: 'add-npc', name: 'Vid', gang: 12 }],
    ['Ben', { do: 'join', name: 'Ben', side: 0 }],
    ['GM', { do: 'secondary', skill: 'Physique: Athletics' }],
    ['GM', { do: 'circumstance', for: 'Ben', dice: 1 }],
    ['Ana', { do: 'roll', pool: a }],
    ['GM', { do: 'add-npc', name: 'Bouncer', mook: true }],
    ['Ben', { do: 'roll', pool: b }],
    ['GM', { do: 'roll', pool: g }],
  ];
}

describe('the conflict document (one codec, one version)', () => {
  it('GIVEN random play over every phase THEN after every move load(save(state)) equals the state, field for field', async () => {
    const db = testStore();
    let moves = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer(),
        pool,
        pool,
        pool,
        fc.array(fc.nat(), { minLength: 10, maxLength: 50 }),
        fc.constantFrom('discard' as const, 'war' as const),
        fc.boolean(),
        fc.boolean(),
        async (seed, a, b, g, choices, trailingTie, gmSeesPools, fromSetUp) => {
          // Half the runs start in set-up and reach the exchanges by the set-up and rolling moves.
          let s = fromSetUp
            ? newConflict({ primary: 'Coordination: Projectiles: Airgun', houseRules: { trailingTie, gmSeesPools } })
            : startThree(a, b, g, { trailingTie, gmSeesPools });
          const { campaign, conflict } = await stored(db, s);
          let version = (await readConflictDocument(db, conflict.id)).version;
          const dice = seededSource(seed);
          const pick = picker(choices);
          const script = fromSetUp ? setUp(a, b, g) : [];
          for (let step = 0; step < script.length + choices.length; step++) {
            const options = step < script.length ? [script[step]!] : candidates(s, pick);
            const [actor, move] = options[pick(options.length)]!;
            const r = apply(s, move, actor, dice);
            if (!r.ok) {
              expect(step).toBeGreaterThanOrEqual(script.length);
              continue;
            }
            s = r.state;
            moves++;
            version = await writeConflictDocument(db, conflict.id, s, version);
            // What is stored, decoded afresh (past the connection's cache of decoded documents)…
            const text = (await row<{ state: string }>(db, 'SELECT state FROM conflicts WHERE id = ?', conflict.id))!;
            expect(decodeConflict(text.state)).toStrictEqual(s);
            // …and what a move loads.
            const loaded = await loadConflictState(db, campaign, (await getConflict(db, conflict.id))!, {
              sheets: false,
            });
            expect(loaded.state).toStrictEqual(s);
            expect(loaded.version).toBe(version);
            // Every field has its place in the schema: the strict check accepts the whole state.
            expect(decodeConflict(encodeConflict(s), { check: true })).toStrictEqual(s);
          }
        },
      ),
      { numRuns: 100, seed: 20261201 },
    );
    expect(moves).toBeGreaterThan(800);
  });

  it('GIVEN a live state THEN its text is rounded up with spaces and reads back the same; an ended one is not', () => {
    const s = startThree([6, 5], [5], [6], {});
    const text = encodeConflict(s);
    expect(text.length % DOCUMENT_ROUNDING).toBe(0);
    expect(text.trimEnd().length).toBeGreaterThan(text.length - DOCUMENT_ROUNDING);
    expect(decodeConflict(text, { check: true })).toStrictEqual(s);
    const ended = { ...s, phase: 'ended' as const };
    expect(encodeConflict(ended)).toBe(encodeConflict(ended).trimEnd());
    expect(decodeConflict(encodeConflict(ended))).toStrictEqual(ended);
  });

  it('GIVEN a document with a field the schema does not know, or of another version THEN it is refused, not read', () => {
    const s = startThree([6, 5], [5], [6], {});
    const text = encodeConflict(s);
    const extra = text.replace('"phase":', '"stray":1,"phase":');
    expect(() => decodeConflict(extra, { check: true })).toThrow(DocumentError);
    const missing = JSON.parse(text) as { state: Record<string, unknown> };
    delete missing.state.direction;
    expect(() => decodeConflict(JSON.stringify(missing), { check: true })).toThrow(DocumentError);
    expect(() => decodeConflict(text.replace('"v":1', '"v":99'))).toThrow(/schema version 99/);
    expect(() => decodeConflict('{')).toThrow(DocumentError);
  });

  it('GIVEN two moves computed on the same stored version THEN the second is refused and the first stays', async () => {
    const db = testStore();
    const s = startThree([6, 5], [5], [6], {});
    const { conflict } = await stored(db, s);
    const { version } = await readConflictDocument(db, conflict.id);
    const first = { ...s, round: 2 };
    await writeConflictDocument(db, conflict.id, first, version);
    await expect(writeConflictDocument(db, conflict.id, { ...s, round: 3 }, version)).rejects.toThrow(
      StaleConflictError,
    );
    expect(await readConflictDocument(db, conflict.id)).toEqual({ state: first, version: version + 1 });
  });

  it('GIVEN a use case whose save meets a newer state THEN it is worked out again on that state, once', async () => {
    const deps = makeDeps();
    const s = startThree([6, 5], [5], [6], {});
    const { conflict } = await stored(deps.db, s);
    let runs = 0;
    await transact(deps, as('u-ana'), async (deps) => {
      runs++;
      const seen = await readConflictDocument(deps.db, conflict.id);
      // Someone else saves between this read and this write, the first time only.
      if (runs === 1) await writeConflictDocument(deps.db, conflict.id, { ...seen.state, round: 5 }, seen.version);
      await writeConflictDocument(deps.db, conflict.id, { ...seen.state, exchanges: 1 }, seen.version);
      return { public: [], private: {} };
    });
    expect(runs).toBe(2);
    // The retry ran on what was stored after the rollback: the other save had rolled back with it.
    expect((await readConflictDocument(deps.db, conflict.id)).state).toMatchObject({ round: 1, exchanges: 1 });
  });

  it('GIVEN a save that meets a newer state every time THEN the use case is refused with a sentence and nothing changes', async () => {
    const deps = makeDeps();
    const s = startThree([6, 5], [5], [6], {});
    const { conflict } = await stored(deps.db, s);
    const before = await readConflictDocument(deps.db, conflict.id);
    await expect(
      transact(deps, as('u-ana'), async (deps) => {
        const seen = await readConflictDocument(deps.db, conflict.id);
        await writeConflictDocument(deps.db, conflict.id, { ...seen.state, round: 5 }, seen.version);
        await writeConflictDocument(deps.db, conflict.id, seen.state, seen.version);
        return { public: [], private: {} };
      }),
    ).rejects.toThrow(
      expect.objectContaining({ code: 'conflict/busy', message: expect.stringMatching(/try that again/) }),
    );
    expect(await readConflictDocument(deps.db, conflict.id)).toEqual(before);
  });
});
