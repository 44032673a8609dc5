import { z } from 'zod';
import { assertGoalChart, FIELDS, type GoalDefinition, isRuleError, parseSkillPath } from '../../rules';

// zod schemas of the JSON held in columns (pools, exchange results, charts…), for campaign import.

export const face = z.int().min(1).max(6);
export const faces = z.array(face).max(10_000);

export const houseRulesSchema = z.record(z.string().min(1).max(40), z.string().max(40));

export const skillPathText = z
  .string()
  .max(200)
  .refine((s) => {
    try {
      parseSkillPath(s);
      return true;
    } catch (err) {
      if (isRuleError(err)) return false;
      throw err;
    }
  }, 'not a skill path (Field, Field: Focus or Field: Focus: Specialty)');

export const skillCatalogSchema = z.array(skillPathText).max(5000);
/** Lifestyle skills and fly-dice skills: as typed, not checked against a catalog. */
export const skillListSchema = z.array(z.string().max(200)).max(500);
/** Gear a lifestyle lists (R2.3, R2.4). */
export const listedGearSchema = z
  .array(
    z.strictObject({
      name: z.string().min(1).max(60),
      quality: z.int().min(0).max(100),
      mode: z.enum(['assist', 'circumstance', 'resist']),
      skill: z.string().min(1).max(200),
    }),
  )
  .max(10);

const goalDefinition = z.strictObject({
  name: z.string().min(1).max(100),
  detail: z.string().max(300).optional(),
  books: z.int(),
  fields: z.union([z.array(z.enum(FIELDS)).min(1), z.literal('any'), z.literal('downtime')]),
  effect: z.enum(['wound', 'scar', 'crippled', 'knocked-out', 'dead', 'reputation', 'escape', 'text']),
  basis: z.enum(['seed', 'house', 'campaign']),
});

export const goalChartSchema = z
  .array(goalDefinition)
  .max(500)
  .superRefine((chart, ctx) => {
    try {
      assertGoalChart(chart as GoalDefinition[]);
    } catch (err) {
      if (!isRuleError(err)) throw err;
      ctx.addIssue({ code: 'custom', message: err.message });
    }
  });

const side = z.enum(['actor', 'target']);
const dieRef = z.strictObject({ side, index: z.int().min(0), face });
const dieRefs = z.array(dieRef);
const step = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('tie'), actor: dieRef, target: dieRef }),
  z.strictObject({ kind: z.literal('beat'), winner: side, actor: dieRef, target: dieRef, captured: dieRefs }),
  z.strictObject({ kind: z.literal('break-stake'), winner: side, breaker: dieRef, captured: dieRefs }),
  z.strictObject({ kind: z.literal('pair'), owner: side, dice: z.tuple([dieRef, dieRef]) }),
  z.strictObject({ kind: z.literal('lost'), die: dieRef }),
  z.strictObject({ kind: z.literal('returned'), die: dieRef }),
  z.strictObject({ kind: z.literal('discard-stake'), dice: dieRefs }),
  z.strictObject({ kind: z.literal('war-default'), winner: side, captured: dieRefs }),
  z.strictObject({
    kind: z.literal('risky'),
    actorTotal: z.int().min(0),
    targetTotal: z.int().min(0),
    winner: side.nullable(),
    captured: dieRefs,
  }),
]);

/** R5 ExchangeResult as stored with a resolved exchange. */
export const exchangeResultSchema = z.strictObject({
  risky: z.boolean(),
  actorPushed: faces,
  targetPushed: faces,
  actorWar: faces,
  targetWar: faces,
  steps: z.array(step),
  fates: z.array(
    z.strictObject({
      die: dieRef,
      fate: z.enum(['captured', 'paired', 'spent', 'lost', 'discarded', 'returned']),
      bookFor: side.nullable(),
    }),
  ),
  actorBooks: z.int().min(0),
  targetBooks: z.int().min(0),
  returned: z.strictObject({ actor: faces, target: faces }),
  pendingWar: z.strictObject({ needs: z.array(side) }).nullable(),
});

/** Event payloads are free JSON by design (the append-only log). */
export const eventPayloadSchema = z.json();
