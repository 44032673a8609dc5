import { beforeAll, describe, expect, it } from 'vitest';
import * as app from '../../src/app';
import { AppError } from '../../src/app';
import { RuleError, scriptedDice } from '../../src/rules';
import { as, dump, makeDeps } from './helpers';
import { ANA, duel } from './duel';
import { escapeText } from '../../src/app/text/safe-text';
import { conflictMessages } from '../../src/rules/conflict/messages';
import { GANG_FIGHT_DICE, GM, gangFightSetup, SHRED, SVEN, WIRE } from './scripts';

// R14.1: every refusal is one clear sentence and changes nothing.
describe('refusals leave every stored value unchanged', () => {
  const deps = makeDeps({ dice: scriptedDice(GANG_FIGHT_DICE) });
  beforeAll(async () => {
    for (const s of gangFightSetup()) await s.run(deps);
    await app.leadExchange(deps, as(WIRE), { target: 'Vid-Dronz', action: 'shoot', dice: [6, 6], confirmed: true });
  });

  const OUTSIDER = 'u-outsider';
  const cases: [string, () => unknown, string][] = [
    [
      'a second campaign in the channel',
      () => app.createCampaign(deps, as(GM), { name: 'Again' }),
      'campaign/exists-here',
    ],
    [
      'a campaign with an empty name elsewhere',
      () => app.createCampaign(deps, as(GM, 'c2'), { name: '   ' }),
      'input/bad-text',
    ],
    [
      'a command in a channel without campaign',
      () => app.createCharacter(deps, as(SHRED, 'c9'), { name: 'X' }),
      'campaign/none-here',
    ],
    [
      'a player setting a house rule',
      () => app.setCampaignRule(deps, as(SHRED), { rule: 'unmatched', value: 'reroll' }),
      'auth/not-gm',
    ],
    [
      'an unknown house rule',
      () => app.setCampaignRule(deps, as(GM), { rule: 'gravity', value: 'off' }),
      'campaign/bad-rule',
    ],
    [
      'a bad house rule value',
      () => app.setCampaignRule(deps, as(GM), { rule: 'unmatched', value: 'sometimes' }),
      'campaign/bad-rule',
    ],
    [
      'a duplicate character name',
      () => app.createCharacter(deps, as(OUTSIDER), { name: 'shred' }),
      'character/exists',
    ],
    [
      'a skill without its parent (R2.2)',
      () => app.addCharacterSkill(deps, as(SVEN), { path: 'Coordination: Pilot: Boat' }),
      'skill/missing-parent',
    ],
    [
      'a skill not in the catalog',
      () => app.addCharacterSkill(deps, as(SVEN), { path: 'Cooking' }),
      'character/unknown-skill',
    ],
    [
      'a skill held twice',
      () => app.addCharacterSkill(deps, as(SVEN), { path: 'Physique' }),
      'character/duplicate-skill',
    ],
    [
      "a skill on someone else's character",
      () => app.addCharacterSkill(deps, as(SVEN), { path: 'Cognition', character: 'Shred' }),
      'auth/not-owner',
    ],
    [
      'gear with a negative quality',
      () => app.addCharacterGear(deps, as(SHRED), { name: 'Gun', quality: -1, mode: 'assist', skill: 'Coordination' }),
      'gear/bad-quality',
    ],
    [
      'gear with an unknown mode',
      () => app.addCharacterGear(deps, as(SHRED), { name: 'Gun', quality: 2, mode: 'laser', skill: 'Coordination' }),
      'gear/bad-mode',
    ],
    ['a player creating an NPC', () => app.createNpc(deps, as(SHRED), { name: 'Bob' }), 'auth/not-gm'],
    ['a gang of one', () => app.createNpc(deps, as(GM), { name: 'Bob', gangSize: 1 }), 'input/bad-number'],
    ['a second open session', () => app.startSession(deps, as(GM)), 'session/already-open'],
    [
      'a second live conflict',
      () => app.startConflict(deps, as(GM), { primary: 'Physique: Unarmed: Punch' }),
      'conflict/exists-here',
    ],
    ['joining after rolling', () => app.joinConflict(deps, as(SHRED), {}), 'conflict/wrong-phase'],
    ['rolling twice', () => app.rollPool(deps, as(SHRED)), 'conflict/wrong-phase'],
    [
      'a lead while one is pending',
      () => app.leadExchange(deps, as(SHRED), { target: 'GM', action: 'kick', dice: [6] }),
      'exchange/pending',
    ],
    [
      'a response by someone other than the target',
      () => app.respondExchange(deps, as(SHRED), { action: 'x', dice: [5, 5] }),
      'auth/not-target',
    ],
    [
      'a response with the wrong number of dice',
      () => app.respondExchange(deps, as(GM), { action: 'x', dice: [4] }),
      'exchange/wrong-count',
    ],
    [
      'a response with dice not in the pool',
      () => app.respondExchange(deps, as(GM), { action: 'x', dice: [1, 1] }),
      'pool/not-in-pool',
    ],
    [
      'a goal the buyer cannot afford',
      () => app.buyGoal(deps, as(SVEN), { goal: 'Kill', target: 'S-Max' }),
      'goal/not-enough',
    ],
    [
      'a goal off the conflict chart',
      () => app.buyGoal(deps, as(SVEN), { goal: 'Persuade one person', target: 'S-Max' }),
      'goal/not-available',
    ],
    ['an unknown goal', () => app.buyGoal(deps, as(SVEN), { goal: 'Teleport', target: 'S-Max' }), 'goal/unknown'],
    [
      'R5.6 a goal bought by a side of the exchange in progress',
      () => app.buyGoal(deps, as(GM), { goal: 'Wound', target: 'Shred' }),
      'goal/exchange-pending',
    ],
    ['books given without books', () => app.giveBooks(deps, as(SVEN), { to: 'Shred' }), 'give/not-enough'],
    [
      'Murphy spent beyond the balance',
      () => app.spendMurphy(deps, as(GM), { amount: 5, reason: 'x' }),
      'murphy/not-enough',
    ],
    ['Murphy shown to a player', () => app.showMurphy(deps, as(SHRED)), 'auth/not-gm'],
    [
      'points spent beyond the balance',
      () => app.spendPoints(deps, as(SHRED), { amount: 1, reason: 'luck' }),
      'points/not-enough',
    ],
    ['a negative beg', () => app.requestBeg(deps, as(SHRED), { amount: -1, reason: 'please' }), 'input/bad-number'],
    ["another player's pool", () => app.showPool(deps, as(SHRED), { participant: 'Wire' }), 'auth/not-owner'],
    ['ending a conflict as an outsider', () => app.endConflictCommand(deps, as(OUTSIDER)), 'auth/not-participant'],
  ];

  it.each(cases)('GIVEN %s THEN refused with a sentence and nothing changes', async (_name, attempt, code) => {
    const before = await dump(deps.db);
    let error: unknown;
    try {
      await attempt();
    } catch (err) {
      error = err;
    }
    expect(error instanceof AppError || error instanceof RuleError, String(error)).toBe(true);
    expect((error as AppError).code).toBe(code);
    expect((error as Error).message).toMatch(/^[A-Z"0-9].*[.!]$/);
    expect(await dump(deps.db)).toEqual(before);
  });
});

describe('a rules refusal that repeats what someone typed', () => {
  it('GIVEN every sentence of the rules THEN none holds Markdown of its own, so escaping one changes only what was typed', () => {
    for (const [key, sentence] of Object.entries(conflictMessages)) {
      const text =
        typeof sentence === 'function' ? (sentence as (...a: string[]) => string)('A', 'B', 'C', 'D') : sentence;
      expect(text, key).toEqual(escapeText(text));
    }
  });

  it('GIVEN a lead against a typed name full of markup THEN the refusal shows it as text', async () => {
    const deps = await duel({ anaFaces: [6, 5, 5, 4, 4, 4, 2], gmFaces: [6, 6, 5, 5, 3, 1, 4, 4] });
    const before = await dump(deps.db);
    await expect(
      app.leadExchange(deps, as(ANA), { target: '**Bob** <@1> [x](https://y)', action: 'shoot', dice: [6] }),
    ).rejects.toThrow(
      expect.objectContaining({
        code: 'exchange/unknown-target',
        message: 'Nobody called "\\*\\*Bob\\*\\* \\<\\@1\\> \\[x\\](https\\://y)" is in this conflict.',
      }),
    );
    expect(await dump(deps.db)).toEqual(before);
  });
});
