import {
  addCoGm,
  bindChannel,
  campaignContents,
  campaignForChannel,
  getCampaign,
  setGm,
} from '../../store/campaign/campaigns';
import { requireNoCampaignHere } from '../use-case/load';
import {
  CAMPAIGN_FORMAT_VERSION,
  CampaignDataError,
  importCampaignData,
  readCampaignFile,
} from '../../store/campaign-file/campaign-data';
import { Pieces } from '../../store/engine/pieces';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { parseHouseRule } from './house-rules';
import { transact } from '../use-case/transaction';
import { outcome } from '../views';
import { plural } from '../text/words';
import { appNotices } from '../messages';
import { escapeText, md } from '../text/safe-text';

export interface ImportCampaignInput {
  /** The text of a file made by /campaign export. */
  json: string;
}

/**
 * /campaign import: a file from /campaign export becomes a new campaign bound to a channel that has
 * none. Every field is checked (zod) and every reference followed before anything is written; the
 * whole import is one transaction, so a file is applied entirely or not at all. Ids are new; the
 * caller becomes its GM (the file's GM, when someone else, stays as a co-GM). Every guild and channel id of the file
 * becomes the caller's own (conflicts that ran in threads come back in this channel), so a file can
 * never reach into another channel, campaign or server.
 */
export async function importCampaign(deps: Deps, caller: Caller, input: ImportCampaignInput) {
  // A large file takes a while to read and check: that is done first, in pieces and outside the
  // transaction, which then only writes (in pieces too). A bad file is refused inside it, after the
  // channel is checked, as if it were read there.
  const pieces = new Pieces();
  const read = await readCampaignFile(input.json, pieces).then(
    (file) => ({ file }),
    (error: unknown) => ({ error }),
  );
  return await transact(deps, caller, async (deps) => {
    const db = deps.db;
    const { guildId, channelId } = caller;
    await requireNoCampaignHere(db, caller, ': import into a channel without one');
    const { id, readVersion } = await badFileRefused(async () => {
      if ('error' in read) throw read.error;
      const { doc, readVersion } = read.file;
      const row = doc.tables.campaigns![0]!;
      for (const [rule, value] of Object.entries(row.house_rules as Record<string, string>))
        parseHouseRule(rule, value);
      return { id: await importCampaignData(db, doc, { guildId, channelId }, pieces), readVersion };
    });
    const fileGm = (await getCampaign(db, id))!.gmUserId;
    if (fileGm !== caller.userId) {
      await setGm(db, id, caller.userId);
      await addCoGm(db, id, fileGm);
    }
    if (!(await campaignForChannel(db, guildId, channelId))) await bindChannel(db, id, guildId, channelId);
    const campaign = (await getCampaign(db, id))!;
    const held = await campaignContents(db, id);
    const imported = appNotices.campaignImported(
      campaign.name,
      plural(held.characters, 'character'),
      plural(held.npcs, 'NPC'),
      plural(held.conflicts, 'conflict'),
      campaign.gmUserId,
    );
    const upgraded = readVersion < CAMPAIGN_FORMAT_VERSION ? md` ${appNotices.campaignFileUpgraded(readVersion)}` : '';
    return outcome([{ kind: 'notice', text: md`${imported}${upgraded}` }]);
  });
}

async function badFileRefused<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    // The file's own keys and values can be in the sentence (where it is malformed): text, never markup.
    if (err instanceof CampaignDataError) refuse('input/bad-text', escapeText(err.message));
    throw err;
  }
}
