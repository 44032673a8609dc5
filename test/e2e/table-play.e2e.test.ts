/**
 * A whole conflict at its table, by buttons, menus and forms only once Ana exists (no slash
 * command reaches the double after /character create, and the last test says so): Ana built in
 * the private builder, the conflict started from "Start a conflict" on her
 * announcement (a stranger refused), the secondary skill and the rolls from the table, four
 * exchanges (a risky lead chosen in the lead form; a lead Ana disputes and answers after resist
 * gear; a war over a trailing tie; Viktor's last die), the chin, a purchase against Viktor a zone
 * away, the follow-up and fly dice in it. The channel stays quiet: the table is edited in place,
 * and only leads, results, purchases, the end and the moments that call someone (the dispute, the
 * resist, the follow-up held back for books) are new messages (at most 15 standing); the war, and a
 * moment once three messages stand below the table, bring the table down to the bottom, pinging
 * those who must act; the follow-up gets a table of its own.
 */
import { describe, expect, it, vi } from 'vitest';
import { type ChannelMessage, type DoubleUser, ref, type SentMessage } from '../../tools/double';
import { content, gailPatQuinn, poolIn, privateOnes, selectOptions, toggleDice, transcript } from './helpers';
import { pickSkill } from './pick-skill';
import { useBot } from './use-bot';

const { gm, pat, quinn } = gailPatQuinn('41'); // Pat plays Ana, Quinn is a stranger
const AIRGUN = 'Coordination: Projectiles: Airgun';

const e2e = useBot({ seed: 11, quietMs: 120, deploy: true, name: 'table' });
const run = e2e.cmd;

const buttonsOn = (m: { components: any[] } | SentMessage | undefined): { label: string; custom_id: string }[] => {
  const rows: any[] = (m && 'components' in m ? m.components : (m as SentMessage | undefined)?.data?.components) ?? [];
  return rows.flatMap((r) => r.components ?? []).filter((c: any) => c.type === 2);
};

/** The conflict's table as the channel shows it now. */
function table(): ChannelMessage {
  const t = e2e.double
    .channelMessages()
    .filter((m) => !m.deleted && m.content.includes('**Waiting for**'))
    .at(-1);
  if (!t) throw new Error('no table in the channel');
  return t;
}

/** Waits until the table shows `text` (it is edited just after the click is answered). */
async function tableShows(text: string | RegExp): Promise<ChannelMessage> {
  await vi.waitFor(() => expect(table().content).toMatch(text), { timeout: 5_000 });
  return table();
}

/** Clicks the table's button labelled `label`, once the table has it. */
async function clickTable(user: DoubleUser, label: string): Promise<SentMessage[]> {
  await vi.waitFor(() => expect(buttonsOn(table()).map((b) => b.label)).toContain(label), { timeout: 5_000 });
  const t = table();
  const b = buttonsOn(t).find((c) => c.label === label)!;
  return e2e.double.button(user, b.custom_id, { id: t.id, ephemeral: false });
}

const customIdsOn = (m: SentMessage): string[] =>
  (m.data?.components ?? []).flatMap((r: any) => r.components ?? []).map((c: any) => String(c.custom_id));

/** The private builder panel the last of `sent` left. */
const builderPanel = (sent: SentMessage[]): SentMessage => {
  const panel = [...sent].reverse().find((m) => m.ephemeral && customIdsOn(m).some((id) => id.startsWith('chb:')));
  if (!panel) throw new Error(`no builder panel: ${transcript(sent)}`);
  return panel;
};

const modalOf = (sent: SentMessage[]) => {
  const m = sent.find((s) => s.kind === 'modal');
  if (!m) throw new Error(`no form opened: ${transcript(sent)}`);
  return String(m.data.custom_id);
};

/** The ephemeral dice picker among the sent messages. */
const pickerOf = (sent: SentMessage[]) => {
  const p = privateOnes(sent).find((m) => buttonsOn(m).some((b) => b.custom_id.startsWith('dice:go:')));
  if (!p) throw new Error(`no dice picker: ${transcript(sent)}`);
  return p;
};

