// The nudge timer of the Discord layer: a due nudge is posted once in the conflict's channel, pinging
// only whoever the table waits on; a timer started afresh on the same store (a restarted bot) does
// not post it again; with the rule off nothing is posted.
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log';
import { nudger } from '../../src/discord/nudges';
import { testStore } from '../support/test-store';
import { ANA, HOUR, jackLeads } from '../app/conflict/nudge-table';
import { CHANNEL } from '../app/helpers';

const quiet = createLogger('error', { out: () => {}, err: () => {} });

function recording() {
  const posts: { route: string; body: any }[] = [];
  return {
    posts,
    rest: { post: async (route: string, o: { body: unknown }) => (posts.push({ route, body: o.body }), { id: '1' }) },
  };
}

describe('the nudge timer', () => {
  it('GIVEN nudge 12h and a lead unanswered for 12 hours THEN one ping to Ana, not repeated after a restart', async () => {
    const { deps, path, clock } = await jackLeads('12h');
    const { posts, rest } = recording();
    const timer = nudger(deps, quiet, rest as never);
    clock.at(12 * HOUR);
    expect(await timer.tick()).toBe(0);
    clock.at(13 * HOUR);
    expect(await timer.tick()).toBe(1);
    expect(posts).toEqual([
      {
        route: `/channels/${CHANNEL}/messages`,
        body: {
          content: `<@${ANA}>: the table waits for you to answer Alamo Jack's lead.`,
          allowed_mentions: { parse: [], users: [ANA] },
        },
      },
    ]);
    expect(await timer.tick()).toBe(0);
    await deps.db.close();
    deps.db = testStore(path);
    clock.at(30 * HOUR);
    expect(await nudger(deps, quiet, rest as never).tick()).toBe(0);
    expect(posts).toHaveLength(1);
    await deps.db.close();
  });

  it('GIVEN the rule off THEN nothing is posted', async () => {
    const { deps, clock } = await jackLeads('off');
    const { posts, rest } = recording();
    clock.at(100 * HOUR);
    expect(await nudger(deps, quiet, rest as never).tick()).toBe(0);
    expect(posts).toEqual([]);
    await deps.db.close();
  });
});
