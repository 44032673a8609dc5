import { describe, expect, it } from 'vitest';
import { useBot } from './use-bot';
import { type InteractionTarget, opts, ref, type SentMessage, sub } from '../../tools/double';
import {
  anaAndBeaAgainstViktor,
  answered,
  content,
  customIds,
  poolIn,
  privateOnes,
  publicOnes,
  refusedWith,
  gailPatQuinn,
  transcript,
} from './helpers';

const { gm, pat, quinn } = gailPatQuinn('31'); // Pat plays Ana, Quinn plays Bea
const AIRGUN = 'Coordination: Projectiles: Airgun';

const e2e = useBot({ seed: 11, quietMs: 80, deploy: true, name: 'play' });
const run = e2e.cmd;

const refused = refusedWith;

/** The single public message of an answer (without "thinking…" placeholders). */
function onlyPublic(sent: SentMessage[]): SentMessage {
  const pub = publicOnes(answered(sent));
  expect(pub, transcript(sent)).toHaveLength(1);
  return pub[0]!;
}

const buttonId = (m: SentMessage | undefined, label: string): string => {
  const rows: any[] = m?.data?.components ?? [];
  const b = rows.flatMap((r) => r.components ?? []).find((c: any) => c.label === label);
  if (!b) throw new Error(`no button ${label} on ${content(m)}`);
  return String(b.custom_id);
};

