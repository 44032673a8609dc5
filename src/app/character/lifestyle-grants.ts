import { filterInOrder } from '../../store/engine/in-order';
import {
  assertGear,
  type GearMode,
  type LifestyleGrants,
  type ListedGear,
  pathsOf,
  skillsLeftBehind,
  withParents,
} from '../../rules';
import type { CampaignRow } from '../../store/campaign/campaigns';
import {
  addGear,
  addLifestyle,
  addSkill,
  type CharacterRow,
  gearOf,
  lifestylesOf,
  type LifestyleRow,
  skillsOf,
} from '../../store/character/characters';
import type { Db } from '../../store/engine/db';
import {
  deleteGrantedSkills,
  deleteLifestyle,
  handOverGear,
  ownSkillKeys,
} from '../../store/character/lifestyle-grants';
import { refuse } from '../use-case/errors';
import { clip, nameText } from '../use-case/load';
import { appMessages } from '../messages';
import { catalogSkill } from './character-skill';

/** What a lifestyle was typed with: lists as text, separated by commas or semicolons. */
export interface TypedLists {
  skills?: string | null;
  gear?: string | null;
  contacts?: string | null;
  memento?: string | null;
  habits?: string | null;
}

const items = (text: string | null | undefined, separator: RegExp, max: number): string[] =>
  (text ?? '')
    .split(separator)
    .map((s) => s.trim().replace(/\s+/g, ' '))
    .filter((s) => s !== '')
    .slice(0, max);

/** One piece of gear typed as "Old airgun 4 assist Coordination: Projectiles: Airgun" (R2.4). */
function typedGear(campaign: CampaignRow, text: string): ListedGear {
  const m = /^(.+?)\s+(\d{1,3})\s+([a-z]+)\s+(.+)$/i.exec(text);
  if (!m) return refuse('input/bad-text', appMessages.gearTextNotNameQualityModeSkill(clip(text, 60)));
  const mode = m[3]!.toLowerCase() as GearMode;
  assertGear({ quality: Number(m[2]), mode });
  return {
    name: nameText(m[1], 'a gear name', 60),
    quality: Number(m[2]),
    mode,
    skill: catalogSkill(campaign, m[4]!).text,
  };
}

/** R2.3: a lifestyle's lists, each skill checked against the catalog, each piece of gear read whole. */
export function readLists(campaign: CampaignRow, typed: TypedLists): LifestyleGrants {
  return {
    skills: [...new Set(items(typed.skills, /[,;]/, 20).map((s) => catalogSkill(campaign, s).text))],
    gear: items(typed.gear, /;/, 10).map((g) => typedGear(campaign, g)),
    contacts: items(typed.contacts, /[,;]/, 10).map((c) => c.slice(0, 60)),
    memento: (typed.memento ?? '').trim().replace(/\s+/g, ' ').slice(0, 100),
    habits: (typed.habits ?? '').trim().slice(0, 300),
  };
}

/** What adding or removing a lifestyle changed on the sheet. */
export interface GrantChange {
  skills: string[];
  gear: string[];
}

/**
 * R2.3 adding a lifestyle adds what it lists: each skill with its parents (R2.2), marked as granted
 * unless the player already held it, and each piece of gear the character does not carry yet.
 */
export async function grantLifestyle(
  db: Db,
  character: CharacterRow,
  name: string,
  lists: LifestyleGrants,
): Promise<GrantChange> {
  const lifestyleId = await addLifestyle(db, character.id, { name, ...lists });
  const skills = (
    await filterInOrder(withParents(pathsOf(lists.skills)).values(), (p) =>
      addSkill(db, character.id, p.key, p.text, false),
    )
  ).map((p) => p.text);
  const carried = new Set((await gearOf(db, character.id)).map((g) => g.name.toLowerCase()));
  const gear = lists.gear.filter((g) => !carried.has(g.name.toLowerCase()));
  for (const g of gear) {
    const skill = pathsOf([g.skill])[0]!;
    await addGear(db, character.id, { ...g, skillKey: skill.key, skillText: skill.text, pmp: 0, lifestyleId });
  }
  return { skills, gear: gear.map((g) => g.name) };
}

/**
 * R2.3 removing a lifestyle removes what only it gave: granted skills no other lifestyle (nor a skill
 * the player added) holds up, and its gear unless another lifestyle lists gear of the same name.
 */
export async function takeBackLifestyle(
  db: Db,
  character: CharacterRow,
  lifestyle: LifestyleRow,
): Promise<GrantChange> {
  const others = (await lifestylesOf(db, character.id)).filter((l) => l.id !== lifestyle.id);
  const ownKeys = await ownSkillKeys(db, character.id);
  const own = (await skillsOf(db, character.id)).filter((s) => ownKeys.has(s.key));
  const kept = [...pathsOf(own.map((s) => s.text)), ...pathsOf(others.flatMap((l) => l.skills))];
  const behind = skillsLeftBehind(pathsOf(lifestyle.skills), kept);
  const before = new Map((await skillsOf(db, character.id)).map((s) => [s.key, s.text]));
  await deleteGrantedSkills(db, character.id, behind);
  const after = new Set((await skillsOf(db, character.id)).map((s) => s.key));
  const gone: string[] = [];
  for (const g of (await gearOf(db, character.id)).filter((g) => g.lifestyleId === lifestyle.id)) {
    const heir = others.find((l) => l.gear.some((x) => x.name.toLowerCase() === g.name.toLowerCase()));
    await handOverGear(db, g.id, heir?.id ?? null);
    if (!heir) gone.push(g.name);
  }
  await deleteLifestyle(db, lifestyle.id);
  return { skills: [...before].filter(([k]) => !after.has(k)).map(([, t]) => t), gear: gone };
}
