import { campaignExportOf, campaignFileText, readCampaignRows } from '../../store/campaign-file/campaign-data';
import { Pieces } from '../../store/engine/pieces';
import { liveConflictsOfCampaign } from '../../store/conflict/conflicts';
import { refuse } from '../use-case/errors';
import { lookInCampaign } from '../use-case/campaign-work';
import type { Caller, Deps } from '../use-case/context';
import { requireGm } from '../use-case/load';
import { privately } from '../views';
import { appMessages, appNotices } from '../messages';

/**
 * /campaign export (GM): the whole campaign as a JSON file — characters, NPCs, effects, sessions,
 * the Murphy pool and its log, conflicts with their pools, exchanges and logs, compels, pleas and
 * downtimes. It goes to the GM alone, as a private `document` view (an ephemeral attachment);
 * nothing is public. Read-only: not recorded as handled. Refused while a conflict is live: its pools
 * and unanswered pushed dice are secret even from the GM (R13.1, R13.2), and a sealed commitment
 * cannot carry a pool into another channel, so the file only ever holds ended conflicts.
 */
export async function exportCampaign(deps: Deps, caller: Caller) {
  // The rows are read inside the transaction (one campaign, as it stands); the file is made after
  // it, so other transactions need not wait for that part. Both go in pieces.
  const pieces = new Pieces();
  const { stored, ...notice } = await lookInCampaign(deps, caller, async (campaign, _db, deps) => {
    await requireGm(deps.db, campaign, caller);
    if ((await liveConflictsOfCampaign(deps.db, campaign.id)).length > 0) {
      refuse('conflict/exists-here', appMessages.exportWhileConflictRuns(campaign.name));
    }
    const rows = await readCampaignRows(deps.db, campaign.id, pieces);
    const count = [...rows.tables.values()].reduce((n, t) => n + t.length, 0);
    const text = appNotices.campaignExported(campaign.name, count);
    return { ...privately(caller.userId, { kind: 'notice', text }), stored: { name: campaign.name, rows } };
  });
  const doc = await pieces.run(campaignExportOf(stored.rows));
  const text = await pieces.run(campaignFileText(doc));
  const document = { kind: 'document', name: `${slug(stored.name)}.venus-campaign.json`, text } as const;
  return { ...notice, private: { [caller.userId]: [...notice.private[caller.userId]!, document] } };
}

function slug(name: string): string {
  return (
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'campaign'
  );
}
