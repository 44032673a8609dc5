// Component state lives in customIds (≤ 100 characters), so buttons and menus keep working after a
// restart. Fixed fields are plain and colon-separated; free text is length-prefixed (`6~Viktor`),
// so any character survives. Nothing is truncated: makeId returns null when it does not fit.
// Each kind is one entry of ID_FIELDS: its fields in order, each with the codec that writes and
// reads it. The written forms are those of buttons already posted in servers: keep them.
import { type Face, parseFaces } from '../../rules';

export const MAX_CUSTOM_ID = 100;

/** How one field is written into an id and read back (`undefined`: not a value of this field). */
interface Field<T> {
  write(value: T): string;
  read(text: string | undefined): T | undefined;
}

const wholeNumber: Field<number> = {
  write: String,
  read: (s) => (s !== undefined && /^\d{1,15}$/.test(s) ? Number(s) : undefined),
};

/** A whole number in base 36 (a bit mask, kept short). */
const base36: Field<number> = {
  write: (n) => n.toString(36),
  read: (s) => (s !== undefined && /^[0-9a-z]{1,5}$/.test(s) ? Number.parseInt(s, 36) : undefined),
};

const flag: Field<boolean> = {
  write: (b) => (b ? '1' : '0'),
  read: (s) => (s === '1' ? true : s === '0' ? false : undefined),
};

/** Faces as digits; `parseFaces` throws on anything else, which parseId takes for a stranger's id. */
const digits: Field<Face[]> = { write: (dice) => dice.join(''), read: (s) => parseFaces(s ?? 'x') };

/** Faces, `-` for none. */
const faces: Field<Face[]> = {
  write: (dice) => (dice.length ? dice.join('') : '-'),
  read: (s) => (s === '-' ? [] : digits.read(s)),
};

/** Faces, or `all` (null) for the whole pool. */
const facesOrAll: Field<Face[] | null> = {
  write: (dice) => (dice === null ? 'all' : dice.join('')),
  read: (s) => (s === 'all' ? null : digits.read(s)),
};

/** Free text: present, possibly empty. */
const text: Field<string> = { write: (t) => t, read: (s) => s };

/** Free text where empty means none. */
const textOrNone: Field<string | null> = { write: (t) => t ?? '', read: (s) => (s === undefined ? s : s || null) };

/** Free text that may be left out altogether (only last: nothing can follow a missing text). */
const lastTextOrNone: Field<string | null> = { write: (t) => t ?? '', read: (s) => s ?? null };

type Fields = Record<string, Field<unknown>>;

/** The plain fields after the kind, then the free texts. */
interface Shape {
  plain: Fields;
  texts?: Fields;
}

const ID_FIELDS = {
  /** Public button on an exchange-led message: the target opens its private picker. */
  'ex:respond': { plain: { conflictId: wholeNumber, no: wholeNumber } },
  /** Public buttons on an exchange-led message beside Respond: the target's other choices for that lead. */
  'ex:dispute': { plain: { conflictId: wholeNumber, no: wholeNumber } },
  'ex:resist': { plain: { conflictId: wholeNumber, no: wholeNumber } },
  /** The target's private picker; `action` is set when it came from /exchange respond. */
  'ex:pick': { plain: { conflictId: wholeNumber, no: wholeNumber }, texts: { action: lastTextOrNone } },
  /** Modal asking for the response text; `dice` null = the whole (small) pool. */
  'ex:act': { plain: { conflictId: wholeNumber, no: wholeNumber, dice: facesOrAll } },
  /** The actor's private picker for /exchange lead without dice. */
  lead: {
    plain: { conflictId: wholeNumber, risky: flag },
    texts: { target: text, action: text, as: textOrNone },
  },
  /** Confirm pushing more than half the pool (R5.1); `npc` the GM side's NPC who leads (added later). */
  push: {
    plain: { conflictId: wholeNumber, risky: flag, dice: digits },
    texts: { target: text, action: text, as: textOrNone, npc: lastTextOrNone },
  },
  'push-no': { plain: { conflictId: wholeNumber } },
  /** Public "Join" on a conflict that is setting up. */
  'cf:join': { plain: { conflictId: wholeNumber } },
  /** Public "Roll" on a conflict whose pools are not all rolled. */
  'cf:roll': { plain: { conflictId: wholeNumber } },
  /** Public "Begin" on a conflict whose set-up is open after the first roll (R4.1). */
  'cf:begin': { plain: { conflictId: wholeNumber } },
  /** Private menu of the clicker's characters, to join (or roll) as one of them. */
  'cf:who': { plain: { conflictId: wholeNumber, roll: flag } },
  /** Public "Lead" for the suggested leader, after exchange `after` (0: none yet). */
  'cf:lead': { plain: { conflictId: wholeNumber, after: wholeNumber } },
  /** A die (or a face group) of a private toggle picker; `picked` is the selection after the click. */
  'dice:tog': { plain: { conflictId: wholeNumber, picked: faces, index: wholeNumber } },
  /**
   * One die of a private toggle picker of one button per die: `mask` says which dice are picked
   * after the click (bit i: the i-th of the pool high to low), so the die clicked is the one lit.
   */
  'dice:one': { plain: { conflictId: wholeNumber, mask: base36, index: wholeNumber } },
  /**
   * "Push N" of a toggle picker: it also carries what the picker is for, so a toggle finds it in
   * the message. Leading: `no` 0, `target`/`action` empty until the form asks, `npc` the GM side's
   * NPC named to lead (added later: a button posted before reads as none). Answering: `no`.
   */
  'dice:go': {
    plain: { conflictId: wholeNumber, no: wholeNumber, risky: flag, picked: faces },
    texts: { as: text, target: text, action: text, npc: lastTextOrNone },
  },
  /** The form of a lead started with buttons: the action (and the target when `target` is empty). */
  'lead:act': {
    plain: { conflictId: wholeNumber, risky: flag, dice: faces },
    texts: { as: text, target: text },
  },
  /**
   * "Reopen the form" under a refused lead form: the form again, as it was sent (`how` risky chosen,
   * `target` and `npc` the picks; the action is in the message, which can hold all of it).
   */
  'lead:again': {
    plain: { conflictId: wholeNumber, risky: flag, how: flag, dice: faces },
    texts: { as: text, target: text, npc: text },
  },
  /** Public "Buy a goal": the clicker gets the goals this conflict offers them. */
  'buy:open': { plain: { conflictId: wholeNumber } },
  /** The private goal menu; `as` the participant buying. */
  'buy:pick': { plain: { conflictId: wholeNumber }, texts: { as: text } },
  /** The private menu of targets for goal `goal`. */
  'buy:who': { plain: { conflictId: wholeNumber }, texts: { as: text, goal: text } },
  /** "Propose a goal…" beside the goal menu (R4.2), and its form; `as` the participant proposing. */
  'buy:prop': { plain: { conflictId: wholeNumber }, texts: { as: text } },
  'buy:propf': { plain: { conflictId: wholeNumber }, texts: { as: text } },
} satisfies Record<string, Shape>;

