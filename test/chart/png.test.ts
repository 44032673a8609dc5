import * as zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PNG_SIGNATURE, crc32, encodePng } from '../../src/chart/png';
import { Raster } from '../../src/chart/raster';
import { SIGNATURE, bitwiseCrc32, decodePng, readChunks } from './decode-png';

function sample(width: number, height: number): Raster {
  const r = new Raster(width, height, 0xffffff);
  r.fillRect(1, 1, 2, 3, 0x123456);
  r.fillRect(width - 1, height - 1, 5, 5, 0xff0000); // clipped to one pixel
  return r;
}

describe('crc32', () => {
  it('GIVEN the standard check string THEN it gives 0xCBF43926', () => {
    expect(crc32(Buffer.from('123456789', 'ascii'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array(0))).toBe(0);
  });

  it('GIVEN random bytes THEN it agrees with a bitwise CRC (and with zlib.crc32 where Node has it)', () => {
    const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => (i * 7919 + 13) & 0xff));
    expect(crc32(bytes)).toBe(bitwiseCrc32(bytes));
    const z = (zlib as { crc32?: (b: Uint8Array) => number }).crc32;
    if (typeof z === 'function') expect(crc32(bytes)).toBe(z(bytes));
  });
});

describe('encodePng', () => {
  it('GIVEN an image THEN the file starts with the PNG signature', () => {
    const png = encodePng(sample(7, 5));
    expect([...png.subarray(0, 8)]).toEqual(SIGNATURE);
    expect([...PNG_SIGNATURE]).toEqual(SIGNATURE);
  });

  it('GIVEN an image THEN it is IHDR, IDAT, IEND, every chunk with a valid CRC', () => {
    const chunks = readChunks(encodePng(sample(7, 5)));
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    for (const c of chunks) expect(c.crc, c.type).toBe(c.expectedCrc);
    expect(chunks[2]!.data.length).toBe(0);
  });

  it('GIVEN a 7×5 image THEN IHDR says 7×5, 8-bit RGBA, and IDAT inflates to 5 × (1 + 7×4) bytes', () => {
    const d = decodePng(encodePng(sample(7, 5)));
    expect([d.width, d.height, d.bitDepth, d.colourType]).toEqual([7, 5, 8, 6]);
    expect(d.raw.length).toBe(5 * (1 + 7 * 4));
  });

  it('GIVEN pixels THEN they come back unchanged (opaque)', () => {
    const img = sample(7, 5);
    const d = decodePng(encodePng(img));
    for (let y = 0; y < 5; y++) for (let x = 0; x < 7; x++) expect(d.pixel(x, y)).toBe(img.pixel(x, y));
    expect(d.pixel(1, 1)).toBe(0x123456);
    expect(d.pixel(6, 4)).toBe(0xff0000);
    expect(d.pixel(0, 0)).toBe(0xffffff);
    // Every alpha byte is 255.
    const stride = 1 + 7 * 4;
    for (let y = 0; y < 5; y++) for (let x = 0; x < 7; x++) expect(d.raw[y * stride + 1 + x * 4 + 3]).toBe(255);
  });

  it('GIVEN a wrong buffer size or a zero side THEN it refuses', () => {
    expect(() => encodePng({ width: 2, height: 2, data: new Uint8Array(15) })).toThrow(RangeError);
    expect(() => encodePng({ width: 0, height: 2, data: new Uint8Array(0) })).toThrow(RangeError);
    expect(() => new Raster(0, 1, 0)).toThrow(RangeError);
  });
});
