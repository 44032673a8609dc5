/**
 * R2.5 friends through Discord: Ana names an NPC as a friend in her private builder, Bea names Ana
 * with /character friend, the sheet shows them, and a conflict's set-up offers each friendship as
 * an affiliation for the GM to grant.
 */
import { describe, expect, it } from 'vitest';
import { ref, type SentMessage } from '../../tools/double';
import { content, customIds, gailPatQuinn, publicOnes, refusedWith, transcript } from './helpers';
import { useBot } from './use-bot';

const { gm, pat, quinn } = gailPatQuinn('52');
const e2e = useBot({ seed: 7, quietMs: 120, deploy: true, name: 'friends' });
const run = e2e.cmd;

const panelIn = (sent: readonly SentMessage[]): SentMessage => {
  const panel = [...sent].reverse().find((m) => m.ephemeral && customIds(m).some((id) => id.startsWith('chb:')));
  if (!panel) throw new Error(`no builder panel in ${transcript(sent)}`);
  return panel;
};
const controlOf = (m: SentMessage, prefix: string): string => {
  const id = customIds(m).find((c) => c.startsWith(prefix));
  if (!id) throw new Error(`no ${prefix} control on ${content(m)}`);
  return id;
};

describe('R2.5 friends through Discord', () => {
  it('R2.5 GIVEN Ana names Viktor in the builder THEN her panel and sheet list him as a friend', async () => {
    await run(gm, 'campaign', 'create', { name: 'Friends Nights' });
    await run(gm, 'npc', 'create', { name: 'Viktor' });
    let panel = panelIn(await e2e.settled(run(pat, 'character', 'create', { name: 'Ana' }), 1));
    const form = await e2e.settled(e2e.double.button(pat, controlOf(panel, 'chb:frnd:'), ref(panel)), 1);
    expect(form.some((m) => m.kind === 'modal')).toBe(true);
    const id = /^chb:frnd:(\d+)$/.exec(controlOf(panel, 'chb:frnd:'))![1]!;
    panel = panelIn(
      await e2e.settled(e2e.double.modalSubmit(pat, `chb:frndf:${id}`, { friend: 'viktor' }, ref(panel)), 1),
    );
    expect(content(panel)).toContain('Ana counts Viktor as a friend.');
    expect(content(panel)).toContain('Friends: Viktor');
    const [sheet] = await run(gm, 'character', 'show', { character: 'Ana' });
    expect(content(sheet)).toContain('Friends: Viktor');
  });

  it('R2.5 GIVEN Bea names Ana with /character friend THEN the channel is told; a stranger to the sheet is refused', async () => {
    await run(quinn, 'character', 'create', { name: 'Bea' });
    const said = await e2e.withPublic(run(quinn, 'character', 'friend', { friend: 'Ana' }));
    expect(publicOnes(said).map(content)).toContain('Bea counts Ana as a friend.');
    await refusedWith(
      run(quinn, 'character', 'friend', { friend: 'Bea', character: 'Ana' }),
      /Only Ana's player or the GM/,
    );
    const [sheet] = await run(pat, 'character', 'show', { character: 'Ana' });
    expect(content(sheet)).toContain('Friends: Viktor');
    expect(content(sheet)).not.toContain('Bea');
  });

  it('R2.5 GIVEN a conflict with Ana, Bea and Viktor THEN the set-up offers both friendships', async () => {
    await run(pat, 'conflict', 'start', { primary: 'Coordination: Projectiles: Airgun', against: 'Viktor' });
    await run(quinn, 'conflict', 'join');
    const status = content(publicOnes(await run(gm, 'conflict', 'status')).at(-1));
    expect(status).toContain('Ana and Viktor are friends: an affiliation, a circumstance die for one side or both.');
    expect(status).toContain('Ana and Bea are friends: an affiliation, a circumstance die for one side or both.');
  });
});
