/**
 * Names people choose (campaigns, characters, NPCs, gear, lifestyles) in one canonical form, so two
 * names that look the same to a person are the same name: Unicode NFKC (full-width letters become
 * plain ones), every run of white space one space, no control, zero-width, bidi or other invisible
 * formatting characters, no surrounding spaces.
 */
export function canonicalName(raw: string): string {
  return raw.normalize('NFKC').replace(/\s+/gu, ' ').replace(INVISIBLE, '').replace(/ {2,}/g, ' ').trim();
}

/** Control and format characters (zero-width joiners, bidi marks and overrides…) and blank fillers. */
// biome-ignore lint/suspicious/noMisleadingCharacterClass: the class lists single invisible code points on purpose
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u3164\uFE00-\uFE0F\uFFA0]/gu;

/**
 * Characters that would make a name more than plain text in a Discord message: Markdown (* _ ~ `
 * | \ # >), mentions and emoji (< > @), masked links ([ ]), and links themselves.
 */
const MARKUP = /[*_~`|\\#<>@[\]]|:\/\//;

/** Why a canonical name cannot be printed as plain text, or null when it can. */
export function nameMarkupProblem(name: string): string | null {
  return MARKUP.test(name)
    ? 'can hold letters, digits, spaces and plain punctuation, but not * _ ~ ` | \\ # < > @ [ ] or a link'
    : null;
}

/** The text with its first letter in capitals, for a name that starts a sentence ("the GM" leads). */
export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
