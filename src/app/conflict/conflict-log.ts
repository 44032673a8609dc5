import { type ConflictLog, type DiceUse, type LogProblem, sideSpokenName, verifyLog } from '../../rules/conflict';
import { readConflictDocument } from '../../store/conflict/conflict-state';
import { type ConflictRow, getConflict } from '../../store/conflict/conflicts';
import { eventsOf } from '../../store/conflict/events';
import { participantsOf } from '../../store/conflict/participants';
import type { ConflictId } from '../../store/engine/ids';
import { exchangesOf } from '../../store/conflict/exchange-rows';
import type { Db } from '../../store/engine/db';
import { commitmentOf, sealCode } from './commitment';
import { lookInCampaign } from '../use-case/campaign-work';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { isGm } from '../../store/campaign/campaigns';
import { latestConflictOrRefuse } from '../use-case/load';
import { buildRecap, recapMarkdown } from './recap';
import { outcome, privately } from '../views';
import { appMessages, appNotices } from '../messages';
import { joined, md, type Safe } from '../text/safe-text';

/** /conflict log (a participant or the GM): the conflict so far (or in full once ended) as a Markdown file, for the caller. */
export async function conflictLog(deps: Deps, caller: Caller) {
  return await lookInCampaign(deps, caller, async (campaign, _db, deps) => {
    const conflict = await latestConflictOrRefuse(deps.db, caller);
    const takesPart = (await participantsOf(deps.db, conflict.id)).some(
      (p) => p.kind === 'pc' && p.userId === caller.userId,
    );
    if (!takesPart && !(await isGm(deps.db, campaign, caller.userId)))
      refuse('auth/not-participant', appMessages.logForPlayersOnly);
    return privately(caller.userId, {
      kind: 'document',
      name: `conflict-${conflict.id}.md`,
      text: recapMarkdown(await buildRecap(deps.db, conflict)),
    });
  });
}

/** /conflict recap: the public recap (pools and salts revealed only after the end). */
export async function conflictRecap(deps: Deps, caller: Caller, input: { conflictId?: number } = {}) {
  return await lookInCampaign(deps, caller, async (_campaign, _db, deps) =>
    outcome([{ kind: 'recap', recap: await buildRecap(deps.db, await conflictAsked(deps.db, caller, input)) }]),
  );
}

/**
 * The channel's latest conflict, or `conflictId` when given: an earlier conflict of the same
 * channel and campaign (a finished table's Recap and Check the dice stay its own after a follow-up).
 */
async function conflictAsked(db: Db, caller: Caller, input: { conflictId?: number }): Promise<ConflictRow> {
  const latest = await latestConflictOrRefuse(db, caller);
  if (input.conflictId === undefined || input.conflictId === latest.id) return latest;
  const asked = await getConflict(db, input.conflictId as ConflictId);
  const here =
    asked?.campaignId === latest.campaignId && asked.guildId === latest.guildId && asked.channelId === latest.channelId;
  return here ? asked : refuse('conflict/none-here', appMessages.noConflictEver);
}

/**
 * /conflict verify: after the end, checks every sealed pool against its commitment and replays the
 * log to check every die pushed or bid was really in that pool at the time (the replay is the
 * rules' verifyLog; this loads what it reads).
 */
export async function verifyConflict(deps: Deps, caller: Caller, input: { conflictId?: number } = {}) {
  return await lookInCampaign(deps, caller, async (_campaign, _db, deps) => {
    const conflict = await conflictAsked(deps.db, caller, input);
    if (conflict.phase !== 'ended') refuse('conflict/not-ended', appMessages.verifyBeforeEnd);
    const log = await conflictLogOf(deps.db, conflict.id);
    const findings = verifyLog(log, commitmentOf);
    const bad = findings.filter((f) => f.problem);
    // Each roll's seal as the channel saw it on its "has rolled" line, to compare by eye.
    const { state } = await readConflictDocument(deps.db, conflict.id);
    const seals = findings.map((f) => {
      const commitment = log.seats.find((s) => s.name === f.name)?.commitment ?? '';
      return md`${sideSpokenName(state, f.name)} ${sealCode(commitment)}`;
    });
    const text =
      bad.length === 0
        ? appNotices.verified(findings.length, joined(seals, ', '))
        : appNotices.verifyFailed(
            joined(
              bad.map((f) => md`${f.name}: ${problemText(f.problem!)}`),
              '; ',
            ),
          );
    return outcome([{ kind: 'notice', text }]);
  });
}

/** What the replay reads of a conflict: its seats, its exchanges' rows (by name) and its log. */
async function conflictLogOf(db: Db, conflictId: ConflictId): Promise<ConflictLog> {
  const seats = await participantsOf(db, conflictId);
  const nameOf = (id: number) => seats.find((p) => p.id === id)?.name ?? '?';
  return {
    seats: seats.map((p) => ({ name: p.name, salt: p.salt, commitment: p.commitment })),
    exchanges: (await exchangesOf(db, conflictId)).map((x) => ({
      no: x.no,
      actor: nameOf(x.actorId),
      target: nameOf(x.targetId),
      actorDice: x.actorDice,
      warActor: x.warActor,
      warTarget: x.warTarget,
    })),
    events: (await eventsOf(db, conflictId)).map((e) => ({ kind: e.kind, payload: e.payload })),
  };
}

/** What failed, in the words the verify notice uses after the pool's owner. */
function problemText(problem: LogProblem): Safe {
  if (problem.kind === 'seal-broken') return md`the roll changed after it was made (it does not match its seal)`;
  return md`${spentOn(problem.use)} ${problem.dice.join(' ')} was not in the pool`;
}

function spentOn(use: DiceUse): Safe {
  switch (use.on) {
    case 'bid':
      return md`the bid`;
    case 'gm-bid':
      return md`the dice added to a bid`;
    case 'lead':
      // String(): a forged log may lack the number, and this shows that as it stands.
      return md`the lead of exchange ${String(use.no)}`;
    case 'answer':
      return md`the answer to exchange ${use.no}`;
    case 'war-die':
      return md`a war die in exchange ${use.no}`;
  }
}
