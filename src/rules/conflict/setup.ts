// Set-up and rolling (R3, R4.1): joining, NPCs, the secondary skill, circumstances, racks, rolls.
import { type Face, rollIn } from '../dice';
import { drawDice, GEAR_MODES, outnumberedSide } from '../draw';
import { parseSkillPath } from '../skills';
import { emit, type Handler, type Run } from './handler';
import {
  actorParticipant,
  addDice,
  blankNpc,
  gearForDraw,
  blankParticipant,
  conflictRack,
  gmSide,
  isGmActor,
  npc,
  participant,
  refusal,
  validFaces,
  unknownName,
  ownParticipant,
  isRefusal,
  orRefusal,
} from './state';
import type { ConflictState, DrawParts, Participant, Refusal } from './types';
import { conflictMessages } from './messages';

const MAX_NAME = 80;

function validSkill(text: string): boolean {
  try {
    parseSkillPath(text);
    return true;
  } catch {
    return false;
  }
}

function wholeIn(n: unknown, lo: number, hi: number): boolean {
  return typeof n === 'number' && Number.isInteger(n) && n >= lo && n <= hi;
}

/** R4.1: the set-up stays open through the rolls, until the exchanges begin. */
function setupOpen(s: ConflictState, what: string): Refusal | null {
  return s.phase === 'setup' || s.phase === 'rolling'
    ? null
    : refusal('conflict/wrong-phase', conflictMessages.canOnlyWhatBeforeExchangesBegin(what));
}

function gmOnly(s: ConflictState, actor: string, what: string): Refusal | null {
  return isGmActor(s, actor) ? null : refusal('auth/not-gm', conflictMessages.onlyGmCanWhat(what));
}

function nameTaken(s: ConflictState, name: string): boolean {
  return participant(s, name) !== undefined || npc(s, name) !== undefined;
}

export const join: Handler<'join'> = {
  check(s, m, actor) {
    const phase = setupOpen(s, 'join');
    if (phase) return phase;
    const name = m.name.trim();
    if (name === '' || name.length > MAX_NAME)
      return refusal('conflict/bad-name', conflictMessages.nameNeeds1MaxNameCharacters(MAX_NAME));
    if (m.gm ? !isGmActor(s, actor) : actor.trim().toLowerCase() !== name.toLowerCase() && !isGmActor(s, actor)) {
      return refusal('auth/not-yours', conflictMessages.canOnlyJoinConflictOwnCharacter);
    }
    if (nameTaken(s, name)) return refusal('conflict/already-joined', conflictMessages.nameAlreadyInConflict(name));
    if (m.side !== 0 && m.side !== 1) return refusal('conflict/bad-side', conflictMessages.side01);
    if (m.gm && gmSide(s)) return refusal('conflict/already-joined', conflictMessages.gmSideAlreadyInConflict);
    if (m.level !== undefined && !wholeIn(m.level, 1, 100))
      return refusal('conflict/bad-level', conflictMessages.levelWholeNumber1100);
    for (const n of [m.points, m.books, m.followUp]) {
      if (n !== undefined && !wholeIn(n, 0, 10_000))
        return refusal('conflict/bad-count', conflictMessages.pointsBooksFollowUpDiceWhole);
    }
    if ((m.skills ?? []).some((t) => !validSkill(t)))
      return refusal('skill/bad-path', conflictMessages.everySkillMustWrittenFieldField);
    for (const g of m.gear ?? []) {
      const badNeeds = g.needs != null && !validSkill(g.needs);
      if (!validSkill(g.skill) || badNeeds || !wholeIn(g.quality, 0, 100) || !GEAR_MODES.includes(g.mode)) {
        return refusal('gear/bad', conflictMessages.gearNameNeedsSkillQuality0(g.name));
      }
    }
    return null;
  },
  run(r, m) {
    const p = blankParticipant(m.name.trim(), m.side, m.gm ? 'gm' : 'pc', r.s.participants.length + 1);
    p.level = m.level ?? 6;
    p.skills = [...(m.skills ?? [])];
    p.gear = (m.gear ?? []).map((g) => ({ ...g }));
    p.points = m.points ?? 0;
    p.books = m.books ?? 0;
    p.followUpIn = m.followUp ?? 0;
    r.s.participants.push(p);
    emit(r, 'joined', { name: p.name, side: p.side, gm: p.kind === 'gm' });
  },
};

