import { RuleError } from './errors';
import type { RandomSource } from './dice';
import { ruleMessages } from './messages';

/**
 * R1.1 production source: Web Crypto's getRandomValues (a global in Node 20 and browsers), drawn
 * in bulk and mapped to 1..sides by rejection sampling, so no face is favoured.
 */
export function cryptoSource(bufferSize = 4096): RandomSource {
  const buffer = new Uint32Array(bufferSize);
  let next = bufferSize;
  const word = (): number => {
    if (next === bufferSize) {
      globalThis.crypto.getRandomValues(buffer);
      next = 0;
    }
    return buffer[next++]!;
  };
  return { die: (sides) => uniform(sides, word) };
}

/** sfc32 seeded from one integer: 32-bit words for deterministic tests and simulations. */
export function sfc32Words(seed: number): () => number {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const word = (): number => {
    const t = (a + b + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  for (let i = 0; i < 15; i++) word();
  return word;
}

/** A deterministic source for tests and simulations (sfc32 seeded from one integer). */
export function seededSource(seed: number): RandomSource {
  const word = sfc32Words(seed);
  return { die: (sides) => uniform(sides, word) };
}

/** A source that returns exactly the given faces, in order; running out is an error. */
export function scriptedDice(faces: readonly number[]): RandomSource & { remaining(): number } {
  let i = 0;
  return {
    die(sides) {
      if (i >= faces.length) {
        throw new RuleError('dice/script-exhausted', ruleMessages.scriptedDiceRanOut(faces.length));
      }
      const face = faces[i++]!;
      if (!Number.isInteger(face) || face < 1 || face > sides) {
        throw new RuleError('dice/bad-face', ruleMessages.scriptedFaceTooHigh(face, sides));
      }
      return face;
    },
    remaining: () => faces.length - i,
  };
}

function uniform(sides: number, word: () => number): number {
  if (!Number.isInteger(sides) || sides < 1 || sides > 0xffffffff) {
    throw new RuleError('dice/bad-count', ruleMessages.badDieSides(sides));
  }
  // Largest multiple of `sides` below 2^32: words at or above it are redrawn.
  const limit = 0x100000000 - (0x100000000 % sides);
  for (;;) {
    const w = word();
    if (w < limit) return (w % sides) + 1;
  }
}
