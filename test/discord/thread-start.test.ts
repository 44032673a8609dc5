/** /conflict start with the house rule threads: on — a thread, a clean-up on refusal, a fallback. */
import { describe, expect, it, vi } from 'vitest';
import * as app from '../../src/app';
import { startHere } from '../../src/discord/commands/conflict-flow';
import type { BotContext } from '../../src/discord/context';
import { as, CHANNEL, GUILD, makeDeps } from '../app/helpers';

const GM = 'u-gm';
const PAT = 'u-pat';
const AIRGUN = 'Coordination: Projectiles: Airgun';

async function world(threads: 'on' | 'off' = 'on') {
  const deps = makeDeps();
  await app.createCampaign(deps, as(GM), { name: 'Eros Nights' });
  await app.setCampaignRule(deps, as(GM), { rule: 'threads', value: threads });
  await app.createCharacter(deps, as(PAT), { name: 'Ana' });
  for (const path of ['Coordination', 'Coordination: Projectiles', AIRGUN])
    await app.addCharacterSkill(deps, as(PAT), { path });
  await app.createNpc(deps, as(GM), { name: 'Viktor' });
  const log = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const buttons = { posted: vi.fn(async () => {}), settle: vi.fn(async () => {}) };
  return { deps, ctx: { deps, log, buttons } as unknown as BotContext, log };
}

function interaction(primary: string, create: () => Promise<unknown>) {
  const replies: { content: string; flags?: number }[] = [];
  const i = {
    id: 'i-1',
    guildId: GUILD,
    channelId: CHANNEL,
    user: { id: PAT, username: 'pat', globalName: 'pat' },
    member: null,
    channel: { type: 0, isThread: () => false, threads: { create: vi.fn(create) } },
    options: { getString: (name: string) => (name === 'primary' ? primary : name === 'against' ? 'Viktor' : null) },
    replied: false,
    deferred: false,
    isMessageComponent: () => false,
    isModalSubmit: () => false,
    reply: vi.fn(async (p: { content: string; flags?: number }) => {
      replies.push(p);
      i.replied = true;
      return { resource: { message: { id: 'm-1', channelId: CHANNEL } } };
    }),
    followUp: vi.fn(async (p: { content: string; flags?: number }) => void replies.push(p)),
    deferReply: vi.fn(async () => {
      i.deferred = true;
    }),
    editReply: vi.fn(async (p: { content: string; flags?: number }) => {
      replies.push(p);
      i.replied = true;
    }),
  };
  return { i, replies };
}

describe('startHere', () => {
  it('GIVEN threads on THEN a public thread is opened, the conflict lives in it, and the channel gets a pointer', async () => {
    const { deps, ctx } = await world();
    const sent: string[] = [];
    const thread = {
      id: 't-1',
      send: vi.fn(async (p: { content: string }) => void sent.push(p.content)),
      delete: vi.fn(async () => undefined),
    };
    const { i, replies } = interaction(AIRGUN, async () => thread);
    await startHere(ctx, i as never);
    // Acknowledged in public before the slow part (the thread and its messages).
    expect(i.deferReply).toHaveBeenCalledWith({});
    expect(i.deferReply.mock.invocationCallOrder[0]).toBeLessThan(
      i.channel.threads.create.mock.invocationCallOrder[0]!,
    );
    expect(i.editReply).toHaveBeenCalledOnce();
    expect(i.channel.threads.create).toHaveBeenCalledWith(
      expect.objectContaining({ name: `Conflict: ${AIRGUN}`, type: 11 }),
    );
    expect(sent.join('\n')).toContain('Viktor stands against them');
    expect(replies.map((r) => r.content)).toEqual([expect.stringContaining('starts in <#t-1>')]);
    const status = (await app.conflictStatus(deps, { ...as(PAT, 't-1'), parentChannelId: CHANNEL })).public[0];
    expect(status).toMatchObject({ kind: 'conflict', conflict: { primary: AIRGUN } });
    await expect(app.conflictStatus(deps, as(PAT))).rejects.toThrow(
      expect.objectContaining({ code: 'conflict/none-here' }),
    );
  });

  it('GIVEN a refused start THEN no thread is opened at all and the refusal propagates', async () => {
    const { ctx } = await world();
    const thread = { id: 't-2', send: vi.fn(), delete: vi.fn(async () => undefined) };
    const { i } = interaction('Coordination', async () => thread);
    await expect(startHere(ctx, i as never)).rejects.toMatchObject({ code: 'character/unknown-skill' });
    expect(i.channel.threads.create).not.toHaveBeenCalled();
    expect(i.deferReply).not.toHaveBeenCalled();
  });

  it('GIVEN the primary typed in its own way THEN the thread is named as the catalog writes it, not as typed', async () => {
    const { ctx } = await world();
    const thread = { id: 't-3', send: vi.fn(async () => ({ id: 'm-3' })), delete: vi.fn(async () => undefined) };
    const { i } = interaction(AIRGUN.toLowerCase(), async () => thread);
    await startHere(ctx, i as never);
    expect(i.channel.threads.create).toHaveBeenCalledWith(expect.objectContaining({ name: `Conflict: ${AIRGUN}` }));
  });

  it('GIVEN the bot may not open threads THEN the conflict starts in the channel with a note', async () => {
    const { deps, ctx, log } = await world();
    const { i, replies } = interaction(AIRGUN, async () => {
      throw new Error('Missing Permissions');
    });
    await startHere(ctx, i as never);
    expect(log.warn).toHaveBeenCalled();
    expect(replies.map((r) => r.content).join('\n')).toMatch(
      /could not open a thread[\s\S]*Viktor stands against them/,
    );
    expect((await app.conflictStatus(deps, as(PAT))).public[0]).toMatchObject({ kind: 'conflict' });
  });

  it('GIVEN threads off THEN no thread is made', async () => {
    const { ctx } = await world('off');
    const { i, replies } = interaction(AIRGUN, async () => ({}));
    await startHere(ctx, i as never);
    expect(i.channel.threads.create).not.toHaveBeenCalled();
    expect(replies.map((r) => r.content).join('\n')).toContain('Viktor stands against them');
  });
});
