// English word helpers for the sentences players read: pure, so messages and views can share them.

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** "1 die", "3 dice". */
export function diceCount(n: number): string {
  return n === 1 ? '1 die' : `${n} dice`;
}

export function nameList(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
