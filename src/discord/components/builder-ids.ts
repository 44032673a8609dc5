// Custom ids of the character builder panel: what the control does and the character it edits,
// e.g. `chb:sk:12:2`. The panel is private; a forged id still goes through the app's owner check.
const KINDS = ['life', 'sk', 'gear', 'gearf', 'memo', 'memof', 'own', 'ownf', 'frnd', 'frndf', 'done'] as const;
export type BuilderKind = (typeof KINDS)[number];

export function builderId(kind: BuilderKind, characterId: number, depth = 0, skill: number | null = null): string {
  return `chb:${kind}:${characterId}${depth ? `:${depth}` : ''}${skill === null ? '' : `:s${skill}`}`;
}

/**
 * `depth` is the skill menu's level in the tree (1 Fields, 2 Focuses, 3 Specialties); 0 for the rest.
 * `skill`, on the Gear… button only (`chb:gear:12:s4`), is the place in the campaign's tree of the
 * skill last picked in the panel's menus: the gear form offers it first. Ids without it still parse.
 */
export function parseBuilderId(
  customId: string,
): { kind: BuilderKind; characterId: number; depth: number; skill: number | null } | null {
  const m = /^chb:([a-z]{2,5}):(\d{1,15})(?::([1-3]))?(?::s(\d{1,5}))?$/.exec(customId);
  if (!m || !(KINDS as readonly string[]).includes(m[1]!)) return null;
  return {
    kind: m[1] as BuilderKind,
    characterId: Number(m[2]),
    depth: Number(m[3] ?? 0),
    skill: m[4] === undefined ? null : Number(m[4]),
  };
}
