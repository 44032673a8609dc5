// A conflict's whole state as one stored document: the machine's ConflictState, as the rules left
// it, under a schema version. This is the only codec for it: the store writes what `encode` makes
// and reads what `decode` gives back, so nothing the rules produced is lost between two moves.
import { z } from 'zod';
import type { ConflictState } from '../../rules/conflict';
import { goalChartSchema } from '../campaign-file/campaign-data-json';

/** Bumped whenever ConflictState changes shape; `decode` upgrades older documents. */
export const DOCUMENT_VERSION = 1;

const face = z.literal([1, 2, 3, 4, 5, 6]);
const faces = z.array(face);
const side = z.literal([0, 1]);
const name = z.string();

const gear = z.strictObject({
  name,
  skill: z.string(),
  quality: z.number(),
  mode: z.enum(['assist', 'circumstance', 'resist']),
  needs: z.string().nullable().optional(),
  goals: z.array(z.strictObject({ name, books: z.number() })).optional(),
});

const participant = z.strictObject({
  name,
  side,
  kind: z.enum(['pc', 'gm']),
  seq: z.number(),
  level: z.number(),
  skills: z.array(z.string()),
  gear: z.array(gear),
  pool: faces,
  rolled: z.boolean(),
  drawn: z.number(),
  books: z.number(),
  points: z.number(),
  owed: z.array(z.strictObject({ name, points: z.number() })).optional(),
  circumstances: z.number(),
  followUpIn: z.number(),
  out: z.enum(['knocked-out', 'escaped']).nullable(),
  lastChance: z.number().nullable(),
  lastChanceUsed: z.boolean().optional(),
  actionRound: z.number().nullable(),
  flySkills: z.array(z.string()),
  purchaseStep: z.number().nullable(),
  commitment: z.string().nullable(),
  leftover: z.number().nullable(),
  leftoverBooks: z.number(),
  followUpDice: z.number(),
});

const npc = z.strictObject({
  name,
  gang: z.number().nullable(),
  mook: z.boolean(),
  armed: z.boolean(),
  out: z.enum(['knocked-out', 'escaped', 'dead']).nullable(),
});

const warSide = z.enum(['actor', 'target']);

const pending = z.strictObject({
  no: z.number(),
  actor: name,
  target: name,
  targetNpc: name.nullable(),
  actorNpc: name.nullable().optional(),
  actorAction: z.string(),
  actorDice: faces,
  risky: z.boolean(),
  disputedBy: name.nullable(),
  targetAction: z.string().nullable(),
  targetDice: faces.nullable(),
  warActor: faces,
  warTarget: faces,
  warNeeds: z.array(warSide),
  resisted: z.array(name),
});

const initiative = z.strictObject({
  status: z.enum(['open', 'closed']),
  bids: z.record(z.string(), faces),
  passed: z.array(name),
  gmDice: z.strictObject({ for: name, dice: faces }).nullable(),
  order: z.array(name),
});

const offer = z.strictObject({
  id: z.number(),
  kind: z.enum(['proposal', 'counter', 'only-if']),
  buyer: name,
  against: name,
  author: name,
  answerer: name,
  goal: z.string(),
  price: z.number(),
  parent: z.number().nullable(),
  status: z.enum(['open', 'countered', 'refused', 'settled']),
});

const effect = z.strictObject({
  target: name,
  kind: z.enum(['wound', 'scar', 'cripple', 'knocked-out', 'dead', 'escaped', 'reputation', 'text']),
  goal: z.string(),
  by: name,
  price: z.number(),
});

const purchase = z.strictObject({
  step: z.number(),
  buyer: name,
  goal: z.string(),
  target: name,
  price: z.number(),
  books: z.number(),
  points: z.number(),
});

