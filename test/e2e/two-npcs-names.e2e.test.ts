/**
 * Two NPCs on the GM side, played from the table: the GM's lead form asks which of them leads, and
 * the lead, the table, the result and the recap name that NPC; Ana's answer form names him too.
 * Typed, `/exchange lead npc:` names him as well, with dice, through the picker or after the
 * question about pushing more than half the pool. The teardown's wording scan fails on any public
 * "the GM" acting here (GM_ACTS in payload-scan.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import { ref, sub, type DoubleUser, type SentMessage } from '../../tools/double';
import {
  buttonId,
  content,
  gailPatQuinn,
  poolIn,
  privateOnes,
  publicOnes,
  refusedWith,
  tableOf,
  tableShowing,
  toggleDice,
  transcript,
} from './helpers';
import { storedRows } from './bot-process';
import { useBot } from './use-bot';

const { gm, pat } = gailPatQuinn('42'); // Pat plays Ana
const AIRGUN = 'Coordination: Projectiles: Airgun';
const e2e = useBot({ seed: 5, quietMs: 120, name: 'two-npcs' });
const run = e2e.cmd;

const modalOf = (sent: SentMessage[]) => {
  const m = sent.find((s) => s.kind === 'modal');
  if (!m) throw new Error(`no form opened: ${transcript(sent)}`);
  return m;
};

/** The conflicts as stored (their state documents) and their event logs, read beside the bot. */
async function stored(): Promise<string> {
  const { database } = e2e.run;
  const conflicts = await storedRows(database, 'SELECT id, state, state_version FROM conflicts ORDER BY id');
  const events = await storedRows(database, 'SELECT * FROM events ORDER BY id');
  return JSON.stringify({ conflicts, events });
}

const poolOf = async (user: DoubleUser) => poolIn(await run(user, 'conflict', 'pool'));

/** The GM withdraws the lead waiting, so the next one can be made with the same dice. */
async function withdraw(): Promise<void> {
  const withdrawn = await e2e.withPublic(run(gm, 'exchange', 'cancel'));
  expect(content(publicOnes(withdrawn)[0]), transcript(withdrawn)).toMatch(/^Jack withdraws exchange \d+\.$/);
}

/** Ana starts a conflict against Viktor, the GM adds Jack, both roll and the GM begins. */
async function beginAgainstViktorAndJack(): Promise<void> {
  await run(pat, 'conflict', 'start', { primary: AIRGUN, against: 'Viktor' });
  await run(gm, 'conflict', 'add-npc', { npc: 'Jack' });
  await run(gm, 'conflict', 'secondary', { skill: 'Physique' });
  await clickTable(pat, 'Roll');
  await clickTable(gm, 'Roll');
  await clickTable(gm, 'Begin');
  await tableShowing(e2e.double, /\(exchanges\)/);
}

async function clickTable(user: DoubleUser, label: string): Promise<SentMessage[]> {
  await vi.waitFor(() => expect(() => buttonId(tableOf(e2e.double), label)).not.toThrow(), { timeout: 5_000 });
  const t = tableOf(e2e.double);
  return e2e.double.button(user, buttonId(t, label), ref(t));
}

/** Picks the first die of the picker the click opened and pushes it: the lead's form opens. */
async function pushOne(user: DoubleUser, sent: SentMessage[]): Promise<SentMessage[]> {
  const picker = privateOnes(sent).find((m) => /dice:go:/.test(JSON.stringify(m.data)));
  if (!picker) return sent;
  const first = (picker.data.components as any[])
    .flatMap((r) => r.components)
    .find((c: any) => /^[1-6]$/.test(c.label));
  const picked = await toggleDice(e2e.double, user, picker, [Number(first.label)]);
  return e2e.double.button(user, buttonId(picked, /^Push /), ref(picked));
}

