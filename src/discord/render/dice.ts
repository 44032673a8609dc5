// The canonical lines for pools and books (commands.md): `Pool: 6 6 5 4` / `Pool: empty`, `Books: N`.
import { type Face, formatFaces } from '../../rules';
import { md, type Piece, type Safe } from '../../app/text/safe-text';

export function poolLine(pool: readonly Face[]): Safe {
  return md`Pool: ${formatFaces(pool)}`;
}

export function booksLine(books: number): Safe {
  return md`Books: ${books}`;
}

/** Faces high to low for public text (pushed dice once revealed, never a pool). */
export function faces(dice: readonly Face[]): string {
  return dice.length === 0 ? 'no dice' : formatFaces(dice);
}

export function plural(n: number, one: string, many: Piece = md`${one}s`): Safe {
  return md`${n} ${n === 1 ? one : many}`;
}

/** Text a person typed, quoted as plain text: no Markdown, mention, channel link or masked link. */
export { quote } from '../../app/text/safe-text';
