/**
 * The text of a Markdown file rendered with marked (its header and brand tokens are
 * front-matter.ts). Raw HTML is refused: copy is text, and the site's CSP and accessibility
 * depend on markup we control. Links and images are checked as content-urls.ts says, each
 * problem at its line.
 */
import { Marked, type Token, type Tokens, type TokensList } from 'marked';
import { IMAGE, LINK, quoteUrl, refusedUrl } from '../model/content-urls.ts';
import { PROSE_PICTURE_NAME, prosePicturePlaceholder, type ProsePictureRef } from '../model/prose-pictures.ts';
import { decodeHTML } from 'entities';
import { xmlEscape } from '../lib/xml.ts';
import { slugify } from '../lib/text.ts';
import { resourcePageIds, sectionIds } from '../paths.ts';
import { takeHeadingAnchors } from './heading-anchors.ts';
import { linearInlineTokenizer } from './linear-inline.ts';
import { lineCounter, lineFinder, pieceFinder } from './source-lines.ts';

export interface MarkdownProblem {
  /** Line within the text the problem was found in (readDocument turns it into the file's line). */
  line?: number;
  field?: string;
  message: string;
}

/** A table whose "Table: …" paragraph, just above it, became its caption (see captionTables). */
export type CaptionedTable = Tokens.Table & { caption?: Token[] };

/** A heading of a text rendered with `ids`: its level, its id and its words. */
export interface Heading {
  depth: number;
  id: string;
  text: string;
}

/** Ids the pages around a text already use (the skip link's target, the resource pages' own headings), which its headings and tables may not take. */
const PAGE_IDS: ReadonlySet<string> = new Set([sectionIds.main, ...Object.values(resourcePageIds)]);

/**
 * What the renderer learns of the text it is rendering: its pictures, each with its line (see
 * findUnsafeUrls), in the order it meets them; its headings, when they get ids; the ids taken.
 */
let current: { pictures: ProsePictureRef[]; lines: WeakMap<Token, number | undefined>; headings?: Heading[]; ids: Set<string>; nextNumber: Map<string, number>; anchors: Map<Token, string> } | undefined;

/**
 * `base`, or `base-2`, `base-3`… when the page already has it: each id once on a page. The next
 * number to try is kept for each stem, so a thousand tables of one caption do not count from 2 each.
 */
function uniqueId(base: string): string {
  const { ids, nextNumber } = current!;
  const stem = base || 'section';
  let id = stem;
  let n = nextNumber.get(stem) ?? 2;
  if (ids.has(id)) for (id = `${stem}-${n}`; ids.has(id); id = `${stem}-${++n}`);
  nextNumber.set(stem, n);
  ids.add(id);
  return id;
}

/** A paragraph that holds one picture and nothing else. */
const lonePicture = (tokens: Token[]) => {
  const shown = tokens.filter((t) => t.type !== 'text' || t.raw.trim());
  return shown.length === 1 && shown[0].type === 'image' ? (shown[0] as Tokens.Image) : undefined;
};

/**
 * The renderer: pictures as placeholders (a lone one a figure), headings with ids where asked,
 * and tables for screen readers and print: header cells say which column they head, and a caption
 * names the table. A table wider than a phone scrolls in its own box, which the keyboard can
 * reach and a screen reader names after the caption. Alignment is a class (the security policy
 * refuses style attributes). The one instance of Marked: the other loaders lex and walk Markdown
 * with it too. Its inline rules are bounded to lex in linear time (linear-inline.ts).
 */
