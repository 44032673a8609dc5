/**
 * The private character builder through Discord (R2.3, R2.2, R3.2): a starting character with six
 * lifestyles from the campaign (their skills granted), a skill picked down the tree, gear and a
 * memento, in at most 12 interactions and at most 2 public messages; then it rolls the dice the
 * rules give it, the dice the builder said it would.
 */
import { describe, expect, it } from 'vitest';
import { ref, type SentMessage } from '../../tools/double';
import { answered, content, customIds, gailPatQuinn, poolIn, privateOnes, publicOnes, transcript } from './helpers';
import { useBot } from './use-bot';

const { gm, pat, quinn } = gailPatQuinn('34');
const e2e = useBot({ seed: 5, quietMs: 120, deploy: true, name: 'builder' });
const run = e2e.cmd;

const LIFESTYLES: Record<string, Record<string, string>> = {
  'Dock rat': { skills: 'Physique: Athletics: Running', habits: 'picks fights' },
  Smuggler: { skills: 'Coordination: Pilot: Boat', contacts: 'the night ferry' },
  Courier: { skills: 'Physique: Athletics' },
  Gunhand: { skills: 'Coordination: Projectiles: Airgun' },
  Bouncer: { skills: 'Authority: Intimidation' },
  Talker: { skills: 'Personability' },
};

/** The panel as the last of `sent` left it (the one private message with builder controls). */
function panelIn(sent: readonly SentMessage[]): SentMessage {
  const panel = [...sent].reverse().find((m) => m.ephemeral && customIds(m).some((id) => id.startsWith('chb:')));
  if (!panel) throw new Error(`no builder panel in ${transcript(sent)}`);
  return panel;
}
const menuId = (m: SentMessage, prefix: string) => {
  const id = customIds(m).find((c) => c.startsWith(prefix));
  if (!id) throw new Error(`no ${prefix} control on ${content(m)}`);
  return id;
};

