/** JSON columns: parse with a fallback so a hand-edited row fails loudly, not silently. */
export function parseJson<T>(text: string | null | undefined, what: string): T | null {
  if (text == null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`Stored ${what} is not valid JSON.`);
  }
}

export const toJson = (value: unknown): string => JSON.stringify(value);
