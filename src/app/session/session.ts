import { campaignPmp, charactersOf } from '../../store/character/characters';
import { changeMurphy } from '../../store/campaign/murphy';
import { closeSession, insertSession, openSession } from '../../store/campaign/sessions';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { campaignHere, requireGm } from '../use-case/load';
import { transact } from '../use-case/transaction';
import { outcome } from '../views';
import { appMessages, appNotices } from '../messages';
import { md, type Safe } from '../text/safe-text';

/**
 * /session start (R10.1): a budget of one rack per player. Gear with permanent Murphy (PMP) feeds
 * the GM's Murphy pool (R10.2), privately.
 */
export async function startSession(deps: Deps, caller: Caller) {
  return await transact(deps, caller, async (deps) => {
    const campaign = await campaignHere(deps.db, caller);
    await requireGm(deps.db, campaign, caller);
    if (await openSession(deps.db, campaign.id)) refuse('session/already-open', appMessages.sessionAlreadyOpen);
    const players = new Set((await charactersOf(deps.db, campaign.id)).map((c) => c.ownerUserId)).size;
    const now = deps.now().toISOString();
    await insertSession(deps.db, campaign.id, players, now);
    const pmp = await campaignPmp(deps.db, campaign.id);
    const notes: Safe[] = [];
    if (pmp > 0) {
      const balance = await changeMurphy(deps.db, {
        campaignId: campaign.id,
        delta: pmp,
        reason: 'permanent Murphy from gear at session start',
        userId: caller.userId,
        now,
      });
      notes.push(md`Gear with permanent Murphy added ${pmp} to your Murphy pool (now ${balance}).`);
    }
    return outcome(
      [
        {
          kind: 'notice',
          text: appNotices.sessionStarted(players, players === 1 ? '' : 's'),
        },
      ],
      notes.length ? { [caller.userId]: notes.map((text) => ({ kind: 'notice' as const, text })) } : {},
    );
  });
}

export async function endSession(deps: Deps, caller: Caller) {
  return await transact(deps, caller, async (deps) => {
    const campaign = await campaignHere(deps.db, caller);
    await requireGm(deps.db, campaign, caller);
    const session = (await openSession(deps.db, campaign.id)) ?? refuse('session/none-open', appMessages.noSessionOpen);
    await closeSession(deps.db, session.id, deps.now().toISOString());
    return outcome([
      {
        kind: 'notice',
        text: appNotices.sessionEnded(session.racksLeft, session.racksLeft === 1 ? '' : 's'),
      },
    ]);
  });
}
