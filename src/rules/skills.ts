import { echo } from './echo';
import { RuleError } from './errors';
import { ruleMessages } from './messages';

/** R2.1: the five known Fields, the roots of the skill tree. */
export const FIELDS = ['Coordination', 'Physique', 'Cognition', 'Authority', 'Personability'] as const;

/** R2.1 default catalog from the seed; a campaign may add to it. Parents are implied. */
export const DEFAULT_SKILL_CATALOG: readonly string[] = [
  'Coordination: Pilot: Boat',
  'Coordination: Projectiles: Airgun',
  'Coordination: Projectiles: Splatgun',
  'Coordination: Acrobatics: Gymnastics',
  'Physique: Unarmed: Punch',
  'Physique: Athletics: Running',
  'Authority: Intimidation: Shame',
  'Cognition: Physics: Quantum',
  // R2.1 names Personability a Field; the seed gives it no Focus, so the GM adds its own.
  'Personability',
];

const MAX_PART_LENGTH = 40;

/**
 * A skill path `Field: Focus: Specialty` (1 to 3 parts). `key` is the normalized form used to
 * compare paths: lower case, single `: ` separators.
 */
export interface SkillPath {
  parts: string[];
  key: string;
  text: string;
}

export function parseSkillPath(text: string): SkillPath {
  const parts = text.split(':').map((p) => p.trim().replace(/\s+/g, ' '));
  if (parts.length > 3 || parts.some((p) => p === '')) {
    throw new RuleError('skill/bad-path', ruleMessages.notASkillPath(echo(text, 60)));
  }
  if (parts.some((p) => p.length > MAX_PART_LENGTH)) {
    throw new RuleError('skill/bad-path', ruleMessages.skillPartTooLong(MAX_PART_LENGTH));
  }
  return makeSkillPath(parts);
}

export function makeSkillPath(parts: readonly string[]): SkillPath {
  return { parts: [...parts], key: parts.map((p) => p.toLowerCase()).join(': '), text: parts.join(': ') };
}

/** The path and its parents, root first: `A: B: C` → `A`, `A: B`, `A: B: C`. */
export function skillChain(path: SkillPath): SkillPath[] {
  return path.parts.map((_, i) => makeSkillPath(path.parts.slice(0, i + 1)));
}

/** True when `ancestor` is `path` itself or one of its parents. */
export function isOnChain(ancestor: SkillPath, path: SkillPath): boolean {
  return skillChain(path).some((p) => p.key === ancestor.key);
}

/**
 * R2.2: a Focus needs its Field, a Specialty its Focus. Typed skills are refused when a parent is
 * missing (rather than adding parents silently), naming every parent to add first; the builder's
 * menus add the parents and say so.
 */
export function assertParentsHeld(held: readonly SkillPath[], path: SkillPath): void {
  const keys = new Set(held.map((h) => h.key));
  const missing = skillChain(path)
    .slice(0, -1)
    .filter((parent) => !keys.has(parent.key));
  if (missing.length)
    throw new RuleError(
      'skill/missing-parent',
      ruleMessages.skillNeedsParent(path.text, missing.map((p) => p.text).join(' and ')),
    );
}

/** Every node the catalog implies (each listed path and its parents), without duplicates. */
export function catalogNodes(catalog: readonly string[]): SkillPath[] {
  const seen = new Map<string, SkillPath>();
  for (const entry of catalog) {
    for (const node of skillChain(parseSkillPath(entry))) {
      if (!seen.has(node.key)) seen.set(node.key, node);
    }
  }
  return [...seen.values()];
}
