// Moves of every kind with arbitrary fields of their own types: names that exist and names that do
// not, numbers out of range or not whole, faces that are no die's, optional fields left out.
import fc from 'fast-check';
import type { Move } from '../../../src/rules/conflict';
import { MOVE_NAMES } from '../../../src/rules/conflict';

const NAMES = ['Ana', 'Ben', 'GM', 'Jack', 'Vid', 'Bouncer', 'Nobody', ''];
const SKILLS = ['Coordination', 'Coordination: Projectiles', 'Physique: Athletics', 'Physique', '::', 'x: : y'];
const GOALS = ['Wound', 'Kill', 'Escape', 'Reputation', 'Knock out', 'Persuade one person', 'Teleport'];

const name = fc.oneof(fc.constantFrom(...NAMES), fc.string());
const skill = fc.oneof(fc.constantFrom(...SKILLS), fc.string());
const goal = fc.oneof(fc.constantFrom(...GOALS), fc.string());
const count = fc.oneof(fc.integer({ min: -2, max: 12 }), fc.integer(), fc.double());
const face = fc.oneof(fc.integer({ min: 0, max: 7 }), fc.integer());
const faces = fc.array(face, { maxLength: 8 });
const flag = fc.boolean();
const text = fc.string();
const gear = fc.array(
  fc.record({ name: text, skill, quality: count, mode: fc.constantFrom('assist', 'circumstance', 'resist') }),
);

/** The fields a move of each kind carries, each arbitrary. */
const FIELDS: Record<string, Record<string, fc.Arbitrary<unknown>>> = {
  join: {
    name,
    side: fc.constantFrom(0, 1, 2),
    gm: flag,
    level: count,
    skills: fc.array(skill),
    gear,
    points: count,
    books: count,
    followUp: count,
  },
  'add-npc': { name, gang: count, mook: flag },
  secondary: { skill },
  circumstance: { for: name, dice: count },
  rack: { racks: count },
  roll: { pool: faces, commitment: text },
  bid: { dice: faces },
  'gm-bid': { for: name, dice: faces },
  propose: { target: name, goal, price: count },
  counter: { offer: count, goal, price: count },
  'only-if': { offer: count, goal, price: count },
  accept: { offer: count },
  refuse: { offer: count },
  fly: { skill, against: name, a: faces, b: faces },
  lead: { target: name, dice: faces, risky: flag, action: text },
  respond: { dice: faces, action: text },
  war: { die: face },
  action: { skill },
  resist: { gear: name, quality: count },
  buy: {
    goal,
    target: name,
    people: count,
    place: fc.constantFrom('person', 'room', 'zone', 3, 99),
    points: count,
    narration: text,
  },
  give: { to: name, books: count },
  end: { reason: fc.constantFrom('agreed', 'gm', 'ran-out') },
};

/** The fields a move may leave out (the others it must carry, as the Move type says). */
const OPTIONAL: Record<string, string[]> = {
  join: ['gm', 'level', 'skills', 'gear', 'points', 'books', 'followUp'],
  'add-npc': ['gang', 'mook'],
  rack: ['racks'],
  roll: ['pool', 'commitment'],
  fly: ['a', 'b'],
  lead: ['risky', 'action'],
  respond: ['action'],
  resist: ['quality'],
  buy: ['people', 'place', 'points', 'narration'],
};

function fieldsOf(kind: string) {
  const fields = FIELDS[kind] ?? {};
  const optional = OPTIONAL[kind] ?? [];
  return fc.record(fields, { requiredKeys: Object.keys(fields).filter((k) => !optional.includes(k)) });
}

export const arbitraryMove: fc.Arbitrary<Move> = fc
  .constantFrom<string>(...MOVE_NAMES, 'nonsense')
  .chain((kind) => fieldsOf(kind).map((f) => ({ ...f, do: kind }) as unknown as Move));

export const arbitraryActor = fc.oneof(fc.constantFrom(...NAMES, '~123'), fc.string());
