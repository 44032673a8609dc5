/**
 * Quotes text a person typed back inside a one-sentence refusal: line breaks and control characters
 * become spaces, runs of spaces collapse, and long input is cut with an ellipsis.
 */
export function echo(text: string, max = 40): string {
  // eslint-disable-next-line no-control-regex
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
}
