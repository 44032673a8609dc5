/** /odds and /roll below Discord: the questions they answer and what their messages say. */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerOdds } from '../../src/discord/commands/odds';
import { rollFor } from '../../src/discord/commands/roll';
import { loadDiceLibrary } from '../../src/rules/systems';
import { textOf } from '../../src/app/text/safe-text';
import { PRESET_INPUTS, planPreset, suggestPresets } from '../../src/discord/commands/roll-presets';
import { isRefusal, refusalText } from '../../src/discord/error-messages';
import { renderOdds } from '../../src/discord/render/odds';
import { renderPublicRoll, renderSecretRoll } from '../../src/discord/render/roll';
import { type Face, scriptedDice, seededSource } from '../../src/rules';
import { PRESETS, SystemError } from '../../src/rules/systems';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const never = (): Face[] => {
  throw new Error('my pool was read');
};
const refusal = (fn: () => unknown): string => {
  try {
    fn();
  } catch (err) {
    expect(isRefusal(err), String(err)).toBe(true);
    return textOf(refusalText(err as never));
  }
  throw new Error('no refusal');
};

describe('answerOdds', () => {
  it('GIVEN 6 dice THEN the roll-in odds, one PNG chart and a summary', () => {
    const a = answerOdds({ dice: 6, against: null, push: null }, never);
    expect(a.pool?.dice).toBe(6);
    expect(a.push).toBeUndefined();
    const { body, files } = renderOdds(a);
    expect(files).toHaveLength(1);
    expect(files[0]!.data.subarray(0, 8)).toEqual(PNG);
    expect(body.content).toContain('Rolling in 6 dice, you keep 3.6 on average');
  });

  it('GIVEN push 3 against 2 THEN the exchange odds have the target push 2; against 9 is capped at 3', () => {
    const a = answerOdds({ dice: 10, against: 2, push: 3 }, never);
    expect(a.push).toMatchObject({ k: 3, targetDice: 2, actorFaces: null });
    const capped = answerOdds({ dice: 10, against: 9, push: 3 }, never);
    expect(capped.push?.targetDice).toBe(3);
    const { body, files } = renderOdds(capped);
    expect(files.map((f) => f.name)).toEqual(['pool-odds-10.png', 'push-odds-3-vs-3.png']);
    expect(body.content).toContain('They have 9 dice but push at most 3');
  });

  it('GIVEN no dice THEN my pool is used: its highest faces are pushed', () => {
    const a = answerOdds({ dice: null, against: null, push: 2 }, () => [4, 6, 5, 4]);
    expect(a.pool).toBeUndefined();
    expect(a.push).toMatchObject({ k: 2, actorFaces: [6, 5], targetDice: 2 });
    expect(renderOdds(a).body.content).toContain('Your pool holds 4 dice');
  });

  it('GIVEN no push THEN one die is pushed: the highest of my pool, or one die against the dice named', () => {
    expect(answerOdds({ dice: null, against: null, push: null }, () => [4, 6, 5]).push).toMatchObject({
      k: 1,
      actorFaces: [6],
      targetDice: 1,
    });
    expect(answerOdds({ dice: 6, against: 3, push: null }, never).push).toMatchObject({ k: 1, targetDice: 1 });
  });

  it('GIVEN roll-in and exchange odds THEN each is a heading with one line per fact, not a paragraph', () => {
    const text = renderOdds(answerOdds({ dice: 6, against: 2, push: 2 }, never)).body.content;
    const lines = text.split('\n');
    expect(lines[0]).toBe('**Rolling in 6 dice** (exact odds)');
    expect(lines).toContain('**One exchange** (exact odds)');
    expect(lines.filter((l) => l.startsWith('• ')).length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThan(160);
  });

  it('GIVEN an empty pool, or pushing more than it holds THEN one sentence', () => {
    expect(refusal(() => answerOdds({ dice: null, against: null, push: null }, () => []))).toMatch(/^You have no pool/);
    expect(refusal(() => answerOdds({ dice: null, against: null, push: 3 }, () => [6, 5]))).toBe(
      'Your pool holds only 2 dice: push fewer.',
    );
  });
});

describe('rollFor', () => {
  beforeAll(loadDiceLibrary);

  it('GIVEN 4d6kh3 and seeded dice THEN the dice, one struck, and the total', () => {
    const r = rollFor('Ana', '4d6kh3', null, seededSource(4));
    expect(textOf(r.what)).toBe('`4d6kh3`');
    expect(textOf(r.text)).toMatch(/^4d6kh3 \[(~~)?\d(~~)?(, (~~)?\d(~~)?){3}\] = \d+$/);
    expect(renderPublicRoll(r)[0]!.content).toBe(`**Ana** rolled \`4d6kh3\`\n${textOf(r.text)}`);
    expect(renderSecretRoll(r)[0]!.content).toContain('(secret: only you see this)');
  });

  it('GIVEN bad notation or nothing THEN a one-sentence refusal', () => {
    expect(refusal(() => rollFor('Ana', '4x6', null, seededSource(1)))).toMatch(/^[A-Z"].*\.$/);
    expect(refusal(() => rollFor('Ana', null, null, seededSource(1)))).toBe(
      'Type dice notation such as 4d6kh3 or 2d6+1, or pick a preset.',
    );
    expect(refusal(() => rollFor('Ana', '2d6', 'no-such', seededSource(1)))).toMatch(/^There is no preset called/);
  });
});

describe('presets', () => {
  const examples: Record<string, string> = {
    'mov-move': 'human scout',
    'mov-mercenary-attack': 'AC SC vs GL',
    'mov-nova-balls': '2 1',
    'mov-haggle': 'goods=3 own=1 enemy=0 city',
    'drama-pool': 'skill=3 ability=2 2d8 vs 6',
    'drama-opposed': 'skill=3 ability=2 2d8 vs 6 against d10 d6 vs 9',
    'drama-damage': '2d8 body=3 armor=1',
    'finesse-force': '5',
  };

  it('GIVEN the registry THEN every preset reads inputs, and autocomplete offers it', () => {
    expect(Object.keys(PRESET_INPUTS).sort()).toEqual(PRESETS.map((p) => p.id).sort());
    expect(suggestPresets('')).toEqual(PRESETS.map((p) => p.id));
    expect(suggestPresets('drama')).toEqual(['drama-pool', 'drama-opposed', 'drama-damage']);
  });

  it.each(PRESETS.map((p) => [p.id]))(
    'GIVEN %s with its example inputs THEN it reads them; without inputs THEN its usage',
    (id) => {
      const { preset, plan } = planPreset(id, examples[id]!, seededSource(7));
      expect(preset.id).toBe(id);
      if (plan.kind === 'text') expect(textOf(plan.text).length).toBeGreaterThan(5);
      else expect(plan.request.preset).toBe(id);
      expect(() => planPreset(id, '', seededSource(7))).toThrow(SystemError);
    },
  );

  it('GIVEN a mercenary attack by names with scripted dice THEN ten times the die plus their firepower', () => {
    const { plan } = planPreset(
      'mov-mercenary-attack',
      'AirCav, street cops vs Puss-in-Boots forts=20',
      scriptedDice([2, 3]),
    );
    expect(plan.kind === 'text' && textOf(plan.text)).toEqual(
      'Attacking: AirCav 70 + Street Cops 50. Defending: Puss-in-Boots 40 + forts 20.\nThe attacker rolled a 2 (worth 20) with 120 firepower: 140 in all. The defender rolled a 3 (worth 30) with 60 firepower: 90 in all. The target is removed and the attacker carries on with the turn.',
    );
  });

  it('GIVEN finesse-force THEN the pools, Will and access reach the app', () => {
    expect(planPreset('finesse-force', '5 7 will=1 access=4', seededSource(1)).plan).toEqual({
      kind: 'stored',
      request: { preset: 'finesse-force', pools: [5, 7], will: 1, access: 4 },
    });
  });

  it('GIVEN a bad species THEN a one-sentence refusal', () => {
    expect(refusal(() => planPreset('mov-move', 'martian scout', seededSource(1)))).toMatch(/\.$/);
  });
});
