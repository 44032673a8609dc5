/**
 * Preset rolls below Discord that leave their state behind. Drama spends against the
 * per-campaign balance, the Finesse/Force split and plan, ship dice picks; only the roller chooses;
 * refusals change nothing; a roll outlives a restart; a redelivered click does not spend twice.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError, createCampaign } from '../../../src/app';
import { grantDrama, setDrama, showDrama } from '../../../src/app/roll/drama-balance';
import { actOnRoll, type RollAction } from '../../../src/app/roll/roll-act';
import { type PresetRequest, startPresetRoll } from '../../../src/app/roll/roll-start';
import { scriptedDice } from '../../../src/rules';
import { SystemError } from '../../../src/rules/systems';
import { row } from '../../support/sql';
import { testStore } from '../../support/test-store';
import { as, dump, makeDeps } from '../helpers';

const GM = 'u-gm';
const ANA = 'u-ana';

async function world(faces: number[] = [], path?: string) {
  const deps = makeDeps({ dice: scriptedDice(faces), path });
  await createCampaign(deps, as(GM), { name: 'Drama Night' });
  return deps;
}

const start = (deps: Awaited<ReturnType<typeof world>>, request: PresetRequest, secret = false, who = ANA) =>
  startPresetRoll(deps, { ...as(who), displayName: 'Ana' }, { request, title: 'T', inputs: 'typed', secret });

/** The step the roll stands at now: what its one message shows. */
const stepNow = async (deps: Awaited<ReturnType<typeof world>>, rollId: number): Promise<number> => {
  const stored = await row<{ state: string }>(deps.db, 'SELECT state FROM roll_states WHERE id = ?', rollId);
  return stored ? ((JSON.parse(stored.state) as { step?: number }).step ?? 0) : 0;
};

/** A choice made on the roll's message as it stands now. */
const act = async (
  deps: Awaited<ReturnType<typeof world>>,
  caller: ReturnType<typeof as>,
  input: { rollId: number; action: RollAction },
) => actOnRoll(deps, caller, { ...input, step: await stepNow(deps, input.rollId) });

const pool = (
  over: Partial<{ dice: number[]; target: number; skill: number; ability: number; drama: number }> = {},
) => ({ dice: [8, 8, 6], target: 6, skill: 5, ability: 3, drama: 0, ...over });

const code = async (fn: () => unknown): Promise<string> => {
  try {
    await fn();
  } catch (err) {
    expect(err instanceof AppError || err instanceof SystemError).toBe(true);
    return (err as AppError).code;
  }
  throw new Error('not refused');
};

const balanceText = async (deps: Awaited<ReturnType<typeof world>>) => {
  const o = await showDrama(deps, as(ANA), {});
  return (o.private[ANA]![0] as { text: string }).text;
};