/** Picks `faces` on the picker, pushes, and fills the form that opens. */
async function pushAndFill(
  user: DoubleUser,
  sent: SentMessage[],
  faces: number[],
  fields: Record<string, string>,
  told = true,
) {
  // A pool no bigger than the answer asked for goes in whole: the form opens at once.
  let opened = sent;
  if (!sent.some((m) => m.kind === 'modal')) {
    const picker = await toggleDice(e2e.double, user, pickerOf(sent), faces);
    const push = buttonsOn(picker).find((b) => b.custom_id.startsWith('dice:go:'))!;
    opened = await e2e.double.button(user, push.custom_id, { id: picker.messageId, ephemeral: true });
  }
  const submitted = e2e.double.modalSubmit(user, modalOf(opened), fields);
  return told ? e2e.withPublic(submitted) : submitted;
}

describe('a conflict at its table', () => {
  let start = 0;
  let announced: SentMessage | undefined;
  /** Slash commands the double receives once Ana exists: none may come. */
  let slashCommands: { mock: { calls: unknown[] } } | undefined;
  const pools: Record<'Ana' | 'GM', number[]> = { Ana: [], GM: [] };

  it('GIVEN the campaign THEN Pat builds Ana in the private builder and Done announces her with Start a conflict', async () => {
    await run(gm, 'campaign', 'create', { name: 'Table Town' });
    await run(gm, 'campaign', 'set', { rule: 'trailing-tie', value: 'war' });
    await run(gm, 'npc', 'create', { name: 'Viktor', level: 6 });
    await run(gm, 'session', 'start');
    // The last typed command: Ana exists from here, and everything after is a click or a form.
    let panel = builderPanel(await e2e.settled(run(pat, 'character', 'create', { name: 'Ana' }), 1));
    slashCommands = vi.spyOn(e2e.double, 'command');
    const pick = async (depth: number, path: string) => {
      const id = customIdsOn(panel).find((c) => c.startsWith('chb:sk:') && c.endsWith(`:${depth}`))!;
      panel = builderPanel(await e2e.settled(e2e.double.select(pat, id, [path], ref(panel)), 1));
    };
    await pick(1, 'Coordination');
    await pick(2, 'Coordination: Projectiles');
    await pick(3, AIRGUN);
    await pick(2, 'Coordination: Acrobatics');
    const gearId = customIdsOn(panel).find((c) => c.startsWith('chb:gear:'))!;
    const gearForm = modalOf(await e2e.double.button(pat, gearId, ref(panel)));
    panel = builderPanel(
      await e2e.settled(
        e2e.double.modalSubmit(
          pat,
          gearForm,
          { name: 'Vest', quality: '3', mode: 'resist', skill: 'Coordination' },
          ref(panel),
        ),
        1,
      ),
    );
    expect(content(panel)).toContain('Vest (quality 3, resist, for Coordination)');
    const doneId = customIdsOn(panel).find((c) => c.startsWith('chb:done:'))!;
    const done = await e2e.withPublic(e2e.double.button(pat, doneId, ref(panel)));
    announced = done.find((m) => !m.ephemeral)!;
    expect(content(announced)).toMatch(/^\*\*Ana\*\* joins Table Town/);
    expect(buttonsOn(announced).map((b) => b.label)).toEqual(['Start a conflict']);
  });

  it('GIVEN the announcement THEN a stranger is refused the start form and nothing starts', async () => {
    const refused = await e2e.click(quinn, announced, 'Start a conflict');
    expect(refused.some((m) => m.kind === 'modal')).toBe(false);
    expect(privateOnes(refused).map(content).join('\n')).toMatch(/You need a character to start a conflict/);
    // Nor does a forged submission of the form start one.
    const forged = await e2e.double.modalSubmit(quinn, 'cs:startf', { primary: AIRGUN, against: 'who:Viktor' });
    expect(forged.every((m) => m.ephemeral)).toBe(true);
    expect(() => table()).toThrow(/no table/);
  });

  it('GIVEN Start a conflict THEN Pat picks the primary skill and Viktor from menus and the table offers Join, Roll and the secondary skill', async () => {
    start = e2e.double.channelMessages().length;
    const form = await e2e.click(pat, announced, 'Start a conflict');
    const modal = form.find((m) => m.kind === 'modal')!;
    expect(JSON.stringify(modal.data)).toContain(AIRGUN);
    await e2e.withPublic(e2e.double.modalSubmit(pat, modalOf(form), { primary: AIRGUN, against: 'who:Viktor' }));
    const t = await tableShows(/\*\*Conflict over Coordination: Projectiles: Airgun\*\*/);
    expect(t.content).toContain('Viktor');
    // The opening on top of the table is not listed again under "lately".
    expect(t.content.match(/A conflict begins over/g)).toHaveLength(1);
    expect(buttonsOn(t).map((b) => b.label)).toEqual(['Join', 'Roll', 'Secondary skill', 'GM moves…']);
  });

  it('GIVEN the table THEN the GM picks the secondary skill from menus and both roll from it, the table edited in place', async () => {
    const before = table().id;
    await pickSkill(e2e.double, gm, await clickTable(gm, 'Secondary skill'), 'Physique');
    await tableShows(/Secondary skill: Physique/);
    pools.Ana = poolIn(await clickTable(pat, 'Roll'));
    pools.GM = poolIn(await clickTable(gm, 'Roll'));
    // R4.1: the set-up stays open until the GM (or the side that started it) presses Begin.
    await tableShows(/to begin the exchanges with Begin/);
    await clickTable(gm, 'Begin');
    const t = await tableShows(/\(exchanges\)/);
    expect(t.id).toBe(before);
    expect(pools).toEqual({ Ana: [6, 6, 4, 4, 4], GM: [6, 6, 5, 4, 4] });
  });

  it("GIVEN Lead on the table THEN Ana picks a die, chooses risky in the form, and the lead pings Viktor's GM once", async () => {
    const tableId = table().id;
    const led = await pushAndFill(pat, await clickTable(pat, 'Lead'), [6], {
      action: 'I fire across the catwalk',
      how: 'risky',
    });
    const lead = led.find((m) => !m.ephemeral)!;
    expect(content(lead)).toMatch(/^\*\*Ana\*\* leads exchange 1 against \*\*Viktor\*\* with 1 die \(risky\)/);
    expect(lead.data.allowed_mentions.users).toEqual([gm.id]);
    // The one led against finds its choices on the lead itself: risky already, so no Dispute.
    expect(buttonsOn(lead).map((b) => b.label)).toEqual(['Respond', 'Resist with gear']);
    const t = await tableShows(/\*\*Waiting for\*\*: Viktor to answer Ana's lead with 1 die, risky/);
    expect(buttonsOn(t).map((b) => b.label)).toEqual([
      'Respond',
      'Resist with gear',
      'Withdraw the lead',
      'My pool',
      'GM moves…',
    ]);
    expect(t.id).toBe(tableId);
    const answered = await pushAndFill(gm, await clickTable(gm, 'Respond'), [4], {
      action: 'Viktor ducks behind a crate',
    });
    expect(content(answered.find((m) => !m.ephemeral))).toMatch(
      /Risky: Ana totals 6, Viktor 4: Ana captures 4 \(\+1\)/,
    );
    // The moves are on the table; the result keeps only "My pool".
    expect(buttonsOn(answered.find((m) => !m.ephemeral)).map((b) => b.label)).toEqual(['My pool']);
    await tableShows(/· Exchange 1: Ana \+1 book, Viktor nothing\./);
  });

  it('GIVEN the GM leads at Ana THEN Ana disputes it and resists with gear from the table before answering', async () => {
    // Ana is suggested to lead, but strict-turns is off: the GM's Lead button leads as Viktor.
    await pushAndFill(gm, await clickTable(gm, 'Lead'), [6], { action: 'Viktor swings a pipe' });
    const before = table().id;
    const postsBefore = e2e.double.calls.length;
    const disputed = await clickTable(pat, 'Dispute');
    // A moment, with three messages below the table: the table comes down to the bottom, the
    // dispute on top of it, calling the leader (Ana answers it herself). One message, not two.
    expect(disputed.map((m) => m.kind)).toEqual(['deferredUpdate']);
    const moved = await tableShows(/disputed: whoever totals more takes it/);
    expect(moved.id).not.toBe(before);
    expect(moved.content).toMatch(
      new RegExp(
        `^\\*\\*Ana\\*\\* disputes the lead of exchange 2: it is now risky.* <@${gm.id}>, keep your lead as it stands or withdraw it\\.`,
      ),
    );
    const post = e2e.double.calls
      .slice(postsBefore)
      .find((c) => c.method === 'POST' && /\/channels\/\d+\/messages$/.test(c.path)) as { body: any } | undefined;
    expect(post?.body.allowed_mentions).toEqual({ parse: [], users: [gm.id] });
    const form = await clickTable(pat, 'Resist with gear');
    // Ana's own resist gear, offered in a menu: nothing to type.
    const menu = form.find((m) => m.kind === 'modal')!.data.components[0].component;
    expect([menu.type, menu.options.map((o: { value: string }) => o.value)]).toEqual([3, ['Vest']]);
    const resisted = await e2e.double.modalSubmit(pat, modalOf(form), { gear: 'Vest' });
    expect(content(resisted.find((m) => !m.ephemeral))).toMatch(/^\*\*Ana\*\* resists with Vest\. <@/);
    expect(poolIn(resisted)).toEqual([6, 6, 5, 4, 4, 4, 4]);
    await tableShows(/· \*\*Ana\*\* resists with Vest\./);
    const answered = await pushAndFill(pat, await clickTable(pat, 'Respond'), [6], { action: 'I catch the pipe' });
    expect(content(answered.find((m) => !m.ephemeral))).toMatch(
      /Viktor against Ana \(risky\)[\s\S]*both total 6: nobody scores/,
    );
  });

  it('GIVEN a trailing tie THEN the table is posted again at the bottom pinging both sides, each adds a war die from a menu, and Ana wins it', async () => {
    await pushAndFill(gm, await clickTable(gm, 'Lead'), [4], { action: 'Viktor throws a bottle' });
    const before = table().id;
    const postsBefore = e2e.double.calls.length;
    const answered = await pushAndFill(pat, await clickTable(pat, 'Respond'), [4], { action: 'I kick it away' }, false);
    expect(answered.filter((m) => !m.ephemeral)).toEqual([]); // no war message: the table is the call
    const t = await tableShows(/\*\*Waiting for\*\*: A war die (each )?from Viktor and Ana/);
    // R5.4: the table comes down to the bottom (the old copy deleted), calling the two who must act.
    expect(t.id).not.toBe(before);
    expect(e2e.double.channelMessages().at(-1)?.id).toBe(t.id);
    expect(e2e.double.channelMessages().find((m) => m.id === before)?.deleted).toBe(true);
    expect(t.content).toMatch(
      new RegExp(`^Exchange 3 ends on a tie .*war! <@${gm.id}> \\(Viktor\\) and <@${pat.id}> \\(Ana\\)`),
    );
    const post = e2e.double.calls
      .slice(postsBefore)
      .find((c) => c.method === 'POST' && /\/channels\/\d+\/messages$/.test(c.path)) as { body: any } | undefined;
    expect(post?.body.allowed_mentions.parse).toEqual([]);
    expect([...(post?.body.allowed_mentions.users ?? [])].sort()).toEqual([gm.id, pat.id].sort());
    expect(post?.body.allowed_mentions.users).not.toContain(quinn.id);
    const warDie = async (user: DoubleUser, face: string) => {
      const menu = privateOnes(await clickTable(user, 'Add a war die'))[0]!;
      const id = String(menu.data.components[0].components[0].custom_id);
      return e2e.double.select(user, id, [face], { id: menu.messageId, ephemeral: true });
    };
    await warDie(pat, '6');
    const result = await e2e.withPublic(warDie(gm, '5'));
    expect(content(result.find((m) => !m.ephemeral))).toMatch(
      /War dice: Viktor 5, Ana 6[\s\S]*Ana wins and captures 5 4/,
    );
  });

  it('GIVEN Viktor spends his last die THEN the end is told with the result, the table offers the chin, and the recap tells all', async () => {
    await pushAndFill(pat, await clickTable(pat, 'Lead'), [5], { action: 'I aim for the lamp', how: 'ordinary' });
    const answered = await pushAndFill(gm, await clickTable(gm, 'Respond'), [6], { action: 'Viktor lunges' });
    const told = answered.filter((m) => !m.ephemeral);
    expect(told).toHaveLength(1);
    expect(content(told[0])).toMatch(
      /Exchange 4 resolved[\s\S]*\*\*The conflict is over\*\*: everyone on one side is out of dice/,
    );
    const t = await tableShows(/\(over\)/);
    expect(buttonsOn(t).map((b) => b.label)).toEqual([
      'Follow-up',
      'Take it on the chin',
      'Buy a goal',
      'Recap',
      'Check the dice',
      'My pool',
      'GM moves…',
    ]);
    // The recap tells the whole story, the risky and disputed leads, the resist and the war too.
    const recap = content((await e2e.withPublic(clickTable(pat, 'Recap'))).find((m) => !m.ephemeral));
    for (const line of [
      'Exchange 1 was led risky by Ana',
      'Ana disputed the lead of exchange 2, making it risky.',
      'Ana resisted with Vest in exchange 2.',
      'Viktor added a die to the war of exchange 3.',
      'Ana added a die to the war of exchange 3.',
    ])
      expect(recap).toContain(line);
  });

  it('GIVEN the chin THEN the GM is asked first about books, Ana buys a wound on Viktor a zone away, and the follow-up takes the table over', async () => {
    const warned = await e2e.withPublic(pickSkill(e2e.double, gm, await clickTable(gm, 'Take it on the chin'), AIRGUN));
    // Nothing started: the channel is told why, calling Ana to spend her books (the GM reads it).
    const held = warned.find((m) => !m.ephemeral)!;
    expect(content(held)).toMatch(new RegExp(`^<@${pat.id}> Before the follow-up: .* still hold unspent books`));
    expect(held.data.allowed_mentions).toEqual({ parse: [], users: [pat.id] });
    await tableShows(/· Before the follow-up: .* still hold unspent books/);
    const menu = privateOnes(await clickTable(pat, 'Buy a goal'))[0]!;
    expect(selectOptions(menu).map((o) => o.value)).toContain('Wound');
    // Viktor has fallen back a zone: the form of a purchase at a distance, all menus.
    const far = buttonsOn(menu).find((b) => b.label.startsWith('Buy against someone zones away'))!;
    const farForm = await e2e.double.button(pat, far.custom_id, { id: menu.messageId, ephemeral: true });
    const bought = await e2e.withPublic(
      e2e.double.modalSubmit(pat, modalOf(farForm), { goal: 'Wound', target: 'Viktor', distance: '1' }),
    );
    expect(content(bought.find((m) => !m.ephemeral))).toBe(
      '**Ana** buys **Wound** against **Viktor** (price 2 books).\nAna: Books: 1',
    );
    const finished = table();
    const started = await pickSkill(e2e.double, gm, await clickTable(gm, 'Follow-up'), AIRGUN);
    // The GM's own answer says what happened, not only "Done".
    expect(privateOnes(started).map(content).join('\n')).toMatch(/The conflict follows up over/);
    const t = await tableShows(/\(setting up\)/);
    // The follow-up has a table of its own at the bottom, calling Ana to it; the finished
    // conflict's table keeps its result with Recap and Check the dice.
    expect(t.id).not.toBe(finished.id);
    expect(t.content.split(`<@${pat.id}>: the follow-up waits for you.`)).toHaveLength(2);
    expect(t.content).toMatch(/Ana may claim a die against Viktor: wound/);
    const old = e2e.double.channelMessages().find((m) => m.id === finished.id)!;
    expect([old.deleted, old.content.includes('(over)')]).toEqual([false, true]);
    expect(buttonsOn(old).map((b) => b.label)).toEqual(['Recap', 'Check the dice']);
  });

  it('GIVEN the follow-up THEN it is set up and rolled from the table, Ana carries the chin dice and flies against Viktor', async () => {
    await pickSkill(e2e.double, gm, await clickTable(gm, 'Secondary skill'), 'Physique');
    await tableShows(/Secondary skill: Physique/);
    const rolled = await clickTable(pat, 'Roll');
    expect(content(privateOnes(rolled)[0])).toMatch(/\+ 2 follow-up\)/);
    await clickTable(gm, 'Roll');
    await tableShows(/to begin the exchanges with Begin/);
    await clickTable(gm, 'Begin');
    await tableShows(/\(exchanges\)/);
    // The skill from the tree's menus; Viktor is the only one to fly against, so no menu asks.
    const flown = await e2e.withPublic(
      pickSkill(e2e.double, pat, await clickTable(pat, 'Fly dice'), 'Coordination: Acrobatics'),
    );
    expect(content(flown.find((m) => !m.ephemeral))).toMatch(/^\*\*Ana\*\* rolls fly dice against \*\*Viktor\*\*/);
    await tableShows(/· Fly dice for Coordination: Acrobatics: Viktor won\./);
  });

  it('GIVEN the whole conflict and its follow-up THEN the channel holds at most 15 new messages: leads, results, moments, the purchase, the fly and the two tables', () => {
    // What the channel shows: a table moved to the bottom leaves no copy behind.
    const posted = e2e.double
      .channelMessages()
      .slice(start)
      .filter((m) => !m.deleted);
    expect(posted.length, posted.map((m) => m.content.split('\n')[0]).join('\n')).toBeLessThanOrEqual(15);
    // One table a conflict: the finished one and the follow-up's.
    expect(posted.filter((m) => /^(.*\n)*\*\*Conflict over /.test(m.content)).length).toBe(2);
    // Nothing was typed once Ana existed: every move above was a button, a menu or a form.
    expect(slashCommands?.mock.calls).toEqual([]);
  });
});
