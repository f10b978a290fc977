/**
 * What a PDF shows, as blocks in reading order: the same words as the HTML page, taken from the
 * same records and, for a whitepaper's text, from the same Markdown read by the project's marked
 * instance (its lexer tokens, tables captioned as the page captions them). Drawing the blocks is
 * pdf-draw.ts; keeping this apart lets the tests read what goes into a PDF without drawing one.
 */
import type { Token, Tokens } from 'marked';
import { decodeHTML } from 'entities';
import { captionTables, marked, type CaptionedTable } from '../content-loader/markdown.ts';
import { HEADING_ANCHOR } from '../content-loader/heading-anchors.ts';
import { PROSE_PICTURE_NAME } from '../model/prose-pictures.ts';
import type { CaseStudy, Whitepaper } from '../model/resources.ts';
import { longDate } from '../lib/text.ts';

/** A stretch of text in one style; `link` is an absolute address. */
export interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
  code?: boolean;
  link?: string;
}

export type PdfBlock =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; runs: Run[] }
  /** Labelled facts under the title (client, industry; author, dates). */
  | { kind: 'facts'; facts: [label: string, value: string][] }
  | { kind: 'list'; ordered: boolean; start: number; items: PdfBlock[][] }
  | { kind: 'table'; caption?: string; header: string[]; rows: string[][] }
  /** A picture of content/images/, by file name, with the words a screen reader reads for it. */
  | { kind: 'figure'; name: string; alt: string; caption?: string }
  | { kind: 'quote'; blocks: PdfBlock[] }
  | { kind: 'code'; text: string }
  | { kind: 'rule' };

/** A document to draw: its title (the window title and the H1), a line above it, and its blocks. */
export interface PdfDocumentText {
  title: string;
  eyebrow: string;
  /** The subject line of the PDF's properties. */
  subject: string;
  author: string;
  blocks: PdfBlock[];
}

const plain = (text: string): Run[] => [{ text }];

/** Inline tokens as runs of text; a relative link becomes an address on the site's origin. */
export function inlineRuns(tokens: Token[], origin: string, style: Omit<Run, 'text'> = {}): Run[] {
  const runs: Run[] = [];
  for (const token of tokens) {
    const nested = (token as { tokens?: Token[] }).tokens;
    if (token.type === 'strong') runs.push(...inlineRuns(nested ?? [], origin, { ...style, bold: true }));
    else if (token.type === 'em') runs.push(...inlineRuns(nested ?? [], origin, { ...style, italic: true }));
    else if (token.type === 'del') runs.push(...inlineRuns(nested ?? [], origin, style));
    else if (token.type === 'link') runs.push(...inlineRuns(nested ?? [], origin, { ...style, link: new URL((token as Tokens.Link).href, origin).href }));
    else if (token.type === 'codespan') runs.push({ ...style, code: true, text: (token as Tokens.Codespan).text });
    else if (token.type === 'br') runs.push({ ...style, text: '\n' });
    else if (token.type === 'image') runs.push({ ...style, text: (token as Tokens.Image).text });
    else if (token.type === 'text' && nested) runs.push(...inlineRuns(nested, origin, style));
    else if (token.type === 'escape') runs.push({ ...style, text: (token as Tokens.Escape).text });
    else if (token.type === 'text') runs.push({ ...style, text: decodeHTML((token as Tokens.Text).text).replace(/\s*\n\s*/g, ' ') });
  }
  return runs.filter((run) => run.text);
}

export const runsText = (runs: Run[]) => runs.map((run) => run.text).join('');

/** A paragraph holding one picture of content/images/ and nothing else: a figure, as on the page. */
function lonePicture(tokens: Token[]): Tokens.Image | undefined {
  const shown = tokens.filter((t) => t.type !== 'text' || t.raw.trim());
  const [only] = shown;
  return shown.length === 1 && only.type === 'image' && PROSE_PICTURE_NAME.test((only as Tokens.Image).href) ? (only as Tokens.Image) : undefined;
}

function cellText(cell: Tokens.TableCell, origin: string): string {
  return runsText(inlineRuns(cell.tokens, origin)).trim();
}

