/**
 * The local Discord double against a real, unmodified discord.js client (in-process).
 */
import { once } from 'node:events';
import {
  ActionRowBuilder,
  AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  Client,
  DiscordAPIError,
  Events,
  GatewayIntentBits,
  LabelBuilder,
  MessageFlags,
  ModalBuilder,
  Routes,
  StringSelectMenuBuilder,
  TextInputBuilder,
  TextInputStyle,
  type Interaction,
} from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opts, ref, startDiscordDouble, sub, type DiscordDouble, type DoubleUser } from '../../tools/double';

const alice: DoubleUser = { id: '200000000000000001', username: 'alice' };
const bob: DoubleUser = { id: '200000000000000002', username: 'bob' };

/** What the in-process bot observed, for assertions. */
const seen = {
  secondCallbackCode: undefined as number | string | undefined,
  followUpBeforeAckCode: undefined as number | string | undefined,
  clickedMessageEphemeral: undefined as boolean | undefined,
  options: {} as Record<string, unknown>,
  modalValue: undefined as string | undefined,
  selectValues: [] as string[],
  /** The channel of each interaction, by what it was (`pick`, `name-modal`). */
  channels: {} as Record<string, string>,
};

function apiCode(err: unknown): number | string {
  return err instanceof DiscordAPIError ? err.code : String(err);
}

async function handle(client: Client, i: Interaction): Promise<void> {
  if (i.isAutocomplete()) {
    const typed = String(i.options.getFocused());
    await i.respond(
      ['ares', 'athena', 'apollo'].filter((n) => n.startsWith(typed)).map((n) => ({ name: n, value: n })),
    );
    return;
  }
  if (i.isChatInputCommand()) {
    switch (i.commandName) {
      case 'secret':
        await i.reply({ content: `only for ${i.user.username}`, flags: MessageFlags.Ephemeral });
        return;
      case 'public': {
        const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
          new ButtonBuilder().setCustomId('poke').setLabel('Poke').setStyle(ButtonStyle.Primary),
        );
        await i.reply({ content: 'everyone sees this', components: [row] });
        return;
      }
      case 'slow':
        await i.deferReply({ flags: MessageFlags.Ephemeral });
        await new Promise((r) => setTimeout(r, 20));
        await i.editReply({ content: 'done thinking' });
        await i.followUp({ content: 'a public follow-up' });
        return;
      case 'early':
        // A follow-up before any initial callback: Discord refuses it.
        try {
          await client.rest.post(Routes.webhook(i.applicationId, i.token), {
            body: { content: 'too soon' },
            auth: false,
          });
        } catch (err) {
          seen.followUpBeforeAckCode = apiCode(err);
        }
        await i.reply({ content: 'ok now', flags: MessageFlags.Ephemeral });
        return;
      case 'conflict': {
        seen.options = {
          sub: i.options.getSubcommand(),
          scene: i.options.getString('scene'),
          dice: i.options.getInteger('dice'),
          bold: i.options.getBoolean('bold'),
          odds: i.options.getNumber('odds'),
        };
        const menu = new StringSelectMenuBuilder()
          .setCustomId('pick')
          .addOptions({ label: 'Red', value: 'red' }, { label: 'Blue', value: 'blue' });
        await i.reply({
          content: 'pick one',
          flags: MessageFlags.Ephemeral,
          components: [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu)],
        });
        return;
      }
      case 'name': {
        const modal = new ModalBuilder()
          .setCustomId('name-modal')
          .setTitle('Your name')
          .addLabelComponents(
            new LabelBuilder()
              .setLabel('Name')
              .setTextInputComponent(new TextInputBuilder().setCustomId('name').setStyle(TextInputStyle.Short)),
          );
        await i.showModal(modal);
        return;
      }
      case 'file':
        await i.reply({
          content: 'here is a file',
          files: [new AttachmentBuilder(Buffer.from('hello'), { name: 'hello.txt' })],
        });
        return;
      default:
        await i.reply({ content: `unknown ${i.commandName}`, flags: MessageFlags.Ephemeral });
    }
  }
  if (i.isButton() && i.customId === 'poke') {
    seen.clickedMessageEphemeral = i.message.flags.has(MessageFlags.Ephemeral);
    await i.update({ content: `poked by ${i.user.username}`, components: [] });
    try {
      await client.rest.post(Routes.interactionCallback(i.id, i.token), {
        body: { type: 4, data: { content: 'second answer' } },
        auth: false,
      });
    } catch (err) {
      seen.secondCallbackCode = apiCode(err);
    }
    return;
  }
  if (i.isStringSelectMenu()) {
    seen.selectValues = i.values;
    seen.channels[i.customId] = i.channelId;
    await i.update({ content: `picked ${i.values.join(',')}`, components: [] });
    return;
  }
  if (i.isModalSubmit()) {
    seen.modalValue = i.fields.getTextInputValue('name');
    seen.channels[i.customId] = i.channelId ?? '';
    await i.reply({ content: `hello ${seen.modalValue}`, flags: MessageFlags.Ephemeral });
  }
}

