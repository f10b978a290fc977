/** A stand-in for a photo, made with sharp: a diagonal colour gradient of any size and format. */
import sharp from 'sharp';

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
