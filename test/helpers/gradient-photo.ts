/** A stand-in for a photo, made with sharp: a diagonal colour gradient of any size and format. */
import sharp from 'sharp';
import { crc32 } from 'node:zlib';

export function gradientPhoto(width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg', hue = 0): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (hue + (x * 255) / width) % 256;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 255 - (x * 255) / width;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).toFormat(format).toBuffer();
}

/**
 * A small PNG whose header states `width` × `height` pixels: what an image reader sees of a huge
 * photo before decoding it, without the gigabytes of making one.
 */
export async function pngStating(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#4f46e5' } }).png().toBuffer());
  // IHDR is the first chunk: its length and type (bytes 8-15), width, height (16-23), the rest, and its CRC (29-32).
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}
