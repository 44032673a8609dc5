/** sendOutcome: private parts first and ephemeral, public parts after, other people's secrets dropped. */
import { MessageFlags } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { md } from '../../src/app/text/safe-text';
import type { Outcome } from '../../src/app';
import type { Answering } from '../../src/discord/context';
import { createLogger } from '../../src/log';
import {
  type Answerable,
  deferAnswer,
  redrawPublic,
  sendOutcome,
  sendRefusal,
  settleDeferral,
} from '../../src/discord/reply';
import { publicBody } from '../../src/discord/render/body';

type Call = { method: string; flags?: number; content: string };

/** Tells nobody about posted buttons: these tests look at what the caller and the channel get. */
const quiet: Answering = {
  log: createLogger('error', { out: () => {}, err: () => {} }),
  buttons: { posted: async () => {}, settle: async () => {} },
};

/** A stand-in for a discord.js interaction: records what the bot sends. */
function fakeInteraction(kind: 'command' | 'component-on-ephemeral' | 'component-on-public' = 'command') {
  const calls: Call[] = [];
  const i = {
    id: '9',
    user: { id: 'caller' },
    replied: false,
    deferred: false,
    isMessageComponent: () => kind !== 'command',
    isModalSubmit: () => false,
    message: {
      flags: { has: (f: number) => kind === 'component-on-ephemeral' && f === MessageFlags.Ephemeral },
      async edit(o: { content: string }) {
        calls.push({ method: 'message.edit', content: o.content });
      },
    },
    async reply(o: { flags?: number; content: string }) {
      calls.push({ method: 'reply', flags: o.flags, content: o.content });
      i.replied = true;
    },
    async update(o: { content: string; flags?: number }) {
      calls.push({ method: 'update', flags: o.flags, content: o.content });
      i.replied = true;
    },
    async followUp(o: { flags?: number; content: string }) {
      calls.push({ method: 'followUp', flags: o.flags, content: o.content });
      i.replied = true;
    },
    async deferReply(o: { flags?: number }) {
      calls.push({ method: 'deferReply', flags: o.flags, content: '' });
      i.deferred = true;
    },
    async deferUpdate() {
      calls.push({ method: 'deferUpdate', content: '' });
      i.deferred = true;
    },
    async editReply(o: { content: string }) {
      calls.push({ method: 'editReply', content: o.content });
      i.replied = true;
    },
    async deleteReply() {
      calls.push({ method: 'deleteReply', content: '' });
    },
  };
  return { i: i as unknown as Answerable, calls };
}

const pool = (participant: string, faces: (4 | 5 | 6)[]) => ({
  kind: 'pool' as const,
  pool: { conflictId: 1, participant, pool: faces, books: 0 },
});

