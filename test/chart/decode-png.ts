import { inflateSync } from 'node:zlib';

/**
 * An independent little PNG reader for the tests (it shares no code with the renderer): chunks
 * and their CRCs, IHDR, and the pixels of an 8-bit RGB or RGBA, non-interlaced image after
 * undoing the five scanline filters.
 */

export const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export interface Chunk {
  type: string;
  data: Buffer;
  crc: number;
  /** CRC-32 recomputed over type + data by a bitwise implementation. */
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
  /** 0xRRGGBB at (x, y). */
  pixel(x: number, y: number): number;
}

export function decodePng(png: Buffer): Decoded {
  const chunks = readChunks(png);
  const ihdr = chunks.find((c) => c.type === 'IHDR')!.data;
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  const bitDepth = ihdr[8]!;
  const colourType = ihdr[9]!;
  if (bitDepth !== 8 || (colourType !== 2 && colourType !== 6) || ihdr[12] !== 0) {
    throw new Error(`unsupported PNG: depth ${bitDepth}, colour type ${colourType}, interlace ${ihdr[12]}`);
  }
  const bpp = colourType === 6 ? 4 : 3;
  const raw = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  const stride = width * bpp;
  if (raw.length !== height * (1 + stride)) throw new Error(`IDAT holds ${raw.length} bytes, not ${height} rows`);
  const pixels = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (1 + stride)]!;
    for (let i = 0; i < stride; i++) {
      const x = raw[y * (1 + stride) + 1 + i]!;
      const a = i >= bpp ? pixels[y * stride + i - bpp]! : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + i]! : 0;
      const c = i >= bpp && y > 0 ? pixels[(y - 1) * stride + i - bpp]! : 0;
      pixels[y * stride + i] = (x + unfilter(filter, a, b, c)) & 0xff;
    }
  }
  return {
    width,
    height,
    bitDepth,
    colourType,
    pixel(x, y) {
      const i = y * stride + x * bpp;
      return ((pixels[i]! << 16) | (pixels[i + 1]! << 8) | pixels[i + 2]!) >>> 0;
    },
  };
}

/** The predictor that filter type `filter` added to a byte, from its left, up and up-left bytes. */
function unfilter(filter: number, a: number, b: number, c: number): number {
  switch (filter) {
    case 0:
      return 0;
    case 1:
      return a;
    case 2:
      return b;
    case 3:
      return (a + b) >> 1;
    case 4: {
      const p = a + b - c;
      const pa = Math.abs(p - a);
      const pb = Math.abs(p - b);
      const pc = Math.abs(p - c);
      return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
    }
    default:
      throw new Error(`unknown PNG filter ${filter}`);
  }
}
