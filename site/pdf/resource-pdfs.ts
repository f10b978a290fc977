/**
 * The build's pdf stage: a tagged A4 PDF of every case study and whitepaper, beside its page
 * (/case-studies/<id>.pdf, /resources/whitepapers/<id>.pdf), and the facts the pages print beside
 * their links (size and page count), set on each record before the pages render. Each PDF is kept
 * in node_modules/.cache/site-pdfs/ under a hash of all it is drawn from (its text, dates, colours,
 * pictures, the font files, the drawing code, the pdfkit version), so an unchanged document is read,
 * not drawn: pdfkit and fontkit are loaded only when one is drawn.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Content } from '../model/content.ts';
import { paths } from '../paths.ts';
import { ContentError, type Problem } from '../errors.ts';
import { lightToken, TOKENS_FILE } from '../document/social-card-svg.ts';
import { cachedFile, sha } from '../generator/image-files.ts';
import { packageVersion } from '../generator/package-version.ts';
import { displayPath } from '../cli/project-paths.ts';
import { IMAGES_FOLDER } from '../model/cover-images.ts';
import { caseStudyText, whitepaperText, runsText, type PdfBlock, type PdfDocumentText } from './pdf-blocks.ts';
import { PDF_FONT_FILES } from './pdf-fonts.ts';
import type { PdfColours } from './pdf-pen.ts';

/** The code that decides what a PDF looks like: an edit to any of it draws them again. */
const DRAWING_CODE = ['./pdf-blocks.ts', './pdf-draw.ts', './pdf-pen.ts', './pdf-table.ts', './pdf-fonts.ts', './pdf-pictures.ts'];

export interface ResourcePdfsOptions {
  root: string;
  contentDir: string;
  /** Where drawn PDFs are kept between builds (default node_modules/.cache/site-pdfs under root). */
  cacheDir?: string;
}

export interface ResourcePdfs {
  /** The content, each case study and whitepaper with its `pdf`. */
  content: Content;
  files: Map<string, Uint8Array>;
  drawn: number;
}

/** One PDF to make: its record's file (for messages), where it is served, what it shows, its dates. */
interface Job {
  source: string;
  path: string;
  text: PdfDocumentText;
  accent: string;
  created?: string;
  modified?: string;
}

/** A PDF's page count, read from its page tree (pdfkit writes one /Pages object, uncompressed). */
export function pdfPageCount(pdf: Uint8Array): number {
  const count = /\/Type \/Pages\s*\/Count (\d+)/.exec(Buffer.from(pdf).toString('latin1'));
  if (!count) throw new Error('a PDF without a page count');
  return Number(count[1]);
}

/** Every picture file a document's blocks show, in order. */
function pictureNames(blocks: PdfBlock[]): string[] {
  return blocks.flatMap((block) => (block.kind === 'figure' ? [block.name] : block.kind === 'list' ? block.items.flatMap(pictureNames) : block.kind === 'quote' ? pictureNames(block.blocks) : []));
}

/** The words of a document's blocks, for the typeface check. */
function blockWords(blocks: PdfBlock[]): string {
  return blocks.map((block) => {
    switch (block.kind) {
      case 'heading': return block.text;
      case 'paragraph': return runsText(block.runs);
      case 'facts': return block.facts.flat().join(' ');
      case 'list': return block.items.map(blockWords).join(' ');
      case 'table': return [block.caption ?? '', ...block.header, ...block.rows.flat()].join(' ');
      case 'figure': return block.caption ?? '';
      case 'quote': return blockWords(block.blocks);
      case 'code': return block.text;
      default: return '';
    }
  }).join(' ');
}