describe('two NPCs on the GM side', () => {
  it('GIVEN Viktor and Jack THEN the GM picks Jack to lead in the form, and the lead and the table name Jack', async () => {
    await run(gm, 'campaign', 'create', { name: 'Two Rats' });
    await run(gm, 'npc', 'create', { name: 'Viktor', level: 6 });
    await run(gm, 'npc', 'create', { name: 'Jack', level: 6 });
    await run(pat, 'character', 'create', { name: 'Ana' });
    for (const path of ['Coordination', 'Coordination: Projectiles', AIRGUN])
      await run(pat, 'character', 'skill', { path });
    await beginAgainstViktorAndJack();
    const form = modalOf(await pushOne(gm, await clickTable(gm, 'Lead')));
    expect(JSON.stringify(form.data)).toContain('Who leads');
    const led = await e2e.withPublic(
      e2e.double.modalSubmit(gm, String(form.data.custom_id), {
        npc: 'Jack',
        action: 'Jack swings a chain',
        how: 'ordinary',
      }),
    );
    expect(content(led.find((m) => !m.ephemeral))).toMatch(/^\*\*Jack\*\* leads exchange 1 against \*\*Ana\*\*/);
    await tableShowing(e2e.double, /Ana to answer Jack's lead/);
  });

  it("GIVEN Jack's lead THEN Ana's form asks what she does against Jack, and the result and the recap name him", async () => {
    const form = modalOf(await pushOne(pat, await clickTable(pat, 'Respond')));
    expect(JSON.stringify(form.data)).toContain('What you do against Jack');
    const answered = await e2e.withPublic(
      e2e.double.modalSubmit(pat, String(form.data.custom_id), { action: 'I duck under it' }),
    );
    expect(content(answered.find((m) => !m.ephemeral))).toMatch(/Exchange 1 resolved\*\*: Jack against Ana/);
    const recap = content((await e2e.withPublic(run(pat, 'conflict', 'recap'))).find((m) => !m.ephemeral));
    expect(recap).toMatch(/Exchange 1: Jack “Jack swings a chain”/);
    expect(recap).toContain('**Viktor and Jack**: Books:');
  });

  it("GIVEN Ana's lead form refused because the GM led first THEN her words are kept, and once the lead is withdrawn Reopen the form brings them back", async () => {
    const form = modalOf(await pushOne(pat, await clickTable(pat, 'Lead')));
    // The GM leads while Ana is still typing.
    const gmForm = modalOf(await pushOne(gm, await clickTable(gm, 'Lead')));
    await e2e.withPublic(
      e2e.double.modalSubmit(gm, String(gmForm.data.custom_id), { npc: 'Viktor', action: 'A shot', how: 'ordinary' }),
    );
    const refused = await e2e.double.modalSubmit(pat, String(form.data.custom_id), {
      target: 'Jack',
      action: 'I throw the ```lamp``` at Jack',
      how: 'risky',
    });
    expect(
      refused.every((m) => m.ephemeral),
      transcript(refused),
    ).toBe(true);
    const kept = privateOnes(refused)[0]!;
    expect(content(kept)).toMatch(/already waiting[\s\S]*What you wrote is kept/);
    // While the GM's lead waits, the form would be refused again: it does not open.
    expect((await e2e.click(pat, kept, 'Reopen the form')).some((m) => m.kind === 'modal')).toBe(false);
    await clickTable(gm, 'Withdraw the lead');
    await tableShowing(e2e.double, /The next lead/);
    // Nor does it open for someone else.
    expect((await e2e.click(gm, kept, 'Reopen the form')).some((m) => m.kind === 'modal')).toBe(false);
    const again = modalOf(await e2e.click(pat, kept, 'Reopen the form'));
    const fields = JSON.stringify(again.data);
    expect(fields).toContain(JSON.stringify('I throw the ```lamp``` at Jack'));
    expect(fields).toMatch(/"value":"Jack","default":true/);
    expect(fields).toMatch(/"value":"risky","default":true/);
    const led = await e2e.withPublic(
      e2e.double.modalSubmit(pat, String(again.data.custom_id), {
        target: 'Jack',
        action: 'I throw the ```lamp``` at Jack',
        how: 'risky',
      }),
    );
    expect(content(led.find((m) => !m.ephemeral))).toMatch(
      /\*\*Ana\*\* leads exchange \d+ against \*\*Jack\*\* with 1 die \(risky\)/,
    );
  });

  it('GIVEN the GM types /exchange lead with npc: Jack and dice THEN the lead names Jack, not Viktor', async () => {
    // Ana's risky lead was her last die: the GM answers it, the conflict ends, and a new one begins.
    const [answer] = await poolOf(gm);
    await e2e.withPublic(run(gm, 'exchange', 'respond', { action: 'A quick step', dice: `${answer}` }));
    await beginAgainstViktorAndJack();
    const choices = await e2e.double.autocomplete(gm, 'exchange', sub('lead', { target: 'Ana', npc: '' }));
    expect(choices.map((c: { value: string }) => c.value)).toEqual(expect.arrayContaining(['Viktor', 'Jack']));
    const [die] = await poolOf(gm);
    const led = await e2e.withPublic(
      run(gm, 'exchange', 'lead', { target: 'Ana', action: 'Jack throws a bottle', dice: `${die}`, npc: 'jack' }),
    );
    expect(content(publicOnes(led)[0]), transcript(led)).toMatch(
      /^\*\*Jack\*\* leads exchange \d+ against \*\*Ana\*\*/,
    );
    await tableShowing(e2e.double, /Ana to answer Jack's lead/);
    await withdraw();
  });

  it('GIVEN the GM leaves dice out with npc: Jack THEN the picker says Jack pushes, and the lead it pushes names Jack', async () => {
    const opened = await run(gm, 'exchange', 'lead', { target: 'Ana', action: 'Jack kicks the door', npc: 'Jack' });
    const picker = privateOnes(opened).find((m) => /dice:go:/.test(JSON.stringify(m.data)));
    expect(content(picker), transcript(opened)).toMatch(/^Pick the dice \*\*Jack\*\* pushes against \*\*Ana\*\*/);
    const [die] = await poolOf(gm);
    const picked = await toggleDice(e2e.double, gm, picker!, [die!]);
    const led = await e2e.withPublic(e2e.double.button(gm, buttonId(picked, /^Push /), ref(picked)));
    expect(content(publicOnes(led)[0]), transcript(led)).toMatch(
      /^\*\*Jack\*\* leads exchange \d+ against \*\*Ana\*\*/,
    );
    await withdraw();
  });

  it('GIVEN Ana names an NPC to lead as, or the GM an NPC not in the conflict THEN one sentence refuses and nothing is stored', async () => {
    const before = await stored();
    const [die] = await poolOf(pat);
    await refusedWith(
      run(pat, 'exchange', 'lead', { target: 'Jack', action: 'I lead as Viktor', dice: `${die}`, npc: 'Viktor' }),
      /^Only the GM can lead as Viktor: you lead as your own character\.$/,
    );
    const [gmDie] = await poolOf(gm);
    await refusedWith(
      run(gm, 'exchange', 'lead', { target: 'Ana', action: 'A ghost swings', dice: `${gmDie}`, npc: 'Boris' }),
      /^Nobody called "Boris" is in this conflict\.$/,
    );
    expect(await stored()).toEqual(before);
  });

  it('GIVEN the GM pushes more than half his pool with npc: Jack THEN Push them leads as Jack', async () => {
    const pool = await poolOf(gm);
    const asked = await run(gm, 'exchange', 'lead', {
      target: 'Ana',
      action: 'Jack goes all in',
      dice: pool.join(''),
      npc: 'Jack',
    });
    const question = privateOnes(asked).find((m) => /Push them\?/.test(content(m)));
    expect(content(question), transcript(asked)).toMatch(/ as Jack against Ana is more than half your pool/);
    const led = await e2e.withPublic(e2e.click(gm, question, 'Push them'));
    expect(content(publicOnes(led)[0]), transcript(led)).toMatch(
      new RegExp(`^\\*\\*Jack\\*\\* leads exchange \\d+ against \\*\\*Ana\\*\\* with ${pool.length} dice`),
    );
  });
});
