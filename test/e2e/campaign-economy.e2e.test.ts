import { beforeAll, describe, expect, it } from 'vitest';
import { useBot } from './use-bot';
import type { DoubleUser, SentMessage } from '../../tools/double';
import { answered, content, customIds, publicOnes } from './helpers';

const gm: DoubleUser = { id: '600000000000000001', username: 'greta' };
const pat: DoubleUser = { id: '600000000000000002', username: 'pat' }; // plays Jack
const quinn: DoubleUser = { id: '600000000000000003', username: 'quinn' }; // plays Shred
const otherChannel = '600000000000000099';

const e2e = useBot({ seed: 6, quietMs: 80, name: 'economy' });
const { cmd: run, flat, click, withPublic } = e2e;
/** One ephemeral refusal sentence. */
const expectRefusal = (sent: SentMessage[], text?: string | RegExp) => {
  const answers = answered(sent);
  expect(answers).toHaveLength(1);
  expect(answers[0]!.ephemeral).toBe(true);
  if (text) expect(content(answers[0])).toMatch(text);
};

beforeAll(async () => {
  await run(gm, 'campaign', 'create', { name: 'Ishtar Deep' });
  await run(pat, 'character', 'create', { name: 'Jack' });
  await run(quinn, 'character', 'create', { name: 'Shred' });
  for (const path of ['Physique', 'Physique: Unarmed']) {
    await run(pat, 'character', 'skill', { path });
    await run(quinn, 'character', 'skill', { path });
  }
  await run(gm, 'npc', 'create', { name: 'Brute', level: 3 });
});

