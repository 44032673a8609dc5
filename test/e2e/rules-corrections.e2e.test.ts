/**
 * The rules corrected against the seed, played through Discord: a goal bought with player points
 * before anyone rolls (R10.3), Escape taking out one NPC of two (R9.6), an "only if" chain settled
 * by accepting its last link (R4.2), and a follow-up taken on the chin (R8.4). Seeded dice.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Proc, startBot, stopBot } from './bot-process';
import { type DiscordDouble, ref } from '../../tools/double';
import {
  gailPatQuinn,
  answered,
  content,
  onlyPublicOf,
  poolIn,
  publicOnes,
  transcript,
  typedCommands,
} from './helpers';
import type { SentMessage } from '../../tools/double';

const { gm, pat } = gailPatQuinn('34'); // Pat plays Ana

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const AIRGUN = 'Coordination: Projectiles: Airgun';
const CHIN_CHANNEL = '340000000000000777';

let double: DiscordDouble;
let bot: Proc;
let dir: string;

const run = typedCommands(() => double);
const onlyPublic = (sent: SentMessage[]) => onlyPublicOf(answered(sent));

const buttonId = (m: SentMessage, label: string): string => {
  const rows: any[] = m.data?.components ?? [];
  const b = rows.flatMap((r) => r.components ?? []).find((c: any) => c.label === label);
  if (!b) throw new Error(`no button ${label} on ${content(m)}`);
  return String(b.custom_id);
};

async function table(channelId?: string): Promise<void> {
  await run(gm, 'campaign', 'create', { name: channelId ? 'Chin Deep' : 'Eros Nights' }, channelId);
  await run(pat, 'character', 'create', { name: channelId ? 'Ana Two' : 'Ana' }, channelId);
  // At the chin table Ana Two knows only the Field: a small pool, soon spent.
  for (const path of channelId ? ['Coordination'] : ['Coordination', 'Coordination: Projectiles', AIRGUN])
    await run(pat, 'character', 'skill', { path }, channelId);
  await run(gm, 'npc', 'create', { name: 'Viktor', level: 6 }, channelId);
  await run(gm, 'npc', 'create', { name: 'Jack', level: 6 }, channelId);
}

beforeAll(async () => {
  ({ double, bot, dir } = await startBot({ seed: 23, quietMs: 100, deploy: true, name: 'corrections' }));
  await table();
});

afterAll(() => stopBot({ double, bot, dir }));

describe('rules corrected against the seed, through Discord', () => {
  it('GIVEN R10.3 player points THEN Ana buys a goal with them before anyone has rolled', async () => {
    await run(gm, 'enemy', 'enters', { enemy: 'Viktor', character: 'Ana', level: 2 });
    await run(pat, 'conflict', 'start', { primary: AIRGUN, against: 'Viktor' });
    await run(gm, 'conflict', 'add-npc', { npc: 'Jack' });
    // The GM side picks a Physique secondary, whose chart offers Escape.
    await run(gm, 'conflict', 'secondary', { skill: 'Physique: Athletics: Running' });
    const bought = await run(pat, 'goal', 'buy', { goal: 'Wound', target: 'Viktor', points: 1 });
    expect(content(onlyPublic(bought))).toBe('**Ana** buys **Wound** against **Viktor** (price 1 book).');
    expect(content(answered(bought).find((m) => m.ephemeral))).toMatch(/You paid 1 player points? toward it/);
    expect(content((await run(pat, 'points', 'show'))[0])).toContain('• Ana: 1');
  });

  it('GIVEN R9.6 the GM buys Escape for Jack THEN only Jack leaves; Viktor and the GM pool stay in the conflict', async () => {
    expect(poolIn(await run(pat, 'conflict', 'roll'))).toEqual([4, 4]);
    expect(poolIn(await run(gm, 'conflict', 'roll'))).toEqual([6, 6, 5, 4, 4]);
    await run(gm, 'conflict', 'begin');
    await run(gm, 'murphy', 'add', { amount: 3, reason: 'a bad day' });
    const fled = await run(gm, 'goal', 'buy', { goal: 'Escape', target: 'Jack', points: 2 });
    // The NPC who flees is named (not the GM), and its escape is announced as it happens.
    expect(content(onlyPublic(fled)), transcript(fled)).toMatch(
      /^\*\*Jack\*\* buys \*\*Escape\*\* \(price 2 books\)\.\n\n\*\*Jack\*\* gets away/,
    );
    const status = content(onlyPublic(await run(pat, 'conflict', 'status')));
    expect(status).toContain('(exchanges)');
    expect(status).toContain('• **Viktor**, **Jack** (out): has dice');
  });

  it('GIVEN R4.2 an "only if" accepted THEN the whole chain is settled, the first goal included', async () => {
    const proposal = onlyPublic(
      await run(pat, 'goal', 'propose', { target: 'Viktor', goal: 'Viktor talks', price: 3 }),
    );
    const [modal] = await double.button(gm, buttonId(proposal, 'Only if…'), ref(proposal));
    const onlyIf = onlyPublic(
      await double.modalSubmit(
        gm,
        modal!.data.custom_id,
        { goal: 'Ana owes Viktor a favour', price: '1' },
        ref(proposal),
      ),
    );
    const accepted = onlyPublic(await double.button(pat, buttonId(onlyIf, 'Accept'), ref(onlyIf)));
    expect(content(accepted)).toBe(
      'Agreed: Ana may buy “Viktor talks” against Viktor for 3 books; and Viktor may buy “Ana owes Viktor a favour” against Ana for 1 book.',
    );
    const list = content(onlyPublic(await run(pat, 'goal', 'list')));
    expect(list).toContain('• Ana → Viktor: “Viktor talks” for 3 books (agreed)');
    expect(list).toContain('• Viktor → Ana: “Ana owes Viktor a favour” for 1 book (agreed)');
  });

  it("GIVEN R8.4 Ana runs out first and takes it on the chin THEN the GM's leftovers become follow-up dice, not books", async () => {
    await table(CHIN_CHANNEL);
    await run(pat, 'conflict', 'start', { primary: AIRGUN, against: 'Viktor' }, CHIN_CHANNEL);
    await run(gm, 'conflict', 'add-npc', { npc: 'Jack' }, CHIN_CHANNEL);
    await run(gm, 'conflict', 'secondary', { skill: 'Cognition' }, CHIN_CHANNEL);
    expect(poolIn(await run(pat, 'conflict', 'roll', {}, CHIN_CHANNEL))).toEqual([6, 6, 6]);
    expect(poolIn(await run(gm, 'conflict', 'roll', {}, CHIN_CHANNEL))).toEqual([6, 6, 6, 6, 5, 5, 4]);
    await run(gm, 'exchange', 'lead', { target: 'Ana Two', action: 'Viktor opens fire', dice: '666' }, CHIN_CHANNEL);
    const ended = publicOnes(
      await run(pat, 'exchange', 'respond', { action: 'I fire back', dice: '666' }, CHIN_CHANNEL),
    )
      .map(content)
      .join('\n');
    // Without the chin, the GM's four leftover dice pair into two books.
    expect(ended).toContain('**Viktor and Jack**: Books: 2 (2 from pairing leftover dice)');
    const chin = content(
      onlyPublic(await run(pat, 'conflict', 'follow-up', { primary: AIRGUN, chin: true }, CHIN_CHANNEL)),
    );
    // On the chin: those four dice become half as many follow-up dice (2), and no books.
    expect(chin).toContain('Follow-up dice: Viktor and Jack +2.');
    expect(chin).toMatch(/• \*\*Viktor\*\*, \*\*Jack\*\*: has not rolled, Books: 0/);
  });
});
