// Sheets as files (R2): /character export gives JSON and Markdown; /character import makes the
// character in another campaign, or replaces one's own after a confirmation; a malformed or forged
// file is refused whole with one sentence.
import { describe, expect, it } from 'vitest';
import * as app from '../../../src/app';
import { characterSheet } from '../../../src/app/character/character-show';
import { characterByName } from '../../../src/store/character/characters';
import { asCampaignId } from '../../../src/store/engine/ids';
import { as } from '../helpers';
import { ANA, BEN, expectRefused, GM, world } from '../campaign/world';

const OTHER = 'c2';

async function exported(deps: Awaited<ReturnType<typeof world>>) {
  const docs = (await app.exportSheet(deps, as(ANA), {})).private[ANA] ?? [];
  const files = Object.fromEntries(docs.map((d) => (d.kind === 'document' ? [d.name, d.text] : ['', ''])));
  return { json: files['Ana.json']!, md: files['Ana.md']! };
}

async function builtAna() {
  const deps = await world();
  await app.addCharacterLifestyle(deps, as(ANA), {
    name: 'Dock rat',
    skills: 'Physique: Athletics: Running',
    gear: 'Hook 2 assist Physique: Athletics',
    contacts: 'Old Min',
    memento: 'Network: the dockers',
    habits: 'picks fights',
  });
  for (const path of ['Coordination', 'Coordination: Projectiles', 'Coordination: Projectiles: Airgun'])
    await app.addCharacterSkill(deps, as(ANA), { path });
  await app.addCharacterGear(deps, as(ANA), {
    name: 'Old airgun',
    quality: 4,
    mode: 'assist',
    skill: 'Coordination: Projectiles: Airgun',
    pmp: 1,
  });
  await app.createCampaign(deps, as(GM, OTHER), { name: 'Ishtar' });
  return deps;
}

const sheet = async (deps: Awaited<ReturnType<typeof world>>, campaign: number) => {
  const c = (await characterByName(deps.db, asCampaignId(campaign), 'Ana'))!;
  const { owner: _owner, ...rest } = await characterSheet(deps.db, c);
  return rest;
};

describe('sheets as files', () => {
  it('GIVEN a sheet exported from one campaign THEN it imports into another as the same sheet', async () => {
    const deps = await builtAna();
    const { json, md } = await exported(deps);
    expect(md).toContain('# Ana');
    expect(md).toContain('**Dock rat**; skills: Physique: Athletics: Running');
    const o = await app.importSheet(deps, as(ANA, OTHER), { text: json });
    expect(o.public[0]).toMatchObject({
      kind: 'notice',
      text: expect.stringMatching(/^\*\*Ana\*\* joins Ishtar from a sheet/),
    });
    expect(await sheet(deps, 2)).toEqual(await sheet(deps, 1));
  });

  it('GIVEN one of my own characters of that name THEN import asks for replace: True, then replaces it', async () => {
    const deps = await builtAna();
    const { json } = await exported(deps);
    await app.removeCharacterLifestyle(deps, as(ANA), { name: 'Dock rat' });
    const said = await expectRefused(deps.db, () => app.importSheet(deps, as(ANA), { text: json }), 'character/exists');
    expect(said).toMatch(/replace: True/);
    await app.importSheet(deps, as(ANA), { text: json, replace: true });
    expect((await sheet(deps, 1)).lifestyles.map((l) => l.name)).toEqual(['Dock rat']);
  });

  it("GIVEN someone else's character of that name THEN import is refused, even with replace", async () => {
    const deps = await builtAna();
    const { json } = await exported(deps);
    await expectRefused(
      deps.db,
      () => app.importSheet(deps, as(BEN), { text: json, replace: true }),
      'character/exists',
    );
  });

  it('GIVEN a malformed or forged file THEN it is refused whole with one sentence and nothing is stored', async () => {
    const deps = await builtAna();
    const file = JSON.parse((await exported(deps)).json);
    const forge = (edit: (f: any) => void) => {
      const f = structuredClone(file);
      edit(f);
      return JSON.stringify(f);
    };
    const cases: [string, string][] = [
      ['not json {', 'input/bad-text'],
      [forge((f) => (f.format = 'venus-conflict-campaign')), 'input/bad-text'],
      [forge((f) => (f.character.points = 99)), 'input/bad-text'],
      [forge((f) => (f.character.gear[0].quality = 999)), 'input/bad-text'],
      [forge((f) => (f.character.name = '<@1234>')), 'campaign/bad-name'],
      [forge((f) => (f.character.skills = ['Coordination: Projectiles: Airgun'])), 'skill/missing-parent'],
      [forge((f) => f.character.skills.push('Flying: Wings')), 'character/unknown-skill'],
      [forge((f) => f.character.lifestyles.push(f.character.lifestyles[0])), 'character/duplicate-lifestyle'],
      [forge((f) => (f.character.lifestyles[0].gear[0].mode = 'hurl')), 'input/bad-text'],
    ];
    for (const [text, code] of cases) {
      const said = await expectRefused(deps.db, () => app.importSheet(deps, as(ANA, OTHER), { text }), code);
      expect(said.split(/[.!?](\s|$)/).filter((s) => s.trim()).length, said).toBeLessThanOrEqual(2);
    }
  });
});
