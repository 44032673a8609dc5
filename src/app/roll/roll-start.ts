// A preset /roll that leaves its state behind, so that buttons on its result carry the
// system's next choices (drama spends, the Finesse/Force split and actions, ship dice picks).
import { dramaBalance } from '../../store/roll/drama';
import { insertRollState } from '../../store/roll/roll-states';
import type { Caller, Deps } from '../use-case/context';
import { type DramaPoolInput, startDrama } from './roll-drama';
import { startFf } from './roll-ff';
import { startShip } from './roll-ship';
import { type RollState, rollOutcome, type StoredRoll } from './roll-states';
import type { RollOutcome } from './roll-view';
import { transact } from '../use-case/transaction';
import { campaignOwning } from '../use-case/load';
import { appNotices } from '../messages';

export type PresetRequest =
  | { preset: 'drama-pool'; pool: DramaPoolInput }
  /** An attack roll with the defence rolled too, or 'none' when the defender does not roll. */
  | { preset: 'drama-opposed'; pool: DramaPoolInput; defence: { dice: number[]; target: number } | 'none' }
  | { preset: 'finesse-force'; pools: number[]; access?: number; will?: number }
  | { preset: 'mov-move'; species: string; ship: string };

export interface StartRollInput {
  request: PresetRequest;
  title: string;
  inputs: string;
  secret: boolean;
}

/** Rolls, stores the state and returns what to show. Works in any channel; drama needs a campaign. */
export async function startPresetRoll(deps: Deps, caller: Caller, input: StartRollInput): Promise<RollOutcome> {
  return (await transact(deps, caller, async (deps) => {
    const campaign = await campaignOwning(deps.db, caller);
    const now = deps.now().toISOString();
    const wallet = { db: deps.db, campaignId: campaign?.id ?? null, userId: caller.userId, now };
    const r = input.request;
    const state: RollState =
      r.preset === 'drama-pool'
        ? await startDrama(r.pool, null, wallet, deps.random)
        : r.preset === 'drama-opposed'
          ? await startDrama(r.pool, r.defence, wallet, deps.random)
          : r.preset === 'finesse-force'
            ? startFf(r, deps.random)
            : startShip(r, deps.random);
    const stored: StoredRoll = { title: input.title, inputs: input.inputs, state };
    const row = {
      guildId: caller.guildId,
      channelId: caller.channelId,
      campaignId: campaign?.id ?? null,
      userId: caller.userId,
      who: caller.displayName ?? `<@${caller.userId}>`,
      preset: r.preset,
      secret: input.secret,
    };
    const id = await insertRollState(deps.db, { ...row, state: JSON.stringify(stored) }, now);
    const paid = (r.preset === 'drama-pool' || r.preset === 'drama-opposed') && r.pool.drama > 0 && campaign;
    return rollOutcome(
      { id, ...row },
      stored,
      null,
      paid
        ? [{ kind: 'notice', text: appNotices.dramaLeft(await dramaBalance(deps.db, campaign.id, caller.userId)) }]
        : [],
    );
  })) as RollOutcome;
}
