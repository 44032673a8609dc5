import { z } from 'zod';

// The JSON rules-case format of ../shared/rules/cases/README.md. Inputs are validated here; the
// rules themselves live only in src/rules.
const face = z.number();
const faces = z.array(face);
const base = { id: z.union([z.string(), z.number()]).transform(String), expect: z.record(z.string(), z.unknown()) };

export const caseSchema = z.discriminatedUnion('kind', [
  z.object({ ...base, kind: z.literal('rollIn'), n: z.number(), faces }),
  z.object({
    ...base,
    kind: z.literal('draw'),
    skills: z.array(z.string()),
    primary: z.string(),
    secondary: z.string().nullish(),
    gear: z
      .array(
        z.object({
          skill: z.string(),
          quality: z.number(),
          mode: z.string(),
          pmp: z.number().optional(),
          /** R2.4: a skill the character must hold for the gear to give anything. */
          needs: z.string().optional(),
        }),
      )
      .optional(),
    circumstances: z.number().optional(),
    followUp: z.number().optional(),
  }),
  z.object({
    ...base,
    kind: z.literal('exchange'),
    actor: faces,
    target: faces,
    options: z
      .object({
        risky: z.boolean().optional(),
        trailingTie: z.enum(['discard', 'war']).optional(),
        unmatched: z.enum(['pair', 'reroll']).optional(),
        targetPoolEmpty: z.boolean().optional(),
        actorPoolEmpty: z.boolean().optional(),
        actorWar: faces.optional(),
        targetWar: faces.optional(),
      })
      .optional(),
  }),
  z.object({ ...base, kind: z.literal('fly'), a: faces, b: faces }),
  z.object({
    ...base,
    kind: z.literal('price'),
    goal: z.string(),
    people: z.number().optional(),
    place: z.union([z.enum(['person', 'room', 'zone']), z.number()]).optional(),
    /** R9.3 (corrected 2026-12-01): zones between buyer and target, one book each; the rules refuse a bad one. */
    distance: z.number().optional(),
    // R9.3: the old `zones` field is malformed: a radius of zones is `place`, the surcharge `distance`.
    zones: z
      .never({ error: '"zones" is no longer a field: use "place" for the place scale, "distance" for the zones away' })
      .optional(),
  }),
  z.object({ ...base, kind: z.literal('followUp'), leftover: z.number() }),
  z.object({ ...base, kind: z.literal('leftoverBooks'), leftover: z.number() }),
  z.object({ ...base, kind: z.literal('rack'), levels: z.array(z.number()), fixed: z.number().nullish() }),
  z.object({ ...base, kind: z.literal('outnumbered'), sides: z.array(z.array(z.number())), rack: z.number() }),
  z.object({
    ...base,
    kind: z.literal('conflict'),
    houseRules: z.record(z.string(), z.union([z.string(), z.boolean()])).optional(),
    primary: z.string(),
    secondary: z.string().nullish(),
    rackSize: z.number().nullish(),
    participants: z.array(
      z.object({
        name: z.string(),
        side: z.union([z.literal(0), z.literal(1)]),
        pool: faces,
        books: z.number().optional(),
        points: z.number().optional(),
        gm: z.boolean().optional(),
        level: z.number().optional(),
        npcs: z
          .array(
            z.union([
              z.string(),
              z.object({ name: z.string(), gang: z.number().optional(), mook: z.boolean().optional() }),
            ]),
          )
          .optional(),
        skills: z.array(z.string()).optional(),
        gear: z
          .array(
            z.object({
              name: z.string(),
              skill: z.string(),
              quality: z.number(),
              mode: z.enum(['assist', 'circumstance', 'resist']),
              /** R2.4: a skill the character must hold for the gear to give anything. */
              needs: z.string().optional(),
              /** R9.1: goals the GM wrote on this gear, with their price in books. */
              goals: z.array(z.object({ name: z.string(), books: z.number() })).optional(),
            }),
          )
          .optional(),
      }),
    ),
    dice: faces.optional(),
    moves: z.array(
      z.looseObject({
        do: z.string(),
        by: z.string().optional(),
        refused: z.boolean().optional(),
        code: z.string().optional(),
      }),
    ),
  }),
]);

export type RulesCase = z.infer<typeof caseSchema>;
export const CASE_KINDS = caseSchema.options.map((o) => o.shape.kind.value);
