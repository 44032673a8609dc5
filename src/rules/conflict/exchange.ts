// Exchanges (R5): lead, respond, dispute, war, cancel, and what happens between lead and push:
// action dice (R3.5) and resist gear (R2.4).
import { type Face, rollIn, rollKeepHigh } from '../dice';
import { usable } from '../draw';
import { resolveExchange } from '../exchange';
import { isOnChain, parseSkillPath } from '../skills';
import { emit, type Handler, type Run } from './handler';
import { spokenName } from './spoken-name';
import {
  actorParticipant,
  addDice,
  controls,
  fights,
  gearForDraw,
  isGmActor,
  participant,
  plural,
  poolHolds,
  refusal,
  removeDice,
  npc,
  same,
  targetOf,
  validFaces,
  unknownName,
  ownParticipant,
  isRefusal,
} from './state';
import { advanceRound, endIfSideOut, nextLeader, tellPushed } from './turns';
import type { Actor, ConflictState, Participant, PendingExchange, Refusal } from './types';
import { conflictMessages } from './messages';

function inExchanges(s: ConflictState): Refusal | null {
  if (s.phase === 'ended') return refusal('conflict/ended', conflictMessages.conflictOver);
  if (s.phase !== 'exchanges')
    return refusal('conflict/wrong-phase', conflictMessages.exchangesBeginOnceEveryoneRolled);
  return null;
}

/** The exchange waiting for its target's dice, or a refusal. */
function awaitingResponse(s: ConflictState): PendingExchange | Refusal {
  const p = s.pending;
  if (!p) return refusal('exchange/none-pending', conflictMessages.noExchangeWaitingAnswer);
  if (p.warNeeds.length > 0) return refusal('exchange/answered', conflictMessages.exchangeInWarEachSideAdds);
  if (p.targetDice !== null) return refusal('exchange/answered', conflictMessages.exchangeAlreadyAnswered);
  return p;
}

/** The pending exchange's target, when the actor controls it and it has not pushed yet. */
function answeringTarget(s: ConflictState, actor: string): Participant | Refusal {
  const p = awaitingResponse(s);
  if (isRefusal(p)) return p;
  const target = participant(s, p.target)!;
  if (controls(s, actor, target)) return target;
  if (target.kind === 'gm')
    return refusal('auth/not-target', conflictMessages.onlyGmCanActTargetNpcIn(p.targetNpc ?? 'the GM side'));
  return refusal('auth/not-target', conflictMessages.onlyNamePlayerCanActName(target.name));
}

