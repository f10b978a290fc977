/**
 * The images stage: the files of content/images/ that the content names, made into what the pages
 * show (site/generator/image-files.ts reads, caches and names them):
 * - a cover photo (a header's `image`, site/model/cover-images.ts) is cut to 16:9 and written as
 *   AVIF and WebP at every width the pages use, plus one JPEG cut to the link preview's size;
 * - a picture in a post's or whitepaper's text (site/model/prose-pictures.ts) keeps its shape: a
 *   photo is written as AVIF and WebP at the text column's widths, a drawing (SVG) is copied, and
 *   its placeholders in the text become the finished markup.
 * - an industry's scene (site/generator/scenes.ts) is checked and its markup given to the industry.
 * - a client's logo (site/model/clients.ts): an SVG is copied, a PNG written LOGO_PNG_HEIGHT tall;
 * - a leader's photo (site/model/portraits.ts) is cut square and written as AVIF and WebP.
 * A missing file, one of the wrong kind or not holding what its name says, a cover smaller than
 * the widest cover, or a drawing that could run or load anything (site/generator/drawings.ts) is
 * refused, naming the Markdown file and the field or line.
 */
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Content } from '../model/content.ts';
import { COVER_ASPECT, COVER_FORMATS, COVER_MIN_SIZE, COVER_PREVIEW, COVER_WIDTHS, IMAGES_FOLDER, coverHeight, type Cover, type CoverFile, type CoverFormat } from '../model/cover-images.ts';
import { PROSE_SIZES, fillProsePictures, prosePhotoWidths, type ProseKind, type ProsePicture, type ProsePictureRef } from '../model/prose-pictures.ts';
import { LOGO_HEIGHT, LOGO_PNG_HEIGHT, type ClientLogo } from '../model/clients.ts';
import { PORTRAIT_MIN, PORTRAIT_WIDTHS, type Portrait } from '../model/portraits.ts';
import { ProsePicture as PictureMarkup } from '../components/prose-picture/ProsePicture.tsx';
import { displayPath } from '../cli/project-paths.ts';
import { ContentError, type Problem } from '../errors.ts';
import { imageCacheDir, imageWriter, readImage, type ReadImage } from './image-files.ts';
import { drawingCacheDir, drawingJudge } from './drawings.ts';
import { industryScenes } from './scenes.ts';

/** Encoder settings: part of every file's cache key, so a change here encodes every photo again. */
const ENCODE = { avif: { quality: 50, effort: 4 }, webp: { quality: 75, effort: 4 }, jpeg: { quality: 80, mozjpeg: true } } as const;
const PHOTO_FORMATS = ['jpeg', 'png', 'webp'];
const PICTURE_FORMATS = [...PHOTO_FORMATS, 'svg'];
/** An <svg> tag that gives the drawing its size: a viewBox, or a width and a height. */
const SVG_SIZED = /\sviewBox\s*=|(?=[^>]*\swidth\s*=)[^>]*\sheight\s*=/i;

export interface ContentImagesOptions {
  root: string;
  contentDir: string;
  /** Where encoded files are kept between builds (default node_modules/.cache/site-images under root). */
  cacheDir?: string;
}

export interface ContentImages {
  /** The content, each record that names a photo given its `cover`, each text its pictures. */
  content: Content;
  /** Files to write, by path under the output folder. */
  files: Map<string, Uint8Array>;
  photos: number;
  pictures: number;
  /** Files encoded by this build; the others came from the cache. */
  encoded: number;
}

const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
export function describeContentImages({ photos, pictures, files, encoded }: ContentImages): string {
  const named = [photos && count(photos, 'cover photo'), pictures && `${count(pictures, 'picture')} in texts`].filter(Boolean);
  return named.length ? `${named.join(', ')}, ${files.size} files (${encoded} encoded, ${files.size - encoded} from the cache)` : 'no cover photos or pictures';
}

/** A use of a file: the Markdown file that names it, and how a refusal says where. */
interface Use {
  file: string;
  line?: number;
  field?: string;
}

