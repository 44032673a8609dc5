/**
 * `items.map(each)` for an asynchronous `each`, one item after the other: the calls share one
 * transaction, whose statements must not interleave.
 */
export async function inOrder<T, R>(items: Iterable<T>, each: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  let i = 0;
  for (const item of items) out.push(await each(item, i++));
  return out;
}

/** `items.filter(keep)` for an asynchronous `keep`, one item after the other. */
export async function filterInOrder<T>(items: Iterable<T>, keep: (item: T) => Promise<boolean>): Promise<T[]> {
  const out: T[] = [];
  for (const item of items) if (await keep(item)) out.push(item);
  return out;
}

/** `items.find(wanted)` for an asynchronous `wanted`, one item after the other. */
export async function findInOrder<T>(
  items: Iterable<T>,
  wanted: (item: T) => Promise<boolean>,
): Promise<T | undefined> {
  for (const item of items) if (await wanted(item)) return item;
  return undefined;
}