export const addNpc: Handler<'add-npc'> = {
  check(s, m, actor) {
    const who = gmOnly(s, actor, 'bring NPCs into a conflict');
    if (who) return who;
    if (s.phase === 'ended') return refusal('conflict/wrong-phase', conflictMessages.conflictOver);
    if (!gmSide(s)) return refusal('conflict/no-gm-side', conflictMessages.gmSideMustJoinBeforeBrings);
    const name = m.name.trim();
    if (name === '' || name.length > MAX_NAME)
      return refusal('conflict/bad-name', conflictMessages.nameNeeds1MaxNameCharacters(MAX_NAME));
    if (nameTaken(s, name)) return refusal('conflict/already-joined', conflictMessages.nameAlreadyInConflict(name));
    if (m.gang != null && !wholeIn(m.gang, 2, 1e9))
      return refusal('conflict/bad-gang', conflictMessages.gangWholeNumberMembersLeast2);
    if (m.gang != null && m.mook) return refusal('conflict/bad-gang', conflictMessages.mookOneNamelessPersonNotGang);
    return null;
  },
  run(r, m) {
    r.s.npcs.push(blankNpc(m.name.trim(), m.gang ?? null, m.mook ?? false));
    emit(r, 'npc-added', { name: m.name.trim(), gang: m.gang ?? null, mook: m.mook ?? false });
    // R4.1: an NPC arriving after the GM side rolled brings its rack rolled in at once.
    if (!m.mook) rollRacksIntoGm(r, 1);
  },
};

export const secondary: Handler<'secondary'> = {
  check(s, m, actor) {
    const phase = setupOpen(s, 'choose the secondary skill');
    if (phase) return phase;
    const me = actorParticipant(s, actor);
    const targetSide = me !== undefined && me.side !== s.initiatorSide;
    if (!targetSide && !isGmActor(s, actor))
      return refusal('auth/not-target-side', conflictMessages.challengedSideChoosesSecondarySkill);
    // R4.1: dice already rolled with a secondary skill cannot be taken back.
    if (s.secondary !== null && s.participants.some((p) => p.rolled))
      return refusal('secondary/fixed', conflictMessages.secondaryFixedOnceRolledWith);
    if (!validSkill(m.skill)) return refusal('skill/bad-path', conflictMessages.writeSkillFieldFieldFocusField);
    const extra = orRefusal(() => lateSecondaryDice(s, parseSkillPath(m.skill).text));
    return isRefusal(extra) ? extra : null;
  },
  run(r, m) {
    const skill = parseSkillPath(m.skill).text;
    const extra = lateSecondaryDice(r.s, skill);
    r.s.secondary = skill;
    emit(r, 'secondary', { skill: r.s.secondary });
    // R4.1: whoever rolled before the secondary skill was set draws its dice now, rolled in secretly.
    for (const { p, dice } of extra) {
      const roll = rollIn(dice, r.dice);
      p.drawn += dice;
      addDice(r.s, p, roll.pool);
      emit(r, 'secondary-faces', { name: p.name, rolled: roll.rolled, pool: [...p.pool] }, { participant: p.name });
    }
  },
};

export const circumstance: Handler<'circumstance'> = {
  check(s, m, actor) {
    const who = gmOnly(s, actor, 'grant circumstance dice');
    if (who) return who;
    const phase = setupOpen(s, 'add circumstance dice');
    if (phase) return phase;
    const p = participant(s, m.for) ?? (npc(s, m.for) ? gmSide(s) : undefined);
    if (!p) return unknownName('conflict/unknown-participant', m.for);
    // R3.2: circumstance dice join a draw, so only one not rolled yet.
    if (p.rolled) return refusal('conflict/already-rolled', conflictMessages.nameAlreadyRolled(p.name));
    return wholeIn(m.dice, 1, 100)
      ? null
      : refusal('conflict/bad-count', conflictMessages.circumstanceDiceWholeNumber1100);
  },
  run(r, m) {
    const p = participant(r.s, m.for) ?? gmSide(r.s)!;
    p.circumstances += m.dice;
    emit(r, 'circumstance', { for: p.name, dice: m.dice });
  },
};