describe('drama dice with a balance (seed 002)', () => {
  it('GIVEN drama= THEN only what the dice need beyond skill + ability is taken from the balance', async () => {
    const deps = await world([7, 2, 6]);
    await grantDrama(deps, as(GM), { userId: ANA, amount: 5 });
    const o = await start(deps, { preset: 'drama-pool', pool: pool({ skill: 3, ability: 2, drama: 4 }) });
    expect(o.roll.lines).toEqual([
      'Rolled **7** on a d8, 2 on a d8 and **6** on a d6, needing 6 or more: 2 successes.',
      'Dice cost 8 from a pool of 5, 3 of it from drama.',
    ]);
    expect(o.private[ANA]).toEqual([{ kind: 'notice', text: 'You have 2 drama left.' }]);
    expect(o.roll.controls.map((c) => c.kind)).toEqual(['reroll', 'max-one', 'max-all', 'defence']);
  });

  it('GIVEN a spend beyond the balance, over the cap or from another user THEN it is refused and nothing changes', async () => {
    const deps = await world([1, 1, 1]);
    await grantDrama(deps, as(GM), { userId: ANA, amount: 4 });
    const o = await start(deps, { preset: 'drama-pool', pool: pool() });
    const before = await dump(deps.db);
    expect(await code(() => act(deps, as(ANA), { rollId: o.roll.id, action: { kind: 'max-one', index: 0 } }))).toBe(
      'system/not-enough-points',
    );
    expect(await code(() => act(deps, as(GM), { rollId: o.roll.id, action: { kind: 'reroll', index: 0 } }))).toBe(
      'auth/not-owner',
    );
    expect(
      await code(() => act(deps, as(ANA), { rollId: o.roll.id, action: { kind: 'split', ones: 0, twos: 0 } })),
    ).toBe('input/bad-number');
    expect(await code(() => act(deps, as(ANA), { rollId: 999, action: { kind: 'max-all' } }))).toBe('input/bad-number');
    expect(
      await code(() =>
        start(deps, { preset: 'drama-pool', pool: pool({ dice: [12, 12, 12], skill: 1, ability: 1, drama: 4 }) }),
      ),
    ).toBe('system/not-enough-points');
    expect(await code(() => start(deps, { preset: 'drama-pool', pool: pool({ drama: 5 }) }))).toBe('points/not-enough');
    expect(await code(() => grantDrama(deps, as(ANA), { userId: ANA, amount: 5 }))).toBe('auth/not-gm');
    expect(await dump(deps.db)).toEqual(before);
  });

  it('GIVEN each spend THEN its cost comes off the balance, and a redelivered click spends once', async () => {
    const deps = await world([3, 2, 1, 5]);
    await setDrama(deps, as(GM), { userId: ANA, amount: 16 });
    const o = await start(deps, { preset: 'drama-pool', pool: pool() });
    const click = as(ANA);
    const rerolled = await act(deps, click, { rollId: o.roll.id, action: { kind: 'reroll', index: 1 } });
    expect(rerolled.roll.headline).toBe('spends 1 drama to reroll one die: die 2 2 → 5.');
    // Redelivered, the click still names the step it was made on.
    const again = await actOnRoll(deps, click, { rollId: o.roll.id, step: 0, action: { kind: 'reroll', index: 1 } });
    expect(again.replayed).toBe(true);
    const maxed = await act(deps, as(ANA), { rollId: o.roll.id, action: { kind: 'max-one', index: 2 } });
    expect(maxed.roll.lines[0]).toBe('Rolled 3 on a d8, 5 on a d8 and **6** on a d6, needing 6 or more: 1 success.');
    const all = await act(deps, as(ANA), { rollId: o.roll.id, action: { kind: 'max-all' } });
    expect(all.roll.lines[0]).toBe(
      'Rolled **8** on a d8, **8** on a d8 and **6** on a d6, needing 6 or more: 3 successes.',
    );
    expect(all.private[ANA]).toEqual([{ kind: 'notice', text: 'You have 0 drama left.' }]);
    expect(all.roll.controls.map((c) => c.kind)).toEqual(['reroll', 'defence']);
  });

  it('GIVEN no campaign in the channel THEN the roll works but drama cannot be spent', async () => {
    const deps = makeDeps({ dice: scriptedDice([4]) });
    const o = await startPresetRoll(deps, as(ANA, 'elsewhere'), {
      request: { preset: 'drama-pool', pool: pool({ dice: [6] }) },
      title: 'T',
      inputs: '',
      secret: false,
    });
    expect(o.roll.controls.map((c) => c.kind)).toEqual(['defence']);
    expect(
      await code(() => act(deps, as(ANA, 'elsewhere'), { rollId: o.roll.id, action: { kind: 'reroll', index: 0 } })),
    ).toBe('campaign/none-here');
  });

  it('GIVEN an undefended attack THEN it is compared with no defence (R: the defender may roll)', async () => {
    const deps = await world([6, 6, 1]);
    const o = await start(deps, { preset: 'drama-opposed', pool: pool(), defence: 'none' });
    expect(o.roll.lines.at(-1)).toBe('2 successes against no defence: a hit, with 1 extra damage pool point.');
    expect(o.roll.controls.map((c) => c.kind)).not.toContain('defence');
  });
});

