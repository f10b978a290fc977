/**
 * The social images stage: each section's Open Graph card (site/document/social-card-svg.ts) as
 * og/<section>.png, and the PNG icons (site/document/app-icons.ts) drawn from static/favicon.svg.
 * sharp (librsvg) rasterises the SVG; the PNG settings are fixed and sharp writes no metadata (no
 * time, no text chunk), so two builds give the same bytes. Each PNG is kept in the cache folder
 * under a hash of everything it is drawn from (the site's name, tagline and origin, the colours,
 * the favicon, the drawing code, the font files, the versions of sharp and fontkit): a build
 * whose images did not change reads them from there and loads neither sharp nor the font.
 * Text is cut to fit the card, so a card cannot grow past its budget with its text; a favicon that
 * makes an icon over its budget, has text, or lacks a size is refused, as is a company name or
 * tagline with a letter the card typeface does not have.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Site } from '../model/content.ts';
import { OG_MAX_BYTES, socialImagePath, socialSections } from '../document/social-card.ts';
import { socialCardSvg, readPalette, TOKENS_FILE, type CardFaces } from '../document/social-card-svg.ts';
import { APP_ICONS, APP_ICON_MAX_BYTES, FAVICON, appIconSvg } from '../document/app-icons.ts';
import { displayPath } from '../cli/project-paths.ts';
import { BuildError, ContentError, type Problem } from '../errors.ts';
import { CARD_FONT_FILES, loadCardFaces } from './card-fonts.ts';
import { cachedFile, sha } from './image-files.ts';
import { packageVersion } from './package-version.ts';

/**
 * The same settings every build: a palette of up to 256 colours (libimagequant at its quickest,
 * without dithering: the card's colours are few and flat), zlib at its strongest, one filter for
 * every row. A palette halves the file: the longest texts the card lets through (three lines of
 * the widest letters) make about 38 KB instead of 72, and the five cards take about 0.1 s each.
 */
const PNG = { compressionLevel: 9, adaptiveFiltering: false, palette: true, quality: 100, colours: 256, dither: 0, effort: 1 } as const;
/** The code that decides what a card or an icon looks like: an edit to any of it draws them again. */
const DRAWING_CODE = ['../document/social-card-svg.ts', '../document/social-card.ts', '../document/app-icons.ts', '../widgets/logo/Logo.tsx', './card-fonts.ts', './social-images.ts'];

export interface SocialImagesOptions {
  root: string;
  contentDir: string;
  /** Where drawn PNGs are kept between builds (default node_modules/.cache/site-social-images under root; beside the photos' site-images). */
  cacheDir?: string;
}

export interface SocialImages {
  /** The PNGs, by path under the output folder. */
  files: Map<string, Uint8Array>;
  cards: number;
  icons: number;
  /** Drawn by this build; the others came from the cache. */
  drawn: number;
}

export const describeSocialImages = ({ cards, icons, drawn }: SocialImages): string =>
  `${cards} Open Graph cards, ${icons} icons (${drawn} drawn, ${cards + icons - drawn} from the cache)`;

