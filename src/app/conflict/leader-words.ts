// Who is suggested to lead, in players' words. The GM side leads through one of its NPCs: with
// several standing it is named by them ("one of the GM's characters (Viktor or Jack)"), never as
// "the GM", which reads as if the GM were a character in the conflict.
import { spokenName } from '../../rules/conflict';

type Named = Parameters<typeof spokenName>[0];

/** The suggested leader's name: a character's own, the GM side's only NPC standing, or its NPCs. */
export function leaderWords(s: Named, name: string): string {
  const gmSide = s.participants.find((p) => p.name === name)?.kind === 'gm';
  const standing = s.npcs.filter((n) => !(n.out ?? n.knockedOut)).map((n) => n.name);
  if (!gmSide || standing.length < 2) return spokenName(s, name);
  return `one of the GM's characters (${standing.slice(0, -1).join(', ')} or ${standing.at(-1)})`;
}
