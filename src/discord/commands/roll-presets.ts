// What each /roll preset reads from the text typed after it. Presets whose result leads to more
// choices (drama spends, the Finesse/Force split, ship dice picks) become a request for the app,
// which stores the roll; the others are rolled here in one go. Every rule lives in src/rules/systems.
import type { PresetRequest } from '../../app/roll/roll-start';
import { echo, type RandomSource } from '../../rules';
import {
  customShip,
  findMercenary,
  findPreset,
  type Mercenary,
  parseDramaDice,
  PRESETS,
  type Preset,
  rollDramaDamage,
  rollHaggle,
  rollMercenaryAttack,
  rollNovaBalls,
  SystemError,
} from '../../rules/systems';
import { discordMessages } from '../render/messages';
import { systemRefusal } from '../refusal';
import { lines, md, ruleText, type Safe } from '../../app/text/safe-text';

/** A preset read from its inputs: a stored roll for the app, or a finished text. */
export type PresetPlan = { kind: 'stored'; request: PresetRequest } | { kind: 'text'; text: Safe };

interface PresetInput {
  /** How to type the inputs, shown when they are missing or wrong. */
  usage: string;
  read(args: string, source: RandomSource): PresetPlan;
}

const refuse = (message: string | Safe): never => {
  throw typeof message === 'string'
    ? new SystemError('system/bad-choice', message)
    : systemRefusal('system/bad-choice', message);
};

/**
 * Splits typed words into `key=number` inputs (only the keys the preset knows, each once) and the
 * other words. An unknown key is refused with the list of known ones.
 */
export function readKeys(args: string, keys: readonly string[]): { values: Record<string, number>; words: string[] } {
  const values: Record<string, number> = {};
  const words: string[] = [];
  for (const word of args
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '')) {
    const m = /^([^=]*)=(.*)$/.exec(word);
    if (!m) {
      words.push(word);
      continue;
    }
    const key = m[1]!.toLowerCase();
    if (!keys.includes(key))
      refuse(discordMessages.unknownRollInput(echo(m[1]!, 20), keys.map((k) => `${k}=`).join(', ')));
    if (key in values) refuse(discordMessages.rollInputTwice(key));
    if (!/^\d{1,6}$/.test(m[2]!)) refuse(discordMessages.rollInputNotNumber(key));
    values[key] = Number(m[2]);
  }
  return { values, words };
}

const numbers = (args: string, n: number, usage: string): number[] => {
  const parts = args.split(/[\s,]+/).filter((p) => p !== '');
  if (parts.length !== n || parts.some((p) => !/^\d{1,6}$/.test(p))) throw new SystemError('system/bad-number', usage);
  return parts.map(Number);
};

/** "2d8 d6 vs 6" → dice sizes and a target number. */
const dramaSide = (text: string, usage: string) => {
  const m = /^(.*?)\s*(?:vs|tn|@)\s*(\d{1,2})\s*$/i.exec(text.trim());
  if (!m || m[1]!.trim() === '') throw new SystemError('system/bad-number', usage);
  return { dice: parseDramaDice(m[1]!), target: Number(m[2]) };
};

/** skill= and ability= (required), drama= (optional), then the dice and the target. */
function dramaPool(text: string, usage: string) {
  const { values, words } = readKeys(text, ['skill', 'ability', 'drama']);
  if (values.skill === undefined || values.ability === undefined) refuse(usage);
  return {
    ...dramaSide(words.join(' '), usage),
    skill: values.skill!,
    ability: values.ability!,
    drama: values.drama ?? 0,
  };
}

/** One side of a mercenary attack: mercenary ids or names (longest name first) and forts=. */
function mercenarySide(text: string): { mercs: Mercenary[]; forts: number } {
  const { values, words } = readKeys(text.replace(/,/g, ' '), ['forts']);
  const mercs: Mercenary[] = [];
  let i = 0;
  while (i < words.length) {
    let found: { merc: Mercenary; next: number } | null = null;
    for (let j = words.length; j > i && !found; j--) {
      try {
        found = { merc: findMercenary(words.slice(i, j).join(' ')), next: j };
      } catch {
        found = null;
      }
    }
    if (!found) findMercenary(words[i]!); // refuses with the list of known markers
    if (mercs.some((m) => m.id === found!.merc.id)) refuse(discordMessages.mercenaryNamedTwice(found!.merc.name));
    mercs.push(found!.merc);
    i = found!.next;
  }
  return { mercs, forts: values.forts ?? 0 };
}

const sideText = (side: { mercs: Mercenary[]; forts: number }) =>
  [...side.mercs.map((m) => `${m.name} ${m.strength}`), ...(side.forts ? [`forts ${side.forts}`] : [])].join(' + ') ||
  'nothing';

