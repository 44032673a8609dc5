import { DEFAULT_GOAL_CHART, type GoalDefinition, goalAvailable, isOnChain, parseSkillPath, placeScale, priceGoal, scaleFor, startsPermanent } from '../rules';
import type { CampaignRow } from '../store/campaigns';
import { changePlayerPoints, characterByName, getCharacter, restrictedPointsOf, type RestrictedPointsRow } from '../store/characters';
import { spendRestrictedPoints as spendRestricted } from '../store/restricted-points';
import {
  appendEvent,
  type ConflictRow,
  conflictNpcs,
  insertPurchase,
  knockOutNpc,
  type ParticipantRow,
  participantsOf,
  purchasesOf,
  settledGoals,
  updateParticipant,
} from '../store/conflicts';
import type { Db } from '../store/db';
import { insertEffect } from '../store/effects';
import { changeMurphy, murphyBalance } from '../store/murphy';
import { gearGoalsOf } from '../store/gear-goals';
import { npcByName } from '../store/npcs';
import { endIfSideOut, knockOut } from './conflict-engine';
import type { Caller, Deps } from './context';
import { refuse } from './errors';
import { callerParticipant, campaignHere, clip, currentConflictHere, wholeNumber } from './load';
import { plural } from './campaign/common';
import { transact } from './run';
import { buyerShown, outNow, takenOutViews } from './taken-out';
import { type Outcome, type PrivateView, type PublicView } from './views';

export interface BuyGoalInput {
  goal: string;
  target: string;
  people?: number | null;
  /** R9.3 by place: person, room, zone, or a whole-number scale. */
  place?: string | null;
  /** Player points (a PC) or Murphy points (the GM) put toward the price; books pay the rest. */
  points?: number | null;
  narration?: string | null;
  as?: string | null;
}

/**
 * Goals the conflict offers (R9.1): the primary's and secondary's Field charts, plus "any"; a
 * buyer who won fly dice (R7.3) also gets the charts of the skills it flew to.
 */
export function goalsOnOffer(db: Db, campaign: CampaignRow, conflict: ConflictRow, buyer?: ParticipantRow | null): GoalDefinition[] {
  const skills = [conflict.primaryText, conflict.secondaryText, ...(buyer?.flySkills ?? [])];
  const fields = skills.filter((t): t is string => t !== null).map((t) => parseSkillPath(t).parts[0]!);
  return [...(campaign.goalChart ?? DEFAULT_GOAL_CHART).filter((g) => goalAvailable(g, fields)), ...gearGoalsInUse(db, conflict, buyer)];
}

/**
 * R9.1: goals the GM wrote on the buyer's gear in use (its skill on the primary's or secondary's
 * chain, R2.4). They take effect as the buyer narrates them.
 */
function gearGoalsInUse(db: Db, conflict: ConflictRow, buyer?: ParticipantRow | null): GoalDefinition[] {
  if (buyer?.kind !== 'pc' || buyer.characterId === null) return [];
  const chains = [conflict.primaryText, conflict.secondaryText].filter((t): t is string => t !== null).map(parseSkillPath);
  return gearGoalsOf(db, buyer.characterId)
    .filter((g) => chains.some((c) => isOnChain(parseSkillPath(g.gearSkillText), c)))
    .map((g) => ({ name: g.name, books: g.books, fields: 'any' as const, effect: 'text' as const, basis: 'campaign' as const }));
}

/**
 * /goal buy (R9): spends books (and points) on a goal against a target; creates its effect (R9.5).
 * While the conflict runs, one purchase per participant per exchange step (R9.2); after it ends,
 * leftover books may all be spent.
 */
