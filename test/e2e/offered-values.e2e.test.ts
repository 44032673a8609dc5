/**
 * Forged builder answers and the lifestyle limit through Discord (R2.3, R12.1). A modified client
 * can send a menu any values and a form any boxes: the builder takes only what its panel offered,
 * and a character lists at most 6 lifestyles, one more per milestone the GM grants, however the
 * lifestyle comes (menu, form or /character lifestyle). Each refusal is one private sentence and
 * the sheet stays as it was.
 */
import { describe, expect, it } from 'vitest';
import { ref, type SentMessage } from '../../tools/double';
import { storedRows } from './bot-process';
import { answered, content, customIds, gailPatQuinn, transcript } from './helpers';
import { useBot } from './use-bot';

const { gm, pat } = gailPatQuinn('51');
const e2e = useBot({ seed: 51, quietMs: 100, name: 'offered-values' });
const run = e2e.cmd;

const CATALOGUE = ['Dock rat', 'Smuggler', 'Courier', 'Gunhand', 'Bouncer', 'Talker', 'Medic', 'Pilot'];
const NOT_OFFERED = /^That answer is not one this menu or form offered/;
const TOO_MANY = /Ana already has 6 lifestyles, all Ana may have now: a new one comes when the GM grants a milestone/;

/** The builder panel as the last of `sent` left it. */
function panelIn(sent: readonly SentMessage[]): SentMessage {
  const panel = [...sent].reverse().find((m) => m.ephemeral && customIds(m).some((id) => id.startsWith('chb:')));
  if (!panel) throw new Error(`no builder panel in ${transcript(sent)}`);
  return panel;
}

/** One private refusal sentence matching `pattern`. */
function refused(sent: readonly SentMessage[], pattern: RegExp): void {
  const answers = answered(sent);
  expect(
    answers.map((m) => m.ephemeral),
    transcript(sent),
  ).toEqual([true]);
  expect(content(answers[0])).toMatch(pattern);
}

/** Every stored row a builder step could change: the sheets, their lifestyles, skills and gear. */
async function stored(): Promise<unknown[]> {
  const tables = ['characters', 'lifestyles', 'character_skills', 'gear'];
  return Promise.all(tables.map((t) => storedRows(e2e.run.database, `SELECT * FROM ${t} ORDER BY 1, 2`)));
}

/** Ana's sheet as /character show prints it. */
async function sheet(): Promise<string> {
  const [shown] = await run(pat, 'character', 'show');
  return content(shown);
}