export async function resourcePdfs(content: Content, { root, contentDir, cacheDir = path.join(root, 'node_modules', '.cache', 'site-pdfs') }: ResourcePdfsOptions): Promise<ResourcePdfs> {
  const { site } = content;
  const css = readFileSync(path.join(root, TOKENS_FILE), 'utf8');
  const colours = (accent: string): PdfColours => ({ ink: lightToken(css, 'ink'), muted: lightToken(css, 'ink-3'), accent: lightToken(css, accent), soft: lightToken(css, 'brand-soft'), rule: lightToken(css, 'ink-3') });
  const jobs: Job[] = [
    ...content.caseStudies.map((study) => ({ source: `case-studies/${study.id}.md`, path: paths.caseStudyPdf(study.id), text: caseStudyText(study, site.company), accent: study.color })),
    ...content.whitepapers.map((paper) => ({ source: `whitepapers/${paper.id}.md`, path: paths.whitepaperPdf(paper.id), text: whitepaperText(paper, site.company, site.origin), accent: paper.color, created: paper.published, modified: paper.updated })),
  ];
  const settings = sha(
    JSON.stringify({ pdfkit: packageVersion('pdfkit'), fontkit: packageVersion('fontkit') }),
    ...DRAWING_CODE.map((file) => readFileSync(new URL(file, import.meta.url))),
    ...Object.values(PDF_FONT_FILES).flat().map((file) => readFileSync(file)),
  );
  const show = (file: string) => displayPath(root, path.join(contentDir, file));
  const pictureFile = (name: string) => path.join(contentDir, IMAGES_FOLDER, name);

  // Loaded once, and only when a PDF is not in the cache.
  let tools: Promise<{ draw: typeof import('./pdf-draw.ts'); fonts: import('./pdf-fonts.ts').PdfFonts; pictures: typeof import('./pdf-pictures.ts') }> | undefined;
  const load = () => (tools ??= Promise.all([import('./pdf-draw.ts'), import('./pdf-fonts.ts'), import('./pdf-pictures.ts')]).then(async ([draw, fonts, pictures]) => ({ draw, fonts: await fonts.loadPdfFonts(), pictures })));

  const problems: Problem[] = [];
  const made = await Promise.all(jobs.map(async (job) => {
    const names = pictureNames(job.text.blocks);
    const url = new URL(job.path.replace(/\.pdf$/, ''), site.origin).href;
    const key = sha(settings, JSON.stringify({ job, url, company: site.company, colours: colours(job.accent) }), ...names.map((name) => readFileSync(pictureFile(name))));
    const { data, made: drawn } = await cachedFile(cacheDir, `${key.slice(0, 20)}.pdf`, async () => {
      const { draw, fonts, pictures } = await load();
      const missing = fonts.missing(`${job.text.title} ${job.text.eyebrow} ${blockWords(job.text.blocks)}`);
      if (missing.length) throw new MissingLetters(job, missing);
      const shown = await pictures.pdfPictures(names, pictureFile);
      return draw.drawPdf(job.text, {
        fonts, colours: colours(job.accent), company: site.company, url,
        created: job.created ? new Date(`${job.created}T00:00:00Z`) : undefined,
        modified: job.modified ? new Date(`${job.modified}T00:00:00Z`) : undefined,
        picture: (name) => shown.get(name)!,
      });
    }).catch((error: unknown) => {
      if (!(error instanceof MissingLetters)) throw error;
      problems.push(missingLettersProblem(error, show(job.source), readFileSync(path.join(contentDir, job.source), 'utf8')));
      return { data: new Uint8Array(), made: false };
    });
    return { job, data, drawn };
  }));
  if (problems.length) throw new ContentError(problems);
  const facts = new Map(made.map(({ job, data }) => [job.path, { path: job.path, bytes: data.length, pages: pdfPageCount(data) }]));
  return {
    content: {
      ...content,
      caseStudies: content.caseStudies.map((study) => ({ ...study, pdf: facts.get(paths.caseStudyPdf(study.id)) })),
      whitepapers: content.whitepapers.map((paper) => ({ ...paper, pdf: facts.get(paths.whitepaperPdf(paper.id)) })),
    },
    files: new Map(made.map(({ job, data }) => [job.path.slice(1), data])),
    drawn: made.filter((m) => m.drawn).length,
  };
}

class MissingLetters extends Error {
  constructor(readonly job: Job, readonly letters: string[]) {
    super('letters the typeface lacks');
  }
}

/** The problem of a document with letters the typeface lacks, at the first line that has one. */
function missingLettersProblem({ letters }: MissingLetters, file: string, source: string): Problem {
  const first = Math.min(...letters.map((letter) => source.indexOf(letter)).filter((at) => at >= 0));
  const line = Number.isFinite(first) ? source.slice(0, first).split('\n').length : undefined;
  const shown = letters.slice(0, 5).map((letter) => `"${letter}"`).join(', ');
  return {
    file, ...(line && { line }),
    message: `has ${shown}, which the PDF's typeface (Plus Jakarta Sans: Latin letters, ₹ and the like) cannot draw, so its PDF cannot be made: write the word in Latin letters, or leave the letter out`,
  };
}

export async function writeResourcePdfs(content: Content, options: ResourcePdfsOptions, write: (file: string, data: Uint8Array) => void): Promise<ResourcePdfs> {
  const result = await resourcePdfs(content, options);
  for (const [file, data] of result.files) write(file, data);
  return result;
}

export const describeResourcePdfs = ({ files, drawn }: ResourcePdfs): string => `${files.size} PDFs of case studies and whitepapers (${drawn} drawn, ${files.size - drawn} from the cache)`;