describe('every conflict rule through Discord', () => {
  const pools: Record<string, number[]> = {};

  it('GIVEN deploy-commands THEN /fly and the new subcommands are registered', () => {
    const registered = e2e.double.registeredCommands();
    const fly = registered.find((c) => c.name === 'fly');
    expect(fly.options.map((o: any) => [o.name, o.required ?? false, o.autocomplete ?? false])).toEqual([
      ['skill', true, true],
      ['against', true, true],
      ['as', false, true],
    ]);
    const subs = (name: string) => registered.find((c) => c.name === name).options.map((o: any) => o.name);
    expect(subs('conflict')).toEqual(
      expect.arrayContaining(['initiative', 'bid', 'follow-up', 'log', 'recap', 'verify']),
    );
    expect(subs('goal')).toEqual(expect.arrayContaining(['buy', 'propose', 'list']));
  });

  it('GIVEN a campaign with two players and an NPC THEN all roll into a conflict', async () => {
    Object.assign(pools, await anaAndBeaAgainstViktor(run, { gm, ana: pat, bea: quinn }, 'Eros Nights'));
    expect(pools.Ana!.length).toBeGreaterThan(2);
    expect(pools.Bea!.length).toBeGreaterThan(1);
  });

  it('GIVEN a live conflict THEN verify and follow-up are refused', async () => {
    await refused(run(pat, 'conflict', 'verify'), /sealed until the conflict ends/);
    await refused(run(pat, 'conflict', 'follow-up', { primary: AIRGUN }), /still running here/);
  });

  it('GIVEN the GM opens bidding THEN bids stay secret, a raise is allowed (R4.3), and the GM closes it with the reveal', async () => {
    await refused(run(quinn, 'conflict', 'bid'), /Nobody is bidding/);
    await refused(run(pat, 'conflict', 'initiative'), /Only the GM/);
    expect(content(onlyPublic(await run(gm, 'conflict', 'initiative')))).toContain('Initiative bidding is open');
    const anaBid = pools.Ana!.at(-1)!;
    const bid = await run(pat, 'conflict', 'bid', { dice: String(anaBid) });
    pools.Ana = poolIn(bid);
    expect(content(onlyPublic(bid))).toMatch(/\*\*Ana\*\* has bid\. Waiting for /);
    expect(content(onlyPublic(bid))).not.toContain(`${anaBid} `);
    const raise = await run(pat, 'conflict', 'bid', { dice: String(pools.Ana[0]) });
    pools.Ana = poolIn(raise);
    expect(content(onlyPublic(raise))).toMatch(/\*\*Ana\*\* has bid\. Waiting for /);
    // Bea picks from a private menu of her pool.
    const [picker] = await run(quinn, 'conflict', 'bid');
    expect(picker).toMatchObject({ ephemeral: true });
    expect(content(picker)).toMatch(/^Pool: /m);
    const [id] = customIds(picker);
    const picked = await e2e.double.select(quinn, id!, [`0:${pools.Bea![0]}`], ref(picker!));
    pools.Bea = poolIn(picked);
    expect(content(onlyPublic(await run(gm, 'conflict', 'bid', { dice: '' })))).toMatch(/\*\*Viktor\*\* passes\./);
    const reveal = content(onlyPublic(await run(gm, 'conflict', 'initiative')));
    expect(reveal).toContain('**Initiative**');
    expect(reveal).toMatch(/• Ana bid .*\(total \d+\)/);
    expect(reveal).toMatch(/^Order: /m);
  });

  it('GIVEN a goal proposal THEN only the answerer may use its buttons, a counter comes through a modal, and the settled goal is listed and offered', async () => {
    const targets = await e2e.double.autocomplete(pat, 'goal', [
      { name: 'propose', type: 1, options: [{ name: 'target', type: 3, value: 'vi', focused: true }] },
    ]);
    expect(targets.map((c: { value: string }) => c.value)).toEqual(['Viktor']);
    const proposal = onlyPublic(
      await run(pat, 'goal', 'propose', { target: 'Viktor', goal: 'Viktor drops the gun', price: 2 }),
    );
    expect(content(proposal)).toMatch(/\*\*Ana\*\* proposes “Viktor drops the gun” against \*\*Viktor\*\* for 2 books/);
    expect(proposal.data.components[0].components.map((c: any) => c.label)).toEqual([
      'Accept',
      'Refuse',
      'Counter…',
      'Only if…',
    ]);
    const stranger = await e2e.double.button(quinn, buttonId(proposal, 'Accept'), ref(proposal));
    expect(stranger.map((m) => [m.kind, m.ephemeral])).toEqual([['reply', true]]);
    expect(content(stranger[0])).toMatch(/^Only the GM can answer this offer\.$/);
    // A stranger does not even get the modal.
    const strangerCounter = await e2e.double.button(quinn, buttonId(proposal, 'Counter…'), ref(proposal));
    expect(strangerCounter.map((m) => m.kind)).toEqual(['reply']);
    const [modal] = await e2e.double.button(gm, buttonId(proposal, 'Counter…'), ref(proposal));
    expect(modal).toMatchObject({ kind: 'modal' });
    const tooCheap = await e2e.double.modalSubmit(
      gm,
      modal!.data.custom_id,
      { goal: 'Viktor drops it and runs', price: '1' },
      ref(proposal),
    );
    expect(tooCheap.map((m) => m.ephemeral)).toEqual([true]);
    expect(content(tooCheap[0])).toMatch(/price must be a whole number from 3/);
    const counter = onlyPublic(
      await e2e.double.modalSubmit(
        gm,
        modal!.data.custom_id,
        { goal: 'Viktor drops it and runs', price: '4' },
        ref(proposal),
      ),
    );
    // R4.2: the GM's counter is announced as its author's (the NPC the GM speaks for), for Ana's goal.
    expect(content(counter)).toMatch(
      /\*\*Viktor\*\* counters: \*\*Ana\*\* may buy “Viktor drops it and runs” against \*\*Viktor\*\* for 4 books/,
    );
    expect(counter.data.allowed_mentions?.users ?? []).toContain(pat.id);
    const agreed = onlyPublic(await e2e.double.button(pat, buttonId(counter, 'Accept'), ref(counter)));
    expect(content(agreed)).toContain('Agreed: Ana may buy “Viktor drops it and runs” against Viktor for 4 books.');
    // The first offer was answered by the counter: its buttons are disabled (the app would refuse
    // a click that raced the edit, as "already answered").
    await expect(e2e.double.button(gm, buttonId(proposal, 'Accept'), ref(proposal))).rejects.toThrow(/disabled/);
    await expect(e2e.double.button(pat, buttonId(counter, 'Accept'), ref(counter))).rejects.toThrow(/disabled/);
    const list = content(onlyPublic(await run(quinn, 'goal', 'list')));
    expect(list).toContain('• Ana → Viktor: “Viktor drops it and runs” for 4 books (agreed)');
    const offered = await e2e.double.autocomplete(pat, 'goal', sub('buy', { goal: 'runs' }));
    expect(offered.map((c: { value: string }) => c.value)).toContain('Viktor drops it and runs');
  });

  it('GIVEN "only if" THEN the answer is a cheaper goal back, which the proposer may refuse', async () => {
    const proposal = onlyPublic(await run(pat, 'goal', 'propose', { target: 'GM', goal: 'Viktor talks', price: 3 }));
    const [modal] = await e2e.double.button(gm, buttonId(proposal, 'Only if…'), ref(proposal));
    const onlyIf = onlyPublic(
      await e2e.double.modalSubmit(
        gm,
        modal!.data.custom_id,
        { goal: 'Ana owes Viktor a favour', price: '1' },
        ref(proposal),
      ),
    );
    expect(content(onlyIf)).toMatch(
      /\*\*Viktor\*\* accepts only in exchange for “Ana owes Viktor a favour” against \*\*Ana\*\* for 1 book \(answering “Viktor talks”\)/,
    );
    expect(onlyIf.data.components[0].components.map((c: any) => c.label)).toEqual(['Accept', 'Refuse', 'Counter…']);
    expect(content(onlyPublic(await e2e.double.button(pat, buttonId(onlyIf, 'Refuse'), ref(onlyIf))))).toMatch(
      /turns down/,
    );
  });

  it('GIVEN a pending exchange THEN fly dice are refused; between exchanges the channel sees the winner, never the faces', async () => {
    await run(pat, 'exchange', 'lead', { target: 'Viktor', action: 'I snap a shot', dice: String(pools.Ana![0]) });
    await refused(
      e2e.double.command(pat, 'fly', opts({ skill: 'Coordination: Projectiles', against: 'Viktor' })),
      /fly dice come between exchanges/,
    );
    await run(pat, 'exchange', 'cancel');
    const skills = await e2e.double.autocomplete(pat, 'fly', opts({ skill: 'proj' }));
    expect(skills.map((c: { value: string }) => c.value)).toContain('Coordination: Projectiles');
    const against = await e2e.double.autocomplete(pat, 'fly', [
      { name: 'skill', type: 3, value: 'x' },
      { name: 'against', type: 3, value: 'vik', focused: true },
    ]);
    expect(against.map((c: { value: string }) => c.value)).toContain('Viktor');
    const flown = await e2e.double.command(pat, 'fly', opts({ skill: 'Coordination: Projectiles', against: 'Viktor' }));
    expect(flown.map((m) => m.ephemeral)).toEqual([true, false]);
    expect(content(flown[0])).toMatch(/^\*\*Ana\*\* \(only you see this\): Your fly roll /);
    pools.Ana = poolIn(flown);
    expect(content(flown[1])).toMatch(
      /^\*\*Ana\*\* rolls fly dice against \*\*Viktor\*\* to switch to Coordination: Projectiles\./,
    );
    expect(content(flown[1])).not.toMatch(/\d \d/);
  });

  it('GIVEN a player declares the end THEN the others agree with the button, which is then disabled', async () => {
    const vote = onlyPublic(await run(pat, 'conflict', 'end'));
    expect(content(vote)).toMatch(/Ana would call the conflict done\. Waiting for: .*Bea/);
    const agree = buttonId(vote, 'Agree to end');
    const bea = onlyPublic(await e2e.double.button(quinn, agree, ref(vote)));
    expect(content(bea)).toMatch(/Ana and Bea would call the conflict done\. Waiting for: the GM/);
    const ended = onlyPublic(await e2e.double.button(gm, agree, ref(vote)));
    expect(content(ended)).toMatch(/ended|over/i);
    await expect(e2e.double.button(quinn, agree, ref(vote))).rejects.toThrow(/disabled/);
  });

  it('GIVEN the end THEN verify and the recap are public, and the log is a private Markdown file', async () => {
    expect(content(onlyPublic(await run(quinn, 'conflict', 'verify')))).toMatch(
      /^Verified: everyone played the dice they rolled\. \d+ rolls checked/,
    );
    const recap = content(onlyPublic(await run(quinn, 'conflict', 'recap')));
    expect(recap).toContain('**Recap of the conflict over Coordination: Projectiles: Airgun**');
    expect(recap).toMatch(/revealed: first roll/);
    const [log, ...rest] = await run(pat, 'conflict', 'log');
    expect(rest).toEqual([]);
    expect(log).toMatchObject({ kind: 'reply', ephemeral: true });
    expect(log!.files).toEqual(['conflict-1.md']);
    const upload = e2e.double.calls.filter((c) => c.files.includes('conflict-1.md')).at(-1);
    const markdown = upload?.fileBytes?.[0]?.toString('utf8') ?? '';
    expect(markdown).toContain('Airgun');
  });

  it('GIVEN the ended conflict THEN a follow-up starts in the same channel with a new primary', async () => {
    const specialties = await e2e.double.autocomplete(pat, 'conflict', sub('follow-up', { primary: 'airg' }));
    expect(specialties.map((c: { value: string }) => c.value)).toEqual([AIRGUN]);
    await refused(run(pat, 'conflict', 'follow-up', { primary: 'Coordination' }), /must be a Specialty/);
    const follow = await run(pat, 'conflict', 'follow-up', { primary: AIRGUN, chin: false });
    expect(publicOnes(follow).length).toBeGreaterThan(0);
    const status = content(onlyPublic(await run(quinn, 'conflict', 'status')));
    expect(status).toContain(AIRGUN);
    await run(gm, 'conflict', 'end');
  });

  it('GIVEN threads: on THEN /conflict start opens a public thread and the conflict is played there', async () => {
    await run(gm, 'campaign', 'set', { rule: 'threads', value: 'on' });
    const started = await run(pat, 'conflict', 'start', { primary: AIRGUN, against: 'Viktor' });
    const notice = content(onlyPublic(started));
    const threadId = /<#(\d+)>/.exec(notice)?.[1];
    expect(threadId, notice).toBeDefined();
    const create = e2e.double.calls.find(
      (c) => c.method === 'POST' && c.path.endsWith(`/channels/${e2e.double.channelId}/threads`),
    );
    expect(create?.body).toMatchObject({ name: `Conflict: ${AIRGUN}`, type: 11 });
    const posted = e2e.double.calls.filter(
      (c) => c.method === 'POST' && c.path.endsWith(`/channels/${threadId}/messages`),
    );
    expect(posted.map((c) => (c.body as any).content).join('\n')).toContain('Viktor stands against them');
    const inThread: InteractionTarget = { channelId: threadId!, parentId: e2e.double.channelId };
    const joined = await run(quinn, 'conflict', 'join', {}, inThread);
    expect(joined.every((m) => m.channelId === threadId)).toBe(true);
    expect(content(onlyPublic(joined))).toContain('Bea');
    expect(content(onlyPublic(await run(quinn, 'conflict', 'status', {}, inThread)))).toContain('Bea');
    // The parent channel holds no conflict of its own.
    await refused(run(quinn, 'conflict', 'join'), /no conflict/i);
    // A thread the bot has not seen yet (not cached): the campaign is still found through its parent.
    await refused(
      run(quinn, 'conflict', 'status', {}, { channelId: '319999999999999999', parentId: e2e.double.channelId }),
      /no conflict in this channel/i,
    );
    expect(content(onlyPublic(await run(gm, 'conflict', 'end', {}, inThread)))).toMatch(/ended|over/i);
  });

  it('GIVEN everything the bot posted THEN no public message shows a pool', () => {
    const publicTexts = [
      ...e2e.double.messages.filter((m) => !m.ephemeral).map(content),
      ...e2e.double.calls
        .filter((c) => c.method === 'POST' && /\/channels\/\d+\/messages$/.test(c.path))
        .map((c) => String((c.body as any)?.content ?? '')),
    ];
    expect(publicTexts.length).toBeGreaterThan(20);
    for (const t of publicTexts) expect(t).not.toMatch(/^Pool: /m);
    expect(privateOnes(e2e.double.messages).some((m) => /^Pool: /m.test(content(m)))).toBe(true);
  });
});
