/**
 * Disputes and gear resists through Discord: R5.5 `/exchange dispute` (the target makes a lead risky before it
 * answers) and R2.4 `/gear resist` (resist gear rolled before answering; only its owner sees the
 * faces). Both run on the conflict machine. Seeded dice (VENUS_DICE_SEED 11: Ana 6 6 4 4 4,
 * Bea 4 4, GM 6 6 6 6 5 5 4 4 4).
 */
import { describe, expect, it } from 'vitest';
import { useBot } from './use-bot';
import {
  anaAndBeaAgainstViktor,
  content,
  onlyPublicOf,
  poolIn,
  privateOnes,
  refusedWith,
  gailPatQuinn,
  transcript,
} from './helpers';

const { gm, pat, quinn } = gailPatQuinn('33'); // Pat plays Ana, Quinn plays Bea

const e2e = useBot({ seed: 11, quietMs: 120, deploy: true, name: 'dispute' });
const run = e2e.cmd;

const refused = refusedWith;
const onlyPublic = onlyPublicOf;

describe('dispute and resist gear through Discord', () => {
  let ana: number[] = [];

  it('GIVEN Ana, Bea and the GM have rolled THEN the pools are the seeded ones', async () => {
    const pools = await anaAndBeaAgainstViktor(run, { gm, ana: pat, bea: quinn }, 'Dome Ten');
    expect(pools).toEqual({ Ana: [6, 6, 4, 4, 4], Bea: [4, 4], GM: [6, 6, 6, 6, 5, 5, 4, 4, 4] });
    ana = pools.Ana;
    await run(pat, 'character', 'gear', { name: 'Vest', quality: 3, mode: 'resist', skill: 'Coordination' });
  });

  it('GIVEN the GM leads at Ana THEN only Ana or the GM may dispute, and the lead becomes risky', async () => {
    await run(gm, 'exchange', 'lead', { target: 'Ana', action: 'Viktor swings a pipe', dice: '6' });
    await refused(run(quinn, 'exchange', 'dispute'), /Only the target or the GM can dispute a lead\./);
    const disputed = onlyPublic(await run(pat, 'exchange', 'dispute'));
    expect(content(disputed)).toMatch(/\*\*Ana\*\* disputes the lead of exchange 1: it is now risky/);
    await refused(run(pat, 'exchange', 'dispute'), /already risky/);
  });

  it('GIVEN resist gear THEN the channel learns only that it was used, Ana alone sees her grown pool, and only once', async () => {
    const sent = await run(pat, 'gear', 'resist', { gear: 'Vest' });
    // Ana answers the lead herself: the line calls its leader, who may keep it or withdraw it.
    expect(content(onlyPublic(sent))).toBe(
      `**Ana** resists with Vest. <@${gm.id}>, keep your lead as it stands or withdraw it.`,
    );
    expect(onlyPublic(sent).data.allowed_mentions).toEqual({ parse: [], users: [gm.id] });
    const mine = privateOnes(sent);
    expect(mine.length, transcript(sent)).toBeGreaterThan(0);
    const grown = poolIn(sent);
    expect(grown.length).toBeGreaterThanOrEqual(ana.length);
    expect(grown.length).toBeLessThanOrEqual(ana.length + 3);
    ana = grown;
    await refused(run(pat, 'gear', 'resist', { gear: 'Vest' }), /once per exchange/);
    await refused(run(quinn, 'gear', 'resist', { gear: 'Vest' }), /not in this conflict|Only Ana/);
  });

  it('GIVEN the risky answer THEN totals decide: 6 against 6 captures nothing', async () => {
    const answered = await run(pat, 'exchange', 'respond', { action: 'I block', dice: '6' });
    expect(content(onlyPublic(answered))).toMatch(/risky/i);
  });
});
