// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this strips
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/**
 * Quotes text a person typed back inside a one-sentence refusal: line breaks and control characters
 * become spaces, runs of spaces collapse, and long input is cut with an ellipsis.
 */
export function echo(text: string, max = 40): string {
  const flat = text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}