describe('Finesse and Force (seed 004)', () => {
  it('GIVEN a roll, a split and a plan THEN the Force array is applied in the listed order', async () => {
    const deps = await world([2, 2, 1, 1, 6]);
    const o = await start(deps, { preset: 'finesse-force', pools: [5, 7], will: 0 }, true);
    expect(o.roll.secret).toBe(true);
    expect(o.roll.controls).toEqual([{ kind: 'split', ones: 2, twos: 2 }]);
    const split = await act(deps, as(ANA), { rollId: o.roll.id, action: { kind: 'split', ones: 0, twos: 1 } });
    expect(split.roll.lines.at(-1)).toBe(
      'Finesse 4 (die 1 is a 2, die 2 is a 1, die 3 is a 1); Force 3 (you gave it a 2, plus 1).',
    );
    const planned = await act(deps, as(ANA), {
      rollId: o.roll.id,
      action: {
        kind: 'plan',
        actions: [{ dice: [0], extraWits: 1 }, { dice: [1] }, { dice: [2] }].map((a) => ({ extraWits: 0, ...a })),
        wits: 3,
      },
    });
    expect(planned.roll.lines.slice(3)).toEqual([
      'Force array: 3, 2, 1 · Wits spent 3, left 0',
      'Action 1: dice 1, Finesse 3, Force 3',
      'Action 2: dice 2, Finesse 1, Force 2',
      'Action 3: dice 3, Finesse 1, Force 1: fails, no Wits left to pay for it',
    ]);
    const attacked = await act(deps, as(ANA), {
      rollId: o.roll.id,
      action: { kind: 'ff-attack', action: 1, defence: { finesse: 4, force: 1 } },
    });
    expect(attacked.roll.headline).toBe(
      "resolves an attack: A defence of Finesse 4 meets the attack's 3: Force 3 less 2 leaves 1.",
    );
    expect(
      await code(() => act(deps, as(ANA), { rollId: o.roll.id, action: { kind: 'split', ones: 0, twos: 0 } })),
    ).toBe('input/bad-number');
  });

  it('GIVEN Finesse dice numbered off the list or given twice THEN the refusal counts from 1 as players do', async () => {
    const deps = await world([2, 1, 5]);
    const o = await start(deps, { preset: 'finesse-force', pools: [3] });
    await act(deps, as(ANA), { rollId: o.roll.id, action: { kind: 'split', ones: 0, twos: 0 } });
    const plan = (dice: number[][]) => () =>
      act(deps, as(ANA), {
        rollId: o.roll.id,
        action: { kind: 'plan', actions: dice.map((d) => ({ dice: d, extraWits: 0 })), wits: 5 },
      });
    await expect(plan([[2]])()).rejects.toThrow('The Finesse dice are numbered 1 to 2.');
    await expect(plan([[0], [0, 1]])()).rejects.toThrow('Finesse die 1 is given to more than one action.');
  });
});

describe('stale drama menus', () => {
  it('GIVEN a max-one on a die already at its highest face THEN it is refused in 1-based words and costs nothing', async () => {
    const deps = await world([8]);
    await grantDrama(deps, as(GM), { userId: ANA, amount: 5 });
    const o = await start(deps, { preset: 'drama-pool', pool: pool({ dice: [8] }) });
    await expect(act(deps, as(ANA), { rollId: o.roll.id, action: { kind: 'max-one', index: 0 } })).rejects.toThrow(
      'Die 1 already shows its highest face.',
    );
    expect(await balanceText(deps)).toEqual('You have 5 drama in Drama Night.');
  });
});

