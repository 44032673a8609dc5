// R2.3: a lifestyle grants what it lists (skills with their parents, gear, contacts, a memento, bad
// habits); the sheet says which lifestyle gave what; removing it takes away only what it alone gave.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as app from '../../../src/app';
import { characterSheet } from '../../../src/app/character/character-show';
import { characterByName } from '../../../src/store/character/characters';
import { asCampaignId } from '../../../src/store/engine/ids';
import { as } from '../helpers';
import { ANA, BEN, expectRefused, GM, publicText, world } from '../campaign/world';

const sheetOf = async (deps: Awaited<ReturnType<typeof world>>, name = 'Ana') =>
  characterSheet(deps.db, (await characterByName(deps.db, asCampaignId(1), name))!);
const skillsOf = async (deps: Awaited<ReturnType<typeof world>>) => (await sheetOf(deps)).skills.map((s) => s.text);

const DOCK_RAT = {
  name: 'Dock rat',
  skills: 'Physique: Athletics: Running, Coordination: Pilot',
  gear: 'Hook 2 assist Physique: Athletics; Vest 3 resist Physique',
  contacts: 'Old Min, the crane crew',
  memento: 'Network: the dockers',
  habits: 'picks fights',
};

describe('lifestyles grant what they list (R2.3)', () => {
  it('GIVEN a lifestyle with skills and gear THEN they are on the sheet with their parents, and the sheet says where from', async () => {
    const deps = await world();
    const o = await app.addCharacterLifestyle(deps, as(ANA), DOCK_RAT);
    expect(publicText(o)).toBe(
      'Ana gains the lifestyle **Dock rat**, and with it Physique, Physique: Athletics, Physique: Athletics: Running, Coordination, Coordination: Pilot; the gear Hook, Vest.',
    );
    const sheet = await sheetOf(deps);
    expect(sheet.skills).toContainEqual({ text: 'Physique: Athletics: Running', own: false, from: ['Dock rat'] });
    expect(sheet.skills).toHaveLength(5);
    expect(sheet.gear.map((g) => [g.name, g.from])).toEqual([
      ['Hook', 'Dock rat'],
      ['Vest', 'Dock rat'],
    ]);
    expect(sheet.lifestyles).toEqual([
      {
        name: 'Dock rat',
        habits: 'picks fights',
        contacts: ['Old Min', 'the crane crew'],
        memento: 'Network: the dockers',
      },
    ]);
  });

  it('GIVEN two lifestyles that share a skill and gear THEN removing one keeps what the other still gives', async () => {
    const deps = await world();
    await app.addCharacterLifestyle(deps, as(ANA), DOCK_RAT);
    await app.addCharacterLifestyle(deps, as(ANA), {
      name: 'Courier',
      skills: 'Physique: Athletics, Cognition',
      gear: 'Hook 1 assist Physique',
    });
    expect((await sheetOf(deps)).skills.find((s) => s.text === 'Physique: Athletics')?.from).toEqual([
      'Dock rat',
      'Courier',
    ]);
    const o = await app.removeCharacterLifestyle(deps, as(ANA), { name: 'dock RAT' });
    expect(publicText(o)).toBe(
      'Ana leaves the lifestyle **Dock rat**, and with it Coordination, Coordination: Pilot, Physique: Athletics: Running; the gear Vest.',
    );
    expect(await skillsOf(deps)).toEqual(['Cognition', 'Physique', 'Physique: Athletics']);
    // The Hook stays, now given by the Courier.
    expect((await sheetOf(deps)).gear.map((g) => [g.name, g.from])).toEqual([['Hook', 'Courier']]);
    expect((await sheetOf(deps)).level).toBe(6);
  });

  it('GIVEN a skill the player added on a granted parent THEN removing the lifestyle keeps the parents it needs', async () => {
    const deps = await world();
    await app.addCharacterLifestyle(deps, as(ANA), { name: 'Skipper', skills: 'Coordination: Pilot' });
    await app.addCharacterSkill(deps, as(ANA), { path: 'Coordination: Pilot: Boat' });
    await app.addCharacterSkill(deps, as(ANA), { path: 'Physique' });
    await app.removeCharacterLifestyle(deps, as(ANA), { name: 'Skipper' });
    expect(await skillsOf(deps)).toEqual([
      'Coordination',
      'Coordination: Pilot',
      'Coordination: Pilot: Boat',
      'Physique',
    ]);
  });

  it('GIVEN a skill held before the lifestyle THEN removing the lifestyle keeps it', async () => {
    const deps = await world();
    await app.addCharacterSkill(deps, as(ANA), { path: 'Physique' });
    await app.addCharacterLifestyle(deps, as(ANA), { name: 'Runner', skills: 'Physique: Athletics' });
    await app.removeCharacterLifestyle(deps, as(ANA), { name: 'Runner' });
    expect(await skillsOf(deps)).toEqual(['Physique']);
  });

  it("GIVEN the campaign's lifestyles THEN a player names one and gets its lists; only the GM writes them", async () => {
    const deps = await world();
    await expectRefused(deps.db, () => app.writeCampaignLifestyle(deps, as(ANA), DOCK_RAT), 'auth/not-gm');
    await app.writeCampaignLifestyle(deps, as(GM), DOCK_RAT);
    await app.addCharacterLifestyle(deps, as(BEN), { name: 'DOCK RAT' });
    const ben = await sheetOf(deps, 'Ben');
    expect(ben.lifestyles[0]).toMatchObject({ name: 'Dock rat', memento: 'Network: the dockers' });
    expect(ben.skills).toHaveLength(5);
  });

  it('GIVEN a bad list THEN refused whole with one sentence, nothing stored', async () => {
    const deps = await world();
    await expectRefused(
      deps.db,
      () => app.addCharacterLifestyle(deps, as(ANA), { name: 'Dock rat', skills: 'Physique, Flying: Wings' }),
      'character/unknown-skill',
    );
    const bad = await expectRefused(
      deps.db,
      () => app.addCharacterLifestyle(deps, as(ANA), { name: 'Dock rat', gear: 'a hook' }),
      'input/bad-text',
    );
    expect(bad).toMatch(/name, quality, mode and skill/);
    await expectRefused(
      deps.db,
      () => app.addCharacterLifestyle(deps, as(ANA), { name: 'Dock rat', gear: 'Hook 2 hurl Physique' }),
      'gear/bad-mode',
    );
    await expectRefused(
      deps.db,
      () => app.removeCharacterLifestyle(deps, as(ANA), { name: 'Nope' }),
      'character/unknown-lifestyle',
    );
    await app.addCharacterLifestyle(deps, as(ANA), { name: 'Dock rat' });
    await expectRefused(
      deps.db,
      () => app.removeCharacterLifestyle(deps, as(BEN), { name: 'Dock rat', character: 'Ana' }),
      'auth/not-owner',
    );
  });

  it('GIVEN any lifestyles added then one removed THEN the sheet is what the others and own skills give (property)', async () => {
    const paths = [
      'Physique',
      'Physique: Athletics',
      'Physique: Athletics: Running',
      'Coordination: Pilot: Boat',
      'Cognition',
    ];
    const lifestyle = fc.subarray(paths, { minLength: 0, maxLength: 3 });
    await fc.assert(
      fc.asyncProperty(
        fc.array(lifestyle, { minLength: 1, maxLength: 4 }),
        fc.subarray(paths, { maxLength: 2 }),
        async (lists, own) => {
          const deps = await world();
          for (const p of own) {
            const chain = p.split(': ').map((_, i, parts) => parts.slice(0, i + 1).join(': '));
            for (const c of chain)
              if (!(await skillsOf(deps)).includes(c)) await app.addCharacterSkill(deps, as(ANA), { path: c });
          }
          for (const [n, skills] of lists.entries())
            await app.addCharacterLifestyle(deps, as(ANA), { name: `L${n}`, skills: skills.join(', ') });
          await app.removeCharacterLifestyle(deps, as(ANA), { name: 'L0' });
          const expected = new Set<string>();
          for (const p of [...own, ...lists.slice(1).flat()])
            p.split(': ').forEach((_, i, parts) => expected.add(parts.slice(0, i + 1).join(': ')));
          expect(new Set(await skillsOf(deps))).toEqual(expected);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('a Network memento (R11.3)', () => {
  it('GIVEN a lifestyle whose memento is a Network THEN connections count its 2 dice unless told not to', async () => {
    const deps = await world(Array(40).fill(4));
    await app.addCharacterLifestyle(deps, as(ANA), { name: 'Dock rat', memento: 'Network: the dockers' });
    await app.startDowntime(deps, as(GM));
    const said = (o: app.Outcome) => JSON.stringify(o.private[ANA]);
    expect(said(await app.downtimeConnections(deps, as(ANA), { lifestyles: 1 }))).toMatch(
      /4 dice.*\+ 2 for the Network memento/,
    );
    await app.endDowntime(deps, as(GM));
    await app.startDowntime(deps, as(GM));
    expect(said(await app.downtimeConnections(deps, as(ANA), { lifestyles: 1, network: false }))).not.toMatch(
      /Network/,
    );
  });
});
