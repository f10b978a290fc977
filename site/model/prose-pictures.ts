/**
 * Pictures in the text of a blog post or whitepaper: `![what it shows](file.jpg "Caption")` names
 * a file in content/images/. The loader leaves a placeholder where each one goes and lists what it
 * names (site/content-loader/markdown.ts); the images stage encodes the files and puts the finished
 * markup in their place (site/generator/images.ts). A picture keeps its own shape and is never
 * enlarged: it is as wide as the text column at most, its box known before it loads.
 */
import { IMAGES_FOLDER, type CoverFile, type CoverFormat } from './cover-images.ts';

/** The endings of a picture file in content/images/: a photo to encode (JPEG, PNG, WebP) or a drawing kept as it is (SVG). */
export const PICTURE_FILE = /\.(jpe?g|png|webp|svg)$/i;
/** A picture's file name as a text names it. */
export const PROSE_PICTURE_NAME = new RegExp(`^[a-z0-9][\\w.-]*${PICTURE_FILE.source}`, 'i');
export const PROSE_PICTURE_HINT = `a picture in the text is a file in content/${IMAGES_FOLDER}/, written by its name, like ![Dealer payouts by month](payouts.svg) or ![The Pune dealer meet](dealer-meet.jpg "Caption")`;

/** The widths a photo is written at (those narrower than the photo, and the photo's own width up to the widest). */
export const PROSE_PHOTO_WIDTHS = [400, 800, 1200] as const;

/**
 * How wide the text column is drawn (site/pages/resources/resources.css, `.long-read`): posts and
 * whitepapers alike keep their text in a measure of 37rem, centred, with the contents or further
 * reading beside it from 64rem; narrower windows give it the width less the page's gutters.
 */
const LONG_READ_SIZES = '(min-width: 42rem) 37rem, calc(100vw - 2.5rem)';
export const PROSE_SIZES = { post: LONG_READ_SIZES, paper: LONG_READ_SIZES } as const;
export type ProseKind = keyof typeof PROSE_SIZES;

/** A picture a document's text names: the loader's record of it. */
export interface ProsePictureRef {
  name: string;
  alt: string;
  /** The line of the Markdown file it is written on. */
  line?: number;
}

/** A picture once the images stage has it: encoded files of a photo, or the one file of a drawing. */
export interface ProsePicture {
  width: number;
  height: number;
  /** A photo's files per format, narrowest first. */
  files?: Record<CoverFormat, CoverFile[]>;
  /** A drawing's URL path. */
  svg?: string;
}

/** Where the loader leaves the `index`th picture of a document's text. */
export const prosePicturePlaceholder = (index: number) => `<img data-prose-picture="${index}">`;
const PLACEHOLDER = /<img data-prose-picture="(\d+)">/g;

/** `html` with each placeholder replaced by `render(the picture it stands for)`. */
export function fillProsePictures(html: string, refs: readonly ProsePictureRef[], render: (ref: ProsePictureRef) => string): string {
  return html.replace(PLACEHOLDER, (_, index: string) => render(refs[Number(index)]));
}

/** The widths a photo `width` pixels wide is written at. */
export function prosePhotoWidths(width: number): number[] {
  const widest = PROSE_PHOTO_WIDTHS[PROSE_PHOTO_WIDTHS.length - 1];
  return [...new Set([...PROSE_PHOTO_WIDTHS.filter((w) => w < width), Math.min(width, widest)])];
}