describe('Discord double with a real discord.js client', () => {
  let double: DiscordDouble;
  let client: Client;

  beforeAll(async () => {
    double = await startDiscordDouble();
    client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: double.apiUrl } });
    client.on(Events.InteractionCreate, (i) => {
      handle(client, i).catch((err: unknown) => console.error('test bot handler failed', err));
    });
    const ready = once(client, Events.ClientReady);
    await client.login('test-token');
    await double.waitForBot(5000);
    await ready;
  });

  afterAll(async () => {
    await client?.destroy();
    await double?.close();
  });

  it('logs in, sees the guild and registers guild commands', async () => {
    expect(client.user?.id).toBe(double.botUserId);
    expect(client.guilds.cache.get(double.guildId)?.channels.cache.has(double.channelId)).toBe(true);
    const body = ['secret', 'public', 'slow', 'early', 'conflict', 'name', 'file'].map((name) => ({
      name,
      description: `the ${name} command`,
    }));
    const registered = await client.application!.commands.set(body, double.guildId);
    expect([...registered.values()].map((c) => c.name).sort()).toEqual(body.map((c) => c.name).sort());
    expect(double.registeredCommands()).toEqual(body);
    expect(double.calls.some((c) => c.method === 'PUT' && c.path.endsWith(`/guilds/${double.guildId}/commands`))).toBe(
      true,
    );
  });

  it('records an ephemeral reply', async () => {
    const sent = await double.command(alice, 'secret');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ kind: 'reply', ephemeral: true, userId: alice.id, channelId: double.channelId });
    expect(sent[0]?.data.content).toBe('only for alice');
    expect(sent[0]?.messageId).toMatch(/^\d+$/);
  });

  it('records a public reply with a button, clicks it, and refuses a second callback', async () => {
    const [reply] = await double.command(alice, 'public');
    expect(reply).toMatchObject({ kind: 'reply', ephemeral: false });
    expect(reply?.data.components[0].components[0].custom_id).toBe('poke');

    const clicked = await double.button(bob, 'poke', ref(reply!));
    expect(clicked).toHaveLength(1);
    expect(clicked[0]).toMatchObject({ kind: 'update', ephemeral: false, messageId: reply!.messageId, userId: bob.id });
    expect(clicked[0]?.data.content).toBe('poked by bob');
    expect(seen.clickedMessageEphemeral).toBe(false);
    expect(seen.secondCallbackCode).toBe(40060);
  });

  it('resolves ephemerality for deferReply + editReply + followUp', async () => {
    const sent = await double.command(bob, 'slow');
    expect(sent.map((m) => [m.kind, m.ephemeral])).toEqual([
      ['deferred', true],
      ['edit', true],
      ['followup', false],
    ]);
    expect(sent[1]?.messageId).toBe(sent[0]?.messageId);
    expect(sent[1]?.data.content).toBe('done thinking');
    expect(sent[2]?.data.content).toBe('a public follow-up');
    expect(sent[2]?.messageId).not.toBe(sent[0]?.messageId);
  });

  it('refuses a follow-up before the initial callback (10015) and unknown interactions (10062)', async () => {
    const sent = await double.command(alice, 'early');
    expect(seen.followUpBeforeAckCode).toBe(10015);
    expect(sent.map((m) => m.kind)).toEqual(['reply']);

    const res = await fetch(`${double.apiUrl}/v10/interactions/1/nope/callback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 4, data: { content: 'x' } }),
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 10062 });

    const unknown = await fetch(`${double.apiUrl}/v10/nowhere`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Unknown route', code: 0 });
    expect(double.calls.at(-1)?.path).toBe('/api/v10/nowhere');
  });

  it('passes subcommand options and string selects on ephemeral messages', async () => {
    const [reply] = await double.command(
      alice,
      'conflict',
      sub('start', { scene: 'dome', dice: 3, bold: true, odds: 0.5 }),
    );
    expect(seen.options).toEqual({ sub: 'start', scene: 'dome', dice: 3, bold: true, odds: 0.5 });
    expect(reply?.ephemeral).toBe(true);

    const picked = await double.select(alice, 'pick', ['blue'], ref(reply!));
    expect(seen.selectValues).toEqual(['blue']);
    expect(picked[0]).toMatchObject({ kind: 'update', ephemeral: true, messageId: reply!.messageId });
  });

  it('keeps the channel of a second channel for a menu on an ephemeral reply, a modal opened there and edits by channel', async () => {
    const elsewhere = '200000000000000777';
    const [reply] = await double.command(alice, 'conflict', sub('start', { scene: 'dome' }), { channelId: elsewhere });
    expect(reply).toMatchObject({ ephemeral: true, channelId: elsewhere });
    // A ref built by hand (as the sandbox's page does) carries no channel: the double still knows it.
    const picked = await double.select(alice, 'pick', ['red'], { id: reply!.messageId, ephemeral: true });
    expect(seen.channels.pick).toBe(elsewhere);
    expect(picked[0]).toMatchObject({ kind: 'update', channelId: elsewhere });
    await double.command(bob, 'name', [], { channelId: elsewhere });
    const sent = await double.modalSubmit(bob, 'name-modal', { name: 'Bob' });
    expect(seen.channels['name-modal']).toBe(elsewhere);
    expect(sent[0]).toMatchObject({ kind: 'reply', channelId: elsewhere });
    // The bot edits its own messages there by channel and id, as on Discord; a channel nobody used stays unknown.
    const [pub] = await double.command(alice, 'public', [], { channelId: elsewhere });
    const edited = (await client.rest.patch(Routes.channelMessage(elsewhere, pub!.messageId), {
      body: { content: 'edited' },
    })) as { content: string };
    expect(edited.content).toBe('edited');
    await expect(
      client.rest.post(Routes.channelMessages('200000000000000999'), { body: { content: 'x' } }),
    ).rejects.toMatchObject({ code: 10003 });
  });

  it('answers autocomplete with choices', async () => {
    const choices = await double.autocomplete(alice, 'conflict', sub('start', { scene: 'a' }));
    expect(choices.map((c: { value: string }) => c.value)).toEqual(['ares', 'athena', 'apollo']);
    const top = await double.autocomplete(alice, 'conflict', opts({ scene: 'ath' }));
    expect(top).toEqual([{ name: 'athena', value: 'athena' }]);
  });

  it('shows a modal and submits it', async () => {
    const [modal] = await double.command(bob, 'name');
    expect(modal).toMatchObject({ kind: 'modal', messageId: '' });
    expect(modal?.data.custom_id).toBe('name-modal');
    const sent = await double.modalSubmit(bob, 'name-modal', { name: 'Bob' });
    expect(seen.modalValue).toBe('Bob');
    expect(sent[0]).toMatchObject({ kind: 'reply', ephemeral: true });
    expect(sent[0]?.data.content).toBe('hello Bob');
  });

  it('records multipart replies with their file names', async () => {
    const [reply] = await double.command(alice, 'file');
    expect(reply).toMatchObject({ kind: 'reply', ephemeral: false, files: ['hello.txt'] });
    expect(reply?.data.content).toBe('here is a file');
    const call = double.calls.find((c) => c.files.includes('hello.txt'));
    expect(call?.path).toMatch(/\/interactions\/\d+\/.+\/callback$/);
  });

  it('keeps every answer in double.messages, in order', () => {
    const kinds = double.messages.map((m) => m.kind);
    expect(kinds[0]).toBe('reply');
    expect(kinds).toContain('autocomplete');
    expect(new Set(double.messages.map((m) => m.interactionId)).size).toBeGreaterThan(8);
  });

  it('rejects with a clear message when no bot is connected or the bot does not answer', async () => {
    const quick = await startDiscordDouble({ answerTimeoutMs: 300 });
    const lazy = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: quick.apiUrl } });
    try {
      await expect(quick.command(alice, 'secret')).rejects.toThrow(/no bot is connected/);
      lazy.on(Events.InteractionCreate, (i) => {
        if (i.isChatInputCommand()) i.deferReply().catch(() => undefined); // and never edits it
      });
      await lazy.login('test-token');
      await quick.waitForBot(5000);
      await expect(quick.command(alice, 'forgotten')).rejects.toThrow(
        /\/forgotten .* was not answered within 300 ms[\s\S]*deferred: [\s\S]*never edited/,
      );
    } finally {
      await lazy.destroy();
      await quick.close();
    }
  });
});
