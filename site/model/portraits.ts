/**
 * Leaders' photos on About (docs/content.md §17): the optional `photo` and `photoAlt` of each
 * `facts.leadership` entry in content/company.yml. The images stage (site/generator/images.ts) cuts
 * a photo square around its centre and writes it as AVIF and WebP at PORTRAIT_WIDTHS; a leader
 * without one gets a drawn monogram (site/components/monogram/).
 */
import { optional, string, type Issue } from './schema.ts';
import { IMAGES_FOLDER, spacedFileName, type CoverFile, type CoverFormat } from './cover-images.ts';

/** How wide a portrait is drawn (CSS pixels, site/pages/company/about.css), and the widths written: once and twice that. */
export const PORTRAIT_SIZE = 96;
export const PORTRAIT_WIDTHS = [PORTRAIT_SIZE, PORTRAIT_SIZE * 2] as const;
/** The smallest photo accepted: the widest file, as a photo is never enlarged. */
export const PORTRAIT_MIN = PORTRAIT_WIDTHS[PORTRAIT_WIDTHS.length - 1];

export const portraitFields = {
  photo: optional(string({ pattern: /^[a-z0-9][\w.-]*\.(jpe?g|png|webp)$/i, hint: `a file name in content/${IMAGES_FOLDER}/ ending in .jpg, .jpeg, .png or .webp, like "aditya-khanna.jpg"`, refuse: spacedFileName }))
    .describe(`The leader's photo: a JPEG, PNG or WebP in content/${IMAGES_FOLDER}/, at least ${PORTRAIT_MIN} pixels on each side; without one, a monogram is drawn`),
  // Whether it is empty is judged by portraitIssues, which says why.
  photoAlt: optional(string({ min: 0 })).describe('With a photo: a few words saying who it shows and how, like "Aditya Khanna at the Gurugram office"'),
};

/** A leader's photo once encoded: its text alternative and its files per format, narrowest first. */
export interface Portrait {
  alt: string;
  files: Record<CoverFormat, CoverFile[]>;
}

/** The JSON Schema of a record with the portrait fields: each of the two needs the other (portraitIssues says why). */
export const portraitPair = { dependentRequired: { photo: ['photoAlt'], photoAlt: ['photo'] } };

/** The rules between the two fields: a photo needs a text alternative, and an alternative needs a photo. */
export function portraitIssues({ photo, photoAlt }: { photo?: string; photoAlt?: string }): Issue[] {
  if (photo !== undefined && !photoAlt?.trim()) {
    return [{ path: 'photoAlt', message: `is ${photoAlt === undefined ? 'missing' : 'empty'}: a leader's photo needs "photoAlt", a few words saying who it shows and how, like "Aditya Khanna at the Gurugram office"` }];
  }
  if (photoAlt !== undefined && photo === undefined) return [{ path: 'photoAlt', message: 'is given without "photo": name the photo, or remove photoAlt' }];
  return [];
}

/** "Aditya Khanna" → "AK"; one word → its first letter. */
export const initialsOf = (name: string): string => {
  const words = name.trim().split(/\s+/).filter((w) => /\p{L}/u.test(w));
  return [words[0], words.length > 1 ? words[words.length - 1] : undefined].filter(Boolean).map((w) => [...w!][0].toUpperCase()).join('');
};
