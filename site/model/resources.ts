/**
 * The resource centre's records (case studies, blog posts, whitepapers): Markdown files whose
 * metadata header is checked against these schemas; their bodies are read by
 * site/content-loader/read-resources.ts into the typed records below.
 */
import { object, oneOf, optional, string, type Infer } from './schema.ts';
import { colors } from './content.ts';
import { coverFields, coverPair, type Cover } from './cover-images.ts';
import { languageField } from './language.ts';
import { motifField, type Motif } from './motifs.ts';
import type { ProsePictureRef } from './prose-pictures.ts';

/** The case-study filter buttons (after 'All industries'), in order (docs/site.md §8). */
export const caseStudyFilters = ['BFSI', 'Retail & e-commerce', 'Technology & software', 'Automotive & EV', 'Healthcare & wellness', 'FMCG', 'Manufacturing', 'Electrical & electronics'] as const;
/** Industries a case study may name: every filter, plus ones shown only under 'All industries'. */
const caseStudyIndustries = [...caseStudyFilters, 'Luxury & lifestyle'] as const;

/** A case study's cover motif when its header names none: its industry's (site/model/motifs.ts). */
export const INDUSTRY_MOTIFS: Record<(typeof caseStudyIndustries)[number], Motif> = {
  BFSI: 'bank',
  'Retail & e-commerce': 'storefront',
  'Technology & software': 'laptop',
  'Automotive & EV': 'car',
  'Healthcare & wellness': 'hospital',
  FMCG: 'truck',
  Manufacturing: 'factory',
  'Electrical & electronics': 'bulb',
  'Luxury & lifestyle': 'gem',
};

const color = oneOf(colors, 'a colour:').describe('Its accent colour, one of the brand colours');
const monthYear = string({ pattern: /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/, hint: 'a month and year like "March 2025"' });
const byline = {
  author: string().describe('Who wrote it: a member of staff'),
  role: string().describe('Their role at the company'),
};

export const caseStudyHeader = object({
  // The page shows the figure large beside the outcome, so the figure ends the title (site/pages/resources/CaseStudyPage.tsx).
  title: string({ pattern: /^.+ – .+ by \d+(\.\d+)?%$/, hint: 'like "Name – outcome by N%" (with an en dash, and the figure last)', refuse: (title) => (/^[^–]+ - .+ by \d+(\.\d+)?%$/.test(title) ? `is "${title}": write an en dash (–) between the name and the outcome, not a hyphen (-)` : undefined) })
    .describe('Who and what, with an en dash between and the figure last, like "EV two-wheeler maker – Dealer retail sales up by 22%"'),
  client: string().describe('The client, described as the site may name it, like "An electric two-wheeler manufacturer with a 500-dealer network"'),
  industry: oneOf(caseStudyIndustries, 'one of the case-study industries:').describe('The client\'s industry, one of the case studies\' filters'),
  color,
  description: string().describe('A sentence or two on the study, for its card and search results'),
  ...coverFields,
  ...motifField,
}).meta(coverPair);

export const blogHeader = object({
  title: string().describe('The post\'s title, in sentence case'),
  excerpt: string().describe('A sentence or two on the post, for its card and search results'),
  ...byline,
  date: monthYear.describe('The month and year it is published, like "March 2025"'),
  /** A name from content/blog-categories.yml (checked in read-resources.ts, which knows them). */
  category: string().describe('One of the categories in blog-categories.yml, written as there'),
  color,
  ...coverFields,
  ...motifField,
  /** "true" while the post is being written: the dev server shows it, a build leaves it out (site/model/drafts.ts). */
  draft: optional(oneOf(['true', 'false'] as const)).describe('"true" while the post is being written: npm run dev shows it, the site leaves it out'),
  /** The language the post is written in, when it is not the site's (site/model/language.ts). */
  lang: optional(languageField),
}).meta(coverPair);

/** Whether `value` is a real calendar day written YYYY-MM-DD (2025-02-30 is not). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}
const isoDate = string({ refuse: (v) => (isIsoDate(v.trim()) ? undefined : `must be a date written YYYY-MM-DD, like "2025-06-16", got "${v}"`) });

export const whitepaperHeader = object({
  title: string().describe('The whitepaper\'s title, in sentence case'),
  description: string().describe('A sentence or two on the paper, for its card and search results'),
  /** The member of staff who wrote it, and their role at the company (never a customer). */
  ...byline,
  published: isoDate.describe('The day it was published, written YYYY-MM-DD, like "2025-06-16"'),
  /** When the paper was last revised, if it was: not before `published`. */
  updated: optional(isoDate).describe('The day it was last revised, YYYY-MM-DD, not before it was published; leave out if never'),
  downloadText: string().describe('The download button\'s words'),
  color,
  ...coverFields,
  ...motifField,
}).meta(coverPair);

export type CaseStudy = Infer<typeof caseStudyHeader> & {
  /** The file name: the study's address under /case-studies/. */
  id: string;
  challenge: string[];
  solution: string[];
  results: string[];
  takeaway: string;
  /** Set by the build's images stage when the header names a photo. */
  cover?: Cover;
  /** Set by the build's pdf stage (site/pdf/). */
  pdf?: PdfFile;
};

/** A document's PDF as the pages show it: where it is served, its size in bytes and its page count. */
export interface PdfFile {
  path: string;
  bytes: number;
  pages: number;
}

/** A section of a post or whitepaper: the id of its heading, and its words. */
export interface SectionLink {
  id: string;
  title: string;
}

/** The fewest sections (`## ` headings) for which a post lists them above its text. */
export const POST_CONTENTS_MIN = 3;

export type BlogPost = Omit<Infer<typeof blogHeader>, 'draft'> & {
  slug: string;
  /** Shown by the dev server only (site/model/drafts.ts). */
  draft: boolean;
  /** Sortable date, from the header's month and year (YYYY-MM). */
  month: string;
  /** The post's text; until the images stage, its pictures are placeholders (site/model/prose-pictures.ts). */
  html: string;
  /** What each picture placeholder in `html` stands for. */
  pictures: ProsePictureRef[];
  /** "N min read", worked out from the post's words (site/lib/text.ts). */
  readTime: string;
  /** Its sections ("## " headings), in order, each with the id of its heading in `html`. */
  contents: SectionLink[];
  cover?: Cover;
};

export type Whitepaper = Infer<typeof whitepaperHeader> & {
  /** The file name: the paper's address under /resources/whitepapers/. */
  id: string;
  /** "N min read", worked out from the paper's words (site/lib/text.ts). */
  readTime: string;
  highlights: string[];
  /** The whitepaper itself, after its highlights (pictures as in BlogPost); its headings have ids. */
  html: string;
  pictures: ProsePictureRef[];
  /** Its sections ("## " headings), in order, each with the id of its heading in `html`. */
  contents: SectionLink[];
  /** The Markdown `html` was rendered from (brand tokens filled), which the PDF is drawn from too. */
  markdown: string;
  cover?: Cover;
  /** Set by the build's pdf stage (site/pdf/). */
  pdf?: PdfFile;
};

export interface Resources {
  caseStudies: CaseStudy[];
  blog: BlogPost[];
  whitepapers: Whitepaper[];
}