/** Problems by file, then line. */
const sortedProblems = (problems: Problem[]) => problems.sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));

/** The files named, each with its uses, so that a file named twice is made once. */
function byName(uses: [name: string, use: Use][]): Map<string, Use[]> {
  const named = new Map<string, Use[]>();
  for (const [name, use] of uses) named.set(name, [...(named.get(name) ?? []), use]);
  return named;
}

/** What the stage reads of a post, case study or whitepaper. */
interface Document {
  image?: string;
  imageAlt?: string;
  html?: string;
  pictures?: ProsePictureRef[];
}

export async function contentImages(content: Content, { root, contentDir, cacheDir = imageCacheDir(root) }: ContentImagesOptions): Promise<ContentImages> {
  const label = displayPath(root, contentDir);
  const documents: { file: string; record: Document }[] = [
    ...content.blog.map((p) => ({ file: `${label}/blog/${p.slug}.md`, record: p })),
    ...content.caseStudies.map((s) => ({ file: `${label}/case-studies/${s.id}.md`, record: s })),
    ...content.whitepapers.map((w) => ({ file: `${label}/whitepapers/${w.id}.md`, record: w })),
  ];
  const coverUses = byName(documents.flatMap(({ file, record }) => (record.image ? [[record.image, { file, field: 'image' }] as [string, Use]] : [])));
  const pictureUses = byName(documents.flatMap(({ file, record }) => (record.pictures ?? []).map((ref) => [ref.name, ref.line ? { file, line: ref.line } : { file }] as [string, Use])));
  // The company's pictures: clients' logos and leaders' photos, named in content/company.yml.
  const companyFile = `${label}/company.yml`;
  const { clients, facts } = content.company;
  const logoUses = byName(clients.flatMap((c, i) => (c.logo ? [[c.logo, { file: companyFile, field: `clients[${i}].logo` }] as [string, Use]] : [])));
  const portraitUses = byName(facts.leadership.flatMap((l, i) => (l.photo ? [[l.photo, { file: companyFile, field: `facts.leadership[${i}].photo` }] as [string, Use]] : [])));
  const drawings = drawingJudge(drawingCacheDir(root));
  const scenes = await industryScenes(content.industries, { contentDir, label, drawings });
  const problems: Problem[] = scenes.problems;
  if (!coverUses.size && !pictureUses.size && !logoUses.size && !portraitUses.size) {
    if (problems.length) throw new ContentError(sortedProblems(problems));
    return { content: { ...content, industries: scenes.industries }, files: new Map(), photos: 0, pictures: 0, encoded: 0 };
  }

  // Loaded only when a file is named: a site without pictures does not pay for libvips.
  const { default: sharp } = await import('sharp');
  const writer = imageWriter(cacheDir, JSON.stringify({ ENCODE, vips: sharp.versions.vips, aspect: COVER_ASPECT }));
  /** Reads a named file; on a refusal, reports it at each use and returns undefined. */
  const read = async (name: string, uses: Use[], verb: string, formats: string[]): Promise<Exclude<ReadImage, { refused: string }> | undefined> => {
    const image = await readImage(path.join(contentDir, IMAGES_FOLDER, name), `${label}/${IMAGES_FOLDER}`, formats, sharp);
    if (!('refused' in image)) return image;
    return void refuse(name, uses, verb, image.refused);
  };
  const refuse = (name: string, uses: Use[], verb: string, why: string) => {
    for (const use of uses) problems.push({ ...use, message: `${verb} ${label}/${IMAGES_FOLDER}/${name}, which ${why}` });
  };

  const covers = new Map<string, Omit<Cover, 'alt'>>();
  const encodeCover = async (name: string, uses: Use[]) => {
    const image = await read(name, uses, 'names', PHOTO_FORMATS);
    if (!image) return;
    if (image.width < COVER_MIN_SIZE.width || image.height < COVER_MIN_SIZE.height) {
      return refuse(name, uses, 'names', `is ${image.width} × ${image.height} pixels: a cover needs at least ${COVER_MIN_SIZE.width} × ${COVER_MIN_SIZE.height} (the widest the pages show it, cut to 16:9; a photo is never enlarged)`);
    }
    const files = await encodeFormats(COVER_WIDTHS, (format, w) => writer.write(image, name, String(w), format, () => encode(sharp(image.source), format, w, coverHeight(w))));
    covers.set(name, { files, preview: await writer.write(image, name, 'preview', 'jpg', () => encodePreview(sharp(image.source))) });
  };

  const pictures = new Map<string, ProsePicture>();
  const encodePicture = async (name: string, uses: Use[]) => {
    const image = await read(name, uses, 'shows', PICTURE_FORMATS);
    if (!image) return;
    const { width, height } = image;
    if (image.format === 'svg') {
      // Opened on its own, an SVG is a page of the site: it may not run or load anything.
      const refusal = await drawings.refusal(image.source);
      if (refusal) return refuse(name, uses, 'shows', refusal);
      if (!SVG_SIZED.test(/<svg\b[^>]*>/i.exec(image.source.toString('utf8'))?.[0] ?? '')) return refuse(name, uses, 'shows', 'has no size: its <svg> needs a viewBox, or a width and a height, to set its size and shape on the page; export it again with one');
      return void pictures.set(name, { width, height, svg: await writer.write(image, name, '', 'svg', async () => image.source) });
    }
    const widths = prosePhotoWidths(width);
    const widest = widths[widths.length - 1];
    const heightAt = (w: number) => Math.round((w * height) / width);
    // Named by both sizes: the same photo may also be a cover, cut to 16:9 at the same widths.
    const files = await encodeFormats(widths, (format, w) => writer.write(image, name, `${w}x${heightAt(w)}`, format, () => encode(sharp(image.source), format, w, heightAt(w))));
    pictures.set(name, { width: widest, height: heightAt(widest), files });
  };

  const logos = new Map<string, ClientLogo>();
  const makeLogo = async (name: string, uses: Use[]) => {
    const image = await read(name, uses, 'names', ['png', 'svg']);
    if (!image) return;
    const { width, height } = image;
    const drawn = { width: Math.round((width * LOGO_HEIGHT) / height), height: LOGO_HEIGHT };
    if (image.format === 'svg') {
      const refusal = (await drawings.refusal(image.source)) ?? (SVG_SIZED.test(/<svg\b[^>]*>/i.exec(image.source.toString('utf8'))?.[0] ?? '') ? undefined : 'has no size: its <svg> needs a viewBox, or a width and a height, to set its shape; export it again with one');
      if (refusal) return refuse(name, uses, 'names', refusal);
      return void logos.set(name, { url: await writer.write(image, name, '', 'svg', async () => image.source), ...drawn });
    }
    if (height < LOGO_PNG_HEIGHT) return refuse(name, uses, 'names', `is ${width} × ${height} pixels: a PNG logo needs to be at least ${LOGO_PNG_HEIGHT} pixels tall (it is drawn ${LOGO_HEIGHT} pixels tall, twice that on sharp screens); export it larger, or as an SVG`);
    const file = await writer.write(image, name, `h${LOGO_PNG_HEIGHT}`, 'png', () => sharp(image.source).resize({ height: LOGO_PNG_HEIGHT }).png({ compressionLevel: 9 }).toBuffer());
    logos.set(name, { url: file, ...drawn });
  };

  const portraits = new Map<string, Portrait['files']>();
  const encodePortrait = async (name: string, uses: Use[]) => {
    const image = await read(name, uses, 'names', PHOTO_FORMATS);
    if (!image) return;
    if (image.width < PORTRAIT_MIN || image.height < PORTRAIT_MIN) return refuse(name, uses, 'names', `is ${image.width} × ${image.height} pixels: a leader's photo needs at least ${PORTRAIT_MIN} × ${PORTRAIT_MIN} (it is cut square; a photo is never enlarged)`);
    portraits.set(name, await encodeFormats(PORTRAIT_WIDTHS, (format, w) => writer.write(image, name, `${w}x${w}`, format, () => encode(sharp(image.source), format, w, w))));
  };

  /** A file whose header reads well but whose data is cut short or corrupt fails only when encoded. */
  const orDamaged = (encodeFile: (name: string, uses: Use[]) => Promise<void>, verb: string) => ([name, uses]: [string, Use[]]) =>
    encodeFile(name, uses).catch((error: Error) => refuse(name, uses, verb, `is damaged or incomplete (${error.message.trim().split('\n')[0]}): export or copy it again`));
  await Promise.all([
    ...[...coverUses].map(orDamaged(encodeCover, 'names')), ...[...pictureUses].map(orDamaged(encodePicture, 'shows')),
    ...[...logoUses].map(orDamaged(makeLogo, 'names')), ...[...portraitUses].map(orDamaged(encodePortrait, 'names')),
  ]);
  if (problems.length) throw new ContentError(sortedProblems(problems));

  /** A record with its cover, and its text (shown in a column of `kind`) with its pictures. */
  const withImages = <T extends Document>(record: T, kind?: ProseKind): T => ({
    ...record,
    ...(record.image && { cover: { alt: record.imageAlt ?? '', ...covers.get(record.image)! } }),
    ...(kind && record.html && record.pictures?.length && {
      html: fillProsePictures(record.html, record.pictures, (ref) => renderToStaticMarkup(createElement(PictureMarkup, { picture: pictures.get(ref.name)!, alt: ref.alt, sizes: PROSE_SIZES[kind] }))),
    }),
  });
  return {
    content: {
      ...content,
      industries: scenes.industries,
      blog: content.blog.map((p) => withImages(p, 'post')),
      caseStudies: content.caseStudies.map((s) => withImages(s)),
      whitepapers: content.whitepapers.map((w) => withImages(w, 'paper')),
      company: {
        ...content.company,
        clients: clients.map((c) => (c.logo ? { ...c, logoFile: logos.get(c.logo)! } : c)),
        facts: { ...facts, leadership: facts.leadership.map((l) => (l.photo ? { ...l, portrait: { alt: l.photoAlt ?? '', files: portraits.get(l.photo)! } } : l)) },
      },
    },
    files: writer.files,
    photos: coverUses.size,
    pictures: pictureUses.size,
    encoded: writer.encoded(),
  };
}