export const lead: Handler<'lead'> = {
  check(s, m, actor) {
    const phase = inExchanges(s);
    if (phase) return phase;
    if (s.initiative?.status === 'open')
      return refusal('initiative/open', conflictMessages.initiativeBiddingStillOpenBidPass);
    if (s.pending) return refusal('exchange/pending', conflictMessages.exchangeAlreadyWaitingAnswer);
    const me = ownParticipant(s, actor);
    if (isRefusal(me)) return me;
    if (me.out)
      return refusal(
        'conflict/out',
        me.out === 'knocked-out'
          ? conflictMessages.nameKnockedOutCannotAct(me.name)
          : conflictMessages.nameOutConflict(me.name),
      );
    if (me.pool.length === 0) return refusal('exchange/no-dice', conflictMessages.nameNoDiceLeftPush(me.name));
    if (s.houseRules.strictTurns && s.suggestedLeader && !same(s.suggestedLeader, me.name) && !isGmActor(s, actor)) {
      return refusal(
        'exchange/not-your-turn',
        conflictMessages.suggestedLeaderTurnLeadHouseRuleStrict(spokenName(s, s.suggestedLeader)),
      );
    }
    if (!validFaces(m.dice) || m.dice.length === 0)
      return refusal('exchange/no-dice', conflictMessages.pushLeastOneDieFaces4);
    if (!poolHolds(me.pool, m.dice)) return refusal('pool/not-in-pool', conflictMessages.poolDoesNotHoldThoseDice);
    const t = targetOf(s, m.target);
    if (!t) return unknownName('exchange/unknown-target', m.target);
    const named = t.npc?.name ?? t.participant.name;
    // The NPC the GM side leads through is one of its own, still standing.
    if (m.npc) {
      const through = npc(s, m.npc);
      if (!through || through.out) return unknownName('exchange/unknown-target', m.npc);
      if (me.kind !== 'gm') return refusal('auth/not-gm', conflictMessages.onlyGmLeadsAsNpc(through.name));
      // R3.3: a mook has no dice by itself: it leads only once a session rack armed it.
      if (!fights(through)) return refusal('exchange/mook-cannot-lead', conflictMessages.mookCannotLead(through.name));
    } else if (me.kind === 'gm' && s.npcs.length > 0 && !s.npcs.some((n) => !n.out && fights(n))) {
      return refusal('exchange/mook-cannot-lead', conflictMessages.noNpcLeftToLead);
    }
    if (t.participant.side === me.side)
      return refusal('exchange/same-side', conflictMessages.namedSideLeadAgainstSomeoneOther(named));
    const out = t.npc ? t.npc.out : t.participant.out;
    if (out || t.participant.out)
      return refusal(
        'exchange/target-out',
        out === 'knocked-out'
          ? conflictMessages.namedKnockedOut(named)
          : conflictMessages.namedAlreadyOutConflict(named),
      );
    return null;
  },
  run(r, m) {
    const me = actorParticipant(r.s, r.actor)!;
    const t = targetOf(r.s, m.target)!;
    removeDice(me, m.dice);
    r.s.numbered = Math.max(r.s.exchanges, r.s.numbered ?? 0) + 1;
    // The GM side leads through an NPC: the one named, else its first standing (a named one before a mook).
    const standing = r.s.npcs.filter((n) => !n.out);
    const through = m.npc ? npc(r.s, m.npc) : (standing.find((n) => !n.mook) ?? standing.find(fights));
    const actorNpc = me.kind === 'gm' ? (through?.name ?? null) : null;
    r.s.pending = {
      no: r.s.numbered,
      actor: me.name,
      target: t.participant.name,
      targetNpc: t.npc?.name ?? null,
      actorNpc,
      actorAction: m.action ?? '',
      actorDice: [...m.dice].sort((a, b) => b - a),
      risky: m.risky === true,
      disputedBy: null,
      targetAction: null,
      targetDice: null,
      warActor: [],
      warTarget: [],
      warNeeds: [],
      resisted: [],
    };
    if (!r.s.ledThisRound.includes(me.name)) r.s.ledThisRound = [...r.s.ledThisRound, me.name];
    emit(r, 'lead', {
      no: r.s.pending.no,
      actor: me.name,
      actorNpc,
      target: t.npc?.name ?? t.participant.name,
      count: m.dice.length,
      risky: m.risky === true,
      action: m.action ?? '',
    });
    // R3.3: a lone mook does not answer from the GM pool (unless a rack was spent on it): the lead
    // resolves as against no dice.
    if (t.participant.pool.length === 0 || (t.npc?.mook && !t.npc.armed)) {
      // R5.2: a target with no dice pushes none; there is nothing to wait for.
      r.s.pending.targetDice = [];
      r.s.pending.targetAction = '';
      r.s.answeredEmpty = { no: r.s.pending.no, target: t.participant.name };
      settle(r);
    }
  },
};

/** The empty answer the rules already gave for a target without dice (R5.2). */
function alreadyAnsweredEmpty(s: ConflictState, actor: string, dice: readonly unknown[]): boolean {
  const a = s.answeredEmpty;
  return a !== null && dice.length === 0 && !s.pending && controls(s, actor, participant(s, a.target)!);
}