describe('the campaign economy through Discord', () => {
  it('GIVEN /help THEN each topic answers privately', async () => {
    const [index] = await flat(pat, 'help');
    expect(index?.ephemeral).toBe(true);
    expect(content(index)).toContain(
      'Topics: getting-started, conflicts, endings, exchanges, goals, points, gm-tools, odds, dice-systems',
    );
    for (const topic of ['conflicts', 'endings', 'exchanges', 'goals', 'points', 'gm-tools', 'odds', 'dice-systems']) {
      const [answer] = await flat(quinn, 'help', { topic });
      expect(answer?.ephemeral).toBe(true);
      expect(content(answer).length).toBeGreaterThan(100);
    }
  });

  it('GIVEN a compel THEN only its player answers; a refusal feeds the Murphy pool, an acceptance the points', async () => {
    expectRefusal(await flat(pat, 'compel', { character: 'Shred', points: 2, reason: 'pick a fight' }), 'Only the GM');
    const [offer] = await flat(gm, 'compel', { character: 'Jack', points: 2, reason: 'pick a fight with the bouncer' });
    expect(offer?.ephemeral).toBe(false);
    expect(content(offer)).toContain('A compel: the GM offers');
    expect(offer?.data?.allowed_mentions?.users).toEqual([pat.id]);
    expect(customIds(offer)).toEqual(['camp:compel:1:y', 'camp:compel:1:n']);
    expectRefusal(await click(quinn, offer, 'Accept'), "Only Jack's player");
    const refused = await click(pat, offer, 'Refuse');
    expect(publicOnes(refused).map(content)).toEqual(['⚖️ **Jack** refuses.']);
    // Answered: its buttons are greyed out (a click racing that edit is refused as already answered).
    await expect(click(pat, offer, 'Accept')).rejects.toThrow(/disabled/);

    const [second] = await flat(gm, 'compel', { character: 'Jack', points: 2, reason: 'trust the wrong fixer' });
    const accepted = await withPublic(await click(pat, second, 'Accept'));
    expect(accepted.find((m) => m.ephemeral && content(m).includes('Jack: 2'))).toBeDefined();
    expect(publicOnes(accepted).map(content)[0]).toContain('accepts the compel');

    const [murphy] = await run(gm, 'murphy', 'show');
    expect(murphy?.ephemeral).toBe(true);
    expect(content(murphy)).toContain('Murphy pool: 1');
    expect(content(murphy)).toContain('Jack refused a compel');
  });

  it('GIVEN R10.5 /enemy enters THEN that player gains its level and the GM privately sees the Murphy pool grow', async () => {
    expectRefusal(await run(pat, 'enemy', 'enters', { enemy: 'Brute', character: 'Jack' }), 'Only the GM');
    expectRefusal(await run(gm, 'enemy', 'enters', { enemy: 'Nobody', character: 'Jack' }), 'no NPC called');
    const answers = await withPublic(await run(gm, 'enemy', 'enters', { enemy: 'Brute', character: 'Jack', level: 3 }));
    expect(
      answers
        .filter((m) => m.ephemeral)
        .map(content)
        .join('\n'),
    ).toContain('Murphy pool: 4');
    expect(publicOnes(answers).map(content)).toEqual([
      "⚔️ **Brute**, Jack's enemy, enters the scene. Jack gains player points.",
    ]);
    const [points] = await run(pat, 'points', 'show');
    expect(points?.ephemeral).toBe(true);
    expect(content(points)).toContain('Jack: 5');
    expect(content((await run(quinn, 'points', 'show'))[0])).toContain('Shred: 0');
  });

  it('GIVEN /points beg THEN the GM grants or denies it with buttons', async () => {
    // R10.3: Jack holds 5 points: with no goal price he has enough, and begs only what a goal of 8 leaves short.
    expectRefusal(await run(pat, 'points', 'beg', { amount: 3, reason: 'more' }), 'You have enough points');
    expectRefusal(await run(pat, 'points', 'beg', { amount: 4, reason: 'more', price: 8 }), 'short by 3');
    const [plea] = await run(pat, 'points', 'beg', { amount: 3, reason: 'the air is running out', price: 8 });
    expect(plea?.ephemeral).toBe(false);
    expect(content(plea)).toContain('A plea:');
    expectRefusal(await click(pat, plea, 'Grant'), 'Only the GM');
    const granted = await withPublic(await click(gm, plea, 'Grant'));
    expect(publicOnes(granted).map(content)[0]).toContain("grants Jack's plea: +3 player points");
    expect(
      granted
        .filter((m) => m.ephemeral)
        .map(content)
        .join('\n'),
    ).toContain('Murphy pool: 7');
    await expect(click(gm, plea, 'Deny')).rejects.toThrow(/disabled/);
    const [again] = await run(quinn, 'points', 'beg', { amount: 1, reason: 'please' });
    const denied = await click(gm, again, 'Deny');
    expect(publicOnes(denied).map(content)).toEqual(["🙏 The GM denies Shred's plea."]);
    expect(content((await run(quinn, 'points', 'show'))[0])).toContain('Shred: 0');
    expectRefusal(
      await run(pat, 'points', 'restricted', { skill: 'Physique: Unarmed', amount: 1, reason: 'a lucky punch' }),
      'no trained points',
    );
  });

  it('GIVEN R9.5 effects THEN the GM adds, treats (a scar stays as a mark) and removes them, anyone lists them with their numbers', async () => {
    expectRefusal(await run(pat, 'effect', 'add', { kind: 'wound', character: 'Shred' }), 'Only the GM');
    expectRefusal(await run(gm, 'effect', 'add', { kind: 'wound' }), 'Name either a character or an NPC.');
    const [wound] = await run(gm, 'effect', 'add', { kind: 'wound', character: 'Jack', text: 'cracked rib' });
    expect(content(wound)).toBe('🩹 **Jack** now bears #1 Wound: cracked rib.');
    await run(gm, 'effect', 'add', { kind: 'scar', character: 'Jack', text: 'a jagged cut', 'caused-by': 'Brute' });
    await run(gm, 'effect', 'add', { kind: 'reputation', npc: 'Brute', text: 'never forgets' });
    const [list] = await run(quinn, 'effect', 'list', { character: 'Jack' });
    expect(list?.ephemeral).toBe(true);
    expect(content(list)).toBe('Effects on Jack:\n• #1 Wound: cracked rib\n• #2 Scar (by Brute): a jagged cut');
    const [sheet] = await run(quinn, 'character', 'show', { character: 'Jack' });
    expect(content(sheet)).toContain('wound: cracked rib');
    expect(content((await run(gm, 'effect', 'treat', { id: 2 }))[0])).toContain('the scar stays');
    expectRefusal(await run(gm, 'effect', 'treat', { id: 2 }), 'cannot be treated');
    expectRefusal(await run(pat, 'effect', 'treat', { id: 1 }), 'Only the GM');
    expect(content((await run(gm, 'effect', 'treat', { id: 1 }))[0])).toContain('is treated');
    expect(content((await run(gm, 'effect', 'remove', { id: 3 }))[0])).toContain('Removed from Brute');
    expectRefusal(await run(gm, 'effect', 'remove', { id: 3 }), 'no effect #3');
    expect(content((await run(pat, 'effect', 'list', { character: 'Jack', all: true }))[0])).toContain(
      '#1 Wound (treated)',
    );
  });

  it('GIVEN a downtime THEN characters train, heal and work connections once each', async () => {
    expectRefusal(await run(pat, 'downtime', 'train', { skill: 'Physique: Unarmed' }), 'no downtime now');
    expectRefusal(await run(pat, 'downtime', 'start'), 'Only the GM');
    const [start] = await run(gm, 'downtime', 'start');
    expect(content(start)).toContain('Downtime begins');
    const trained = await withPublic(await run(pat, 'downtime', 'train', { skill: 'Physique: Unarmed' }));
    expect(publicOnes(trained).map(content).join('\n')).toContain('**Jack**');
    expectRefusal(
      await run(pat, 'downtime', 'heal', { skill: 'Physique' }),
      /already spent this downtime|no open wound/,
    );
    const [burn] = await run(gm, 'effect', 'add', { kind: 'wound', character: 'Shred', text: 'burnt hand' });
    const burnId = /#(\d+)/.exec(content(burn))![1]!;
    expectRefusal(await run(quinn, 'downtime', 'heal', { skill: 'Physique: Unarmed', wounds: '999' }), 'not an open');
    const healed = await withPublic(
      await run(quinn, 'downtime', 'heal', { skill: 'Physique: Unarmed', wounds: `#${burnId}` }),
    );
    expect(publicOnes(healed).map(content).join('\n'), JSON.stringify(healed.map(content))).toContain('treats 1 wound');
    expectRefusal(await run(quinn, 'downtime', 'connections', { lifestyles: 0 }), 'already spent this downtime');
    expectRefusal(await run(quinn, 'downtime', 'call-in', { buy: 'loan', detail: 'rent' }), 'no favour left');
    expect(content((await run(gm, 'downtime', 'end'))[0])).toContain('Downtime is over');

    await run(gm, 'downtime', 'start');
    expectRefusal(await run(pat, 'downtime', 'connections', { lifestyles: 50 }), /out of range|lifestyles|between/);
    const worked = await run(pat, 'downtime', 'connections', { lifestyles: 1, network: true });
    expect(worked.find((m) => m.ephemeral)).toBeDefined(); // the dice rolled, for the player only
    const called = await run(pat, 'downtime', 'call-in', { buy: 'information', detail: 'where the boss sleeps' });
    expect(content(called[0])).toMatch(/calls in a favour|no favour left/);
    expect(content((await run(gm, 'downtime', 'end'))[0])).toContain('Shred let it pass');
  });

  it('GIVEN the GM edits the campaign THEN level-up, the skill catalog and the goal chart change', async () => {
    expectRefusal(await run(pat, 'campaign', 'level-up'), 'Only the GM');
    const [milestone] = await run(gm, 'campaign', 'level-up', { prompt: 'the dome is saved' });
    expect(content(milestone)).toContain('Milestone: the dome is saved!');
    expect(
      content((await run(gm, 'campaign', 'catalog', { action: 'add', path: 'Physique: Unarmed: Headbutt' }))[0]),
    ).toContain('Headbutt');
    expectRefusal(
      await run(gm, 'campaign', 'catalog', { action: 'add', path: 'Physique: Unarmed: Headbutt' }),
      'already in the skill catalog',
    );
    expect(
      content(
        (
          await run(gm, 'campaign', 'catalog', {
            action: 'rename',
            path: 'Physique: Unarmed: Headbutt',
            to: 'Skull Bash',
          })
        )[0],
      ),
    ).toContain('Skull Bash');
    expectRefusal(
      await run(gm, 'campaign', 'catalog', { action: 'rename', path: 'Physique', to: 'Body' }),
      'Fields cannot be renamed',
    );
    expect(
      content(
        (await run(gm, 'campaign', 'chart', { action: 'add', name: 'Disarm', books: 2, fields: 'Coordination' }))[0],
      ),
    ).toContain('**Disarm** joins the goal chart');
    expect(content((await run(gm, 'campaign', 'chart', { action: 'price', name: 'Disarm', books: 3 }))[0])).toContain(
      'now costs 3 books',
    );
    expect(
      content((await run(gm, 'campaign', 'chart', { action: 'rename', name: 'Disarm', to: 'Disarm them' }))[0]),
    ).toContain('now called');
    expectRefusal(
      await run(gm, 'campaign', 'chart', { action: 'add', name: 'Trip', books: 1, fields: 'Dancing' }),
      'is not a Field',
    );
    expect(content((await run(gm, 'campaign', 'chart', { action: 'remove', name: 'Disarm them' }))[0])).toContain(
      'off the goal chart',
    );
  });

  it('GIVEN /campaign export THEN the GM gets the file privately; importing it elsewhere and exporting again gives the same file', async () => {
    expectRefusal(await run(pat, 'campaign', 'export'), 'Only the GM');
    const exported = await run(gm, 'campaign', 'export');
    expect(exported.every((m) => m.ephemeral)).toBe(true);
    const first = exportedFile(exported);
    const doc = JSON.parse(first);
    expect(doc).toMatchObject({ format: 'venus-conflict-bot/campaign', version: 5 });

    const file = (text: string, name = 'ishtar.json', type: string | null = 'application/json', size?: number) => ({
      name: 'import',
      type: 1,
      options: [{ name: 'file', type: 11, value: e2e.double.attachment(name, text, type, size).id }],
    });
    const importAt = (user: DoubleUser, f: ReturnType<typeof file>, channelId = otherChannel) =>
      e2e.double.command(user, 'campaign', [f], { channelId });
    expectRefusal(await importAt(gm, file(first), e2e.double.channelId), 'already runs the campaign Ishtar Deep');
    expectRefusal(await importAt(gm, file('{"format": "something else"}')), 'The file is not a campaign export');
    expectRefusal(await importAt(gm, file('not json at all')), 'The file is not valid JSON.');
    expectRefusal(await importAt(gm, file(first.replace('"version": 5', '"version": 99'))), /.+\.$/);
    expectRefusal(await importAt(gm, file(first, 'ishtar.png', 'image/png')), 'is not a campaign file');
    expectRefusal(
      await importAt(gm, file(first, 'ishtar.json', 'application/json', 6 * 1024 * 1024)),
      'larger than 5 MB',
    );
    const [imported] = answered(await importAt(gm, file(first)));
    expect(imported?.ephemeral).toBe(false);
    expect(content(imported)).toContain(
      'Campaign **Ishtar Deep** is imported into this channel: 2 characters, 1 NPC, 0 conflicts.',
    );

    const second = exportedFile(await run(gm, 'campaign', 'export', {}, { channelId: otherChannel }));
    expect(second).toBe(first.replaceAll(e2e.double.channelId, otherChannel));
    const [sheet] = await run(pat, 'character', 'show', { character: 'Jack' }, { channelId: otherChannel });
    expect(content(sheet)).toContain('scar: a jagged cut');
  });

  it('GIVEN every payload sent THEN Murphy and point balances appeared only in ephemeral ones', () => {
    const secret = /Murphy pool: \d|\+\d+ Murphy|Player points \(only|• Jack: \d|• Shred: \d|venus-campaign\.json/;
    const publics = e2e.double.messages.filter((m) => !m.ephemeral);
    expect(publics.length).toBeGreaterThan(20);
    for (const m of publics) expect(JSON.stringify(m.data), JSON.stringify(m.data)).not.toMatch(secret);
    expect(e2e.double.messages.filter((m) => m.ephemeral).some((m) => /Murphy pool: \d/.test(content(m)))).toBe(true);
    expect(e2e.double.messages.filter((m) => m.ephemeral).some((m) => /Jack: \d/.test(content(m)))).toBe(true);
  });
});

/** The text of the export file attached to the (ephemeral) answers. */
function exportedFile(answers: SentMessage[]): string {
  const withFile = answers.find((m) => m.files.some((f) => f.endsWith('.venus-campaign.json')));
  if (!withFile) throw new Error(`no export file in ${JSON.stringify(answers.map(content))}`);
  expect(withFile.ephemeral).toBe(true);
  const call = [...e2e.double.calls].reverse().find((c) => c.files.includes(withFile.files[0]!));
  const bytes = call?.fileBytes?.[call.files.indexOf(withFile.files[0]!)];
  if (!bytes) throw new Error('the export file was not uploaded');
  return bytes.toString('utf8');
}