/**
 * R10.1: a rack from the session budget. Before the GM side rolls it joins the draw; after, it is
 * rolled in at once into the GM pool (the faces told to the GM alone).
 */
export const rack: Handler<'rack'> = {
  check(s, m, actor) {
    const who = gmOnly(s, actor, 'spend racks from the session budget');
    if (who) return who;
    if (s.phase === 'ended') return refusal('conflict/wrong-phase', conflictMessages.conflictOver);
    const gm = gmSide(s);
    if (!gm) return refusal('conflict/no-gm-side', conflictMessages.gmSideMustJoinBeforeAdds);
    if (gm.rolled && gm.out) return refusal('conflict/out', conflictMessages.nameOutConflict(gm.name));
    if (m.npc != null) {
      const mook = npc(s, m.npc);
      if (!mook) return unknownName('conflict/unknown-participant', m.npc);
      if (!mook.mook) return refusal('rack/not-mook', conflictMessages.nameBringsOwnRack(mook.name));
    }
    return m.racks === undefined || wholeIn(m.racks, 1, 100)
      ? null
      : refusal('conflict/bad-count', conflictMessages.racksWholeNumber1100);
  },
  run(r, m) {
    const racks = m.racks ?? 1;
    r.s.budgetRacks += racks;
    // R3.3: the mook it is spent on fights with the GM pool from now on.
    if (m.npc != null) npc(r.s, m.npc)!.armed = true;
    emit(r, 'rack', { racks }, 'gm');
    rollRacksIntoGm(r, racks);
  },
};

/** Racks arriving after the GM side rolled are rolled in at once (the faces told to the GM alone). */
function rollRacksIntoGm(r: Run, racks: number): void {
  const gm = gmSide(r.s)!;
  if (!gm.rolled) return;
  const size = conflictRack(r.s);
  const roll = rollIn(size * racks, r.dice);
  gm.drawn += size * racks;
  if (r.s.rackDice !== undefined && r.s.phase !== 'exchanges') r.s.rackDice += size * racks;
  addDice(r.s, gm, roll.pool);
  emit(r, 'rack-rolled', { name: gm.name, size, rolled: roll.rolled, pool: [...gm.pool] }, { participant: gm.name });
}

/** R4.1: the dice a secondary skill set now adds to each PC who rolled without it. */
function lateSecondaryDice(s: ConflictState, skill: string): { p: Participant; dice: number }[] {
  if (s.secondary !== null) return [];
  const withIt = { ...s, secondary: skill };
  return s.participants
    .filter((p) => p.kind === 'pc' && p.rolled && !p.out)
    .map((p) => ({ p, dice: drawCount(withIt, p) - drawCount(s, p) }))
    .filter((x) => x.dice > 0);
}

export function drawOf(s: ConflictState, p: Participant): { total: number; parts: DrawParts } {
  if (p.kind === 'gm') {
    // R3.3: mooks bring no dice; R8.2: follow-up dice are rolled with the racks, like a PC's.
    const npcRacks = s.npcs.filter((n) => !n.mook).length;
    const rack = conflictRack(s);
    const total = (npcRacks + s.budgetRacks) * rack + p.circumstances + p.followUpIn;
    return {
      total,
      parts: {
        kind: 'gm',
        rack,
        npcRacks,
        budgetRacks: s.budgetRacks,
        circumstances: p.circumstances,
        followUp: p.followUpIn,
      },
    };
  }
  const d = drawDice({
    skills: p.skills.map(parseSkillPath),
    primary: parseSkillPath(s.primary),
    secondary: s.secondary ? parseSkillPath(s.secondary) : null,
    gear: p.gear.map(gearForDraw),
    circumstances: p.circumstances,
    followUp: p.followUpIn,
  });
  return {
    total: d.total,
    parts: {
      kind: 'pc',
      primary: d.primary,
      secondary: d.secondary,
      gear: d.gear,
      circumstances: d.circumstances,
      followUp: d.followUp,
    },
  };
}

/** R3.2 for a PC, R3.3 for the GM side: the dice a participant draws before rolling. */
export function drawCount(s: ConflictState, p: Participant): number {
  return drawOf(s, p).total;
}