export const respond: Handler<'respond'> = {
  check(s, m, actor) {
    if (Array.isArray(m.dice) && alreadyAnsweredEmpty(s, actor, m.dice)) return null;
    const target = answeringTarget(s, actor);
    if (isRefusal(target)) return target;
    const k = s.pending!.actorDice.length;
    const need = Math.min(k, target.pool.length);
    if (!validFaces(m.dice)) return refusal('dice/bad-face', conflictMessages.diceFaces46Pool);
    if (m.dice.length !== need) {
      return refusal(
        'exchange/wrong-count',
        need === k
          ? conflictMessages.pushExactlyKSameNumberLead(plural(k, 'die', 'dice'))
          : conflictMessages.poolHoldsOnlyNeedPushAll(need),
      );
    }
    return poolHolds(target.pool, m.dice)
      ? null
      : refusal('pool/not-in-pool', conflictMessages.poolDoesNotHoldThoseDice);
  },
  run(r, m) {
    if (alreadyAnsweredEmpty(r.s, r.actor, m.dice)) {
      r.s.answeredEmpty = null;
      return;
    }
    const p = r.s.pending!;
    removeDice(participant(r.s, p.target)!, m.dice);
    p.targetDice = [...m.dice].sort((a, b) => b - a);
    p.targetAction = m.action ?? '';
    settle(r);
  },
};

/** The exchange awaiting its answer, when the actor plays its `side` (or is the GM); else `no`. */
function pendingFor(s: ConflictState, actor: Actor, side: 'actor' | 'target', no: Refusal): PendingExchange | Refusal {
  const p = awaitingResponse(s);
  if (isRefusal(p)) return p;
  return controls(s, actor, participant(s, p[side])!) || isGmActor(s, actor) ? p : no;
}

export const dispute: Handler<'dispute'> = {
  check(s, _m, actor) {
    const p = pendingFor(s, actor, 'target', refusal('auth/not-target', conflictMessages.onlyTargetGmCanDisputeLead));
    if (isRefusal(p)) return p;
    return p.risky ? refusal('exchange/already-risky', conflictMessages.leadAlreadyRisky) : null;
  },
  run(r) {
    const p = r.s.pending!;
    p.risky = true;
    p.disputedBy = actorParticipant(r.s, r.actor)?.name ?? r.actor;
    emit(r, 'disputed', { no: p.no, by: p.disputedBy });
  },
};

/** The side of the war the actor owes a die for, and its participant. */
function warSide(
  s: ConflictState,
  p: PendingExchange,
  actor: string,
): { side: 'actor' | 'target'; who: Participant } | undefined {
  for (const side of p.warNeeds) {
    const who = participant(s, side === 'actor' ? p.actor : p.target)!;
    if (controls(s, actor, who)) return { side, who };
  }
  return undefined;
}

export const war: Handler<'war'> = {
  check(s, m, actor) {
    const p = s.pending;
    if (!p || p.warNeeds.length === 0) return refusal('exchange/no-war', conflictMessages.noWarWaitingDice);
    const mine = warSide(s, p, actor);
    if (!mine) return refusal('exchange/not-your-war', conflictMessages.warWaitingOtherSide);
    if (!validFaces([m.die])) return refusal('dice/bad-face', conflictMessages.warDieOneFacePool);
    return poolHolds(mine.who.pool, [m.die]) ? null : refusal('pool/not-in-pool', conflictMessages.poolDoesNotHoldDie);
  },
  run(r, m) {
    const p = r.s.pending!;
    const { side, who } = warSide(r.s, p, r.actor)!;
    removeDice(who, [m.die]);
    if (side === 'actor') p.warActor = [...p.warActor, m.die];
    else p.warTarget = [...p.warTarget, m.die];
    p.warNeeds = p.warNeeds.filter((x) => x !== side);
    emit(r, 'war-die', { no: p.no, by: who.name });
    // Resolve again at once: a side whose pool is now empty forfeits, so a war always finishes.
    settle(r);
  },
};