describe('sendOutcome', () => {
  it('GIVEN an outcome THEN the tracker it is handed hears of each public message and of what the views settle', async () => {
    const { i } = fakeInteraction();
    const posted: unknown[] = [];
    const settled: unknown[] = [];
    const outcome: Outcome = { public: [{ kind: 'notice', text: md`Ana has rolled.` }], private: {} };
    await sendOutcome(
      i,
      outcome,
      {},
      {
        log: quiet.log,
        buttons: {
          posted: async (_message, rows) => void posted.push(rows),
          settle: async (views) => void settled.push(views),
        },
      },
    );
    expect(posted).toEqual([[]]);
    expect(settled).toEqual([outcome.public]);
  });

  it("GIVEN private and public views THEN an ephemeral reply first, then a public follow-up; others' secrets go nowhere", async () => {
    const { i, calls } = fakeInteraction();
    const outcome: Outcome = {
      public: [{ kind: 'notice', text: md`Ana has rolled.` }],
      private: { caller: [pool('Ana', [6, 5])], someoneElse: [pool('GM', [4, 4, 4])] },
    };
    await sendOutcome(i, outcome, {}, quiet);
    expect(calls.map((c) => [c.method, c.flags])).toEqual([
      ['reply', MessageFlags.Ephemeral],
      ['followUp', undefined],
    ]);
    expect(calls[0]!.content).toContain('Pool: 6 5');
    expect(calls[1]!.content).toBe('Ana has rolled.');
    expect(JSON.stringify(calls)).not.toContain('4 4 4');
  });

  it('GIVEN only public views THEN the public part is the reply itself', async () => {
    const { i, calls } = fakeInteraction();
    await sendOutcome(i, { public: [{ kind: 'notice', text: md`hello` }], private: {} }, {}, quiet);
    expect(calls).toEqual([{ method: 'reply', flags: undefined, content: 'hello' }]);
  });

  it('GIVEN a replayed outcome THEN only a short ephemeral note', async () => {
    const { i, calls } = fakeInteraction();
    await sendOutcome(
      i,
      {
        public: [{ kind: 'notice', text: md`again` }],
        private: { caller: [pool('Ana', [6])] },
        replayed: true,
      },
      {},
      quiet,
    );
    expect(calls).toEqual([{ method: 'reply', flags: MessageFlags.Ephemeral, content: 'That was already handled.' }]);
  });

  it('GIVEN a pick on an ephemeral menu THEN the menu is replaced privately and the public part follows', async () => {
    const { i, calls } = fakeInteraction('component-on-ephemeral');
    await sendOutcome(
      i,
      { public: [{ kind: 'notice', text: md`led` }], private: { caller: [pool('Ana', [5])] } },
      {},
      quiet,
    );
    expect(calls.map((c) => [c.method, c.flags])).toEqual([
      ['update', undefined],
      ['followUp', undefined],
    ]);
    expect(calls[0]!.content).toContain('Pool: 5');
  });

  it('GIVEN a pick on an ephemeral menu with nothing private THEN the menu becomes a short note', async () => {
    const { i, calls } = fakeInteraction('component-on-ephemeral');
    await sendOutcome(i, { public: [{ kind: 'notice', text: md`led` }], private: {} }, {}, quiet);
    expect(calls).toEqual([
      { method: 'update', flags: undefined, content: 'Done: posted in the channel.' },
      { method: 'followUp', flags: undefined, content: 'led' },
    ]);
  });

  it('GIVEN a button on a public message THEN the public message is never updated', async () => {
    const { i, calls } = fakeInteraction('component-on-public');
    await sendOutcome(
      i,
      { public: [{ kind: 'notice', text: md`x` }], private: { caller: [pool('Ana', [6])] } },
      {},
      quiet,
    );
    expect(calls.map((c) => [c.method, c.flags])).toEqual([
      ['reply', MessageFlags.Ephemeral],
      ['followUp', undefined],
    ]);
  });
});