export const marked = new Marked({
  gfm: true,
  async: false,
  tokenizer: linearInlineTokenizer,
  renderer: {
    // A picture is a placeholder until the images stage has its files (site/model/prose-pictures.ts).
    image(token) {
      if (!PROSE_PICTURE_NAME.test(token.href)) return '';
      return prosePicturePlaceholder(current!.pictures.push({ name: token.href, alt: token.text, line: current!.lines.get(token) }) - 1);
    },
    // In a text that asks for them, each heading gets an id: its own (heading-anchors.ts) or one
    // from its words, so it can be linked to.
    heading(token) {
      const inner = this.parser.parseInline(token.tokens);
      if (!current!.headings) return `<h${token.depth}>${inner}</h${token.depth}>\n`;
      const text = decodeHTML(this.parser.parseInline(token.tokens, this.parser.textRenderer));
      const id = current!.anchors.get(token) ?? uniqueId(slugify(text));
      current!.headings.push({ depth: token.depth, id, text });
      return `<h${token.depth} id="${id}">${inner}</h${token.depth}>\n`;
    },
    // A picture alone in its paragraph is a figure, its title (if any) the caption.
    paragraph(token) {
      const picture = lonePicture(token.tokens);
      if (!picture) return `<p>${this.parser.parseInline(token.tokens)}</p>\n`;
      const caption = picture.title ? `<figcaption>${xmlEscape(picture.title)}</figcaption>` : '';
      return `<figure class="prose-picture">${this.parser.parseInline(token.tokens)}${caption}</figure>\n`;
    },
    tablecell(cell) {
      const tag = cell.header ? 'th' : 'td';
      const attributes = `${cell.header ? ' scope="col"' : ''}${cell.align ? ` class="align-${cell.align}"` : ''}`;
      return `<${tag}${attributes}>${this.parser.parseInline(cell.tokens)}</${tag}>\n`;
    },
    table(token: CaptionedTable) {
      const row = (cells: Tokens.TableCell[]) => this.tablerow({ text: cells.map((cell) => this.tablecell(cell)).join('') });
      const caption = token.caption && this.parser.parseInline(token.caption);
      const id = caption && uniqueId(`table-${slugify(decodeHTML(this.parser.parseInline(token.caption!, this.parser.textRenderer)))}`);
      const body = token.rows.length ? `<tbody>${token.rows.map(row).join('')}</tbody>` : '';
      const table = `<table>\n${caption ? `<caption id="${id}">${caption}</caption>\n` : ''}<thead>\n${row(token.header)}</thead>\n${body}</table>\n`;
      return `<figure class="table-scroll" tabindex="0" ${caption ? `aria-labelledby="${id}"` : 'aria-label="Table"'}>\n${table}</figure>\n`;
    },
  },
});


/** A paragraph "Table: Title" directly above a table (blank lines between) becomes that table's caption. */
export function captionTables(tokens: Token[]): void {
  // The list is compacted in place as it is read (a splice per caption made many tables quadratic).
  let kept = 0;
  for (let i = 0; i < tokens.length; i++) {
    const paragraph = tokens[i];
    let next = i + 1;
    while (tokens[next]?.type === 'space') next++;
    const [first, ...rest] = paragraph.type === 'paragraph' ? (paragraph as Tokens.Paragraph).tokens : [];
    if (tokens[next]?.type === 'table' && first?.type === 'text' && /^Table:\s+\S/.test(first.raw)) {
      const text = first.raw.replace(/^Table:\s+/, '');
      (tokens[next] as CaptionedTable).caption = [{ ...first, raw: text, text }, ...rest];
    } else {
      tokens[kept++] = paragraph;
    }
  }
  tokens.length = kept;
}

/** Raw HTML anywhere in `tokens`, table cells included (walkTokens goes into them; tokens and items alone do not). */
function findHtml(tokens: Token[], found: string[]): void {
  marked.walkTokens(tokens, (token) => {
    if (token.type === 'html') found.push(token.raw.trim().slice(0, 60));
  });
}

/**
 * Links, images and reference definitions whose URL content may not use (site/model/content-urls.ts),
 * each at the line of `source` it is written on. Tokens carry no positions, so each token is
 * looked for in `source` from where the one before it ended: text that merely looks like a link
 * (in a code span, say) is passed over as itself rather than taken for the link after it.
 */