export const cancel: Handler<'cancel'> = {
  check(s, _m, actor) {
    const p = pendingFor(s, actor, 'actor', refusal('auth/not-actor', conflictMessages.onlyOneWhoLedGmCan));
    return isRefusal(p) ? p : null;
  },
  run(r) {
    const p = r.s.pending!;
    const me = participant(r.s, p.actor)!;
    me.pool = [...me.pool, ...p.actorDice].sort((a, b) => b - a);
    r.s.pending = null;
    tellPushed(r, p);
    emit(r, 'exchange-cancelled', { no: p.no });
  },
};

/** R3.5: a PC about to lead or answer draws one die per held skill on the named skill's chain. */
export const action: Handler<'action'> = {
  check(s, m, actor) {
    const me = inExchanges(s) ?? ownParticipant(s, actor);
    if (isRefusal(me)) return me;
    if (me.kind !== 'pc') return refusal('action/pc-only', conflictMessages.actionDicePlayerCharacters);
    if (me.out) return refusal('conflict/out', conflictMessages.nameOutConflict(me.name));
    const p = s.pending;
    if (p && !(same(p.target, me.name) && p.targetDice === null))
      return refusal('action/not-now', conflictMessages.declareActionLeadBeforeAnswer);
    if (me.actionRound === s.round)
      return refusal('action/once-per-round', conflictMessages.nameAlreadyDrawnActionDiceRound(me.name));
    let count: number;
    try {
      count = actionDiceCount(me, m.skill);
    } catch {
      return refusal('skill/bad-path', conflictMessages.writeSkillFieldFieldFocusField);
    }
    return count > 0 ? null : refusal('action/no-skill', conflictMessages.nameHoldsNothingSkillSkill(me.name, m.skill));
  },
  run(r, m) {
    const me = actorParticipant(r.s, r.actor)!;
    const fresh = rollIn(actionDiceCount(me, m.skill), r.dice).pool;
    addDice(r.s, me, fresh);
    me.actionRound = r.s.round;
    emit(r, 'action-dice', { name: me.name, skill: m.skill });
    emit(r, 'action-faces', { faces: fresh }, { participant: me.name });
  },
};

function actionDiceCount(p: Participant, skill: string): number {
  const path = parseSkillPath(skill);
  return p.skills.filter((held) => isOnChain(parseSkillPath(held), path)).length;
}

/** R2.4: resist gear rolls its quality once per exchange aimed at its owner, before it pushes; 4+ join the pool. */
export const resist: Handler<'resist'> = {
  check(s, m, actor) {
    const target = answeringTarget(s, actor);
    if (isRefusal(target)) return target;
    if (s.pending!.resisted.includes(target.name))
      return refusal('resist/once', conflictMessages.resistGearCanUsedOncePer);
    const q = resistQuality(target, m.gear, m.quality);
    return typeof q === 'number' ? null : q;
  },
  run(r, m) {
    const target = participant(r.s, r.s.pending!.target)!;
    const quality = resistQuality(target, m.gear, m.quality) as number;
    const { kept, rolled } = rollKeepHigh(quality, r.dice);
    addDice(r.s, target, kept);
    r.s.pending!.resisted = [...r.s.pending!.resisted, target.name];
    emit(r, 'resisted', { no: r.s.pending!.no, name: target.name, gear: m.gear });
    emit(r, 'resist-faces', { rolled, kept }, { participant: target.name });
  },
};

function resistQuality(p: Participant, gear: string, quality: number | undefined): number | Refusal {
  const owned = p.gear.find((g) => same(g.name, gear));
  // R2.4: gear that needs a skill its owner lacks gives nothing, resist dice included.
  if (owned && !usable(gearForDraw(owned), p.skills.map(parseSkillPath)))
    return refusal('gear/needs-skill', conflictMessages.nameNeedsSkillToUse(owned.name, owned.needs!));
  if (owned)
    return owned.mode === 'resist'
      ? owned.quality
      : refusal('gear/not-resist', conflictMessages.nameNotResistGear(owned.name));
  if (p.gear.length > 0) return refusal('gear/unknown', conflictMessages.nameNoGearCalledGear(p.name, gear));
  const ok = typeof quality === 'number' && Number.isInteger(quality) && quality >= 0 && quality <= 100;
  return ok ? quality : refusal('gear/bad', conflictMessages.resistGearNeedsQuality0100);
}