describe('choices on a roll that has moved on', () => {
  it('GIVEN a reroll picked on an old copy of the roll THEN it is refused, and no die or drama changes', async () => {
    const deps = await world([3, 2, 1, 5, 4]);
    await setDrama(deps, as(GM), { userId: ANA, amount: 16 });
    const o = await start(deps, { preset: 'drama-pool', pool: pool() });
    const first = await actOnRoll(deps, as(ANA), {
      rollId: o.roll.id,
      step: o.roll.step,
      action: { kind: 'reroll', index: 1 },
    });
    expect([o.roll.step, first.roll.step]).toEqual([0, 1]);
    const before = await dump(deps.db);
    for (const action of [
      { kind: 'reroll', index: 0 },
      { kind: 'max-all' },
      { kind: 'defence', successes: 1 },
    ] as const)
      expect(await code(() => actOnRoll(deps, as(ANA), { rollId: o.roll.id, step: o.roll.step, action }))).toBe(
        'roll/superseded',
      );
    await expect(actOnRoll(deps, as(ANA), { rollId: o.roll.id, step: 7, action: { kind: 'max-all' } })).rejects.toThrow(
      'This roll has changed since that choice was shown, so nothing was done: choose again on the roll as it stands now.',
    );
    expect(await dump(deps.db)).toEqual(before);
    expect(await balanceText(deps)).toEqual('You have 15 drama in Drama Night.');
    // The roll's current message still works.
    const next = await actOnRoll(deps, as(ANA), {
      rollId: o.roll.id,
      step: first.roll.step,
      action: { kind: 'reroll', index: 0 },
    });
    expect(next.roll.step).toBe(2);
  });

  it("GIVEN someone else replays the roller's old choice THEN who they are is refused first", async () => {
    const deps = await world([3, 2, 1]);
    const o = await start(deps, { preset: 'finesse-force', pools: [3] });
    await act(deps, as(ANA), { rollId: o.roll.id, action: { kind: 'split', ones: 0, twos: 0 } });
    expect(
      await code(() =>
        actOnRoll(deps, as(GM), { rollId: o.roll.id, step: 0, action: { kind: 'split', ones: 0, twos: 0 } }),
      ),
    ).toBe('auth/not-owner');
  });

  it('GIVEN any order of choices claiming any step THEN exactly those made on the current step apply', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 8 }), async (claims) => {
        const deps = await world(Array.from({ length: 20 }, (_, n) => 1 + (n % 8)));
        await setDrama(deps, as(GM), { userId: ANA, amount: 50 });
        const o = await start(deps, { preset: 'drama-pool', pool: pool() });
        let applied = 0;
        for (const step of claims) {
          const before = await dump(deps.db);
          try {
            const r = await actOnRoll(deps, as(ANA), { rollId: o.roll.id, step, action: { kind: 'reroll', index: 0 } });
            expect(step).toBe(applied);
            expect(r.roll.step).toBe(++applied);
          } catch (err) {
            expect((err as AppError).code).toBe('roll/superseded');
            expect(step).not.toBe(applied);
            expect(await dump(deps.db)).toEqual(before);
          }
        }
        expect(await stepNow(deps, o.roll.id)).toBe(applied);
      }),
      { numRuns: 40 },
    );
  });
});

describe('ship movement (seed 001)', () => {
  it('GIVEN a Nik clipper THEN the pilot picks two dice and the x2 applies only to them', async () => {
    const deps = await world([6, 1, 3, 5]);
    const o = await start(deps, { preset: 'mov-move', species: 'nik', ship: 'clipper' });
    expect(o.roll.controls).toEqual([
      {
        kind: 'use',
        count: 2,
        dice: [0, 1, 2, 3].map((i) => ({ index: i, label: `Die ${i + 1}: ${[6, 1, 3, 5][i]}` })),
      },
    ]);
    const picked = await act(deps, as(ANA), { rollId: o.roll.id, action: { kind: 'use', dice: [2, 1] } });
    expect(picked.roll.lines).toEqual([
      'Nik clipper (rolls 4 dice, uses 2, times 2): rolled 6, 1, 3 and 5; it uses 1 and 3: 1 + 3 = 4, times 2 = 8, so 8 movement points.',
      'Pilot number: 3 or 1, as you choose.',
    ]);
    expect(await code(() => act(deps, as(ANA), { rollId: o.roll.id, action: { kind: 'use', dice: [0, 3] } }))).toBe(
      'input/bad-number',
    );
  });

  it('GIVEN the bot restarts THEN the stored roll still takes the pick', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'venus-rolls-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const path = join(dir, 'v.sqlite');
    const first = await world([2, 5], path);
    const o = await start(first, { preset: 'mov-move', species: 'whynom', ship: 'scout' });
    await first.db.close();
    const again = makeDeps({ db: testStore(path) });
    const doubled = await act(again, as(ANA), { rollId: o.roll.id, action: { kind: 'double', index: 0 } });
    expect(doubled.roll.lines[0]).toBe(
      'Whynom scout (rolls 2 dice, one counts twice): rolled 2 and 5 (the 2 counts twice): 2 + 2 + 5 = 9, so 9 movement points.',
    );
    await again.db.close();
  });
});