/** Block tokens as blocks. HTML never reaches here (the loader refuses it); link definitions and blank lines show nothing. */
export function markdownBlocks(tokens: Token[], origin: string): PdfBlock[] {
  const blocks: PdfBlock[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'heading': {
        const text = runsText(inlineRuns((token as Tokens.Heading).tokens, origin)).replace(HEADING_ANCHOR, '').trim();
        blocks.push({ kind: 'heading', level: (token as Tokens.Heading).depth, text });
        break;
      }
      case 'paragraph': {
        const picture = lonePicture((token as Tokens.Paragraph).tokens);
        if (picture) blocks.push({ kind: 'figure', name: picture.href, alt: picture.text, ...(picture.title && { caption: picture.title }) });
        else blocks.push({ kind: 'paragraph', runs: inlineRuns((token as Tokens.Paragraph).tokens, origin) });
        break;
      }
      case 'text':
        blocks.push({ kind: 'paragraph', runs: inlineRuns((token as Tokens.Text).tokens ?? [token], origin) });
        break;
      case 'list': {
        const list = token as Tokens.List;
        blocks.push({ kind: 'list', ordered: list.ordered, start: Number(list.start) || 1, items: list.items.map((item) => markdownBlocks(item.tokens, origin)) });
        break;
      }
      case 'table': {
        const table = token as CaptionedTable;
        const caption = table.caption && runsText(inlineRuns(table.caption, origin)).trim();
        blocks.push({ kind: 'table', ...(caption && { caption }), header: table.header.map((c) => cellText(c, origin)), rows: table.rows.map((row) => row.map((c) => cellText(c, origin))) });
        break;
      }
      case 'blockquote':
        blocks.push({ kind: 'quote', blocks: markdownBlocks((token as Tokens.Blockquote).tokens, origin) });
        break;
      case 'code':
        blocks.push({ kind: 'code', text: (token as Tokens.Code).text });
        break;
      case 'hr':
        blocks.push({ kind: 'rule' });
        break;
    }
  }
  return blocks;
}

/** A Markdown text as blocks, lexed by the loader's marked, with "Table: …" captions taken as the page takes them. */
export function markdownTextBlocks(markdown: string, origin: string): PdfBlock[] {
  const tokens = marked.lexer(markdown);
  captionTables(tokens);
  return markdownBlocks(tokens, origin);
}

const bullets = (items: string[]): PdfBlock => ({ kind: 'list', ordered: false, start: 1, items: items.map((item) => [{ kind: 'paragraph', runs: plain(item) }]) });

/** A case study as its page shows it: title, client and industry, the summary, then its four sections. */
export function caseStudyText(study: CaseStudy, company: string): PdfDocumentText {
  return {
    title: study.title,
    eyebrow: `Case study · ${study.industry}`,
    subject: study.description,
    author: company,
    blocks: [
      { kind: 'facts', facts: [['Client', study.client], ['Industry', study.industry]] },
      { kind: 'paragraph', runs: plain(study.description) },
      { kind: 'heading', level: 2, text: 'Challenge' },
      bullets(study.challenge),
      { kind: 'heading', level: 2, text: 'Solution' },
      bullets(study.solution),
      { kind: 'heading', level: 2, text: 'Results' },
      bullets(study.results),
      { kind: 'heading', level: 2, text: 'Key takeaway' },
      { kind: 'paragraph', runs: plain(study.takeaway) },
    ],
  };
}

/** A whitepaper as its page shows it: title, byline and dates, the summary, its highlights, then the paper. */
export function whitepaperText(paper: Whitepaper, company: string, origin: string): PdfDocumentText {
  const facts: [string, string][] = [['By', `${paper.author}, ${paper.role}, ${company}`], ['Published', longDate(paper.published)]];
  if (paper.updated) facts.push(['Updated', longDate(paper.updated)]);
  facts.push(['Length', paper.readTime]);
  return {
    title: paper.title,
    eyebrow: 'Whitepaper',
    subject: paper.description,
    author: paper.author,
    blocks: [
      { kind: 'facts', facts },
      { kind: 'paragraph', runs: plain(paper.description) },
      { kind: 'heading', level: 2, text: 'Highlights' },
      bullets(paper.highlights),
      ...markdownTextBlocks(paper.markdown, origin),
    ],
  };
}