export const endRound: Handler<'end-round'> = {
  check(s, _m, actor) {
    const phase = inExchanges(s);
    if (phase) return phase;
    return isGmActor(s, actor) ? null : refusal('auth/not-gm', conflictMessages.onlyGmCanEndRound);
  },
  run(r) {
    r.s.round += 1;
    r.s.ledThisRound = [];
    emit(r, 'round', { round: r.s.round });
  },
};

/** Resolves the pending exchange (R5.4–R5.7), or leaves it waiting for war dice. */
function settle(r: Run): void {
  const s = r.s;
  const p = s.pending!;
  const actor = participant(s, p.actor)!;
  const target = participant(s, p.target)!;
  const result = resolveExchange(
    p.actorDice,
    p.targetDice!,
    { risky: p.risky, trailingTie: s.houseRules.trailingTie, unmatched: s.houseRules.unmatched },
    {
      actor: p.warActor,
      target: p.warTarget,
      actorPoolEmpty: actor.pool.length === 0,
      targetPoolEmpty: target.pool.length === 0,
    },
  );
  if (result.pendingWar) {
    p.warNeeds = result.pendingWar.needs;
    emit(r, 'war-waiting', {
      no: p.no,
      needs: p.warNeeds.map((sd) => (sd === 'actor' ? actor.name : target.name)),
      stake: stakeOf(result),
    });
    return;
  }
  actor.books += result.actorBooks;
  target.books += result.targetBooks;
  s.tally.removed += p.actorDice.length + p.targetDice!.length + p.warActor.length + p.warTarget.length;
  s.pending = null;
  s.exchanges += 1;
  // House rule unmatched: reroll (R5.4): returned dice roll in again, secretly.
  const rerolled: Record<string, Face[]> = {};
  for (const [who, faces] of [
    [actor, result.returned.actor],
    [target, result.returned.target],
  ] as const) {
    if (faces.length === 0) continue;
    const fresh = rollIn(faces.length, r.dice).pool;
    addDice(s, who, fresh);
    rerolled[who.name] = fresh;
  }
  emit(r, 'exchange-resolved', {
    no: p.no,
    actor: actor.name,
    actorNpc: p.actorNpc ?? null,
    target: p.targetNpc ?? target.name,
    targetParticipant: target.name,
    actorAction: p.actorAction,
    targetAction: p.targetAction,
    risky: p.risky,
    actorDice: p.actorDice,
    targetDice: p.targetDice,
    // The war dice, the steps and the books won are the result's own (stored once, with it).
    actorBooks: actor.books,
    targetBooks: target.books,
    rerolled: { actor: result.returned.actor.length, target: result.returned.target.length },
    result,
  });
  for (const [name, faces] of Object.entries(rerolled)) emit(r, 'rerolled', { faces }, { participant: name });
  advanceRound(s);
  s.suggestedLeader = nextLeader(s, actor, target, result.actorBooks, result.targetBooks);
  endIfSideOut(r);
}

/** The dice still at stake in a war (public once pushed in a war): those whose fate is not decided yet. */
function stakeOf(result: ReturnType<typeof resolveExchange>): Face[] {
  const decided = new Set(result.fates.map((f) => `${f.die.side}:${f.die.index}`));
  const all = [
    ...result.actorPushed.map((face, index) => ({ key: `actor:${index}`, face })),
    ...result.targetPushed.map((face, index) => ({ key: `target:${index}`, face })),
    ...result.actorWar.map((face, i) => ({ key: `actor:${result.actorPushed.length + i}`, face })),
    ...result.targetWar.map((face, i) => ({ key: `target:${result.targetPushed.length + i}`, face })),
  ];
  return all
    .filter((d) => !decided.has(d.key))
    .map((d) => d.face)
    .sort((a, b) => b - a);
}
