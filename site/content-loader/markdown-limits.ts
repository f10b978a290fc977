/**
 * The bounds of a Markdown file, checked line by line before any Markdown is read, so that no text
 * can exhaust the build: its size, how deeply its block quotes and lists nest, and how many
 * emphasis marks a paragraph holds. marked reads nesting by recursion (2,000 ">" on one line ran
 * out of stack; 5,000 nested lists ran out of memory), and so does every walk over its tokens.
 * Each bound is far beyond any real text: a real post nests two or three levels and is under
 * 30 KB. The scan takes time in proportion to the text.
 */
import type { MarkdownProblem } from './markdown.ts';

export const MARKDOWN_LIMITS = {
  /** The largest file, in bytes of UTF-8: about 80,000 words of English. */
  bytes: 512 * 1024,
  /** Block quotes and lists inside one another, counted together. */
  depth: 10,
  /** Runs of *, _ or ~ in one paragraph: emphasis nests by them, and marked follows each nesting by recursion. */
  emphasisMarks: 1000,
} as const;

const count = (n: number) => n.toLocaleString('en-IN');

/** A block quote's marker and a list item's marker, each read where the last one ended. */
const QUOTE = / {0,3}>[ \t]?/y;
const LIST_ITEM = /([ \t]*)([-*+]|\d{1,9}[.)])(?:[ \t]+|$)/y;
const FENCE = /^[ \t]*(`{3,}|~{3,})/;
const EMPHASIS_RUN = /([*_~])\1*/g;

/** The width of leading spaces and tabs, a tab reaching the next multiple of 4, as Markdown counts indentation. */
function indentation(spaces: string): number {
  let width = 0;
  for (const c of spaces) width = c === '\t' ? width + 4 - (width % 4) : width + 1;
  return width;
}

/**
 * Where the end of `line` that is a thematic break ("- - -", "* * *": three or more of one mark,
 * spaces between) starts, or the line's length: list markers there are a break, not items.
 */
function breakStart(line: string): number {
  let start = line.trimEnd().length;
  const mark = line[start - 1];
  if (mark !== '-' && mark !== '*' && mark !== '_') return line.length;
  let marks = 0;
  for (; start > 0 && (line[start - 1] === mark || line[start - 1] === ' ' || line[start - 1] === '\t'); start--) if (line[start - 1] === mark) marks++;
  return marks >= 3 ? start : line.length;
}

/** What nests on one line: its block quote markers, then the list items open there; and whether it holds nothing else (a blank line ends a paragraph). */
interface Nesting {
  quotes: number;
  lists: number;
  blank?: boolean;
}

/**
 * Follows the containers of a text line by line: the list items still open (by the column their
 * text starts at) and the block quotes each line restates, before its items or inside them. An estimate, as Markdown's line-by-line
 * rules allow: it never counts more levels than a line has.
 */
function nestingReader() {
  const open: number[] = [];
  return (line: string): Nesting => {
    let at = 0;
    let quotes = 0;
    for (QUOTE.lastIndex = at; QUOTE.test(line); QUOTE.lastIndex = at) [quotes, at] = [quotes + 1, QUOTE.lastIndex];
    // Empty quotes nest as deeply as full ones.
    if (!line.slice(at).trim()) return { quotes, lists: open.length, blank: true };
    const indent = indentation(/^[ \t]*/.exec(line.slice(at))![0]);
    // Items whose text starts right of this line's text have ended (a blank line ends nothing here).
    while (open.length && open[open.length - 1] > indent) open.pop();
    // Indented 4 past the item above, the line is code or the item's text: no marker opens an item.
    if (indent - (open.at(-1) ?? 0) >= 4) return { quotes, lists: open.length };
    const lineBreak = breakStart(line);
    // Each marker opens an item ("- - x" two, each item's text further right) or a quote inside one.
    let column = 0;
    for (;;) {
      QUOTE.lastIndex = at;
      if (QUOTE.test(line)) [quotes, at] = [quotes + 1, QUOTE.lastIndex];
      else if (at >= lineBreak) break;
      else {
        LIST_ITEM.lastIndex = at;
        const item = LIST_ITEM.exec(line);
        if (!item) break;
        column += indentation(item[1]) + item[0].length - item[1].length;
        open.push(column);
        at = LIST_ITEM.lastIndex;
      }
    }
    return { quotes, lists: open.length };
  };
}

const nested = ({ quotes, lists }: Nesting) => (quotes && lists ? 'block quotes and lists' : quotes ? 'block quotes' : 'lists');

/**
 * What is past the bounds in a Markdown file's `text`, each at its line: a file too large is said
 * alone, without reading it further; nesting once, at the first line too deep, with the deepest.
 */
export function markdownLimitProblems(text: string): MarkdownProblem[] {
  const bytes = Buffer.byteLength(text);
  if (bytes > MARKDOWN_LIMITS.bytes) {
    return [{ message: `is ${count(Math.ceil(bytes / 1024))} KB; a text may be at most ${count(MARKDOWN_LIMITS.bytes / 1024)} KB (about 80,000 words): split it into several, or move what is not text (data, code) out of it (docs/content.md §13)` }];
  }
  const problems: MarkdownProblem[] = [];
  const read = nestingReader();
  let deepest: (Nesting & { line: number; total: number }) | undefined;
  let fence: string | undefined;
  let paragraph = { line: 0, marks: 0 };
  let marksSaid = false;
  text.split('\n').forEach((line, i) => {
    // Fenced code is not Markdown: its lines are passed over to the closing fence.
    const marker = FENCE.exec(line.replace(/^(?: {0,3}>[ \t]?)+/, ''))?.[1];
    if (fence) return void (marker?.[0] === fence[0] && marker.length >= fence.length && (fence = undefined));
    if (marker) return void (fence = marker);
    const nesting = read(line);
    const total = nesting.quotes + nesting.lists;
    if (total > MARKDOWN_LIMITS.depth && (!deepest || total > deepest.total)) deepest = { ...nesting, total, line: deepest?.line ?? i + 1 };
    if (nesting.blank) return void (paragraph = { line: 0, marks: 0 });
    if (!paragraph.line) paragraph.line = i + 1;
    paragraph.marks += line.match(EMPHASIS_RUN)?.length ?? 0;
    // Said once, at the first such paragraph.
    if (paragraph.marks > MARKDOWN_LIMITS.emphasisMarks && !marksSaid) {
      marksSaid = true;
      problems.push({ line: paragraph.line, message: `has a paragraph of more than ${count(MARKDOWN_LIMITS.emphasisMarks)} emphasis marks (*, _ or ~): a paragraph may hold at most ${count(MARKDOWN_LIMITS.emphasisMarks)}, as each can open a level of emphasis; remove the marks that are not emphasis, or write them as \\* (docs/content.md §13)` });
    }
  });
  if (deepest) {
    problems.push({ line: deepest.line, message: `nests ${nested(deepest)} ${count(deepest.total)} deep; at most ${MARKDOWN_LIMITS.depth} levels of block quotes and lists, one inside another: write it with fewer levels (docs/content.md §13)` });
  }
  return problems.sort((a, b) => a.line! - b.line!);
}
