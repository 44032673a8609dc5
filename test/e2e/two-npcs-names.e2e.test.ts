/**
 * Two NPCs on the GM side, played from the table: the GM's lead form asks which of them leads, and
 * the lead, the table, the result and the recap name that NPC; Ana's answer form names him too. The
 * teardown's wording scan fails on any public "the GM" acting here (GM_ACTS in payload-scan.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import { ref, type DoubleUser, type SentMessage } from '../../tools/double';
import { buttonId, content, gailPatQuinn, privateOnes, tableOf, tableShowing, toggleDice, transcript } from './helpers';
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
    await run(pat, 'conflict', 'start', { primary: AIRGUN, against: 'Viktor' });
    await run(gm, 'conflict', 'add-npc', { npc: 'Jack' });
    await run(gm, 'conflict', 'secondary', { skill: 'Physique' });
    await clickTable(pat, 'Roll');
    await clickTable(gm, 'Roll');
    await clickTable(gm, 'Begin');
    await tableShowing(e2e.double, /\(exchanges\)/);
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
});