describe('the builder takes only what its panel offered', () => {
  let panel: SentMessage;
  let id: string;

  it('GIVEN a forged lifestyle menu with 200 values THEN refused in one sentence; Ana stays level 6 with none', async () => {
    await run(gm, 'campaign', 'create', { name: 'Forged Nights' });
    for (const name of CATALOGUE) await run(gm, 'campaign', 'lifestyle', { name, skills: 'Physique' });
    panel = panelIn(await e2e.settled(run(pat, 'character', 'create', { name: 'Ana' }), 1));
    id = /^chb:[a-z]+:(\d+)/.exec(customIds(panel).find((c) => c.startsWith('chb:done:'))!)![1]!;
    const menu = `chb:life:${id}`;
    expect(customIds(panel)).toContain(menu);

    const before = await stored();
    const forged = Array.from({ length: 200 }, (_, n) => `Forged life ${n}`);
    refused(await e2e.double.select(pat, menu, forged, ref(panel)), NOT_OFFERED);
    // Offered names, but more of them than the menu lets one pick (it offers 8, lets one take 6).
    refused(await e2e.double.select(pat, menu, CATALOGUE, ref(panel)), NOT_OFFERED);
    // One value the menu never offered, and one offered value twice.
    refused(await e2e.double.select(pat, menu, ['Admiral of the fleet'], ref(panel)), NOT_OFFERED);
    refused(await e2e.double.select(pat, menu, ['Medic', 'Medic'], ref(panel)), NOT_OFFERED);
    // A skill menu answered with a path not in the campaign's tree, or from another level of it.
    refused(await e2e.double.select(pat, `chb:sk:${id}:1`, ['Piloting: Starships'], ref(panel)), NOT_OFFERED);
    refused(await e2e.double.select(pat, `chb:sk:${id}:1`, ['Physique: Athletics'], ref(panel)), NOT_OFFERED);

    expect(await stored()).toEqual(before);
    const shown = await sheet();
    expect(shown).toMatch(/level 6/);
    expect(shown).toContain('Lifestyles: none');
    expect(shown).not.toContain('Forged');
  });

  it('GIVEN a forged gear form with a box longer than it allows, or a box it never had THEN refused; no gear', async () => {
    await e2e.double.button(pat, `chb:gear:${id}`, ref(panel));
    const before = await stored();
    const gear = { name: 'Old airgun', quality: '4', mode: 'assist', skill: 'Physique' };
    refused(
      await e2e.double.modalSubmit(pat, `chb:gearf:${id}`, { ...gear, name: 'x'.repeat(4000) }, ref(panel)),
      NOT_OFFERED,
    );
    refused(await e2e.double.modalSubmit(pat, `chb:gearf:${id}`, { ...gear, pmp: '20' }, ref(panel)), NOT_OFFERED);
    // The mode and the skill are menus: a mode the rules do not have, a skill the menu never offered.
    refused(await e2e.double.modalSubmit(pat, `chb:gearf:${id}`, { ...gear, mode: 'magic' }, ref(panel)), NOT_OFFERED);
    refused(
      await e2e.double.modalSubmit(pat, `chb:gearf:${id}`, { ...gear, skill: 'Cognition: Physics' }, ref(panel)),
      NOT_OFFERED,
    );
    expect(await stored()).toEqual(before);
    expect(await sheet()).toContain('Gear: none');
  });

  it('GIVEN six picked in the menu THEN taken; the menu then offers none and a seventh typed is refused', async () => {
    panel = panelIn(await e2e.settled(e2e.double.select(pat, `chb:life:${id}`, CATALOGUE.slice(0, 6), ref(panel)), 1));
    expect(content(panel)).toContain('All six lifestyles');
    expect(customIds(panel)).not.toContain(`chb:life:${id}`);
    // The menu of the panel as it was before (it offered 8) is answered with the other two.
    refused(await e2e.double.select(pat, `chb:life:${id}`, ['Medic'], ref(panel)), NOT_OFFERED);
    refused(await run(pat, 'character', 'lifestyle', { name: 'Medic' }), TOO_MANY);
    refused(await run(pat, 'character', 'lifestyle', { name: 'Spacer', skills: 'Physique' }), TOO_MANY);
    // The builder's own-lifestyle form is held to the same limit.
    await e2e.double.button(pat, `chb:own:${id}`, ref(panel));
    refused(await e2e.double.modalSubmit(pat, `chb:ownf:${id}`, { l1: 'Spacer' }, ref(panel)), TOO_MANY);
    expect(await sheet()).toMatch(/level 6/);
  });

  it('GIVEN a milestone the GM grants THEN exactly one more lifestyle', async () => {
    refused(await run(pat, 'campaign', 'level-up'), /^Only the GM/);
    await e2e.withPublic(run(gm, 'campaign', 'level-up', { prompt: 'the Eros job is done' }));
    await e2e.withPublic(run(pat, 'character', 'lifestyle', { name: 'Medic' }));
    expect(await sheet()).toMatch(/level 7/);
    refused(
      await run(pat, 'character', 'lifestyle', { name: 'Pilot' }),
      /^Ana already has 7 lifestyles, all Ana may have now/,
    );
  });

  it('GIVEN the GM switches the house rule lifestyle-limit off THEN the odd campaign takes more', async () => {
    await e2e.withPublic(run(gm, 'campaign', 'set', { rule: 'lifestyle-limit', value: 'off' }));
    await e2e.withPublic(run(pat, 'character', 'lifestyle', { name: 'Pilot' }));
    expect(await sheet()).toMatch(/level 8/);
  });
});
