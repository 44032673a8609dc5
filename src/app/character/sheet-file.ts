// /character export and /character import (R2): a sheet as a file — JSON to carry it into another
// campaign, and a Markdown page to read. Import checks the whole file (zod, then the campaign's
// catalog and the R2 rules) before it writes anything, in one transaction: applied whole or not at all.
import { z } from 'zod';
import { assertGear, assertParentsHeld, type GearMode, makeSkillPath } from '../../rules';
import {
  addGear,
  addSkill,
  characterByName,
  type CharacterRow,
  insertCharacter,
  lifestylesOf,
  skillsOf,
} from '../../store/character/characters';
import { clearSheet } from '../../store/character/lifestyle-grants';
import { lookInCampaign } from '../use-case/campaign-work';
import type { Caller, Deps } from '../use-case/context';
import { refuse } from '../use-case/errors';
import { campaignHere, characterFor, nameText, requireOwnerOrGm, wholeNumber } from '../use-case/load';
import { appMessages, appNotices } from '../messages';
import { transact } from '../use-case/transaction';
import { outcome, privately } from '../views';
import { characterSheet } from './character-show';
import { catalogSkill } from './character-skill';
import { assertRoomForLifestyles } from './character-lifestyle';
import { grantLifestyle, readLists } from './lifestyle-grants';
import { npcByName } from '../../store/campaign/npcs';

export const SHEET_FORMAT = 'venus-conflict-sheet';
const MAX_SHEET_CHARS = 100_000;

const words = (max: number) => z.string().max(max);
const gear = z.strictObject({
  name: words(60),
  quality: z.int().min(0).max(100),
  mode: z.enum(['assist', 'circumstance', 'resist']),
  skill: words(124),
  pmp: z.int().min(0).max(20).optional(),
});
export const sheetSchema = z.strictObject({
  format: z.literal(SHEET_FORMAT),
  version: z.literal(1),
  character: z.strictObject({
    name: words(40),
    /** Skills the player added; lifestyles bring their own. */
    skills: z.array(words(124)).max(200),
    lifestyles: z
      .array(
        z.strictObject({
          name: words(60),
          skills: z.array(words(124)).max(20),
          gear: z.array(gear.omit({ pmp: true })).max(10),
          contacts: z.array(words(60)).max(10),
          memento: words(100),
          habits: words(300),
        }),
      )
      .max(100),
    /** Gear the player added (a lifestyle's gear comes with it). */
    gear: z.array(gear).max(100),
  }),
});
type SheetFile = z.infer<typeof sheetSchema>;

async function sheetOf(deps: Deps, c: CharacterRow): Promise<SheetFile> {
  const sheet = await characterSheet(deps.db, c);
  return {
    format: SHEET_FORMAT,
    version: 1,
    character: {
      name: c.name,
      skills: sheet.skills.filter((s) => s.own).map((s) => s.text),
      lifestyles: (await lifestylesOf(deps.db, c.id)).map((l) => ({
        name: l.name,
        skills: l.skills,
        gear: l.gear,
        contacts: l.contacts,
        memento: l.memento,
        habits: l.habits,
      })),
      gear: sheet.gear
        .filter((g) => g.from === null)
        .map((g) => ({ name: g.name, quality: g.quality, mode: g.mode as GearMode, skill: g.skill, pmp: g.pmp })),
    },
  };
}

/** The sheet as a page to read. */
function markdownOf(s: SheetFile['character']): string {
  const list = (items: readonly string[]) => (items.length ? items.map((i) => `- ${i}`).join('\n') : '- none');
  return [
    `# ${s.name}`,
    '',
    '## Lifestyles',
    list(
      s.lifestyles.map((l) =>
        [
          `**${l.name}**`,
          l.skills.length ? `skills: ${l.skills.join(', ')}` : '',
          l.gear.length
            ? `gear: ${l.gear.map((g) => `${g.name} (${g.quality} ${g.mode}, ${g.skill})`).join(', ')}`
            : '',
          l.contacts.length ? `contacts: ${l.contacts.join(', ')}` : '',
          l.memento ? `memento: ${l.memento}` : '',
          l.habits ? `bad habits: ${l.habits}` : '',
        ]
          .filter((p) => p !== '')
          .join('; '),
      ),
    ),
    '',
    '## Skills of its own',
    list(s.skills),
    '',
    '## Gear of its own',
    list(
      s.gear.map(
        (g) =>
          `${g.name}: quality ${g.quality}, ${g.mode}, for ${g.skill}${g.pmp ? `, ${g.pmp} permanent Murphy` : ''}`,
      ),
    ),
    '',
  ].join('\n');
}