export function buyGoal(deps: Deps, caller: Caller, input: BuyGoalInput) {
  return transact(deps, caller, (): Outcome => {
    const db = deps.db;
    const campaign = campaignHere(db, caller);
    const conflict = currentConflictHere(db, caller);
    // R10.3: points (and books) buy goals in every phase, set-up and rolling included.
    const buyer = callerParticipant(db, campaign, conflict, caller, input.as);
    requireOnePurchasePerStep(db, conflict, buyer);
    const target = resolveTarget(db, campaign, conflict, input.target);
    const negotiated = settledGoals(db, conflict.id).find((g) => g.proposerId === buyer.id && g.text.toLowerCase() === input.goal.trim().toLowerCase());
    let goalName: string;
    let price: number;
    let effectKind: string;
    if (negotiated) {
      goalName = negotiated.text;
      price = negotiated.price;
      effectKind = 'text';
    } else {
      const offer = goalsOnOffer(db, campaign, conflict, buyer);
      const chart = [...(campaign.goalChart ?? DEFAULT_GOAL_CHART), ...gearGoalsInUse(db, conflict, buyer)];
      const people = input.people ?? target.people;
      const p = priceGoal(input.goal, people, input.place ?? 'person', chart);
      if (!offer.some((g) => g.name === p.goal.name)) {
        refuse('goal/not-available', `${p.goal.name} is not on offer in a ${conflict.primaryText} conflict: pick a goal from the primary or secondary skill's chart.`);
      }
      goalName = p.goal.name;
      price = p.books;
      effectKind = p.goal.effect;
      // R9.3: mass effects never take a named character out (gangs are the nameless).
      if (p.scale >= 1 && ['knocked-out', 'crippled', 'dead', 'escape'].includes(effectKind) && target.people === 1 && (target.characterId !== null || target.npcId !== null)) {
        refuse('goal/not-available', `A goal that reaches many people never takes out a named character like ${target.name}: buy it at the scale of one person.`);
      }
      scaleFor(people);
      placeScale(input.place ?? 'person');
    }
    const points = wholeNumber(input.points ?? 0, 'the points used', 0, price);
    const restricted = buyer.kind === 'pc' ? usableRestrictedPoints(db, conflict, buyer.characterId!) : [];
    const available = buyer.kind === 'gm'
      ? murphyBalance(db, campaign.id)
      : getCharacter(db, buyer.characterId!)!.playerPoints + restricted.reduce((s, r) => s + r.amount, 0);
    if (points > available) refuse('points/not-enough', `You have only ${available} ${buyer.kind === 'gm' ? 'Murphy' : 'player'} point${available === 1 ? '' : 's'} to put toward it.`);
    const books = price - points;
    if (books > buyer.books) {
      refuse('goal/not-enough', `${goalName} costs ${plural(price, 'book')}; ${buyer.name} has ${buyer.books}${points ? ` plus ${plural(points, 'point')}` : ''}.`);
    }
    const now = deps.now().toISOString();
    updateParticipant(db, buyer.id, { books: buyer.books - books });
    const privateViews: Record<string, PrivateView[]> = {};
    if (points > 0) {
      if (buyer.kind === 'gm') {
        const balance = changeMurphy(db, { campaignId: campaign.id, delta: -points, reason: `paid toward ${goalName}`, userId: caller.userId, now });
        privateViews[caller.userId] = [{ kind: 'notice', text: `You paid ${plural(points, 'Murphy point')} toward it (${balance} left).` }];
      } else {
        // Restricted points (R10.3) go first: they lapse at the next training.
        let owed = points;
        for (const r of restricted) {
          const use = Math.min(owed, r.amount);
          if (use > 0) spendRestricted(db, buyer.characterId!, r.skillKey, use, `paid toward ${goalName}`, now);
          owed -= use;
        }
        const balance = owed > 0 ? changePlayerPoints(db, buyer.characterId!, -owed, `paid toward ${goalName}`, now) : getCharacter(db, buyer.characterId!)!.playerPoints;
        privateViews[caller.userId] = [{ kind: 'notice', text: `You paid ${plural(points, 'player point')} toward it (${balance} unrestricted left).` }];
      }
    }
    const effectText = input.narration?.trim() ? `${goalName}: ${clip(input.narration, 300)}` : goalName;
    const shown = buyerShown(db, conflict.id, buyer, effectKind === 'escape' && target.npcId !== null ? target.name : null);
    const outBefore = outNow(db, conflict.id);
    const effectId = createEffect(db, campaign, conflict, buyer, target, effectKind, effectText, now);
    insertPurchase(db, {
      conflictId: conflict.id, exchangeNo: conflict.exchangeCount, buyerId: buyer.id, goal: goalName, targetName: target.name,
      people: input.people ?? target.people, placeScale: input.place ? placeScale(input.place) : 0, price, booksPaid: books, pointsPaid: points, effectId, now,
    });
    appendEvent(db, conflict.id, 'goal-bought', { buyer: buyer.name, goal: goalName, target: target.name, price, books, points }, true, now);
    const publicViews: PublicView[] = [
      { kind: 'goal-bought', buyer: shown, payer: buyer.name, goal: goalName, target: target.name, price, effect: effectText, booksLeft: points > 0 ? null : buyer.books - books },
      ...takenOutViews(db, conflict.id, outBefore, effectKind),
    ];
    publicViews.push(...endIfSideOut(db, conflict.id, now));
    return { public: publicViews, private: privateViews };
  });
}

