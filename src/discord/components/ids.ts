// Component state lives in customIds (≤ 100 characters), so buttons and menus keep working after a
// restart. Fixed fields are plain and colon-separated; free text is length-prefixed (`6~Viktor`),
// so any character survives. Nothing is truncated: makeId returns null when it does not fit.
import { type Face, parseFaces } from '../../rules';

export const MAX_CUSTOM_ID = 100;

export type ComponentId =
  /** Public button on an exchange-led message: the target opens its private picker. */
  | { kind: 'ex:respond'; conflictId: number; no: number }
  /** The target's private picker; `action` is set when it came from /exchange respond. */
  | { kind: 'ex:pick'; conflictId: number; no: number; action: string | null }
  /** Modal asking for the response text; `dice` null = the whole (small) pool. */
  | { kind: 'ex:act'; conflictId: number; no: number; dice: Face[] | null }
  /** The actor's private picker for /exchange lead without dice. */
  | { kind: 'lead'; conflictId: number; risky: boolean; target: string; action: string; as: string | null }
  /** Confirm pushing more than half the pool (R5.1). */
  | {
      kind: 'push';
      conflictId: number;
      risky: boolean;
      dice: Face[];
      target: string;
      action: string;
      as: string | null;
    }
  | { kind: 'push-no'; conflictId: number }
  /** Public "Join" on a conflict that is setting up. */
  | { kind: 'cf:join'; conflictId: number }
  /** Public "Roll" on a conflict whose pools are not all rolled. */
  | { kind: 'cf:roll'; conflictId: number }
  /** Private menu of the clicker's characters, to join (or roll) as one of them. */
  | { kind: 'cf:who'; conflictId: number; roll: boolean }
  /** Public "Lead" for the suggested leader, after exchange `after` (0: none yet). */
  | { kind: 'cf:lead'; conflictId: number; after: number }
  /**
   * A die (or a face group) of a private toggle picker; `picked` is the selection after the click.
   * One button per die: `mask` says which dice (bit i: the i-th of the pool high to low), so the die
   * clicked is the one lit, and `picked` is then read from the pool.
   */
  | { kind: 'dice:tog'; conflictId: number; picked: Face[]; index: number; mask?: number }
  /**
   * "Push N" of a toggle picker: it also carries what the picker is for, so a toggle finds it in
   * the message. Leading: `no` 0, `target`/`action` empty until the form asks. Answering: `no`.
   */
  | {
      kind: 'dice:go';
      conflictId: number;
      no: number;
      risky: boolean;
      picked: Face[];
      as: string;
      target: string;
      action: string;
    }
  /** The form of a lead started with buttons: the action (and the target when `target` is empty). */
  | { kind: 'lead:act'; conflictId: number; risky: boolean; dice: Face[]; as: string; target: string }
  /** Public "Buy a goal": the clicker gets the goals this conflict offers them. */
  | { kind: 'buy:open'; conflictId: number }
  /** The private goal menu; `as` the participant buying. */
  | { kind: 'buy:pick'; conflictId: number; as: string }
  /** The private menu of targets for goal `goal`. */
  | { kind: 'buy:who'; conflictId: number; as: string; goal: string };

/** The component id of one kind. */
export type Id<K extends ComponentId['kind']> = Extract<ComponentId, { kind: K }>;

type Kind = ComponentId['kind'];

/** How many plain (colon-separated) fields follow each kind. */
const PLAIN: Record<Kind, number> = {
  'ex:respond': 2,
  'ex:pick': 2,
  'ex:act': 3,
  lead: 2,
  push: 3,
  'push-no': 1,
  'cf:join': 1,
  'cf:roll': 1,
  'cf:who': 2,
  'cf:lead': 2,
  'dice:tog': 3,
  'dice:go': 4,
  'lead:act': 3,
  'buy:open': 1,
  'buy:pick': 1,
  'buy:who': 1,
};

/** Faces in an id: digits, `-` for none. */
const facesField = (dice: readonly Face[]) => (dice.length ? dice.join('') : '-');
const facesOf = (s: string | undefined): Face[] => (s === '-' ? [] : parseFaces(s ?? 'x'));

export function makeId(id: ComponentId): string | null {
  const [plain, texts] = fields(id);
  const text = texts.length ? `:${texts.map((t) => `${t.length}~${t}`).join('')}` : '';
  const out = `${id.kind}:${plain.join(':')}${text}`;
  return out.length <= MAX_CUSTOM_ID ? out : null;
}

