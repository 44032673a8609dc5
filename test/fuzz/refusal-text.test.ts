// Refusals quote what was typed on one bounded line, and odd rule names are refused cleanly.
import { describe, expect, it } from 'vitest';
import * as app from '../../src/app';
import { parseFaces } from '../../src/rules';
import { ANA, caller, GM, world } from '../authz/world';

describe('refusals echo what was typed, line breaks included', () => {
  // Was a bug (src/rules/dice.ts parseFaces, src/rules/skills.ts parseSkillPath, src/rules/goals.ts
  // findGoal, src/app/use-case/load.ts clip/participantNamed/characterFor, src/app/campaign/house-rules.ts
  // parseHouseRule, src/app/conflict/conflict-add-npc.ts, conflict-start.ts): the refusal quotes the raw
  // option value, so "a\nb" makes a two-line "one sentence" (R14.1) — and any control character
  // or markdown typed goes back into the reply. Fix: quote typed text through one helper that
  // collapses whitespace/control characters (and clips), e.g. `quoted(s)` in load.ts.
  const typed = 'a\nb';
  const cases: [string, () => unknown][] = [
    ['a dice option (parseFaces)', () => parseFaces(typed)],
    [
      '/character show character',
      async () => app.showCharacter(await world('campaign'), caller(ANA), { character: typed }),
    ],
    [
      '/exchange lead target',
      async () => app.leadExchange(await world('exchanges'), caller(ANA), { target: typed, action: 'x', dice: [5] }),
    ],
    ['/goal buy goal', async () => app.buyGoal(await world('books'), caller(ANA), { goal: typed, target: 'Brute' })],
    [
      '/campaign set rule',
      async () => app.setCampaignRule(await world('campaign'), caller(GM), { rule: typed, value: 'on' }),
    ],
    ['/conflict add-npc npc', async () => app.addNpcToConflict(await world('setup'), caller(GM), { npc: typed })],
    [
      '/conflict start against',
      async () =>
        app.startConflict(await world('campaign'), caller(ANA), {
          primary: 'Coordination: Projectiles: Airgun',
          against: typed,
        }),
    ],
    [
      '/character skill path (parseSkillPath)',
      async () => app.addCharacterSkill(await world('campaign'), caller(ANA), { path: 'A:\n:B' }),
    ],
  ];
  it.each(cases)('GIVEN %s with a line break THEN the refusal is still one line', async (_name, run) => {
    let message = '';
    try {
      await run();
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).not.toBe('');
    expect(message).not.toMatch(/\n/);
  });
});

describe('house rule names that are Object.prototype keys', () => {
  // Was a bug (src/app/campaign/house-rules.ts parseHouseRule: `if (!(r in HOUSE_RULES))`): `in` sees inherited
  // keys, so rule "__proto__" or "constructor" (names are lower-cased first) passes the check and
  // `HOUSE_RULES[r].includes` throws a TypeError instead of the refusal campaign/bad-rule.
  // Repro: setCampaignRule(deps, gm, { rule: 'constructor', value: 'on' }). Fix: Object.hasOwn(HOUSE_RULES, r).
  it.each(['__proto__', 'constructor', ' Constructor '])(
    'GIVEN /campaign set rule:%s THEN a refusal, not a TypeError',
    async (rule) => {
      const deps = await world('campaign');
      await expect(app.setCampaignRule(deps, caller(GM), { rule, value: 'on' })).rejects.toThrow(
        expect.objectContaining({ code: 'campaign/bad-rule' }),
      );
    },
  );
});

describe('refusals that list every name', () => {
  // Was a bug (minor; src/app/use-case/load.ts characterFor and callerParticipant, 'character/ambiguous'): the
  // refusal lists every character the caller plays, so a player with many long-named characters
  // gets a "sentence" of any length (385 characters here; the bound the suites use is 300).
  // Fix: name the first few and count the rest ("Ana, Bo, Cy and 6 more").
  it('GIVEN a player with nine characters THEN the ambiguity refusal stays under 300 characters', async () => {
    const deps = await world('campaign');
    for (let i = 0; i < 8; i++)
      await app.createCharacter(deps, caller(ANA), { name: `${'Anastasia-Longname-'.padEnd(38, 'x')}${i}` });
    await expect(app.addCharacterSkill(deps, caller(ANA), { path: 'Physique' })).rejects.toThrow(
      expect.objectContaining({ code: 'character/ambiguous' }),
    );
    try {
      await app.addCharacterSkill(deps, caller(ANA), { path: 'Physique' });
    } catch (err) {
      expect((err as Error).message.length).toBeLessThan(300);
    }
  });
});