/** Every field of ConflictState, strictly: an unknown key in a document is refused, not dropped. */
export const conflictStateSchema = z.strictObject({
  phase: z.enum(['setup', 'rolling', 'exchanges', 'ended']),
  primary: z.string(),
  secondary: z.string().nullable(),
  initiatorSide: side,
  houseRules: z.strictObject({
    trailingTie: z.enum(['discard', 'war']),
    unmatched: z.enum(['pair', 'reroll']),
    strictTurns: z.boolean(),
    gmSeesPools: z.boolean(),
    setupWait: z.number().nullable().optional(),
  }),
  fixedRack: z.number().nullable(),
  settledRack: z.number().nullable().optional(),
  rackDice: z.number().optional(),
  goalChart: goalChartSchema.nullable().optional(),
  budgetRacks: z.number(),
  participants: z.array(participant),
  npcs: z.array(npc),
  round: z.number(),
  ledThisRound: z.array(name),
  direction: z.literal([1, -1]),
  exchanges: z.number(),
  numbered: z.number(),
  pending: pending.nullable(),
  initiative: initiative.nullable(),
  offers: z.array(offer),
  effects: z.array(effect),
  purchases: z.array(purchase),
  endReason: z.enum(['ran-out', 'agreed', 'gm', 'escape']).nullable(),
  chin: name.nullable(),
  endAsked: z.array(name),
  booksWarned: z.array(name),
  suggestedLeader: name.nullable(),
  answeredEmpty: z.strictObject({ no: z.number(), target: name }).nullable(),
  tally: z.strictObject({ added: z.number(), removed: z.number() }),
});

// The codec guard at compile time: the schema and ConflictState must describe the same value. A
// field added to ConflictState without a place here stops the build.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Mutable<T> = T extends readonly (infer U)[]
  ? Mutable<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: Mutable<T[K]> }
    : T;
const schemaIsState: Same<Mutable<z.infer<typeof conflictStateSchema>>, Mutable<ConflictState>> = true;
void schemaIsState;

/**
 * The document as a file carries it: every participant and NPC named as `plainName` allows (a
 * file from outside cannot give the table a mention or a link for a name).
 */
export function conflictDocumentSchema(plainName: z.ZodType<string>) {
  const named = z.looseObject({ name: plainName });
  return z.strictObject({
    v: z.literal(DOCUMENT_VERSION),
    state: conflictStateSchema.and(z.object({ participants: z.array(named), npcs: z.array(named) })),
  });
}

export class DocumentError extends Error {
  override readonly name = 'DocumentError';
}

/**
 * How a live conflict's stored text is rounded up, in characters (spaces after the JSON, which a
 * parser skips). A lead adds the exchange in progress to the document (about 250 characters) and
 * its answer takes it out again: a row that grew past what its database page had free made SQLite
 * move rows between pages on every lead (about four more pages written per lead, measured in the
 * WAL of the exchange bench). Rounded up, the row keeps its size through most moves.
 */
export const DOCUMENT_ROUNDING = 512;

/** The stored text of a state: a live conflict's rounded up to DOCUMENT_ROUNDING characters. */
export function encodeConflict(state: ConflictState): string {
  const text = `{"v":${DOCUMENT_VERSION},"state":${JSON.stringify(state)}}`;
  if (state.phase === 'ended') return text;
  return text.padEnd(Math.ceil(text.length / DOCUMENT_ROUNDING) * DOCUMENT_ROUNDING);
}

/**
 * The state a stored text holds. `check: true` validates every field against the schema (a file
 * from outside, an upgrade); documents this code wrote itself are trusted and only parsed.
 */
export function decodeConflict(text: string, options: { check?: boolean } = {}): ConflictState {
  let doc: { v?: unknown; state?: unknown };
  try {
    doc = JSON.parse(text) as typeof doc;
  } catch {
    throw new DocumentError('A stored conflict is not valid JSON.');
  }
  if (doc?.v !== DOCUMENT_VERSION)
    throw new DocumentError(
      `A stored conflict has schema version ${String(doc?.v)}; this code reads ${DOCUMENT_VERSION}.`,
    );
  if (!options.check) return doc.state as ConflictState;
  const parsed = conflictStateSchema.safeParse(doc.state);
  if (!parsed.success)
    throw new DocumentError(`A stored conflict does not hold a valid state: ${parsed.error.message}`);
  return parsed.data as ConflictState;
}