type Kind = keyof typeof ID_FIELDS;
type ValuesOf<F> = { -readonly [N in keyof F]: F[N] extends Field<infer T> ? T : never };
type IdOfShape<K extends Kind, S> = { kind: K } & ValuesOf<S extends { plain: infer P } ? P : never> &
  ValuesOf<S extends { texts: infer T } ? T : unknown>;
type Flat<T> = { [N in keyof T]: T[N] };

export type ComponentId = { [K in Kind]: Flat<IdOfShape<K, (typeof ID_FIELDS)[K]>> }[Kind];

/** The component id of one kind. */
export type Id<K extends ComponentId['kind']> = Extract<ComponentId, { kind: K }>;

const shapeOf = (kind: Kind): Shape => ID_FIELDS[kind];
const entries = (fields: Fields | undefined) => Object.entries(fields ?? {}) as [string, Field<unknown>][];

export function makeId(id: ComponentId): string | null {
  const { plain, texts } = shapeOf(id.kind);
  const values = id as unknown as Record<string, unknown>;
  const written = (fields: Fields | undefined) => entries(fields).map(([name, f]) => f.write(values[name]));
  const parts = written(texts);
  // A text left out (an optional last one with no value) is not written at all.
  const last = entries(texts).at(-1);
  if (last?.[1] === lastTextOrNone && values[last[0]] === null) parts.pop();
  const text = parts.length ? `:${parts.map((t) => `${t.length}~${t}`).join('')}` : '';
  const out = `${id.kind}:${written(plain).join(':')}${text}`;
  return out.length <= MAX_CUSTOM_ID ? out : null;
}

// Longest first, so that `lead:act:…` is not taken for a `lead` id.
const KINDS = (Object.keys(ID_FIELDS) as Kind[]).sort((a, b) => b.length - a.length);

export function parseId(customId: string): ComponentId | null {
  const kind = KINDS.find((k) => customId.startsWith(`${k}:`));
  if (!kind) return null;
  const shape = shapeOf(kind);
  const plainFields = entries(shape.plain);
  const textFields = entries(shape.texts);
  const parts = customId.slice(kind.length + 1).split(':');
  const plain = parts.slice(0, plainFields.length);
  const texts = unpack(parts.slice(plainFields.length).join(':'));
  if (plain.length !== plainFields.length || texts === null || texts.length > textFields.length) return null;
  const id: Record<string, unknown> = { kind };
  try {
    for (const [fields, written] of [
      [plainFields, plain],
      [textFields, texts],
    ] as const) {
      for (const [n, [name, field]] of fields.entries()) {
        const value = field.read(written[n]);
        if (value === undefined) return null;
        id[name] = value;
      }
    }
  } catch {
    return null; // faces that do not parse: not one of ours
  }
  return id as ComponentId;
}

/** A parser of one kind's ids, for the routing table: null for an id of any other kind. */
export const idOf =
  <K extends Kind>(kind: K) =>
  (customId: string): Id<K> | null => {
    const id = parseId(customId);
    return id?.kind === kind ? (id as Id<K>) : null;
  };

function unpack(s: string): string[] | null {
  const out: string[] = [];
  let i = 0;
  while (i < s.length) {
    const tilde = s.indexOf('~', i);
    // Digits only: a negative length would step back and loop for ever.
    const len = tilde > i && /^\d{1,3}$/.test(s.slice(i, tilde)) ? Number(s.slice(i, tilde)) : NaN;
    if (!Number.isInteger(len) || tilde + 1 + len > s.length) return null;
    out.push(s.slice(tilde + 1, tilde + 1 + len));
    i = tilde + 1 + len;
  }
  return out;
}