describe('deferred answers', () => {
  const rolled: Outcome = {
    public: [{ kind: 'notice', text: md`Ana has rolled.` }],
    private: { caller: [pool('Ana', [6, 5])] },
  };

  it('GIVEN a private deferral THEN the pool fills the private placeholder and the public part follows in the channel', async () => {
    const { i, calls } = fakeInteraction();
    await deferAnswer(i, 'private');
    await sendOutcome(i, rolled, {}, quiet);
    await settleDeferral(i);
    expect(calls.map((c) => [c.method, c.flags])).toEqual([
      ['deferReply', MessageFlags.Ephemeral],
      ['editReply', undefined],
      ['followUp', undefined],
    ]);
    expect(calls[1]!.content).toContain('Pool: 6 5');
    expect(calls[2]!.content).toBe('Ana has rolled.');
  });

  it('GIVEN a deferral still on its way when the answer is ready THEN the answer waits for it and fills its placeholder', async () => {
    const { i, calls } = fakeInteraction();
    let arrive = () => {};
    const slow = i as unknown as { deferReply: (o: { flags?: number }) => Promise<void>; deferred: boolean };
    slow.deferReply = (o) =>
      new Promise<void>((resolve) => {
        arrive = () => {
          calls.push({ method: 'deferReply', flags: o.flags, content: '' });
          slow.deferred = true;
          resolve();
        };
      });
    const deferral = deferAnswer(i, 'private');
    const answer = sendOutcome(i, rolled, {}, quiet);
    await new Promise((r) => setTimeout(r, 10));
    expect(calls).toEqual([]);
    arrive();
    await Promise.all([deferral, answer]);
    expect(calls.map((c) => c.method)).toEqual(['deferReply', 'editReply', 'followUp']);
  });

  it('GIVEN an answer already going out THEN a late deferral does nothing', async () => {
    const { i, calls } = fakeInteraction();
    const answer = sendOutcome(i, rolled, {}, quiet);
    await deferAnswer(i, 'private');
    await answer;
    expect(calls.map((c) => c.method)).toEqual(['reply', 'followUp']);
  });

  it('GIVEN a public deferral THEN the pool goes privately and the public part fills the placeholder, never the reverse', async () => {
    const { i, calls } = fakeInteraction();
    await deferAnswer(i, 'public');
    await sendOutcome(i, rolled, {}, quiet);
    expect(calls.map((c) => [c.method, c.flags])).toEqual([
      ['deferReply', undefined],
      ['followUp', MessageFlags.Ephemeral],
      ['editReply', undefined],
    ]);
    expect(calls[1]!.content).toContain('Pool: 6 5');
    expect(calls[2]!.content).toBe('Ana has rolled.');
  });

  it('GIVEN a public deferral and then a refusal THEN the public placeholder goes away and the sentence is private', async () => {
    const { i, calls } = fakeInteraction();
    await deferAnswer(i, 'public');
    await sendRefusal(i, md`Not now.`);
    await settleDeferral(i);
    expect(calls.map((c) => [c.method, c.flags, c.content])).toEqual([
      ['deferReply', undefined, ''],
      ['deleteReply', undefined, ''],
      ['followUp', MessageFlags.Ephemeral, 'Not now.'],
    ]);
  });

  it('GIVEN a private deferral nobody filled THEN it is closed with "Done."; a picker is deferred as an update', async () => {
    const { i, calls } = fakeInteraction();
    await deferAnswer(i, 'private');
    await settleDeferral(i);
    expect(calls.map((c) => [c.method, c.content])).toEqual([
      ['deferReply', ''],
      ['editReply', 'Done.'],
    ]);
    const picker = fakeInteraction('component-on-ephemeral');
    await deferAnswer(picker.i, 'private');
    await sendOutcome(picker.i, rolled, {}, quiet);
    expect(picker.calls.map((c) => c.method)).toEqual(['deferUpdate', 'editReply', 'followUp']);
  });
});

describe('redrawPublic (a preset roll redrawn by a choice on it)', () => {
  const body = publicBody(md`**Ana** rolled again`);

  it('GIVEN a click on the public message THEN that message is updated, nothing new is posted', async () => {
    const { i, calls } = fakeInteraction('component-on-public');
    await redrawPublic(i, body, quiet);
    expect(calls.map((c) => [c.method, c.content])).toEqual([['update', '**Ana** rolled again']]);
  });

  it('GIVEN a busy database deferred the answer privately THEN the message is edited and the placeholder closed', async () => {
    const { i, calls } = fakeInteraction('component-on-public');
    await deferAnswer(i, 'private');
    await redrawPublic(i, body, quiet);
    await settleDeferral(i);
    expect(calls.map((c) => [c.method, c.content])).toEqual([
      ['deferReply', ''],
      ['message.edit', '**Ana** rolled again'],
      ['editReply', 'Done.'],
    ]);
  });

  it('GIVEN no message to redraw (a command) THEN the body is posted', async () => {
    const { i, calls } = fakeInteraction('command');
    await redrawPublic(i, body, quiet);
    expect(calls.map((c) => [c.method, c.flags])).toEqual([['reply', undefined]]);
  });
});
