/** The presets a `/roll preset:` command can list; descriptions are short and in our own words. */
import { SystemError } from './errors';
import { ruleMessages } from '../messages';

export type PresetSystem = 'merchant-of-venus' | 'drama-dice' | 'finesse-force';

export interface Preset {
  id: string;
  title: string;
  description: string;
  system: PresetSystem;
  /** The function in ./index that performs it. */
  run: string;
  /** The seed file the rules come from. */
  seed: string;
}

const MOV = '001_1dc718b3c66d308a.txt';
const DRAMA = '002_589c78461cd78832.txt';
const FF = '004_6fa203e231515fdd.txt';

export const PRESETS: readonly Preset[] = [
  {
    id: 'mov-move',
    title: 'Merchant of Venus: ship movement',
    description:
      'Roll movement for a species-customised ship: dice rolled, dice kept, multipliers and the doubled die.',
    system: 'merchant-of-venus',
    run: 'rollMovement',
    seed: MOV,
  },
  {
    id: 'mov-mercenary-attack',
    title: 'Merchant of Venus: mercenary attack',
    description: 'Both sides roll a die; ten times the roll plus firepower decides who wins the fight on the dot.',
    system: 'merchant-of-venus',
    run: 'rollMercenaryAttack',
    seed: MOV,
  },
  {
    id: 'mov-nova-balls',
    title: 'Merchant of Venus: variable Nova Balls',
    description: 'Compare blast-attack rolls: the winner’s Nova Balls hit twice as hard, the loser’s half as hard.',
    system: 'merchant-of-venus',
    run: 'rollNovaBalls',
    seed: MOV,
  },
  {
    id: 'mov-haggle',
    title: 'Merchant of Venus: haggling',
    description: 'Work out the refund and roll the penalty when buying goods from a Culture.',
    system: 'merchant-of-venus',
    run: 'rollHaggle',
    seed: MOV,
  },
  {
    id: 'drama-pool',
    title: 'Drama dice: pool roll',
    description: 'Roll bought d4–d12 dice against a target number of 1–12 and count the dice that reach it.',
    system: 'drama-dice',
    run: 'rollDramaPool',
    seed: DRAMA,
  },
  {
    id: 'drama-opposed',
    title: 'Drama dice: opposed roll',
    description: 'Set an attack against a dodge or block; more successes hit, and spare successes feed damage.',
    system: 'drama-dice',
    run: 'compareOpposed',
    seed: DRAMA,
  },
  {
    id: 'drama-damage',
    title: 'Drama dice: damage',
    description: 'Roll a damage pool against Body plus armor; each success is a point of damage.',
    system: 'drama-dice',
    run: 'rollDramaDamage',
    seed: DRAMA,
  },
  {
    id: 'finesse-force',
    title: 'Finesse and Force',
    description: 'Roll a d6 pool where 1s and 2s count, then share them between Finesse and Force.',
    system: 'finesse-force',
    run: 'rollFinesseForce',
    seed: FF,
  },
];

export function findPreset(id: string): Preset {
  const preset = PRESETS.find((p) => p.id === String(id).trim().toLowerCase());
  if (!preset) {
    throw new SystemError(
      'system/unknown-preset',
      ruleMessages.unknownPreset(String(id).slice(0, 40), PRESETS.map((p) => p.id).join(', ')),
    );
  }
  return preset;
}
