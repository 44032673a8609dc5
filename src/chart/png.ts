import { deflateSync } from 'node:zlib';

/**
 * A minimal PNG encoder (PNG spec, 2nd edition): 8-bit RGBA (colour type 6), no interlace, one
 * IDAT chunk, filter type 0 (None) on every scanline. Flat-coloured charts deflate well without
 * smarter filters.
 */

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width, height and the pixels, row by row, 4 bytes (R, G, B, A) per pixel. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8Array;
}

export function encodePng(image: RgbaImage): Buffer {
  const { width, height, data } = image;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`A PNG needs a whole, positive size (got ${width}×${height}).`);
  }
  if (width > 0x7fffffff || height > 0x7fffffff) throw new RangeError('A PNG side must fit in 31 bits.');
  const stride = width * 4;
  if (data.length !== stride * height) {
    throw new RangeError(`Expected ${stride * height} bytes of RGBA for ${width}×${height}, got ${data.length}.`);
  }

  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // colour type: truecolour with alpha
  ihdr[10] = 0; // compression: deflate
  ihdr[11] = 0; // filter method 0
  ihdr[12] = 0; // no interlace

  // Each scanline is a filter-type byte (0 = None) followed by the row's bytes.
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const at = y * (stride + 1);
    raw[at] = 0;
    raw.set(data.subarray(y * stride, (y + 1) * stride), at + 1);
  }

  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** length (4 bytes) · type (4 ASCII bytes) · data · CRC-32 of type and data. */
function chunk(type: string, body: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + body.length);
  out.writeUInt32BE(body.length, 0);
  out.write(type, 4, 'latin1');
  out.set(body, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + body.length)), 8 + body.length);
  return out;
}

const CRC_TABLE: Uint32Array = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (ISO 3309 / ITU-T V.42, the one PNG and zlib use), as an unsigned 32-bit number. */
export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
