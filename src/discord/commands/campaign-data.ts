// The campaign as the GM's own data (R12, R2.1, R9.4): /campaign level-up, catalog, chart,
// export and import. Appended to /campaign's subcommands in campaign.ts.
import type { Attachment, ChatInputCommandInteraction } from 'discord.js';
import { AppError, editGoalChart, editSkillCatalog, exportCampaign, importCampaign, levelUp } from '../../app';
import type { Safe } from '../../app/text/safe-text';
import { callerOf } from '../caller';
import { discordMessages } from '../render/messages';
import { deferAnswer, sendOutcome } from '../reply';
import { noInput, useCase } from '../use-case-handler';
import type { SubcommandSpec } from './define';
import { choice, count, names, named, read, text } from './options';

/** Discord caps uploads well above this; a campaign export is far smaller. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
const JSON_TYPES = /^(application\/json|text\/plain|application\/octet-stream)\b/i;

const badFile = (sentence: Safe) => new AppError('input/bad-text', sentence);

/** The text of an uploaded export: size and kind checked before and after the download. */
export async function downloadExport(
  file: Pick<Attachment, 'name' | 'size' | 'url' | 'contentType'>,
  fetcher: typeof fetch = fetch,
  /** Called once the file passed the checks, before the download (which may take a while). */
  beforeDownload: () => Promise<void> = async () => {},
  /** What the file should be, and the command that makes it. */
  kind: { noun: string; maker: string } = { noun: 'campaign file', maker: '/campaign export' },
): Promise<string> {
  const looksJson =
    /\.json$/i.test(file.name) || (file.contentType !== null && /^application\/json\b/i.test(file.contentType));
  if (!looksJson || (file.contentType !== null && !JSON_TYPES.test(file.contentType))) {
    throw badFile(discordMessages.fileNotOfKind(file.name, kind.noun, kind.maker));
  }
  if (file.size > MAX_IMPORT_BYTES) throw badFile(discordMessages.fileTooLarge(file.name, kind.noun));
  await beforeDownload();
  let bytes: ArrayBuffer;
  try {
    const res = await fetcher(file.url, { signal: AbortSignal.timeout(15_000) });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    bytes = await res.arrayBuffer();
  } catch {
    throw badFile(discordMessages.fileNotDownloaded(file.name));
  }
  if (bytes.byteLength > MAX_IMPORT_BYTES) throw badFile(discordMessages.fileTooLarge(file.name, kind.noun));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badFile(discordMessages.fileNotText(file.name, kind.maker));
  }
}

async function importHandler(
  ctx: Parameters<SubcommandSpec['handler']>[0],
  i: ChatInputCommandInteraction,
): Promise<void> {
  const caller = callerOf(i);
  // The answer is public (the campaign arrives in the channel); a refusal removes the placeholder.
  const json = await downloadExport(i.options.getAttachment('file', true), fetch, () => deferAnswer(i, 'public'));
  await sendOutcome(i, await importCampaign(ctx.deps, caller, { json }), {}, ctx);
}

export const campaignDataSubcommands: readonly SubcommandSpec[] = [
  {
    name: 'level-up',
    description: 'A milestone: every character gains a lifestyle (GM)',
    options: [text('prompt', 'The milestone, shown to the players', false, 300)],
    handler: useCase(levelUp, (i) => ({ prompt: read.text(i, 'prompt') })),
  },
  {
    name: 'catalog',
    description: "Edit this campaign's skill catalog (GM)",
    options: [
      choice('action', 'add or rename', {
        add: 'a new skill (its parents come with it)',
        rename: 'a Focus or Specialty, everywhere it is used',
      }),
      named('path', 'The skill, like Technical: Piloting', names('skill'), true),
      text('to', 'rename: the new name', false, 124),
    ],
    handler: useCase(editSkillCatalog, (i) => ({
      action: read.required(i, 'action') as 'add' | 'rename',
      path: read.required(i, 'path'),
      to: read.text(i, 'to'),
    })),
  },
  {
    name: 'chart',
    description: "Edit this campaign's goal chart (GM)",
    options: [
      choice('action', 'add, rename, price or remove', {
        add: 'a new goal',
        rename: 'a goal, keeping its price',
        price: 'a new price in books',
        remove: 'the goal leaves the chart',
      }),
      named('name', 'The goal', names('goal'), true),
      count('books', 'add, price: the price in books', 0, 1000),
      text('fields', 'add: the Fields offering it, like Coordination, Physique (default any)', false, 200),
      text('to', 'rename: the new name', false, 100),
      text('effect', 'add: the effect it leaves (wound, scar, escape, text…)', false, 20),
    ],
    handler: useCase(editGoalChart, (i) => ({
      action: read.required(i, 'action') as 'add' | 'rename' | 'price' | 'remove',
      name: read.required(i, 'name'),
      books: read.int(i, 'books'),
      fields: read.text(i, 'fields'),
      to: read.text(i, 'to'),
      effect: read.text(i, 'effect'),
    })),
  },
  {
    name: 'export',
    description: 'The whole campaign as a JSON file, secrets included (GM, only you)',
    handler: useCase(exportCampaign, noInput),
  },
  {
    name: 'import',
    description: 'Import a file from /campaign export into this channel (its GM)',
    options: [
      { type: 'attachment', name: 'file', description: 'The .json file /campaign export made', required: true },
    ],
    handler: importHandler,
  },
];