/** The build's stage: the images, their files written into the output folder. */
export async function writeContentImages(content: Content, options: ContentImagesOptions, write: (file: string, data: Uint8Array) => void): Promise<ContentImages> {
  const result = await contentImages(content, options);
  for (const [file, data] of result.files) write(file, data);
  return result;
}

/** A photo's files in every format at `widths`, narrowest first. */
async function encodeFormats(widths: readonly number[], write: (format: CoverFormat, width: number) => Promise<string>): Promise<Record<CoverFormat, CoverFile[]>> {
  const files: Record<CoverFormat, CoverFile[]> = { avif: [], webp: [] };
  for (const format of COVER_FORMATS) for (const width of widths) files[format].push({ url: await write(format, width), width });
  return files;
}

type Sharp = ReturnType<typeof import('sharp').default>;

/** One file: turned upright, at `width` × `height` (cut around the centre if that is another shape), metadata dropped. */
function encode(image: Sharp, format: CoverFormat, width: number, height: number): Promise<Buffer> {
  const resized = image.rotate().resize({ width, height, fit: 'cover', position: 'centre' });
  return (format === 'avif' ? resized.avif(ENCODE.avif) : resized.webp(ENCODE.webp)).toBuffer();
}

/** The link preview: upright, cut to its size around the centre, a JPEG without metadata. */
function encodePreview(image: Sharp): Promise<Buffer> {
  const { width, height } = COVER_PREVIEW;
  return image.rotate().resize({ width, height, fit: 'cover', position: 'centre' }).jpeg(ENCODE.jpeg).toBuffer();
}
