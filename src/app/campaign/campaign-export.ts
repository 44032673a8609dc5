import { exportCampaignData } from '../../store/campaign-data';
import type { Caller, Deps } from '../context';
import { campaignHere, requireGm } from '../load';
import { transact } from '../run';
import { type Outcome, privately } from '../views';

export interface CampaignFile {
  /** A file name for the attachment, e.g. `eros.venus-campaign.json`. */
  name: string;
  /** The JSON document (format `venus-conflict-bot/campaign`, version 1), pretty-printed. */
  json: string;
}

/**
 * /campaign export (GM): the whole campaign as a JSON file — characters, NPCs, effects, sessions,
 * the Murphy pool and its log, conflicts with their pools, exchanges and logs. It holds secrets (the
 * GM's own data), so it goes to the GM alone: the outcome has only a private notice, and the file
 * travels beside it, to be sent as an ephemeral attachment. Read-only: not recorded as handled.
 */
export function exportCampaign(deps: Deps, caller: Caller): Outcome & { file: CampaignFile } {
  return transact(deps, { ...caller, interactionId: undefined }, () => {
    const campaign = campaignHere(deps.db, caller);
    requireGm(deps.db, campaign, caller);
    const doc = exportCampaignData(deps.db, campaign.id);
    const rows = Object.values(doc.tables).reduce((n, t) => n + t.length, 0);
    const file: CampaignFile = { name: `${slug(campaign.name)}.venus-campaign.json`, json: `${JSON.stringify(doc, null, 2)}\n` };
    return {
      ...privately(caller.userId, {
        kind: 'notice',
        text: `Here is ${campaign.name} as a file (${rows} records). It holds every secret of the campaign, pools and Murphy included: keep it to yourself.`,
      }),
      file,
    };
  }) as Outcome & { file: CampaignFile };
}

function slug(name: string): string {
  return name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'campaign';
}
