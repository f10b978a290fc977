/**
 * The images stage: each cover photo a header names (content/images/<file>) is checked, cut to
 * 16:9 and written as AVIF and WebP at every width the pages use (site/model/cover-images.ts),
 * plus one JPEG cut to the link preview's size,
 * under assets/images/ with names that carry a hash of the source and the settings, so the
 * immutable cache header holds. Encoding is slow, so every encoded file is kept in
 * node_modules/.cache/site-images/ under that hash: an unchanged photo is never encoded again.
 * A missing photo, a file that is not a JPEG, PNG or WebP image, or one smaller than the widest
 * cover is refused, naming the Markdown file, the field and the photo.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Content } from '../model/content.ts';
import { COVER_ASPECT, COVER_FORMATS, COVER_MIN_SIZE, COVER_PREVIEW, COVER_WIDTHS, IMAGES_FOLDER, coverHeight, type Cover, type CoverFormat } from '../model/cover-images.ts';
import { displayPath } from '../cli/project-paths.ts';
import { ContentError, type Problem } from '../errors.ts';
import { ASSETS_DIR } from './host-config.ts';

/** Encoder settings: part of every file's cache key, so a change here encodes every photo again. */
const ENCODE = { avif: { quality: 50, effort: 4 }, webp: { quality: 75, effort: 4 }, jpeg: { quality: 80, mozjpeg: true } } as const;
const ACCEPTED = ['jpeg', 'png', 'webp'];
export const IMAGES_OUT_DIR = `${ASSETS_DIR}/images`;

export interface CoverImagesOptions {
  root: string;
  contentDir: string;
  /** Where encoded files are kept between builds (default node_modules/.cache/site-images under root). */
  cacheDir?: string;
}

export interface CoverImages {
  /** The content, each record that names a photo given its `cover`. */
  content: Content;
  /** Files to write, by path under the output folder. */
  files: Map<string, Uint8Array>;
  photos: number;
  /** Files encoded by this build; the others came from the cache. */
  encoded: number;
}

export const describeCoverImages = (r: CoverImages) =>
  r.photos ? `${r.photos} cover photo${r.photos === 1 ? '' : 's'}, ${r.files.size} files (${r.encoded} encoded, ${r.files.size - r.encoded} from the cache)` : 'no cover photos';

interface Named {
  /** The Markdown file, as messages name it. */
  file: string;
  image: string;
}

const sha = (...parts: (string | Uint8Array)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
};

/** Writes through a temporary name, so a build that stops half-way, or a second build, never leaves half a file. */
function writeAtomically(file: string, data: Uint8Array): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}