describe('the character builder', () => {
  it('GIVEN a campaign with six lifestyles THEN a player builds a starting character privately, in few steps', async () => {
    await run(gm, 'campaign', 'create', { name: 'Builder Nights' });
    for (const [name, lists] of Object.entries(LIFESTYLES)) await run(gm, 'campaign', 'lifestyle', { name, ...lists });
    const firstMessage = e2e.double.messages.length;
    let interactions = 0;
    const step = async (sent: Promise<SentMessage[]>) => {
      interactions++;
      return e2e.settled(sent, 1);
    };

    let panel = panelIn(await step(run(pat, 'character', 'create', { name: 'Ana' })));
    expect(content(panel)).toContain('Building **Ana**');
    expect(content(panel)).toContain('6 to go');

    const names = Object.keys(LIFESTYLES);
    panel = panelIn(await step(e2e.double.select(pat, menuId(panel, 'chb:life:'), names, ref(panel))));
    expect(content(panel)).toContain('All six lifestyles');
    expect(content(panel)).toContain('Coordination: Projectiles: Airgun (from Gunhand)');
    expect(content(panel)).toContain('Physique: Athletics (from Dock rat, Courier)');

    // Down the tree: a Field held already only opens its Focuses; a new Specialty brings its parent.
    panel = panelIn(await step(e2e.double.select(pat, menuId(panel, 'chb:sk:'), ['Coordination'], ref(panel))));
    panel = panelIn(
      await step(e2e.double.select(pat, `chb:sk:${idOf(panel)}:2`, ['Coordination: Acrobatics'], ref(panel))),
    );
    expect(content(panel)).toContain('Ana now has **Coordination: Acrobatics**');
    panel = panelIn(
      await step(
        e2e.double.select(pat, `chb:sk:${idOf(panel)}:3`, ['Coordination: Acrobatics: Gymnastics'], ref(panel)),
      ),
    );

    const gearForm = await step(e2e.double.button(pat, menuId(panel, 'chb:gear:'), ref(panel)));
    // The mode and the skill are menus: the modes the rules allow, the skills Ana holds.
    const gearModal = gearForm.find((m) => m.kind === 'modal')!;
    expect(menuValues(gearModal, 'mode')).toEqual(['assist', 'circumstance', 'resist']);
    expect(menuValues(gearModal, 'skill')).toContain('Coordination: Projectiles: Airgun');
    // The skill just picked in the tree menus comes first, picked already.
    expect(menuValues(gearModal, 'skill')[0]).toBe('Coordination: Acrobatics: Gymnastics');
    expect(menuValues(gearModal, 'skill')).not.toContain('Cognition');
    panel = panelIn(
      await step(
        e2e.double.modalSubmit(
          pat,
          `chb:gearf:${idOf(panel)}`,
          { name: 'Old airgun', quality: '4', mode: 'assist', skill: 'Coordination: Projectiles: Airgun' },
          ref(panel),
        ),
      ),
    );
    await step(e2e.double.button(pat, menuId(panel, 'chb:memo:'), ref(panel)));
    panel = panelIn(
      await step(
        e2e.double.modalSubmit(
          pat,
          `chb:memof:${idOf(panel)}`,
          { lifestyle: 'dock rat', memento: 'Network: the dockers' },
          ref(panel),
        ),
      ),
    );
    expect(content(panel)).toContain('memento: “Network: the dockers”');
    expect(content(panel)).toContain(
      'Dice: in a conflict on Coordination: Projectiles: Airgun, Ana would draw 8 dice (6 for Coordination: Projectiles: Airgun + 2 gear)',
    );

    const done = await e2e.withPublic(step(e2e.double.button(pat, menuId(panel, 'chb:done:'), ref(panel))));
    const [posted] = publicOnes(done);
    expect(content(posted)).toMatch(/^\*\*Ana\*\* joins Builder Nights, played by/);
    expect(content(posted)).toContain('Skills: ');
    expect(content(posted)).toContain('Gear: Old airgun (quality 4, assist, for Coordination: Projectiles: Airgun)');

    expect(interactions).toBeLessThanOrEqual(12);
    const made = e2e.double.messages.slice(firstMessage);
    expect(publicOnes(made).length, transcript(publicOnes(made))).toBeLessThanOrEqual(2);
    // Nobody else was shown the panel.
    expect(privateOnes(made).every((m) => m.userId === pat.id)).toBe(true);
  });

  it('GIVEN the built character THEN it rolls the dice the builder said (R3.2: 6 for the Airgun chain + 2 gear)', async () => {
    await run(gm, 'npc', 'create', { name: 'Viktor', level: 6 });
    await run(gm, 'session', 'start');
    await run(pat, 'conflict', 'start', { primary: 'Coordination: Projectiles: Airgun', against: 'Viktor' });
    await run(gm, 'conflict', 'secondary', { skill: 'Cognition' });
    const rolled = await run(pat, 'conflict', 'roll');
    expect(privateOnes(rolled).map(content).join('\n')).toMatch(/You rolled 8 dice/);
    poolIn(rolled);
  });

  it("GIVEN someone else's panel id THEN their clicks are refused and the sheet is unchanged", async () => {
    await run(quinn, 'character', 'create', { name: 'Bea' });
    const beaPanel = panelIn(e2e.double.messages.filter((m) => m.userId === quinn.id));
    const sent = await e2e.double.modalSubmit(
      pat,
      `chb:gearf:${idOf(beaPanel)}`,
      { name: 'Stolen', quality: '9', mode: 'assist', skill: 'Physique' },
      ref(beaPanel),
    );
    expect(content(sent.at(-1))).toMatch(/Only Bea's player or the GM/);
    const [sheet] = await run(quinn, 'character', 'show');
    expect(content(sheet)).toContain('Gear: none');
  });
});

describe('sheets as files through Discord', () => {
  it('GIVEN Ana exported from this campaign THEN she imports into a campaign in another channel, forged files refused', async () => {
    const exported = await run(pat, 'character', 'export');
    expect(exported.every((m) => m.ephemeral)).toBe(true);
    const withFile = exported.find((m) => m.files.includes('Ana.json'));
    expect(withFile?.files).toEqual(['Ana.json', 'Ana.md']);
    const call = [...e2e.double.calls].reverse().find((c) => c.files.includes('Ana.json'));
    const json = call!.fileBytes![call!.files.indexOf('Ana.json')]!.toString('utf8');

    // Another channel: an offset from the double's own (a time-based id: a last digit of 9 was its own).
    const other = { channelId: String(BigInt(e2e.double.channelId) + 1000n) };
    await run(gm, 'campaign', 'create', { name: 'Ishtar' }, other);
    const importing = (text: string) =>
      e2e.double.command(
        pat,
        'character',
        [
          {
            name: 'import',
            type: 1,
            options: [
              { name: 'file', type: 11, value: e2e.double.attachment('Ana.json', text, 'application/json').id },
            ],
          },
        ],
        other,
      );
    const forged = await importing(json.replace('"quality": 4', '"quality": 400'));
    expect(answered(forged).map((m) => m.ephemeral)).toEqual([true]);
    expect(content(answered(forged)[0])).toMatch(
      /^The sheet is not one \/character export made: at character\.gear\.0\.quality/,
    );
    const imported = await e2e.withPublic(importing(json));
    expect(content(publicOnes(answered(imported))[0])).toMatch(/^\*\*Ana\*\* joins Ishtar from a sheet/);
    const [here] = await run(pat, 'character', 'show');
    const [there] = await run(pat, 'character', 'show', {}, other);
    expect(content(there)).toBe(content(here));
  });
});

/** The values a menu of a form offers, by the menu's id. */
function menuValues(modal: SentMessage, id: string): string[] {
  const label = modal.data.components.find((c: any) => c.component?.custom_id === id);
  if (label?.component?.type !== 3) throw new Error(`no menu ${id} in the form ${JSON.stringify(modal.data)}`);
  return label.component.options.map((o: any) => o.value);
}

describe('a starting character of lifestyles all its player wrote', () => {
  it("GIVEN a campaign whose GM wrote no lifestyles THEN six of the player's own, a skill, gear and Done take at most 12 interactions", async () => {
    // A campaign of its own in another channel: one without a single lifestyle written.
    const here = { channelId: String(BigInt(e2e.double.channelId) + 2000n) };
    await run(gm, 'campaign', 'create', { name: 'Own Ways' }, here);
    let interactions = 0;
    const step = async (sent: Promise<SentMessage[]>) => {
      interactions++;
      return e2e.settled(sent, 1);
    };
    let panel = panelIn(await step(run(quinn, 'character', 'create', { name: 'Cleo' }, here)));
    expect(customIds(panel).some((c) => c.startsWith('chb:life:'))).toBe(false);
    const own = async (boxes: Record<string, string>, count: number) => {
      const [form] = (await step(e2e.double.button(quinn, menuId(panel, 'chb:own:'), ref(panel)))).filter(
        (m) => m.kind === 'modal',
      );
      // As many boxes as the character may still take, at most five.
      expect(form!.data.components).toHaveLength(count);
      return panelIn(await step(e2e.double.modalSubmit(quinn, `chb:ownf:${idOf(panel)}`, boxes, ref(panel))));
    };
    panel = await own(
      {
        l1: 'Dock rat\nPhysique: Athletics: Running\nhabits: picks fights',
        l2: 'Smuggler\nCoordination: Pilot: Boat\ncontacts: the night ferry',
        l3: 'Courier\nPhysique: Athletics',
        l4: 'Gunhand\nCoordination: Projectiles: Airgun\ngear: Old airgun 4 assist Coordination: Projectiles: Airgun',
        l5: 'Bouncer\nAuthority: Intimidation',
      },
      5,
    );
    expect(content(panel)).toContain('1 to go');
    expect(content(panel)).toContain('Physique: Athletics (from Dock rat, Courier)');
    // A refused form adds nothing and gives back what was typed.
    panel = await own({ l1: 'Talker\nPersonability\nXylophone' }, 1);
    expect(content(panel)).toContain('Nothing was added');
    expect(content(panel)).toContain('Talker / Personability / Xylophone');
    expect(content(panel)).toContain('1 to go');
    panel = await own({ l1: 'Talker\nPersonability\nmemento: Network: the dockers' }, 1);
    expect(content(panel)).toContain('All six lifestyles');
    expect(content(panel)).toContain('memento: “Network: the dockers”');

    panel = panelIn(await step(e2e.double.select(quinn, menuId(panel, 'chb:sk:'), ['Cognition'], ref(panel))));
    await step(e2e.double.button(quinn, menuId(panel, 'chb:gear:'), ref(panel)));
    panel = panelIn(
      await step(
        e2e.double.modalSubmit(
          quinn,
          `chb:gearf:${idOf(panel)}`,
          { name: 'Knuckles', quality: '2', mode: 'circumstance', skill: 'Authority: Intimidation' },
          ref(panel),
        ),
      ),
    );
    const done = await e2e.withPublic(step(e2e.double.button(quinn, menuId(panel, 'chb:done:'), ref(panel))));
    const posted = content(publicOnes(done)[0]);
    expect(posted).toMatch(/^\*\*Cleo\*\* joins Own Ways/);
    expect(posted).toContain('Knuckles (quality 2, circumstance, for Authority: Intimidation)');
    expect(posted).toContain('Old airgun (quality 4, assist, for Coordination: Projectiles: Airgun, from Gunhand)');
    expect(posted).toContain('Lifestyles: Dock rat (habits: “picks fights”), Smuggler (contacts: “the night ferry”)');
    expect(interactions).toBeLessThanOrEqual(12);
  });
});

function idOf(panel: SentMessage): string {
  return /^chb:[a-z]+:(\d+)/.exec(menuId(panel, 'chb:done:'))![1]!;
}
