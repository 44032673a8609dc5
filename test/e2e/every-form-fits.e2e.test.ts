/**
 * Every form the builder and the conflict table open, opened by every person, in each state this
 * file reaches (the builder's "Own lifestyle…" form once failed for everyone, its label one
 * character past Discord's limit, and no test had opened it). A form that breaks one of Discord's
 * limits either never leaves the bot (discord.js refuses to build it, and the person reads
 * "something went wrong") or reaches the double, which refuses it as Discord does (test/setup/
 * discord-schema.ts fails the test then). Both fail here.
 *
 * States reached: the builder of a campaign without lifestyles (so "Own lifestyle…" shows), then
 * the form submitted; the campaign's message and its GM panel (the NPC, gang and Murphy forms),
 * pressed by the GM and by a player; the table of a conflict in set-up (before and after the rolls)
 * and once the exchanges have begun, each form button pressed by the GM, the player in it and
 * someone who is not, the GM's "GM moves…" panel and each form on it (a circumstance die, Murphy
 * added and spent) and its menu of NPCs and gangs to add; the skill tree's menus three levels deep
 * (the secondary skill's Field, Focus and Specialty menus, each level's "itself" option), fly
 * dice's first skill menu, and the "Did you mean" answer with its button. Menus are opened, never
 * picked at their last level: pressing a form button changes nothing until the form is sent, so
 * the walk leaves no trace.
 */
import { describe, expect, it } from 'vitest';
import { type DoubleUser, ref, type SentMessage } from '../../tools/double';
import { answered, buttonId, buttonsOf, content, gailPatQuinn, publicOnes, tableOf, transcript } from './helpers';
import { useBot } from './use-bot';

const { gm, pat, quinn } = gailPatQuinn('62'); // Pat plays Ana; Quinn has no one in the conflict
const AIRGUN = 'Coordination: Projectiles: Airgun';
const e2e = useBot({ seed: 62, quietMs: 120, deploy: true, name: 'forms' });
const run = e2e.cmd;
let campaign: SentMessage | undefined;

/** A button that opens a form or a menu: the table's own moves, and every label ending in "…". */
const TABLE_FORMS = /^tb:(secondary|resist|fly|give|follow|buy-far):/;
const opensForm = (b: { label?: string; custom_id: string }) =>
  TABLE_FORMS.test(b.custom_id) || b.custom_id === 'gmp:open' || (b.label ?? '').endsWith('…');

/**
 * Presses every form button of `message` as each of `users`: each press answers with one form, or
 * one private message (a menu, a panel of more such buttons, or a sentence saying why not); never
 * an error. A private panel's own form buttons are pressed in turn by the same person. Returns the
 * titles of the forms opened, and "menu: <placeholder>" for each private menu.
 */
async function openEveryForm(message: SentMessage, users: DoubleUser[], nested = false): Promise<string[]> {
  const titles: string[] = [];
  const buttons = buttonsOf(message).filter((b) => !b.disabled && opensForm(b));
  for (const b of buttons) {
    for (const user of users) {
      const sent = answered(await e2e.double.button(user, b.custom_id, ref(message)));
      const said = `${user.username} pressed ${b.label}: ${transcript(sent)}`;
      expect(sent, said).toHaveLength(1);
      const [answer] = sent;
      if (answer!.kind === 'modal') {
        titles.push(String(answer!.data.title));
        continue;
      }
      expect(answer!.ephemeral, said).toBe(true);
      expect(content(answer), said).not.toMatch(/went wrong|error id/i);
      titles.push(...menusOf(answer!));
      if (!nested && buttonsOf(answer).some((c) => !c.disabled && opensForm(c)))
        titles.push(...(await openEveryForm(answer!, [user], true)));
    }
  }
  return titles;
}

/** "menu: <placeholder>" for each select menu of a message. */
const menusOf = (m: SentMessage): string[] =>
  (m.data?.components ?? [])
    .flatMap((r: any) => r.components ?? [])
    .filter((c: any) => c.type === 3)
    .map((c: any) => `menu: ${c.placeholder}`);

/** The private message's select menu whose custom id matches `id`. */
const menuId = (m: SentMessage | undefined, id: RegExp): string => {
  const found = (m?.data?.components ?? [])
    .flatMap((r: any) => r.components ?? [])
    .find((c: any) => id.test(c.custom_id));
  if (!found) throw new Error(`no menu ${id} on ${JSON.stringify(m?.data)}`);
  return String(found.custom_id);
};

