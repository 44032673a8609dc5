// English word helpers for the sentences players read: pure, so messages and views can share them.
import { joined, md, type Piece, type Safe } from './safe-text';

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** "1 die", "3 dice". */
export function diceCount(n: number): string {
  return n === 1 ? '1 die' : `${n} dice`;
}

/** "Ana", "Ana and Bea", "Ana, Bea and Cid": each name escaped unless already safe text. */
export function nameList(names: readonly Piece[]): Safe {
  if (names.length <= 1) return joined(names, '');
  return md`${joined(names.slice(0, -1), ', ')} and ${names[names.length - 1]}`;
}