export const roll: Handler<'roll'> = {
  check(s, m, actor) {
    if (s.phase !== 'setup' && s.phase !== 'rolling')
      return refusal('conflict/wrong-phase', conflictMessages.rollingOverConflict);
    const me = ownParticipant(s, actor);
    if (isRefusal(me)) return me;
    if (me.rolled) return refusal('conflict/already-rolled', conflictMessages.nameAlreadyRolled(me.name));
    if (me.out) return refusal('conflict/out', conflictMessages.nameOutConflict(me.name));
    if (m.pool !== undefined && (!validFaces(m.pool) || m.pool.some((f) => f < 4))) {
      return refusal('dice/bad-face', conflictMessages.rolledPoolHoldsOnlyFaces4);
    }
    if (m.pool !== undefined) return null;
    const drawn = orRefusal(() => drawCount(s, me));
    if (isRefusal(drawn)) return drawn;
    return drawn > 10_000 ? refusal('dice/too-many', conflictMessages.most10000DiceCanRolled) : null;
  },
  run(r, m) {
    if (r.s.phase === 'setup') beginRolling(r);
    const me = actorParticipant(r.s, r.actor)!;
    const draw = drawOf(r.s, me);
    const drawn = m.pool === undefined ? draw.total : m.pool.length;
    const rolled = m.pool === undefined ? rollIn(drawn, r.dice) : { rolled: [...m.pool], pool: [...m.pool] };
    me.drawn = drawn;
    me.rolled = true;
    // R3.3: the racks in this draw, to top up when the exchanges settle the size.
    if (me.kind === 'gm' && draw.parts.kind === 'gm' && r.s.rackDice !== undefined)
      r.s.rackDice += (draw.parts.npcRacks + draw.parts.budgetRacks) * draw.parts.rack;
    me.commitment = m.commitment ?? null;
    addDice(r.s, me, rolled.pool as Face[]);
    emit(r, 'rolled', { name: me.name, commitment: me.commitment });
    emit(
      r,
      'rolled-faces',
      { name: me.name, drawn, draw: draw.parts, rolled: rolled.rolled, pool: me.pool },
      { participant: me.name },
    );
    // R4.1: the last roll does not begin the exchanges: the GM or the initiator does (begin.ts).
  },
};

/**
 * The first roll leaves the set-up open (R4.1) and fixes nothing: the rack size (R3.3) and the
 * outnumbered side (R3.4) are settled when the exchanges begin (settleRacks), since people still
 * arrive after the first roll.
 */
function beginRolling(r: Run): void {
  const s = r.s;
  s.phase = 'rolling';
  s.rackDice = s.rackDice ?? 0;
  emit(r, 'rolling-started', { rack: conflictRack(s), behindSide: null });
}

/**
 * When the exchanges begin: R3.3 settles the rack size with everyone seated then, and the racks the
 * GM side rolled at a smaller size are topped up (the missing dice rolled in, told to the GM alone);
 * R3.4 compares the sides' drawn dice, and each participant of a side behind by a full rack or more
 * gains a point. A document whose first roll already fixed the rack and paid (no `rackDice`) is left
 * as it was.
 */
export function settleRacks(r: Run): void {
  const s = r.s;
  if (s.rackDice === undefined) return;
  const rack = conflictRack(s);
  s.settledRack = rack;
  const gm = gmSide(s);
  if (gm?.rolled && !gm.out) {
    const racks = s.npcs.filter((n) => !n.mook).length + s.budgetRacks;
    const missing = racks * rack - s.rackDice;
    if (missing > 0) {
      const roll = rollIn(missing, r.dice);
      gm.drawn += missing;
      s.rackDice += missing;
      addDice(s, gm, roll.pool);
      emit(
        r,
        'rack-rolled',
        { name: gm.name, size: rack, rolled: roll.rolled, pool: [...gm.pool] },
        { participant: gm.name },
      );
    }
  }
  const sides = [0, 1].map((side) => s.participants.filter((p) => p.side === side && !p.out));
  const behind = sides.every((side) => side.length > 0)
    ? outnumberedSide(
        sides.map((side) => side.map((p) => p.drawn)),
        rack,
      )
    : null;
  emit(r, 'rack-settled', { rack, behindSide: behind });
  if (behind === null) return;
  for (const p of sides[behind]!) p.points += 1;
  emit(r, 'outnumbered', { side: behind, names: sides[behind]!.map((p) => p.name) });
}