export async function coverImages(content: Content, { root, contentDir, cacheDir = path.join(root, 'node_modules', '.cache', 'site-images') }: CoverImagesOptions): Promise<CoverImages> {
  const label = displayPath(root, contentDir);
  const named: Named[] = [
    ...content.blog.map((p) => ({ file: `${label}/blog/${p.slug}.md`, image: p.image })),
    ...content.caseStudies.map((s) => ({ file: `${label}/case-studies/${s.id}.md`, image: s.image })),
    ...content.whitepapers.map((w) => ({ file: `${label}/whitepapers/${w.id}.md`, image: w.image })),
  ].filter((n): n is Named => n.image !== undefined);
  const files = new Map<string, Uint8Array>();
  if (!named.length) return { content, files, photos: 0, encoded: 0 };

  // Loaded only when a photo is named: a site without photos does not pay for libvips.
  const { default: sharp } = await import('sharp');
  const settings = JSON.stringify({ ENCODE, vips: sharp.versions.vips, aspect: COVER_ASPECT });
  mkdirSync(cacheDir, { recursive: true });
  const problems: Problem[] = [];
  const covers = new Map<string, Omit<Cover, 'alt'>>();
  let encoded = 0;

  const encodePhoto = async (image: string, users: Named[]) => {
    const shown = `${label}/${IMAGES_FOLDER}/${image}`;
    const refuse = (why: string) => users.forEach((u) => problems.push({ file: u.file, field: 'image', message: `names ${shown}, which ${why}` }));
    let source: Buffer;
    try {
      source = readFileSync(path.join(contentDir, IMAGES_FOLDER, image));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      return refuse(code === 'ENOENT' ? `does not exist: put the photo in ${label}/${IMAGES_FOLDER}/, or correct the name (names are case-sensitive)` : `could not be read (${code})`);
    }
    const meta = await sharp(source).metadata().catch(() => undefined);
    if (!meta || !ACCEPTED.includes(meta.format)) return refuse(`is not a JPEG, PNG or WebP image${meta ? ` (it is ${meta.format.toUpperCase()})` : ''}: export it as one of those`);
    // A photo turned by its EXIF orientation is as wide as it is shown.
    const [width, height] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
    if (width < COVER_MIN_SIZE.width || height < COVER_MIN_SIZE.height) {
      return refuse(`is ${width} × ${height} pixels: a cover needs at least ${COVER_MIN_SIZE.width} × ${COVER_MIN_SIZE.height} (the widest the pages show it, cut to 16:9; a photo is never enlarged)`);
    }
    const sourceHash = sha(source);
    const stem = path.basename(image, path.extname(image)).toLowerCase().replace(/[^a-z0-9-]+/g, '-');
    /** One file, from the cache or encoded now; returns its URL path. */
    const write = async (name: string, extension: string, make: () => Promise<Buffer>) => {
      const key = sha(sourceHash, settings, name, extension).slice(0, 20);
      const cached = path.join(cacheDir, `${key}.${extension}`);
      let data: Uint8Array;
      try {
        data = readFileSync(cached);
      } catch {
        data = await make();
        writeAtomically(cached, data);
        encoded++;
      }
      const file = `${IMAGES_OUT_DIR}/${stem}-${name}.${key.slice(0, 10)}.${extension}`;
      files.set(file, data);
      return `/${file}`;
    };
    const byFormat: Cover['files'] = { avif: [], webp: [] };
    for (const format of COVER_FORMATS) {
      for (const w of COVER_WIDTHS) byFormat[format].push({ url: await write(String(w), format, () => encode(sharp(source), format, w)), width: w });
    }
    covers.set(image, { files: byFormat, preview: await write('preview', 'jpg', () => encodePreview(sharp(source))) });
  };

  // A photo named by several documents is encoded once.
  const byImage = new Map<string, Named[]>();
  for (const n of named) byImage.set(n.image, [...(byImage.get(n.image) ?? []), n]);
  await Promise.all([...byImage].map(([image, users]) => encodePhoto(image, users)));
  if (problems.length) throw new ContentError(problems.sort((a, b) => a.file.localeCompare(b.file)));

  const withCover = <T extends { image?: string; imageAlt?: string }>(record: T): T =>
    record.image ? { ...record, cover: { alt: record.imageAlt ?? '', ...covers.get(record.image)! } } : record;
  return {
    content: { ...content, blog: content.blog.map(withCover), caseStudies: content.caseStudies.map(withCover), whitepapers: content.whitepapers.map(withCover) },
    files,
    photos: byImage.size,
    encoded,
  };
}

/** The build's stage: the covers, their files written into the output folder. */
export async function writeCoverImages(content: Content, options: CoverImagesOptions, write: (file: string, data: Uint8Array) => void): Promise<CoverImages> {
  const result = await coverImages(content, options);
  for (const [file, data] of result.files) write(file, data);
  return result;
}

type Sharp = ReturnType<typeof import('sharp').default>;

/** One file: turned upright, cut to 16:9 around the centre at `width`, metadata dropped. */
function encode(image: Sharp, format: CoverFormat, width: number): Promise<Buffer> {
  const resized = image.rotate().resize({ width, height: coverHeight(width), fit: 'cover', position: 'centre' });
  return (format === 'avif' ? resized.avif(ENCODE.avif) : resized.webp(ENCODE.webp)).toBuffer();
}

/** The link preview: upright, cut to its size around the centre, a JPEG without metadata. */
function encodePreview(image: Sharp): Promise<Buffer> {
  const { width, height } = COVER_PREVIEW;
  return image.rotate().resize({ width, height, fit: 'cover', position: 'centre' }).jpeg(ENCODE.jpeg).toBuffer();
}
