import { inflateSync } from 'node:zlib';
import { crc32 } from '../../src/chart/png';

/** An independent little PNG reader for the tests: chunks, CRCs, IHDR and the raw scanlines. */

export const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export interface Chunk {
  type: string;
  data: Buffer;
  crc: number;
  /** CRC-32 recomputed over type + data by a bitwise implementation (not the encoder's table). */
  expectedCrc: number;
}

export function readChunks(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let at = 8;
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    const crc = png.readUInt32BE(at + 8 + length);
    chunks.push({ type, data, crc, expectedCrc: bitwiseCrc32(png.subarray(at + 4, at + 8 + length)) });
    at += 12 + length;
  }
  return chunks;
}

export function bitwiseCrc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

export interface Decoded {
  width: number;
  height: number;
  bitDepth: number;
  colourType: number;
  /** The inflated IDAT stream: height × (1 filter byte + width × 4 bytes). */
  raw: Buffer;
  /** 0xRRGGBB at (x, y); only filter type 0 is supported (what the encoder writes). */
  pixel(x: number, y: number): number;
}

export function decodePng(png: Buffer): Decoded {
  const chunks = readChunks(png);
  const ihdr = chunks.find((c) => c.type === 'IHDR')!.data;
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  const raw = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  const stride = 1 + width * 4;
  return {
    width,
    height,
    bitDepth: ihdr[8]!,
    colourType: ihdr[9]!,
    raw,
    pixel(x, y) {
      if (raw[y * stride] !== 0) throw new Error(`row ${y} uses filter ${raw[y * stride]}`);
      const i = y * stride + 1 + x * 4;
      return ((raw[i]! << 16) | (raw[i + 1]! << 8) | raw[i + 2]!) >>> 0;
    },
  };
}

export { crc32 };