/** /character export: the sheet as JSON (to import elsewhere) and as Markdown, only for the caller. */
export async function exportSheet(deps: Deps, caller: Caller, input: { character?: string | null }) {
  return await lookInCampaign(deps, caller, async (campaign, _db, deps) => {
    const c = await characterFor(deps.db, campaign, caller, input.character);
    await requireOwnerOrGm(deps.db, campaign, caller, c);
    const file = await sheetOf(deps, c);
    const base = c.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'character';
    return privately(
      caller.userId,
      { kind: 'document', name: `${base}.json`, text: `${JSON.stringify(file, null, 2)}\n` },
      { kind: 'document', name: `${base}.md`, text: markdownOf(file.character) },
    );
  });
}

function parsed(text: string): SheetFile {
  if (text.length > MAX_SHEET_CHARS) refuse('input/bad-text', appMessages.sheetFileTooLarge);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return refuse('input/bad-text', appMessages.sheetFileNotJson);
  }
  const result = sheetSchema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    refuse('input/bad-text', appMessages.sheetFileBadAt(issue.path.join('.') || 'the top', issue.message));
  }
  return result.data;
}

/**
 * /character import: a sheet from /character export becomes a character of the caller in this
 * campaign, or replaces the sheet of one of the caller's own when `replace` confirms it. Every
 * name, skill (against this campaign's catalog), parent (R2.2), lifestyle (R2.3) and piece of gear
 * (R2.4) is checked as the typed commands check them; one failure refuses the whole file.
 */
export async function importSheet(deps: Deps, caller: Caller, input: { text: string; replace?: boolean | null }) {
  return await transact(deps, caller, async (deps) => {
    const db = deps.db;
    const campaign = await campaignHere(db, caller);
    const file = parsed(input.text).character;
    const name = nameText(file.name, 'a character name', 40);
    const existing = await characterByName(db, campaign.id, name);
    if (existing && existing.ownerUserId !== caller.userId)
      refuse('character/exists', appMessages.characterNameTaken(campaign.name, name));
    if (existing && !input.replace) refuse('character/exists', appMessages.nameYoursAlreadyReplaceTrue(name));
    if (!existing && (await npcByName(db, campaign.id, name)))
      refuse('character/exists', appMessages.characterNameTakenByNpc(campaign.name, name));
    if (name.toLowerCase() === 'gm') refuse('campaign/bad-name', appMessages.gmNameReserved);
    const id =
      existing?.id ??
      (await insertCharacter(db, {
        campaignId: campaign.id,
        ownerUserId: caller.userId,
        name,
        now: deps.now().toISOString(),
      }));
    if (existing) await clearSheet(db, existing.id);
    const character = { ...(existing ?? (await characterByName(db, campaign.id, name))!), id };
    // R2.3, R12.1: a file brings no more lifestyles than the character may have here.
    await assertRoomForLifestyles(db, campaign, character, 0, file.lifestyles.length);
    const seen = new Set<string>();
    for (const l of file.lifestyles) {
      const title = nameText(l.name, 'a lifestyle name', 60);
      if (seen.has(title.toLowerCase()))
        refuse('character/duplicate-lifestyle', appMessages.lifestyleAlreadyHeld(name, title));
      seen.add(title.toLowerCase());
      const lists = readLists(campaign, {
        skills: l.skills.join(', '),
        gear: l.gear.map((g) => `${g.name} ${g.quality} ${g.mode} ${g.skill}`).join('; '),
        contacts: l.contacts.join(', '),
        memento: l.memento,
        habits: l.habits,
      });
      await grantLifestyle(db, character, title, lists);
    }
    // Own skills root first, each needing its parents held (R2.2), as /character skill does.
    const own = file.skills.map((s) => catalogSkill(campaign, s)).sort((a, b) => a.parts.length - b.parts.length);
    for (const path of own) {
      assertParentsHeld(
        (await skillsOf(db, id)).map((s) => makeSkillPath(s.text.split(': '))),
        path,
      );
      await addSkill(db, id, path.key, path.text);
    }
    for (const g of file.gear) {
      assertGear(g);
      const skill = catalogSkill(campaign, g.skill);
      await addGear(db, id, {
        name: nameText(g.name, 'a gear name', 60),
        quality: g.quality,
        mode: g.mode,
        skillKey: skill.key,
        skillText: skill.text,
        pmp: wholeNumber(g.pmp ?? 0, 'permanent Murphy points', 0, 20),
      });
    }
    return outcome([
      {
        kind: 'notice',
        text: existing
          ? appNotices.nameSheetReplacedFromFile(name)
          : appNotices.nameJoinsFromFile(name, campaign.name, caller.userId),
      },
      { kind: 'character', sheet: await characterSheet(db, character) },
    ]);
  });
}
