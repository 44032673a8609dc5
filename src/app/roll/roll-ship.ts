// Seed 001 (Merchant of Venus, customised ships) as a stored roll: the movement dice, then the
// pilot's picks of which dice to use and which to double. Rules in src/rules/systems/mov-ships.ts.
import type { RandomSource } from '../../rules';
import {
  chooseMovement,
  customShip,
  type CustomShip,
  describeShip,
  listInWords,
  rollMovement,
} from '../../rules/systems';
import { refuse } from '../use-case/errors';
import type { Acted, DieChoice, StateView } from './roll-view';
import { appMessages } from '../messages';

export interface ShipState {
  system: 'ship';
  species: string;
  ship: string;
  rolls: number[];
  /** Positions of the dice used, once picked (or when the ship uses all it rolls). */
  used: number[] | null;
  /** Position of the doubled die, once picked (double-one ships only). */
  doubled: number | null;
}

export function startShip(input: { species: string; ship: string }, random: RandomSource): ShipState {
  const moved = rollMovement(input.species, input.ship, random);
  const spec = moved.ship;
  const state: ShipState = {
    system: 'ship',
    species: spec.species,
    ship: spec.ship,
    rolls: moved.rolls,
    used: null,
    doubled: null,
  };
  return settle(spec, state);
}

/** Fills in what leaves no choice: all dice used when there is no "use" limit, a lone die doubled. */
function settle(spec: CustomShip, s: ShipState): ShipState {
  const used = s.used ?? (spec.use === null || spec.use >= spec.roll ? s.rolls.map((_, i) => i) : null);
  const doubled = s.doubled ?? (spec.doubleOne && used?.length === 1 ? used[0]! : null);
  return { ...s, used, doubled };
}

const pending = (spec: CustomShip, s: ShipState) => s.used === null || (spec.doubleOne && s.doubled === null);

const choice =
  (rolls: readonly number[]) =>
  (index: number): DieChoice => ({ index, label: `Die ${index + 1}: ${rolls[index]}` });

/** "Pilot number: 3 or 1, as you choose." — the faces the player may name, or the one it is. */
function pilotLine(options: readonly number[]): string {
  if (options.length <= 1) return `Pilot number: ${options[0] ?? 'none'}.`;
  return `Pilot number: ${options.slice(0, -1).join(', ')} or ${options.at(-1)}, as you choose.`;
}

export function viewShip(s: ShipState): StateView {
  const spec = customShip(s.species, s.ship);
  if (!pending(spec, s)) {
    const moved = chooseMovement(spec, s.rolls, { use: s.used!, double: s.doubled ?? undefined });
    return { lines: [moved.text, pilotLine(moved.pilotOptions)], controls: [] };
  }
  const name = `${spec.species.charAt(0).toUpperCase()}${spec.species.slice(1)} ${spec.ship}`;
  const lines = [`${name} (${describeShip(spec)}): rolled ${listInWords(s.rolls)}.`];
  if (s.used === null) {
    const count = spec.use!;
    lines.push(`Pick the ${count === 1 ? 'die' : `${count} dice`} that move the ship; the rest are set aside.`);
    return { lines, controls: [{ kind: 'use', count, dice: s.rolls.map((_, i) => choice(s.rolls)(i)) }] };
  }
  lines.push('Pick the die that counts twice.');
  return { lines, controls: [{ kind: 'double', dice: s.used.map(choice(s.rolls)) }] };
}

export type ShipAction = { kind: 'use'; dice: number[] } | { kind: 'double'; index: number };

export function actShip(s: ShipState, action: ShipAction): Acted<ShipState> {
  const spec = customShip(s.species, s.ship);
  if (!pending(spec, s)) refuse('input/bad-number', appMessages.movementDiceChosen);
  if (action.kind === 'use') {
    if (s.used !== null) refuse('input/bad-number', appMessages.shipDiceChosen);
    chooseMovement(spec, s.rolls, { use: action.dice });
    const state = settle(spec, { ...s, used: [...action.dice].sort((a, b) => a - b) });
    return { state, headline: `uses ${action.dice.map((i) => s.rolls[i]).join(' and ')}.` };
  }
  if (s.used === null) refuse('input/bad-number', appMessages.pickShipDiceFirst);
  chooseMovement(spec, s.rolls, { use: s.used, double: action.index });
  return {
    state: { ...s, doubled: action.index },
    headline: `doubles the ${s.rolls[action.index]}.`,
  };
}
