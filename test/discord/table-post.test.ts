// The table keeper: an edit in place after a quiet move; a war posts the table again at the
// bottom, pinging only the two who must add a die, and deletes the old table (R5.4). The table's
// place is stored: a keeper started afresh on the same database (a restarted bot) edits or moves
// the same message, and two updates at once never post two tables.
import { describe, expect, it } from 'vitest';
import * as app from '../../src/app';
import { createLogger } from '../../src/log';
import { foldForTable } from '../../src/discord/table/table-fold';
import { renderTable } from '../../src/discord/table/table-render';
import { REPOST_AFTER, tableKeeper } from '../../src/discord/table/table-post';
import { currentConflict } from '../../src/discord/components/lookups';
import { ANA, BEN, GM, duel } from '../app/duel';
import { as, CHANNEL } from '../app/helpers';

type Call = { method: 'patch' | 'post' | 'delete'; route: string; body?: any };

function keeperOf(deps: app.Deps, opts: { deleteFails?: boolean; gone?: string[] } = {}) {
  const calls: Call[] = [];
  let posts = 0;
  const rest = {
    patch: async (route: string, o?: { body?: unknown }) => {
      calls.push({ method: 'patch', route, body: o?.body });
      // As discord.js throws for a message that is no more.
      if (opts.gone?.some((id) => route.endsWith(`/${id}`)))
        throw Object.assign(new Error('Unknown Message'), { code: 10008, status: 404 });
    },
    post: async (route: string, o?: { body?: unknown }) => {
      calls.push({ method: 'post', route, body: o?.body });
      return { id: `posted-${++posts}` };
    },
    delete: async (route: string) => {
      calls.push({ method: 'delete', route });
      if (opts.deleteFails) throw new Error('Missing Permissions');
    },
  };
  const keeper = tableKeeper(deps, createLogger('error', { out: () => {}, err: () => {} }), rest as never);
  return { keeper, calls };
}

/** Ana and Brute both push a 4: a trailing tie, and with `trailing-tie: war` a war. */
async function tiedExchange() {
  const deps = await duel({
    anaFaces: [5, 5, 4, 4, 4, 4],
    gmFaces: [5, 5, 4, 4, 4, 4],
    rules: { 'trailing-tie': 'war' },
    withBen: true,
  });
  await app.leadExchange(deps, as(ANA), { target: 'Brute', action: 'A dart', dice: [4] });
  return { deps, answered: await app.respondExchange(deps, as(GM), { action: 'A shrug', dice: [4] }) };
}