export const PRESET_INPUTS: Readonly<Record<string, PresetInput>> = {
  'mov-move': {
    usage: 'Type the species and the ship, e.g. notation: whynom scout.',
    read(args) {
      const [species, ship, ...rest] = args.trim().split(/\s+/);
      if (!species || !ship || rest.length) throw new SystemError('system/bad-choice', this.usage);
      customShip(species, ship); // refuses an unknown species or ship with the known ones
      return { kind: 'stored', request: { preset: 'mov-move', species, ship } };
    },
  },
  'mov-mercenary-attack': {
    usage:
      "Type the attacker's mercenaries, vs, then the defender's, by id or name, e.g. notation: AC Street Cops vs GL forts=20.",
    read(args, source) {
      const sides = args.split(/\b(?:vs|against)\b/i);
      if (sides.length !== 2) refuse(this.usage);
      const attacker = mercenarySide(sides[0]!);
      const defender = mercenarySide(sides[1]!);
      if (attacker.mercs.length === 0) refuse(discordMessages.noAttackingMercenary);
      const fire = (s: typeof attacker) => s.mercs.reduce((t, m) => t + m.strength, 0) + s.forts;
      const result = rollMercenaryAttack(fire(attacker), fire(defender), source);
      return {
        kind: 'text',
        text: lines(md`Attacking: ${sideText(attacker)}. Defending: ${sideText(defender)}.`, ruleText(result.text)),
      };
    },
  },
  'mov-nova-balls': {
    usage: "Type the attacker's and the defender's Nova Balls, e.g. notation: 2 1.",
    read(args, source) {
      const [a, d] = numbers(args, 2, this.usage);
      return { kind: 'text', text: ruleText(rollNovaBalls(a!, d!, source).text) };
    },
  },
  'mov-haggle': {
    usage:
      'Type the goods for sale and what is on the dot, e.g. notation: goods=3 own=1 enemy=0 mercs=0 enemy-mercs=0 city home.',
    read(args, source) {
      const { values, words } = readKeys(args, ['goods', 'own', 'enemy', 'mercs', 'enemy-mercs']);
      const flags = new Set<string>();
      for (const word of words.map((w) => w.toLowerCase())) {
        if (word !== 'city' && word !== 'home') refuse(discordMessages.unknownTradeInput(echo(word, 20)));
        flags.add(word);
      }
      if (values.goods === undefined) throw new SystemError('system/bad-number', this.usage);
      const situation = {
        goodsForSale: values.goods,
        ownBuildings: values.own ?? 0,
        enemyBuildings: values.enemy ?? 0,
        ownSpeciesSystem: flags.has('home'),
        atCityOrOpenPort: flags.has('city'),
        ownMercenaries: values.mercs ?? 0,
        enemyMercenaries: values['enemy-mercs'] ?? 0,
      };
      return { kind: 'text', text: ruleText(rollHaggle(situation, source).text) };
    },
  },
  'drama-pool': {
    usage:
      'Type skill= and ability=, the dice and the target number, e.g. notation: skill=3 ability=2 d8 d6 vs 6 (drama=2 tops the pool up from your drama).',
    read(args) {
      const { dice, target, ...pool } = dramaPool(args, this.usage);
      return { kind: 'stored', request: { preset: 'drama-pool', pool: { dice, target, ...pool } } };
    },
  },
  'drama-opposed': {
    usage:
      'Type your pool as for drama-pool, then against and the defence, e.g. notation: skill=3 ability=2 d8 d6 vs 6 against d10 d6 vs 6 (leave out against when the defender does not roll).',
    read(args) {
      const [attack, defence, ...rest] = args.split(/\bagainst\b/i);
      if (attack === undefined || rest.length) refuse(this.usage);
      const { dice, target, ...pool } = dramaPool(attack!, this.usage);
      const request: PresetRequest = {
        preset: 'drama-opposed',
        pool: { dice, target, ...pool },
        defence: defence === undefined ? 'none' : dramaSide(defence, this.usage),
      };
      return { kind: 'stored', request };
    },
  },
  'drama-damage': {
    usage: 'Type the damage dice, body= and armor=, e.g. notation: 2d8 d6 body=3 armor=1.',
    read(args, source) {
      const { values, words } = readKeys(args, ['body', 'armor']);
      if (values.body === undefined || words.length === 0) refuse(this.usage);
      return {
        kind: 'text',
        text: ruleText(
          rollDramaDamage(parseDramaDice(words.join(' ')), { body: values.body!, armor: values.armor ?? 0 }, source)
            .text,
        ),
      };
    },
  },
  'finesse-force': {
    usage:
      'Type the Aptitude + Ability pools you use this round and any Will spent, e.g. notation: 5 7 will=1 (access= sets a smaller pool access).',
    read(args) {
      const { values, words } = readKeys(args, ['will', 'access']);
      if (words.length === 0 || words.some((w) => !/^\d{1,6}$/.test(w))) refuse(this.usage);
      return {
        kind: 'stored',
        request: { preset: 'finesse-force', pools: words.map(Number), access: values.access, will: values.will },
      };
    },
  },
};

/** Reads a preset's typed inputs: its title and what to do with them. */
export function planPreset(id: string, args: string, source: RandomSource): { preset: Preset; plan: PresetPlan } {
  const preset = findPreset(id);
  const input = PRESET_INPUTS[preset.id];
  if (!input) throw systemRefusal('system/unknown-preset', discordMessages.presetNotRollableHere(preset.id));
  if (args.trim() === '')
    throw systemRefusal('system/bad-choice', discordMessages.presetUsage(preset.title, input.usage));
  return { preset, plan: input.read(args, source) };
}

/** Autocomplete: preset ids whose id or title contains what was typed. */
export function suggestPresets(typed: string): string[] {
  const t = typed.trim().toLowerCase();
  return PRESETS.filter((p) => p.id.includes(t) || p.title.toLowerCase().includes(t)).map((p) => p.id);
}