function fields(id: ComponentId): [Array<string | number>, string[]] {
  const flag = (b: boolean) => (b ? 1 : 0);
  switch (id.kind) {
    case 'ex:respond':
      return [[id.conflictId, id.no], []];
    case 'ex:pick':
      return [[id.conflictId, id.no], id.action === null ? [] : [id.action]];
    case 'ex:act':
      return [[id.conflictId, id.no, id.dice === null ? 'all' : id.dice.join('')], []];
    case 'lead':
      return [
        [id.conflictId, flag(id.risky)],
        [id.target, id.action, id.as ?? ''],
      ];
    case 'push':
      return [
        [id.conflictId, flag(id.risky), id.dice.join('')],
        [id.target, id.action, id.as ?? ''],
      ];
    case 'push-no':
    case 'cf:join':
    case 'cf:roll':
    case 'buy:open':
      return [[id.conflictId], []];
    case 'cf:who':
      return [[id.conflictId, flag(id.roll)], []];
    case 'cf:lead':
      return [[id.conflictId, id.after], []];
    case 'dice:tog':
      return [
        [id.conflictId, id.mask === undefined ? facesField(id.picked) : `m${id.mask.toString(36)}`, id.index],
        [],
      ];
    case 'dice:go':
      return [
        [id.conflictId, id.no, flag(id.risky), facesField(id.picked)],
        [id.as, id.target, id.action],
      ];
    case 'lead:act':
      return [
        [id.conflictId, flag(id.risky), facesField(id.dice)],
        [id.as, id.target],
      ];
    case 'buy:pick':
      return [[id.conflictId], [id.as]];
    case 'buy:who':
      return [[id.conflictId], [id.as, id.goal]];
  }
}

export function parseId(customId: string): ComponentId | null {
  const kind = (Object.keys(PLAIN) as Kind[])
    .sort((a, b) => b.length - a.length)
    .find((k) => customId.startsWith(`${k}:`));
  if (!kind) return null;
  const parts = customId.slice(kind.length + 1).split(':');
  const plain = parts.slice(0, PLAIN[kind]);
  const texts = unpack(parts.slice(PLAIN[kind]).join(':'));
  if (plain.length !== PLAIN[kind] || texts === null) return null;
  const num = (s: string | undefined) => (s !== undefined && /^\d{1,15}$/.test(s) ? Number(s) : NaN);
  const [a, b, c, d] = plain;
  const bit = (s: string | undefined) => (s === '0' ? false : s === '1' ? true : null);
  const conflictId = num(a);
  if (Number.isNaN(conflictId)) return null;
  try {
    switch (kind) {
      case 'ex:respond':
      case 'ex:pick': {
        const no = num(b);
        if (Number.isNaN(no)) return null;
        return kind === 'ex:respond' ? { kind, conflictId, no } : { kind, conflictId, no, action: texts[0] ?? null };
      }
      case 'ex:act': {
        const no = num(b);
        if (Number.isNaN(no) || c === undefined) return null;
        return { kind, conflictId, no, dice: c === 'all' ? null : parseFaces(c) };
      }
      case 'lead':
      case 'push': {
        const [target, action, as] = texts;
        if (target === undefined || action === undefined || as === undefined || (b !== '0' && b !== '1')) return null;
        const base = { conflictId, risky: b === '1', target, action, as: as === '' ? null : as };
        return kind === 'lead' ? { kind, ...base } : { kind, ...base, dice: parseFaces(c ?? '') };
      }
      case 'push-no':
      case 'cf:join':
      case 'cf:roll':
      case 'buy:open':
        return texts.length ? null : { kind, conflictId };
      case 'cf:who': {
        const roll = bit(b);
        return roll === null ? null : { kind, conflictId, roll };
      }
      case 'cf:lead': {
        const after = num(b);
        return Number.isNaN(after) ? null : { kind, conflictId, after };
      }
      case 'dice:tog': {
        const index = num(c);
        if (Number.isNaN(index)) return null;
        if (!b?.startsWith('m')) return { kind, conflictId, picked: facesOf(b), index };
        const mask = /^m[0-9a-z]{1,5}$/.test(b) ? Number.parseInt(b.slice(1), 36) : Number.NaN;
        return Number.isNaN(mask) ? null : { kind, conflictId, picked: [], index, mask };
      }
      case 'dice:go': {
        const [as, target, action] = texts;
        const no = num(b);
        const risky = bit(c);
        if (Number.isNaN(no) || risky === null || as === undefined || target === undefined || action === undefined)
          return null;
        return { kind, conflictId, no, risky, picked: facesOf(d), as, target, action };
      }
      case 'lead:act': {
        const [as, target] = texts;
        const risky = bit(b);
        if (risky === null || as === undefined || target === undefined) return null;
        return { kind, conflictId, risky, dice: facesOf(c), as, target };
      }
      case 'buy:pick':
        return texts[0] === undefined ? null : { kind, conflictId, as: texts[0] };
      case 'buy:who': {
        const [as, goal] = texts;
        return as === undefined || goal === undefined ? null : { kind, conflictId, as, goal };
      }
    }
  } catch {
    return null; // faces that do not parse: not one of ours
  }
}

function unpack(s: string): string[] | null {
  const out: string[] = [];
  let i = 0;
  while (i < s.length) {
    const tilde = s.indexOf('~', i);
    const len = tilde > i ? Number(s.slice(i, tilde)) : NaN;
    if (!Number.isInteger(len) || tilde + 1 + len > s.length) return null;
    out.push(s.slice(tilde + 1, tilde + 1 + len));
    i = tilde + 1 + len;
  }
  return out;
}
