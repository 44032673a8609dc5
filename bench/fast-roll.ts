import { assertDiceCount, type Face, MAX_DICE } from '../src/rules/dice';
import { RuleError } from '../src/rules/errors';
import { sfc32Words } from '../src/rules/random';

/**
 * A fast R1.2 roll-in for when only the counts matter (benchmarks, simulations, big racks): it
 * counts 4s, 5s and 6s instead of building arrays, reads random bytes in bulk, and classifies
 * each byte with one lookup table instead of a branch per die.
 *
 * Byte → face: bytes 0–251 map to faces by `byte % 6 + 1`; bytes 252–255 are rejected and
 * skipped (252 is the largest multiple of 6 below 256), so every face has probability exactly 1/6.
 *
 * Pure: no I/O, no clock, no global randomness. The production byte source uses Web Crypto, like
 * `cryptoSource` (R1.1).
 */

/**
 * A cursor over random bytes. The unread bytes are `buffer[pos]` to the end; a reader advances
 * `pos` itself (one property write per chunk, not a call per byte) and calls `refill()` when it
 * has read them all. `refill` replaces `buffer` (it may change its length) and resets `pos` to 0,
 * or throws when there are no more bytes (scripted bytes).
 */
export interface RandomBytes {
  buffer: Uint8Array;
  pos: number;
  refill(): void;
}

export interface RollInCounts {
  /** Dice that came up 4, 5 and 6: the pool is sixes × 6, fives × 5, fours × 4 (R1.2). */
  fours: number;
  fives: number;
  sixes: number;
  /** Every die rolled, the n dice and all the extras (at most MAX_DICE). */
  rolled: number;
  /** True when roll-in stopped adding dice because MAX_DICE had been rolled (as `rollIn`). */
  capped: boolean;
}

/** Bytes at or above this are rejected (256 − 256 mod 6). */
export const BYTE_LIMIT = 252;

// One packed table, indexed by the byte: each byte adds 1 to one 7-bit field of a small-integer
// accumulator: rejects in bits 0–6, fours in 7–13, fives in 14–20, sixes in 21–27. A chunk is at
// most CHUNK bytes, so no field overflows into the next and the sum stays a small integer (Smi).
const BITS = 7;
const MASK = (1 << BITS) - 1;
const CHUNK = MASK;
const PACKED = new Int32Array(256);
for (let b = 0; b < 256; b++) {
  const face = (b % 6) + 1;
  PACKED[b] = b >= BYTE_LIMIT ? 1 : face >= 4 ? 1 << (BITS * (face - 3)) : 0;
}

/** The face a byte stands for, or null for a rejected byte. */
export function byteFace(byte: number): Face | null {
  if (!Number.isInteger(byte) || byte < 0 || byte > 255) {
    throw new RuleError('dice/bad-face', `${String(byte)} is not a byte: bytes are whole numbers from 0 to 255.`);
  }
  return byte >= BYTE_LIMIT ? null : (((byte % 6) + 1) as Face);
}

/**
 * R1.2 roll-in with counts: roll n dice, every 6 rolls one more die (batch by batch), stop adding
 * at MAX_DICE rolled. Same semantics and cap as `rollIn`; given bytes that stand for the same
 * faces, it gives the same counts.
 */
