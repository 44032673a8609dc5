// What each /roll preset reads from the text typed after it, and how it is rolled. Every preset's
// rules live in src/rules/systems; this only turns typed words into their arguments.
import type { RandomSource } from '../../rules';
import {
  compareOpposed,
  findPreset,
  parseDramaDice,
  PRESETS,
  type Preset,
  rollDramaPool,
  rollFinesseForce,
  rollHaggle,
  rollMercenaryAttack,
  rollMovement,
  rollNovaBalls,
  SystemError,
} from '../../rules/systems';

interface PresetInput {
  /** How to type the inputs, shown when they are missing or wrong. */
  usage: string;
  run(args: string, source: RandomSource): string;
}

const numbers = (args: string, n: number, usage: string): number[] => {
  const parts = args.split(/[\s,]+/).filter((p) => p !== '');
  if (parts.length !== n || parts.some((p) => !/^\d{1,6}$/.test(p))) throw new SystemError('system/bad-number', usage);
  return parts.map(Number);
};

/** "2d8 d6 vs 6" → dice sizes and a target number. */
const dramaSide = (text: string, usage: string) => {
  const m = /^(.*?)\s*(?:vs|tn|@)\s*(\d{1,2})\s*$/i.exec(text.trim());
  if (!m) throw new SystemError('system/bad-number', usage);
  return { dice: parseDramaDice(m[1]!), target: Number(m[2]) };
};

export const PRESET_INPUTS: Readonly<Record<string, PresetInput>> = {
  'mov-move': {
    usage: 'Type the species and the ship, e.g. notation: human scout.',
    run(args, source) {
      const [species, ship, ...rest] = args.trim().split(/\s+/);
      if (!species || !ship || rest.length) throw new SystemError('system/bad-choice', this.usage);
      return rollMovement(species, ship, source).text;
    },
  },
  'mov-mercenary-attack': {
    usage: "Type the attacker's and the defender's firepower, e.g. notation: 30 20.",
    run(args, source) {
      const [a, d] = numbers(args, 2, this.usage);
      return rollMercenaryAttack(a!, d!, source).text;
    },
  },
  'mov-nova-balls': {
    usage: "Type the attacker's and the defender's Nova Balls, e.g. notation: 2 1.",
    run(args, source) {
      const [a, d] = numbers(args, 2, this.usage);
      return rollNovaBalls(a!, d!, source).text;
    },
  },
  'mov-haggle': {
    usage: 'Type goods, own and enemy buildings, e.g. notation: goods=3 own=1 enemy=0 city home mercs=0 enemy-mercs=0.',
    run(args, source) {
      const values: Record<string, number> = {};
      const flags = new Set<string>();
      for (const word of args.trim().toLowerCase().split(/\s+/).filter((w) => w !== '')) {
        const m = /^([a-z-]+)=(\d{1,6})$/.exec(word);
        if (m) values[m[1]!] = Number(m[2]);
        else if (word === 'city' || word === 'home') flags.add(word);
        else throw new SystemError('system/bad-choice', this.usage);
      }
      if (values.goods === undefined) throw new SystemError('system/bad-number', this.usage);
      return rollHaggle(
        {
          goodsForSale: values.goods,
          ownBuildings: values.own ?? 0,
          enemyBuildings: values.enemy ?? 0,
          ownSpeciesSystem: flags.has('home'),
          atCityOrOpenPort: flags.has('city'),
          ownMercenaries: values.mercs ?? 0,
          enemyMercenaries: values['enemy-mercs'] ?? 0,
        },
        source,
      ).text;
    },
  },
  'drama-pool': {
    usage: 'Type the dice and the target number, e.g. notation: 2d8 d6 vs 6.',
    run(args, source) {
      const side = dramaSide(args, this.usage);
      return rollDramaPool(side.dice, side.target, source).text;
    },
  },
  'drama-opposed': {
    usage: 'Type both pools, e.g. notation: 2d8 d6 vs 6 against d10 d6 vs 9.',
    run(args, source) {
      const [a, d, ...rest] = args.split(/\bagainst\b/i);
      if (a === undefined || d === undefined || rest.length) throw new SystemError('system/bad-choice', this.usage);
      const attacker = rollDramaPool(dramaSide(a, this.usage).dice, dramaSide(a, this.usage).target, source);
      const defender = rollDramaPool(dramaSide(d, this.usage).dice, dramaSide(d, this.usage).target, source);
      return `Attack ${attacker.text}\nDefence ${defender.text}\n${compareOpposed(attacker, defender).text}`;
    },
  },
  'finesse-force': {
    usage: 'Type the number of d6 in the pool, e.g. notation: 5.',
    run(args, source) {
      const [n] = numbers(args, 1, this.usage);
      return rollFinesseForce(n!, source).text;
    },
  },
};

/** Runs a preset on the typed inputs: its title and the result text. */
export function rollPreset(id: string, args: string, source: RandomSource): { preset: Preset; text: string } {
  const preset = findPreset(id);
  const input = PRESET_INPUTS[preset.id];
  if (!input) throw new SystemError('system/unknown-preset', `The preset ${preset.id} cannot be rolled here yet.`);
  if (args.trim() === '') throw new SystemError('system/bad-choice', `${preset.title}: ${input.usage}`);
  return { preset, text: input.run(args, source) };
}

/** Autocomplete: preset ids whose id or title contains what was typed. */
export function suggestPresets(typed: string): string[] {
  const t = typed.trim().toLowerCase();
  return PRESETS.filter((p) => p.id.includes(t) || p.title.toLowerCase().includes(t)).map((p) => p.id);
}
