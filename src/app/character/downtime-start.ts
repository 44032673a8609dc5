import { inOrder } from '../../store/engine/in-order';
import { charactersOf } from '../../store/character/characters';
import { actionsIn, closeDowntime, insertDowntime, openDowntime } from '../../store/character/downtime';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { campaignHere, requireGm } from '../use-case/load';
import { transact } from '../use-case/transaction';
import { outcome } from '../views';
import { nameList } from '../text/words';
import { downtimeNow } from './downtime-guard';
import { permanentEffectsToHeal } from './permanent-effects';
import { appMessages, appNotices } from '../messages';
import { lines, md } from '../text/safe-text';

/** R11 /downtime start (GM): each character may now spend it on one activity. */
export async function startDowntime(deps: Deps, caller: Caller) {
  return await transact(deps, caller, async (deps) => {
    const db = deps.db;
    const campaign = await campaignHere(db, caller);
    await requireGm(db, campaign, caller);
    if (await openDowntime(db, campaign.id)) refuse('session/already-open', appMessages.downtimeAlreadyOpen);
    await insertDowntime(db, campaign.id, deps.now().toISOString());
    const healing = (
      await inOrder(await charactersOf(db, campaign.id), async (c) => ({
        c,
        heal: await permanentEffectsToHeal(db, c.id),
      }))
    )
      .filter((x) => x.heal.mustHeal)
      .map(
        (x) =>
          md`${x.c.name} carries ${x.heal.effects.length} permanent effects and spends it healing: ${x.heal.toHeal} of them go away (the GM and player choose, /downtime heal-permanent).`,
      );
    return outcome([
      {
        kind: 'notice',
        text: lines(
          '🌙 Downtime begins. Each character may train (/downtime train), treat wounds (/downtime heal) or work connections (/downtime connections).',
          ...healing,
        ),
      },
    ]);
  });
}

/** /downtime end (GM). */
export async function endDowntime(deps: Deps, caller: Caller) {
  return await transact(deps, caller, async (deps) => {
    const db = deps.db;
    const campaign = await campaignHere(db, caller);
    await requireGm(db, campaign, caller);
    const downtime = await downtimeNow(db, campaign);
    const acted = new Set((await actionsIn(db, downtime.id)).map((a) => a.characterId));
    await closeDowntime(db, downtime.id, deps.now().toISOString());
    const idle = (await charactersOf(db, campaign.id)).filter((c) => !acted.has(c.id)).map((c) => c.name);
    return outcome([
      { kind: 'notice', text: appNotices.downtimeOver(idle.length ? md` ${nameList(idle)} let it pass.` : '') },
    ]);
  });
}
