/**
 * What the images stage does to any file of content/images/: read it and tell what it is, and
 * write what is made of it under assets/images/ with a name that carries a hash of the source and
 * the settings, so the immutable cache header holds. Encoding is slow, so every file made is kept
 * in the cache folder under that hash: an unchanged source is never encoded again.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ASSETS_DIR } from './host-config.ts';
import { kindOf, kindProblem } from './image-kinds.ts';

const IMAGES_OUT_DIR = `${ASSETS_DIR}/images`;

/** Where files made from sources are kept between builds. */
export const imageCacheDir = (root: string) => path.join(root, 'node_modules', '.cache', 'site-images');

/** A hex SHA-256 of the parts, in order. */
export const sha = (...parts: (string | Uint8Array)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
};

/** Writes through a temporary name, so a build that stops half-way, or a second build, never leaves half a file. */
export function writeAtomically(file: string, data: Uint8Array | string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}

/** The file `name` of the cache folder, or, if it is not there, made now and kept there. */
export async function cachedFile(cacheDir: string, name: string, make: () => Promise<Uint8Array>): Promise<{ data: Uint8Array; made: boolean }> {
  const cached = path.join(cacheDir, name);
  try {
    return { data: readFileSync(cached), made: false };
  } catch {
    const data = await make();
    mkdirSync(cacheDir, { recursive: true });
    writeAtomically(cached, data);
    return { data, made: true };
  }
}

/** A source file read, with its size as shown (turned by its EXIF orientation), or why it cannot be used. */
export type ReadImage = { source: Buffer; format: string; width: number; height: number; hash: string } | { refused: string };

/** Names a list of formats for a message: "a JPEG, PNG or WebP image". */
const formatList = (formats: readonly string[]) => {
  const names = formats.map((f) => ({ jpeg: 'JPEG', png: 'PNG', webp: 'WebP', svg: 'SVG' })[f] ?? f.toUpperCase());
  return `a ${names.slice(0, -1).join(', ')} or ${names.at(-1)} image`;
};

/** sharp's limitInputPixels, which it refuses to decode past (a guard against decompression bombs). */
const PIXEL_LIMIT = 0x3fff * 0x3fff;
const millions = (pixels: number) => `${Math.round(pixels / 1e6).toLocaleString('en-IN')} million`;

/**
 * Reads `file` (shown in messages as in `folder`), which must be an image in one of `formats` as
 * sharp names them, holding what its name says (a .png whose bytes are an SVG is refused).
 */
export async function readImage(file: string, folder: string, formats: readonly string[], sharp: typeof import('sharp').default): Promise<ReadImage> {
  let source: Buffer;
  try {
    source = readFileSync(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { refused: code === 'ENOENT' ? `does not exist: put the file in ${folder}/, or correct the name (names are case-sensitive)` : `could not be read (${code})` };
  }
  // Bytes of no known kind are left to sharp, which says what it reads.
  const mismatch = kindOf(source) && kindProblem(path.basename(file), source);
  if (mismatch) return { refused: mismatch };
  const meta = await sharp(source).metadata().catch((error: Error) => error);
  if (meta instanceof Error && /pixel limit/i.test(meta.message)) {
    const { width = 0, height = 0 } = await sharp(source, { limitInputPixels: false }).metadata().catch(() => ({ width: 0, height: 0 }));
    return { refused: `is ${width} × ${height} pixels (${millions(width * height)}), more than the ${millions(PIXEL_LIMIT)} pixels the image encoder reads (sharp's limitInputPixels): export it again smaller, at most 4000 pixels wide` };
  }
  if (meta instanceof Error || !formats.includes(meta.format)) return { refused: `is not ${formatList(formats)}${meta instanceof Error ? '' : ` (it is ${meta.format.toUpperCase()})`}: export it as one of those` };
  const [width, height] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
  return { source, format: meta.format, width, height, hash: sha(source) };
}

/**
 * A writer of the files made from sources: `write` returns a file's URL path, from the cache or
 * made now; `files` holds every file by its path under the output folder.
 */
export function imageWriter(cacheDir: string, settings: string) {
  mkdirSync(cacheDir, { recursive: true });
  const files = new Map<string, Uint8Array>();
  let encoded = 0;
  /** One file made from the source `name` (read as `image`): `variant` tells it from the others made from it ("800", "preview"). */
  const write = async (image: { hash: string }, name: string, variant: string, extension: string, make: () => Promise<Uint8Array>) => {
    const key = sha(image.hash, settings, variant, extension).slice(0, 20);
    const { data, made } = await cachedFile(cacheDir, `${key}.${extension}`, make);
    if (made) encoded++;
    const file = `${IMAGES_OUT_DIR}/${fileStem(name)}${variant ? `-${variant}` : ''}.${key.slice(0, 10)}.${extension}`;
    files.set(file, data);
    return `/${file}`;
  };
  return { write, files, encoded: () => encoded };
}

/** A source's file name made safe for a URL: lower case, without its extension. */
const fileStem = (name: string) => path.basename(name, path.extname(name)).toLowerCase().replace(/[^a-z0-9-]+/g, '-');