/** One PNG to make: where it goes, its cache key, its budget, and how to draw it as SVG. */
interface Job {
  file: string;
  key: string;
  maxBytes: number;
  draw: (faces: () => Promise<CardFaces>) => Promise<{ svg: string; background?: string }>;
  /** Who is told when it is over budget. */
  overBudget: (kb: string) => Problem;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function socialImages(site: Site, { root, contentDir, cacheDir = path.join(root, 'node_modules', '.cache', 'site-social-images') }: SocialImagesOptions): Promise<SocialImages> {
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  const palette = readPalette(read(TOKENS_FILE));
  const favicon = readFavicon(root);
  const settings = sha(
    JSON.stringify({ PNG, sharp: packageVersion('sharp'), fontkit: packageVersion('fontkit') }),
    ...DRAWING_CODE.map((file) => readFileSync(new URL(file, import.meta.url))),
    ...[...CARD_FONT_FILES.regular, ...CARD_FONT_FILES.bold].map((file) => readFileSync(file)),
  );
  const siteFile = displayPath(root, path.join(contentDir, 'site.yml'));
  const cards: Job[] = socialSections(site).map((section) => ({
    file: socialImagePath(section.id).slice(1),
    key: sha(settings, JSON.stringify({ section, company: site.company, origin: site.origin, palette })),
    maxBytes: OG_MAX_BYTES,
    draw: async (faces) => ({ svg: socialCardSvg(section, site, palette, await faces()) }),
    overBudget: (size) => ({ file: 'site/document/social-card-svg.ts', message: `draws ${socialImagePath(section.id)} at ${size}, over the ${kb(OG_MAX_BYTES)} a card may weigh: simplify the card` }),
  }));
  const icons: Job[] = APP_ICONS.map((icon) => ({
    file: icon.path.slice(1),
    key: sha(settings, JSON.stringify({ icon, favicon })),
    maxBytes: APP_ICON_MAX_BYTES,
    draw: async () => {
      const drawn = appIconSvg(favicon, icon);
      if ('refused' in drawn) throw new ContentError([{ file: FAVICON, message: drawn.refused }]);
      return drawn;
    },
    overBudget: (size) => ({ file: FAVICON, message: `drawn at ${icon.size} × ${icon.size} px for ${icon.path} makes a PNG of ${size}, over the ${kb(APP_ICON_MAX_BYTES)} an icon may weigh: simplify the drawing (fewer colours, no gradients or embedded pictures)` }),
  }));

  // Loaded once each, and only when an image is not in the cache (the typeface only for a card).
  let sharp: Promise<typeof import('sharp').default> | undefined;
  let faces: Promise<CardFaces> | undefined;
  const loadFaces = () => (faces ??= loadCardFaces().then((loaded) => checkLetters(loaded, site, siteFile)));

  const over: Problem[] = [];
  // At once: while sharp rasterises one image in its own threads, the next card is laid out here.
  const made = await Promise.all([...cards, ...icons].map((job) =>
    cachedFile(cacheDir, `${job.key.slice(0, 20)}.png`, async () => {
      const { svg, background } = await job.draw(loadFaces);
      const image = (await (sharp ??= import('sharp').then((module) => module.default)))(Buffer.from(svg));
      const png = await (background ? image.flatten({ background }) : image).png(PNG).toBuffer();
      // Over budget: refused below, and not kept, so that the next build says so again.
      if (png.length > job.maxBytes) throw new OverBudget(png);
      return png;
    }).catch((error: unknown) => {
      if (!(error instanceof OverBudget)) throw error;
      over.push(job.overBudget(kb(error.png.length)));
      return { data: error.png, made: true };
    }).then(({ data, made: drawn }) => ({ file: job.file, data, drawn }))));
  const files = new Map(made.map(({ file, data }) => [file, data]));
  const drawn = made.filter((image) => image.drawn).length;
  if (over.length) throw new BuildError(`${over.length} image${over.length === 1 ? '' : 's'} over budget:`, over.sort((a, b) => a.message.localeCompare(b.message)));
  return { files, cards: cards.length, icons: icons.length, drawn };
}

class OverBudget extends Error {
  constructor(readonly png: Buffer) {
    super('over budget');
  }
}

function readFavicon(root: string): string {
  try {
    return readFileSync(path.join(root, FAVICON), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'does not exist' : `could not be read (${code})`;
    throw new ContentError([{ file: FAVICON, message: `${why}: the build draws ${APP_ICONS.map((icon) => icon.path).join(' and ')} from it; put it back` }]);
  }
}

/** The card typeface, once it is known to have every letter of the site's name and tagline. */
function checkLetters(faces: CardFaces, site: Site, siteFile: string): CardFaces {
  const problems: Problem[] = [];
  for (const field of ['company', 'tagline'] as const) {
    const missing = faces.bold.missing(site[field]);
    if (missing.length) problems.push({ file: siteFile, field, message: `has ${missing.map((c) => `"${c}"`).join(', ')}, which the social cards' typeface (Plus Jakarta Sans) has no letter for: write it in Latin letters, or leave ${missing.length === 1 ? 'it' : 'them'} out` });
  }
  if (problems.length) throw new ContentError(problems);
  return faces;
}

/** The build's stage: the images, written into the output folder. */
export async function writeSocialImages(site: Site, options: SocialImagesOptions, write: (file: string, data: Uint8Array) => void): Promise<SocialImages> {
  const result = await socialImages(site, options);
  for (const [file, data] of result.files) write(file, data);
  return result;
}