describe('the table keeper', () => {
  it('R5.4 GIVEN an answer that starts a war THEN the table is posted again at the bottom, pinging only Ana and the GM', async () => {
    const { deps, answered } = await tiedExchange();
    const { keeper, calls } = keeperOf(deps);
    const conflict = await currentConflict(deps, as(GM));
    await keeper.adopt(conflict.id, { id: 'table-1', channelId: CHANNEL }, renderTable(conflict, []));
    const folded = foldForTable(answered.public);
    expect(folded.told).toEqual([]);
    await keeper.refresh(as(GM), CHANNEL, { call: folded.call });
    const post = calls.find((c) => c.method === 'post');
    expect(post?.route).toBe(`/channels/${CHANNEL}/messages`);
    expect(post?.body.allowed_mentions).toEqual({ parse: [], users: [GM, ANA].sort() });
    expect(post?.body.allowed_mentions.users).not.toContain(BEN);
    expect(post?.body.content).toMatch(/^Exchange 1 ends on a tie \(4 4 at stake\): war! .*Add a war die below\./);
    expect(post?.body.content).toMatch(/\*\*Waiting for\*\*: A war die (each )?from/);
    expect(calls).toContainEqual({ method: 'delete', route: `/channels/${CHANNEL}/messages/table-1` });
    expect(await keeper.isTableMessage('posted-1')).toBe(true);
    expect(await keeper.isTableMessage('table-1')).toBe(false);
    // The next quiet move edits it in place, and the edit calls nobody.
    calls.length = 0;
    await keeper.refresh(as(ANA), CHANNEL);
    expect(calls.map((c) => c.method)).toEqual(['patch']);
    expect(calls[0]?.route).toBe(`/channels/${CHANNEL}/messages/posted-1`);
    expect(calls[0]?.body.allowed_mentions).toEqual({ parse: [], users: [] });
    expect(calls[0]?.body.content).not.toMatch(/war!/);
  });

  it('GIVEN a bot restarted after its table was posted THEN the new keeper edits that same message, listing what happened lately', async () => {
    const { deps } = await tiedExchange();
    const before = keeperOf(deps);
    const conflict = await currentConflict(deps, as(GM));
    await before.keeper.adopt(conflict.id, { id: 'table-1', channelId: CHANNEL }, renderTable(conflict, []));
    const after = keeperOf(deps);
    expect(await after.keeper.isTableMessage('table-1')).toBe(true);
    await after.keeper.refresh(as(ANA), CHANNEL);
    expect(after.calls.map((c) => `${c.method} ${c.route}`)).toEqual([`patch /channels/${CHANNEL}/messages/table-1`]);
    // "Lately" comes from the conflict's log: both sides' rolls are in it.
    expect(after.calls[0]?.body.content).toMatch(/\*\*Lately\*\*\n· /);
    expect(after.calls[0]?.body.content).toContain('**Ana** has rolled.');
    // Nothing changed since: a third keeper sends nothing at all.
    const third = keeperOf(deps);
    await third.keeper.refresh(as(ANA), CHANNEL);
    expect(third.calls).toEqual([]);
  });

  it("GIVEN a table pushed up by the bot's messages before a restart THEN the restarted bot posts it at the bottom and deletes the old one", async () => {
    const { deps } = await tiedExchange();
    const before = keeperOf(deps);
    const conflict = await currentConflict(deps, as(GM));
    await before.keeper.adopt(conflict.id, { id: 'table-1', channelId: CHANNEL }, renderTable(conflict, []));
    for (let n = 0; n < REPOST_AFTER; n++) await before.keeper.notePosted(CHANNEL);
    const after = keeperOf(deps);
    await after.keeper.refresh(as(ANA), CHANNEL);
    expect(after.calls.map((c) => `${c.method} ${c.route}`)).toEqual([
      `post /channels/${CHANNEL}/messages`,
      `delete /channels/${CHANNEL}/messages/table-1`,
    ]);
    expect(await after.keeper.isTableMessage('table-1')).toBe(false);
    expect(await after.keeper.isTableMessage('posted-1')).toBe(true);
  });

  it('GIVEN an old table Discord will not delete THEN it is edited into a short note without buttons', async () => {
    const { deps } = await tiedExchange();
    const { keeper, calls } = keeperOf(deps, { deleteFails: true });
    const conflict = await currentConflict(deps, as(GM));
    await keeper.adopt(conflict.id, { id: 'table-1', channelId: CHANNEL }, renderTable(conflict, []));
    await keeper.adopt(conflict.id, { id: 'table-2', channelId: CHANNEL }, renderTable(conflict, []));
    const note = calls.find((c) => c.method === 'patch');
    expect(note?.route).toBe(`/channels/${CHANNEL}/messages/table-1`);
    expect(note?.body).toEqual({ content: expect.stringMatching(/^This table has moved/), components: [] });
  });

  it('GIVEN a table someone deleted THEN the next move posts it again instead of failing on every move', async () => {
    const { deps } = await tiedExchange();
    const conflict = await currentConflict(deps, as(GM));
    await keeperOf(deps).keeper.adopt(conflict.id, { id: 'table-1', channelId: CHANNEL }, renderTable(conflict, []));
    const { keeper, calls } = keeperOf(deps, { gone: ['table-1'] });
    await keeper.refresh(as(ANA), CHANNEL);
    expect(calls.map((c) => `${c.method} ${c.route}`)).toEqual([
      `patch /channels/${CHANNEL}/messages/table-1`,
      `post /channels/${CHANNEL}/messages`,
    ]);
    expect(await keeper.isTableMessage('posted-1')).toBe(true);
  });

  it('GIVEN a click on a table left behind THEN it loses its buttons and says so; the kept one is left alone', async () => {
    const { deps } = await tiedExchange();
    const { keeper, calls } = keeperOf(deps);
    const conflict = await currentConflict(deps, as(GM));
    await keeper.adopt(
      conflict.id,
      { id: '900000000000000001', channelId: '700000000000000001' },
      renderTable(conflict, []),
    );
    const old = {
      id: '900000000000000000',
      channelId: '700000000000000001',
      content: renderTable(conflict, []).content,
    };
    await keeper.retireStale({ ...old, id: '900000000000000001' });
    expect(calls).toEqual([]);
    await keeper.retireStale({ ...old, content: 'A lead, not a table' });
    expect(calls).toEqual([]);
    await keeper.retireStale(old);
    expect(calls).toEqual([
      {
        method: 'patch',
        route: '/channels/700000000000000001/messages/900000000000000000',
        body: {
          content: "This table is out of date: the conflict's table is the newest one in this channel.",
          components: [],
        },
      },
    ]);
  });

  it('GIVEN two moves answered at once with no table yet THEN one table is posted and the second move edits it', async () => {
    const { deps } = await tiedExchange();
    const { keeper, calls } = keeperOf(deps);
    await Promise.all([keeper.refresh(as(ANA), CHANNEL), keeper.refresh(as(GM), CHANNEL)]);
    expect(calls.filter((c) => c.method === 'post')).toHaveLength(1);
  });
});
