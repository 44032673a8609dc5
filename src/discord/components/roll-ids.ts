// Custom ids of the buttons, menus and forms on a preset /roll result: what the control
// does, the id of the stored roll it acts on and the step of that roll it was shown for, e.g.
// `roll:rr:12:3`. The roll's state is in the database, so a click after a restart still works; the
// step lets the app refuse a choice made on a state the roll has since left (an old copy's menu).
import type { RollTarget } from '../../app/roll/roll-act';

export const ROLL_CODES = {
  /** Menu: reroll one drama die. */
  rr: 'reroll',
  /** Menu: max out one drama die. */
  mx: 'max-one',
  /** Button: max out every drama die. */
  ma: 'max-all',
  /** Button, then form: compare a drama roll with a defence. */
  df: 'defence',
  dff: 'defence-form',
  /** Button, then form: split Finesse and Force. */
  sp: 'split',
  spf: 'split-form',
  /** Button, then form: plan the Finesse/Force actions. */
  pl: 'plan',
  plf: 'plan-form',
  /** Button, then form: resolve a Finesse/Force attack. */
  at: 'ff-attack',
  atf: 'ff-attack-form',
  /** Menus: the ship's dice to use, the die to double. */
  use: 'use',
  dbl: 'double',
} as const;

export type RollCode = keyof typeof ROLL_CODES;

export function rollId(code: RollCode, on: RollTarget): string {
  return `roll:${code}:${on.rollId}:${on.step}`;
}

export function parseRollId(customId: string): ({ code: RollCode } & RollTarget) | null {
  const m = /^roll:([a-z]{2,3}):(\d{1,15}):(\d{1,9})$/.exec(customId);
  if (!m || !Object.hasOwn(ROLL_CODES, m[1]!)) return null;
  return { code: m[1] as RollCode, rollId: Number(m[2]), step: Number(m[3]) };
}