function findUnsafeUrls(source: string, tokens: TokensList, pictureLines: WeakMap<Token, number | undefined>): MarkdownProblem[] {
  const found: MarkdownProblem[] = [];
  const inLinkText = new WeakSet<Token>();
  const locate = pieceFinder(source);
  const lineOf = lineCounter(source);
  marked.walkTokens(tokens, (token) => {
    const children = (token as { tokens?: Token[] }).tokens;
    const isLink = token.type === 'link' || token.type === 'image';
    // A link's text lies inside the link: it is neither looked for nor checked.
    if (isLink || inLinkText.has(token)) children?.forEach((child) => inLinkText.add(child));
    if (inLinkText.has(token)) return;
    // A paragraph, list, table or the like is looked for through the tokens it holds.
    if (!isLink && (children?.length || 'items' in token || token.type === 'table')) return;
    const at = locate(token.raw);
    if (token.type !== 'link' && token.type !== 'image' && token.type !== 'def') return;
    // A reference link ([text][name]) takes its URL from a definition, which is reported itself.
    if (token.type !== 'def' && /^!?\[/.test(token.raw) && !token.raw.endsWith(')')) return;
    const where = at >= 0 ? at : source.indexOf(token.raw.trim().split('\n', 1)[0]);
    const line = where >= 0 ? lineOf(where) : undefined;
    // Without words, a link or an image says nothing to a screen reader, or to anyone if it fails to load.
    if (token.type === 'image' && !token.text.trim()) found.push({ line, message: `the image ${quoteUrl(token.href)} has no description: write what it shows between the brackets, like ![Dealer payouts by month](${token.href})` });
    if (token.type === 'link' && !token.text.trim()) found.push({ line, message: `the link to ${quoteUrl(token.href)} has no text: write where it leads between the brackets, like [our pricing](${token.href})` });
    if (token.type === 'image' && PROSE_PICTURE_NAME.test(token.href)) return void pictureLines.set(token, line);
    const why = refusedUrl(token.href, token.type === 'image' ? IMAGE : LINK);
    if (!why) return;
    const what = token.type === 'image' ? 'the image' : token.type === 'def' ? `the link definition [${token.tag}]:` : 'the link to';
    found.push({ line, message: `${what} ${quoteUrl(token.href)} ${why}` });
  });
  return found;
}

/**
 * Rendered Markdown by source, when a long-lived process (the dev server) asks for it: an edit to
 * one post then renders one post again, not all of them. A one-off build keeps nothing.
 */
interface Rendered {
  html: string;
  problems: MarkdownProblem[];
  pictures: ProsePictureRef[];
  headings?: Heading[];
}
let rendered: Map<string, Rendered> | undefined;
export function keepRenderedMarkdown(): void {
  rendered ??= new Map();
}

export interface RenderOptions {
  /** Pushes headings down a level or more, below the page's own headings. */
  headingOffset?: number;
  /**
   * Given in a text that may show pictures: receives what each placeholder stands for (lines
   * counted in the text). In any other text a picture is a problem.
   */
  pictures?: ProsePictureRef[];
  /** Given in a text shown alone on its page: its headings get ids, and are listed here. */
  headings?: Heading[];
}

export function renderMarkdown(body: string, problems: MarkdownProblem[], { headingOffset = 0, pictures, headings }: RenderOptions = {}): string {
  const key = `${headingOffset}${headings ? ' ids' : ''}\n${body}`;
  const known = rendered?.get(key) ?? renderFresh(body, headingOffset, Boolean(headings));
  if (rendered && !rendered.has(key)) {
    // Edits leave old versions behind; past a few thousand, start again.
    if (rendered.size > 5000) rendered.clear();
    rendered.set(key, known);
  }
  problems.push(...known.problems);
  headings?.push(...known.headings!);
  if (pictures) pictures.push(...known.pictures);
  else for (const { name, line } of known.pictures) problems.push({ line, message: `shows the picture ${quoteUrl(name)}, but pictures go only in the text of a blog post or a whitepaper: remove it` });
  return known.html;
}

function renderFresh(body: string, headingOffset: number, headingIds: boolean): Rendered {
  const tokens = marked.lexer(body);
  if (headingOffset) marked.walkTokens(tokens, (t) => {
    if (t.type === 'heading') t.depth = Math.min(6, t.depth + headingOffset);
  });
  const html: string[] = [];
  findHtml(tokens, html);
  const problems = html.map((raw): MarkdownProblem => ({ message: `contains raw HTML, which is not allowed in content: ${raw}` }));
  const lines = new WeakMap<Token, number | undefined>();
  const unsafe = findUnsafeUrls(body, tokens, lines);
  // After the URL check, which finds a caption's links in its paragraph.
  captionTables(tokens);
  const headingTokens: Tokens.Heading[] = [];
  marked.walkTokens(tokens, (t) => void (t.type === 'heading' && headingTokens.push(t as Tokens.Heading)));
  const anchors = takeHeadingAnchors(headingTokens, lineFinder(body), headingIds, PAGE_IDS);
  const ids = new Set([...PAGE_IDS, ...anchors.ids.values()]);
  current = { pictures: [], lines, headings: headingIds ? [] : undefined, ids, nextNumber: new Map(), anchors: anchors.ids };
  try {
    return { html: marked.parser(tokens), problems: [...problems, ...unsafe, ...anchors.problems], pictures: current.pictures, headings: current.headings };
  } finally {
    current = undefined;
  }
}
