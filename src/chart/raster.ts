import type { RgbaImage } from './png';

/** A colour as 0xRRGGBB (always opaque). */
export type Colour = number;

/** An opaque RGBA canvas with the few drawing operations the charts need. */
export class Raster implements RgbaImage {
  readonly data: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Colour,
  ) {
    if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
      throw new RangeError(`A raster needs a whole, positive size (got ${width}×${height}).`);
    }
    this.data = new Uint8Array(width * height * 4);
    this.fillRect(0, 0, width, height, background);
  }

  /** Fills the rectangle [x, x+w) × [y, y+h), clipped to the canvas. */
  fillRect(x: number, y: number, w: number, h: number, colour: Colour): void {
    const x0 = Math.max(0, Math.round(x));
    const y0 = Math.max(0, Math.round(y));
    const x1 = Math.min(this.width, Math.round(x + w));
    const y1 = Math.min(this.height, Math.round(y + h));
    const r = (colour >>> 16) & 0xff;
    const g = (colour >>> 8) & 0xff;
    const b = colour & 0xff;
    for (let yy = y0; yy < y1; yy++) {
      let i = (yy * this.width + x0) * 4;
      for (let xx = x0; xx < x1; xx++) {
        this.data[i] = r;
        this.data[i + 1] = g;
        this.data[i + 2] = b;
        this.data[i + 3] = 255;
        i += 4;
      }
    }
  }

  /** The colour at (x, y) as 0xRRGGBB. */
  pixel(x: number, y: number): Colour {
    const i = (y * this.width + x) * 4;
    return ((this.data[i]! << 16) | (this.data[i + 1]! << 8) | this.data[i + 2]!) >>> 0;
  }
}
