/**
 * The pictures a PDF shows, as pdfkit takes them: a JPEG or PNG of content/images/ as it is, a
 * WebP photo or an SVG drawing (already checked by the images stage) turned into a PNG by sharp,
 * the drawing at twice the text column's width so that print stays sharp.
 */
import { readFileSync } from 'node:fs';

const KEPT = /\.(jpe?g|png)$/i;
const DRAWING_WIDTH = 1000;

export async function pdfPictures(names: string[], fileOf: (name: string) => string): Promise<Map<string, Buffer>> {
  const pictures = new Map<string, Buffer>();
  for (const name of new Set(names)) {
    const bytes = readFileSync(fileOf(name));
    if (KEPT.test(name)) {
      pictures.set(name, bytes);
      continue;
    }
    const sharp = (await import('sharp')).default;
    const image = /\.svg$/i.test(name) ? sharp(bytes).resize({ width: DRAWING_WIDTH }) : sharp(bytes);
    pictures.set(name, await image.png().toBuffer());
  }
  return pictures;
}