export function rollInCounts(n: number, bytes: RandomBytes): RollInCounts {
  assertDiceCount(n);
  let fours = 0;
  let fives = 0;
  let sixes = 0;
  let rolled = 0;
  let capped = false;
  let batch = n;
  while (batch > 0) {
    const room = MAX_DICE - rolled;
    if (batch > room) {
      batch = room;
      capped = true;
    }
    const sixesBefore = sixes;
    let need = batch;
    while (need > 0) {
      let buf = bytes.buffer;
      let pos = bytes.pos;
      if (pos >= buf.length) {
        bytes.refill();
        buf = bytes.buffer;
        pos = bytes.pos;
        if (pos >= buf.length) throw new RuleError('dice/script-exhausted', 'The random byte source gave no bytes.');
      }
      const avail = buf.length - pos;
      const take = Math.min(need, avail, CHUNK);
      const end = pos + take;
      let acc = 0;
      for (let i = pos; i < end; i++) acc += PACKED[buf[i]!]!;
      bytes.pos = end;
      fours += (acc >> BITS) & MASK;
      fives += (acc >> (2 * BITS)) & MASK;
      sixes += acc >> (3 * BITS);
      need -= take - (acc & MASK);
    }
    rolled += batch;
    batch = sixes - sixesBefore;
    if (batch > 0 && rolled >= MAX_DICE) {
      capped = true;
      break;
    }
  }
  return { fours, fives, sixes, rolled, capped };
}

/** The pool the counts stand for: faces 4–6, high to low (R1.2). */
export function countsToPool(c: Pick<RollInCounts, 'fours' | 'fives' | 'sixes'>): Face[] {
  const pool = new Array<Face>(c.sixes + c.fives + c.fours);
  pool.fill(6, 0, c.sixes);
  pool.fill(5, c.sixes, c.sixes + c.fives);
  pool.fill(4, c.sixes + c.fives);
  return pool;
}

/** The largest request Web Crypto's getRandomValues accepts. */
export const MAX_CRYPTO_BYTES = 65_536;

/**
 * R1.1 production bytes: a buffer refilled in bulk from Web Crypto's getRandomValues (a global in
 * Node 20 and browsers).
 */
export function cryptoBytes(bufferSize = MAX_CRYPTO_BYTES): RandomBytes {
  if (!Number.isInteger(bufferSize) || bufferSize < 1 || bufferSize > MAX_CRYPTO_BYTES) {
    throw new RuleError(
      'dice/bad-count',
      `The byte buffer must hold from 1 to ${MAX_CRYPTO_BYTES} bytes (got ${String(bufferSize)}).`,
    );
  }
  const buffer = new Uint8Array(bufferSize);
  const source: RandomBytes = {
    buffer,
    pos: bufferSize,
    refill() {
      globalThis.crypto.getRandomValues(buffer);
      source.pos = 0;
    },
  };
  return source;
}

/** Deterministic bytes for tests and simulations (sfc32, like `seededSource`, four bytes a word). */
export function seededBytes(seed: number, bufferSize = 4096): RandomBytes {
  const word = sfc32Words(seed);
  const size = Math.max(4, bufferSize - (bufferSize % 4));
  const buffer = new Uint8Array(size);
  const words = new Uint32Array(buffer.buffer);
  const source: RandomBytes = {
    buffer,
    pos: size,
    refill() {
      for (let i = 0; i < words.length; i++) words[i] = word();
      source.pos = 0;
    },
  };
  return source;
}

/** Exactly the given bytes, in order; running out is an error (like `scriptedDice`). */
export function scriptedBytes(values: readonly number[]): RandomBytes & { remaining(): number } {
  for (const v of values) byteFace(v);
  let given = false;
  const source = {
    buffer: new Uint8Array(0),
    pos: 0,
    refill() {
      if (given)
        throw new RuleError('dice/script-exhausted', `The scripted bytes ran out after ${values.length} bytes.`);
      given = true;
      source.buffer = Uint8Array.from(values);
      source.pos = 0;
    },
    remaining: () => (given ? source.buffer.length - source.pos : values.length),
  };
  return source;
}

/** Bytes that stand for the given faces (face f → byte f − 1), for scripting `rollInCounts`. */
export function facesToBytes(faces: readonly number[]): number[] {
  return faces.map((f) => {
    if (!Number.isInteger(f) || f < 1 || f > 6)
      throw new RuleError('dice/bad-face', `${String(f)} is not a face of a d6.`);
    return f - 1;
  });
}
