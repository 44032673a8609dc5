// What a preset /roll shows and which next choices its buttons offer. The app decides the
// choices; the Discord layer only turns them into buttons, menus and forms.
import type { Outcome } from '../views';

/** A die a menu can offer: its position in the roll and how it reads. */
export interface DieChoice {
  index: number;
  label: string;
}

export type RollControl =
  /** Drama dice: reroll one die (1 drama). */
  | { kind: 'reroll'; dice: DieChoice[] }
  /** Drama dice: set one die to its highest face (5 drama). */
  | { kind: 'max-one'; dice: DieChoice[] }
  /** Drama dice: set every die to its highest face (10 drama). */
  | { kind: 'max-all' }
  /** Drama dice: compare the roll, as an attack, with a defence's successes. */
  | { kind: 'defence' }
  /** Finesse/Force: say how many 2s and 1s go to Force. */
  | { kind: 'split'; ones: number; twos: number }
  /** Finesse/Force: share the Finesse dice among actions and pay Wits. */
  | { kind: 'plan'; finesse: number[] }
  /** Finesse/Force: one planned action attacks a defence. */
  | { kind: 'ff-attack'; actions: number }
  /** Ship movement: pick which dice move the ship. */
  | { kind: 'use'; count: number; dice: DieChoice[] }
  /** Ship movement: pick the die that counts twice. */
  | { kind: 'double'; dice: DieChoice[] };

/** A preset roll as shown: nothing in it is secret beyond what the roller chose to show. */
export interface RollView {
  id: number;
  ownerId: string;
  who: string;
  secret: boolean;
  /** The preset's title and what was typed. */
  title: string;
  inputs: string;
  /** How many choices were made: the controls shown act on this step only. */
  step: number;
  /** What the last choice did, or null for the first roll. */
  headline: string | null;
  lines: string[];
  controls: RollControl[];
}

/** The roll travels with the outcome so that a redelivered interaction replays it too. */
export type RollOutcome = Outcome & { roll: RollView };

/** What a system's state shows and offers. */
export interface StateView {
  lines: string[];
  controls: RollControl[];
}

/** The result of one choice on a stored roll: the new state and one sentence about it. */
export interface Acted<S> {
  state: S;
  headline: string;
}