interface GoalTarget {
  name: string;
  characterId: number | null;
  npcId: number | null;
  participant: ParticipantRow | null;
  people: number;
}

function resolveTarget(db: Db, campaign: CampaignRow, conflict: ConflictRow, name: string): GoalTarget {
  const wanted = name.trim().toLowerCase();
  const all = participantsOf(db, conflict.id);
  const pc = all.find((p) => p.kind === 'pc' && p.name.toLowerCase() === wanted);
  if (pc) return { name: pc.name, characterId: pc.characterId, npcId: null, participant: pc, people: 1 };
  const npc = npcByName(db, campaign.id, name);
  if (npc) return { name: npc.name, characterId: null, npcId: npc.id, participant: all.find((p) => p.kind === 'gm') ?? null, people: npc.gangSize ?? 1 };
  const character = characterByName(db, campaign.id, name);
  if (character) return { name: character.name, characterId: character.id, npcId: null, participant: null, people: 1 };
  return refuse('conflict/unknown-participant', `There is nobody called "${clip(name)}" to target.`);
}

/** R10.3: restricted points count only when their skill is on the primary's or secondary's chain. */
function usableRestrictedPoints(db: Db, conflict: ConflictRow, characterId: number): RestrictedPointsRow[] {
  const chains = [conflict.primaryText, conflict.secondaryText].filter((t): t is string => t !== null).map(parseSkillPath);
  return restrictedPointsOf(db, characterId).filter((r) => chains.some((chain) => isOnChain(parseSkillPath(r.skillText), chain)));
}

/** R9.2: one goal or one gift per participant per exchange step while the conflict runs. */
export function requireOnePurchasePerStep(db: Db, conflict: ConflictRow, buyer: ParticipantRow): void {
  if (conflict.phase === 'ended') return;
  const done = purchasesOf(db, conflict.id).some((p) => p.buyerId === buyer.id && p.exchangeNo === conflict.exchangeCount);
  if (done) refuse('goal/already-bought', `${buyer.name} has already bought a goal or given a book since the last exchange.`);
}

/** R9.5 effects; knock-outs, crippling and death take the target out of the conflict (R4.5). */
function createEffect(db: Db, campaign: CampaignRow, conflict: ConflictRow, buyer: ParticipantRow, target: GoalTarget, kind: string, text: string, now: string): number | null {
  if (kind === 'escape') {
    // R9.6: only the character it is bought for gets away, with its books and unused dice (R8).
    // For the GM: the NPC named (or its one NPC still standing); the GM side stays while another stands.
    if (conflict.phase !== 'ended') {
      if (buyer.kind === 'gm') {
        const standing = conflictNpcs(db, conflict.id).filter((n) => !n.knockedOut);
        const who = target.npcId !== null ? standing.find((n) => n.npcId === target.npcId) : standing.length === 1 ? standing[0] : undefined;
        if (!who) refuse('goal/not-available', 'Name the NPC who escapes.');
        knockOutNpc(db, conflict.id, who.npcId);
        appendEvent(db, conflict.id, 'escaped', { participant: who.name }, true, now);
        if (standing.length > 1) return null;
      }
      updateParticipant(db, buyer.id, { knockedOut: true });
      if (buyer.kind === 'pc') appendEvent(db, conflict.id, 'escaped', { participant: buyer.name }, true, now);
    }
    return null;
  }
  const bearer = kind === 'reputation' ? { characterId: buyer.characterId, npcId: null } : target;
  if (bearer.characterId === null && bearer.npcId === null) return null;
  const id = insertEffect(db, {
    campaignId: campaign.id, characterId: bearer.characterId, npcId: bearer.npcId, kind, text,
    causedBy: buyer.name, conflictId: conflict.id, permanent: startsPermanent(kind), createdAt: now,
  });
  if (['knocked-out', 'crippled', 'dead'].includes(kind) && conflict.phase !== 'ended') {
    if (target.participant?.kind === 'pc') knockOut(db, conflict, target.participant, now);
    if (target.npcId !== null) {
      knockOutNpc(db, conflict.id, target.npcId);
      const standing = conflictNpcs(db, conflict.id).filter((n) => !n.knockedOut);
      const gm = participantsOf(db, conflict.id).find((p) => p.kind === 'gm');
      if (standing.length === 0 && gm && !gm.knockedOut) knockOut(db, conflict, gm, now);
    }
  }
  return id;
}
