import { type GearMode, STARTING_LEVEL } from './draw';
import { parseSkillPath, type SkillPath, skillChain } from './skills';

/** R2.4 gear as a lifestyle lists it: the skill is a path's text, checked against the catalog when granted. */
export interface ListedGear {
  name: string;
  quality: number;
  mode: GearMode;
  skill: string;
}

/** R2.3: what a lifestyle lists and grants; the memento may be a Network (R11.3). */
export interface LifestyleGrants {
  skills: string[];
  gear: ListedGear[];
  contacts: string[];
  memento: string;
  habits: string;
}

/**
 * R2.3, R12.1: how many lifestyles a character may list: 6 to start, one more for each milestone the
 * GM granted it, and never fewer than a milestone asked it to reach.
 */
export function lifestylesAllowed(milestones: number, highestAsked: number): number {
  return Math.max(STARTING_LEVEL + milestones, highestAsked);
}

/** R11.3: a memento counts as a Network when it says so ("Network: the dockers"). */
export function isNetworkMemento(memento: string): boolean {
  return /^\s*network\b/i.test(memento);
}

/** Every path and its parents, by key (R2.2: a lifestyle grants a skill with its parents). */
export function withParents(paths: readonly SkillPath[]): Map<string, SkillPath> {
  const all = new Map<string, SkillPath>();
  for (const p of paths) for (const node of skillChain(p)) if (!all.has(node.key)) all.set(node.key, node);
  return all;
}

/**
 * R2.3 removing a lifestyle takes away only what it alone gave: the keys of its skills (and their
 * parents) that neither the player's own skills nor another lifestyle still hold up. A skill held
 * up keeps its parents, so no Specialty is left without its Focus.
 */
export function skillsLeftBehind(removed: readonly SkillPath[], kept: readonly SkillPath[]): string[] {
  const heldUp = withParents(kept);
  return [...withParents(removed).keys()].filter((key) => !heldUp.has(key));
}

/** The skill paths of a stored list of texts ("A: B: C"). */
export const pathsOf = (texts: readonly string[]): SkillPath[] => texts.map((t) => parseSkillPath(t));