describe('every form the builder and the table open fits Discord', () => {
  it('GIVEN a campaign without lifestyles THEN each builder form opens, and the own lifestyle is added', async () => {
    campaign = publicOnes(await e2e.withPublic(run(gm, 'campaign', 'create', { name: 'Forms Night' })))[0];
    const made = await e2e.settled(run(pat, 'character', 'create', { name: 'Ana' }), 1);
    const panel = [...made].reverse().find((m) => m.ephemeral && buttonsOf(m).length > 0)!;
    expect(buttonsOf(panel).map((b) => b.label)).toContain('Own lifestyles…');
    const titles = await openEveryForm(panel, [pat]);
    expect(titles).toEqual(expect.arrayContaining(['Gear', 'Lifestyles of your own']));

    const own = buttonsOf(panel).find((b) => b.label === 'Own lifestyles…')!;
    const form = own.custom_id.replace(/^chb:own:/, 'chb:ownf:');
    const sent = answered(
      await e2e.double.modalSubmit(
        pat,
        form,
        { l1: 'Dock rat\nPhysique\ngear: Hook 2 assist Physique\nhabits: picks fights', l2: '' },
        ref(panel),
      ),
    );
    expect(transcript(sent)).not.toMatch(/went wrong|error id/i);
    expect(transcript(sent)).toContain('Dock rat');
  });

  it("GIVEN the campaign's message THEN the GM panel and each of its forms open for the GM, and a player is refused", async () => {
    const titles = await openEveryForm(campaign!, [gm, pat]);
    expect(titles).toEqual([
      'menu: Change a house rule',
      'A new NPC',
      'A new gang',
      'Add Murphy points',
      'Spend Murphy points',
    ]);
  });

  it('GIVEN a conflict in set-up and in its exchanges THEN every table form opens for whoever may use it', async () => {
    await run(pat, 'character', 'skill', { path: 'Coordination' });
    await run(pat, 'character', 'skill', { path: 'Coordination: Projectiles' });
    await run(pat, 'character', 'skill', { path: AIRGUN });
    await run(gm, 'npc', 'create', { name: 'Viktor', level: 6 });
    await run(gm, 'npc', 'create', { name: 'Pier Rats', 'gang-size': 12 });
    await run(gm, 'session', 'start');
    await e2e.withPublic(run(pat, 'conflict', 'start', { primary: AIRGUN, against: 'Viktor' }));
    const everyone = [gm, pat, quinn];
    const titles = await openEveryForm(tableOf(e2e.double), everyone);

    // Only the challenged side picks the secondary skill: Pat started it, so Pat is refused on the click.
    const early = await e2e.double.button(
      pat,
      buttonId(tableOf(e2e.double), 'Secondary skill'),
      ref(tableOf(e2e.double)),
    );
    expect(answered(early).map((m) => m.kind)).toEqual(['reply']);
    expect(content(answered(early)[0])).toMatch(/challenged/);

    // The skill tree's menus, three deep: a Field, then a Focus (or the Field itself), then a
    // Specialty (or the Focus itself). The last is only opened: a pick there would set the skill.
    const t0 = tableOf(e2e.double);
    let tree = answered(await e2e.double.button(gm, buttonId(t0, 'Secondary skill'), ref(t0)))[0]!;
    tree = answered(
      await e2e.double.select(gm, menuId(tree, /^tb:secondary-skill:\d+:1$/), ['Coordination'], ref(tree)),
    )[0]!;
    tree = answered(
      await e2e.double.select(gm, menuId(tree, /^tb:secondary-skill:\d+:2$/), ['Coordination: Projectiles'], ref(tree)),
    )[0]!;
    expect(menusOf(tree)).toEqual([
      'menu: Pick a Field',
      'menu: a Focus of Coordination',
      'menu: a Specialty of Coordination: Projectiles',
    ]);
    // The GM's menu of NPCs and gangs to add: Viktor is in it already, so only the gang.
    const t1 = tableOf(e2e.double);
    const moves = answered(await e2e.double.button(gm, buttonId(t1, 'GM moves…'), ref(t1)))[0]!;
    const add = answered(await e2e.double.button(gm, buttonId(moves, 'Add an NPC or gang'), ref(moves)))[0]!;
    expect(menusOf(add)).toEqual(['menu: An NPC or gang of the campaign']);
    // A typed skill close to one of the catalog: "Did you mean" with the button that takes it.
    const guess = answered(await run(gm, 'conflict', 'secondary', { skill: 'Physiqe' }))[0]!;
    expect(buttonsOf(guess).map((b) => b.label)).toEqual(['Use Physique']);

    await run(pat, 'conflict', 'roll');
    await run(gm, 'conflict', 'roll');
    // Rolled, the set-up still waits for the secondary skill: its button stays on the table.
    expect(buttonsOf(tableOf(e2e.double)).map((b) => b.label)).toContain('Secondary skill');
    titles.push(...(await openEveryForm(tableOf(e2e.double), everyone)));

    await run(gm, 'conflict', 'secondary', { skill: 'Physique' });
    await run(gm, 'conflict', 'begin');
    titles.push(...(await openEveryForm(tableOf(e2e.double), everyone)));
    expect(titles).toEqual(
      expect.arrayContaining(['A circumstance die', 'Add Murphy points', 'Spend Murphy points', 'menu: Pick a Field']),
    );

    // Menus where the bot knows the answers: fly dice's skill from the tree; Give books never lists the giver.
    const table = tableOf(e2e.double);
    const [fly] = answered(await e2e.double.button(pat, buttonId(table, 'Fly dice'), ref(table)));
    expect(menusOf(fly!)).toEqual(['menu: Pick a Field']);
    const [give] = answered(await e2e.double.button(pat, buttonId(table, 'Give books'), ref(table)));
    expect(give!.kind).not.toBe('modal');
    expect(content(give)).toBe('There is nobody else on your side to give books to.');
  });

  it('GIVEN a proposal THEN the counter form asks for a costlier goal, and the answer to a counter for a cheaper one', async () => {
    const labels = (modal: SentMessage | undefined) =>
      (modal?.data?.components ?? []).map((c: any) => `${c.label} | ${c.description ?? ''}`).join('\n');
    const proposal = publicOnes(
      await e2e.withPublic(run(pat, 'goal', 'propose', { target: 'Viktor', goal: 'Viktor drops the gun', price: 2 })),
    )[0]!;
    expect(await openEveryForm(proposal, [gm, pat, quinn])).toEqual(['Counter the offer', 'Accept only if…']);
    const [form] = answered(await e2e.double.button(gm, buttonId(proposal, 'Counter…'), ref(proposal)));
    expect(labels(form)).toContain('The goal you offer instead (costlier)');
    expect(labels(form)).toContain('Its price: more than 2 books | The offer costs 2 books; yours must cost more.');
    const counter = publicOnes(
      await e2e.withPublic(
        e2e.double.modalSubmit(
          gm,
          form!.data.custom_id,
          { goal: 'Viktor drops it and runs', price: '3' },
          ref(proposal),
        ),
      ),
    )[0]!;

    const [back] = answered(await e2e.double.button(pat, buttonId(counter, 'Counter…'), ref(counter)));
    expect(labels(back)).toContain('The goal you offer instead (cheaper)');
    expect(labels(back)).toContain('Its price: fewer than 3 books | The offer costs 3 books; yours must cost less.');
    const notCheaper = answered(
      await e2e.double.modalSubmit(
        pat,
        back!.data.custom_id,
        { goal: 'Viktor just drops it', price: '3' },
        ref(counter),
      ),
    );
    expect(notCheaper.map((m) => m.ephemeral)).toEqual([true]);
    const cheaper = await e2e.withPublic(
      e2e.double.modalSubmit(pat, back!.data.custom_id, { goal: 'Viktor just drops it', price: '2' }, ref(counter)),
    );
    expect(content(publicOnes(cheaper)[0])).toMatch(/“Viktor just drops it” against \*\*Viktor\*\* for 2 books/);

    // The proposal was answered by the counter: its buttons are disabled.
    await expect(e2e.double.button(gm, buttonId(proposal, 'Only if…'), ref(proposal))).rejects.toThrow(/disabled/);
  });

  it('GIVEN the Buy a goal menu THEN Propose a goal… opens a form whose target is a menu, and posts the proposal', async () => {
    const table = tableOf(e2e.double);
    const [menu] = answered(await e2e.double.button(pat, buttonId(table, 'Buy a goal'), ref(table)));
    const [form] = answered(await e2e.double.button(pat, buttonId(menu, 'Propose a goal…'), ref(menu!)));
    expect(form!.kind).toBe('modal');
    const target = form!.data.components.find((c: any) => c.label === 'Against whom').component;
    expect([target.type, target.options.map((o: any) => o.value)]).toEqual([3, ['Viktor']]);
    const sent = await e2e.withPublic(
      e2e.double.modalSubmit(
        pat,
        form!.data.custom_id,
        { target: 'Viktor', goal: 'Viktor drops his knife', price: '2' },
        ref(menu!),
      ),
    );
    expect(content(publicOnes(sent)[0])).toMatch(
      /\*\*Ana\*\* proposes “Viktor drops his knife” against \*\*Viktor\*\* for 2 books/,
    );
    // Someone outside the conflict gets no form.
    const stranger = answered(await e2e.double.button(quinn, buttonId(menu, 'Propose a goal…'), ref(menu!)));
    expect(stranger.map((m) => m.kind)).toEqual(['reply']);
  });
});
