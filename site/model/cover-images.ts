/**
 * Cover photos: the optional `image` and `imageAlt` fields of a post's, case study's or
 * whitepaper's header, the sizes the pages show a cover at, and what the build hands the pages
 * once a photo is encoded (site/generator/images.ts). A cover is cut to 16:9, the shape of the
 * generated artwork it replaces, so cards line up and the box is known before the photo loads.
 */
import { optional, string, type Issue } from './schema.ts';
import { slugifyFileName } from '../lib/text.ts';

/** The folder of content/ that cover photos are read from. */
export const IMAGES_FOLDER = 'images';

export const COVER_ASPECT = { width: 16, height: 9 } as const;
export const coverHeight = (width: number) => Math.round((width * COVER_ASPECT.height) / COVER_ASPECT.width);

/**
 * Where a cover is shown: the widths written for it and the `sizes` that tell the browser how
 * wide it is drawn (site/layout/layout.css, site/widgets/listing/listing.css,
 * site/components/cover-image/cover-image.css); test/browser/cover-photos.browser.test.ts holds
 * each to the width the page draws it at.
 */
export const COVER_LAYOUTS = {
  /** At the top of the item's own page: the hero's narrower column from 64rem, the container's width below. */
  page: { widths: [400, 800, 1200], sizes: '(min-width: 79rem) 34rem, (min-width: 64rem) calc(46.5vw - 3rem), calc(100vw - 2.5rem)' },
  /** The case study's headline figure: at most 23rem wide, 9rem on a phone. */
  figure: { widths: [400, 800], sizes: '(min-width: 64rem) 23rem, 9rem' },
  /** A listing or related-reading card: half the container from 48rem, the container's width below (1200 for dense screens and the blog's dialog). */
  card: { widths: [400, 800, 1200], sizes: '(min-width: 75rem) 37rem, (min-width: 48rem) calc(50vw - 2.5rem), calc(100vw - 2.5rem)' },
  /** The blog's featured card: beside its text from 75rem (52% of the card), on top of it below. */
  featured: { widths: [400, 800, 1200], sizes: '(min-width: 75rem) 39rem, calc(100vw - 2.5rem)' },
  /** A card alone on the blog's last row: beside its text from 75rem (40% of the card), on top of it below. */
  wide: { widths: [400, 800, 1200], sizes: '(min-width: 75rem) 30rem, calc(100vw - 2.5rem)' },
  /** A whitepaper's card: a third of the container from 64rem, inside the card's padding. */
  paper: { widths: [400, 800], sizes: '(min-width: 79rem) 21rem, (min-width: 64rem) calc((100vw - 16rem) / 3), calc(100vw - 5rem)' },
} as const;
export type CoverLayout = keyof typeof COVER_LAYOUTS;

/** A blog card's photo copied into its dialog (site/widgets/listing/dialog-from-card.dom.ts): the dialog's width, inside its padding. */
export const COVER_DIALOG_SIZES = '(min-width: 50rem) 43rem, calc(92vw - 1.5rem)';

/** Every width any page uses, smallest first: each photo is written once at each. */
export const COVER_WIDTHS: readonly number[] = [...new Set(Object.values(COVER_LAYOUTS).flatMap((l) => l.widths))].sort((a, b) => a - b);

/**
 * The link preview a cover also makes (the image a shared link shows): a JPEG, which every
 * network's preview reads, at the 1.91:1 size of the sections' own (site/document/social-card.ts),
 * cut around the centre.
 */
export const COVER_PREVIEW = { width: 1200, height: 630, type: 'image/jpeg' } as const;

const WIDEST = COVER_WIDTHS[COVER_WIDTHS.length - 1];
/** The smallest photo accepted: the widest cover any page shows at 16:9, and the preview (a photo is never enlarged). */
export const COVER_MIN_SIZE = { width: Math.max(WIDEST, COVER_PREVIEW.width), height: Math.max(coverHeight(WIDEST), COVER_PREVIEW.height) };

export const COVER_FORMATS = ['avif', 'webp'] as const;
export type CoverFormat = (typeof COVER_FORMATS)[number];

/** A file name with spaces (a phone's or WhatsApp's own, say), refused with the name to rename the file to. */
export function spacedFileName(name: string): string | undefined {
  if (!/\s/.test(name) || !/[a-z0-9]/i.test(name)) return undefined;
  return `is "${name}": a file name may not hold spaces; rename the file to "${slugifyFileName(name, 'photo')}" and write that name here`;
}

/** The header fields, shared by the three kinds of document. */
export const coverFields = {
  image: optional(string({ pattern: /^[a-z0-9][\w.-]*\.(jpe?g|png|webp)$/i, hint: `a file name in content/${IMAGES_FOLDER}/ ending in .jpg, .jpeg, .png or .webp, like "dealer-meet.jpg"`, refuse: spacedFileName }))
    .describe(`A cover photo: a JPEG, PNG or WebP in content/${IMAGES_FOLDER}/ of at least ${COVER_MIN_SIZE.width} × ${COVER_MIN_SIZE.height}; without one, a cover is drawn`),
  // Whether it is empty is judged by coverIssues, which says why.
  imageAlt: optional(string({ min: 0 })).describe('With a photo: a sentence saying what it shows, for readers who cannot see it'),
};

/** The JSON Schema of a record with the cover fields: each of the two needs the other (coverIssues says why). */
export const coverPair = { dependentRequired: { image: ['imageAlt'], imageAlt: ['image'] } };

/** The rules between the two fields: a photo needs a text alternative, and an alternative needs a photo. */
export function coverIssues(data: Record<string, string | undefined>): Issue[] {
  const { image, imageAlt } = data;
  if (image !== undefined && imageAlt === undefined) {
    return [{ path: 'imageAlt', message: 'is missing: a cover photo needs "imageAlt", a sentence saying what the photo shows for readers who cannot see it (it may not be empty)' }];
  }
  if (imageAlt !== undefined && !imageAlt.trim()) {
    return [{ path: 'imageAlt', message: 'must not be empty: say what the photo shows, for readers who cannot see it (every cover is part of the page, so none is decorative)' }];
  }
  if (imageAlt !== undefined && image === undefined) return [{ path: 'imageAlt', message: 'is given without "image": name the photo, or remove imageAlt' }];
  return [];
}

/** One encoded file of a cover. */
export interface CoverFile {
  /** The URL path under the site's root, e.g. `/assets/images/dealer-meet-800.1a2b3c4d5e.avif`. */
  url: string;
  width: number;
}

/** A record's cover once encoded: its text alternative, its files per format (narrowest first) and its link preview. */
export interface Cover {
  alt: string;
  files: Record<CoverFormat, CoverFile[]>;
  /** The URL path of the COVER_PREVIEW JPEG. */
  preview: string;
}

/** A `srcset` of the files of one format at the widths a layout uses. */
export function coverSrcset(files: readonly CoverFile[], layout: CoverLayout): string {
  const widths: readonly number[] = COVER_LAYOUTS[layout].widths;
  return files.filter((f) => widths.includes(f.width)).map((f) => `${f.url} ${f.width}w`).join(', ');
}
