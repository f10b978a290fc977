/**
 * Links and pictures that Markdown could not read, and would print as they are, brackets and all:
 * `![The meet](WhatsApp Image 1.jpeg)` and `[our guide](/blog/a guide)` (a space in the address),
 * `[contact us] (/contact)` (a space before the "("), `[contact us](/contact` (no ")"). Each is
 * refused at its line with how to write it. Only what is shown as text is looked at: code spans,
 * code blocks, escaped brackets (`\[`) and links that worked are not, and brackets that are no
 * link ("[sic]", "(see below)", "[1] (2)") pass.
 */
import type { Token, Tokens } from 'marked';
import type { MarkdownProblem } from './markdown.ts';
import { lineCounter, newlines, pieceFinder } from './source-lines.ts';
import { slugifyFileName } from '../lib/text.ts';
import { PICTURE_FILE } from '../model/prose-pictures.ts';

/** Stands for what is not shown as written in a run of text: code, an escaped character, a link that worked. */
const OTHER = '\u0001';

/** A piece of shown text and where it starts in the source (-1 when it could not be found). */
interface Piece {
  text: string;
  at: number;
}

/** `[words](` or `[words] (`, an image's with "!" before it. */
const BRACKETS = /(!?)\[([^[\]\u0001]*)\]([ \t]*)\(/g;
/** What reads as an address (a path, an #anchor, a scheme, www.) or a picture's file name: "[1] (2)" is neither. */
const ADDRESS_LIKE = new RegExp(`^(?:[/#]|https?:|mailto:|tel:|www\\.)|${PICTURE_FILE.source}`, 'i');
/** Text after "(" that is a sentence, not an address: a bracket, or a comma or full stop and a space. */
const OPEN_END = /[[(]|[.,;:!?]\s/;
/** How much of a line after a "(" is read for its address: an address that long is no address. */
const REST_MAX = 500;

/** An address and the title after it, in quotes (`my photo.jpg "Caption"`), in one pass (a regular expression backtracked). */
function splitTitle(inside: string): [address: string, title: string] {
  const quote = inside.at(-1);
  const open = quote === '"' || quote === "'" ? inside.lastIndexOf(quote, inside.length - 2) : -1;
  return open > 0 && /\s/.test(inside[open - 1]) ? [inside.slice(0, open).trimEnd(), inside.slice(open)] : [inside, ''];
}

/** `word` without the punctuation that ends a sentence after it. */
function withoutFinalStops(word: string): string {
  let end = word.length;
  while (end > 0 && '.,;:!?'.includes(word[end - 1])) end--;
  return word.slice(0, end);
}

const SHOWN_AS_TEXT = 'would show as text, brackets and all';


/** Why the link or picture that starts `match` (its rest of the line after the "(") is text, and how to write it; undefined when it is no link. */
function diagnose(match: RegExpExecArray, rest: string): string | undefined {
  const [, bang, words, gap] = match;
  const [what, open] = bang ? ['the picture', `![${words}](`] : ['the link', `[${words}](`];
  const close = rest.indexOf(')');
  const inside = close >= 0 ? rest.slice(0, close) : rest;
  if (gap) {
    if (close < 0 || /\s/.test(inside.trim()) || !ADDRESS_LIKE.test(inside.trim())) return undefined;
    return `${what} ${match[0]}${inside}) ${SHOWN_AS_TEXT}: write the "(" right after the "]", with no space: ${open}${inside.trim()})`;
  }
  const [address, title] = splitTitle(inside.trim());
  // No ")" on the line, or the first one closes something written after the link ("… (see below)").
  if (close < 0 || (OPEN_END.test(inside) && !(bang && PICTURE_FILE.test(address)))) {
    const first = withoutFinalStops(rest.trim().split(/\s+/, 1)[0]);
    const shown = rest.length > 40 ? `${rest.slice(0, 40)}…` : rest.trimEnd();
    return `${what} ${open}${shown} has no closing ")" and ${SHOWN_AS_TEXT}: end the address with ")", like ${open}${first || '/contact'})`;
  }
  const written = `${open}${inside})`;
  const after = title ? ` ${title}` : '';
  if (!/\s/.test(address)) return `${what} ${written} ${SHOWN_AS_TEXT}: check what is written between "(" and ")"`;
  if (bang) {
    const name = slugifyFileName(address, 'picture');
    return `${what} ${written} ${SHOWN_AS_TEXT}: file names can't contain spaces: rename the file to ${name} and write ${open}${name}${after})`;
  }
  const dashed = address.replace(/\s+/g, '-');
  const spaced = address.replace(/\s/g, '%20');
  const fix = address.startsWith('/') ? `write it without them, like ${open}${dashed}${after})` : `write each space as %20: ${open}${spaced}${after})`;
  return `${what} ${written} ${SHOWN_AS_TEXT}: an address can't contain spaces: ${fix}`;
}

/** The shown text of inline tokens, piece by piece; code, escapes and links that worked are OTHER. */
function shownText(tokens: Token[], locate: (raw: string) => number, pieces: Piece[]): void {
  for (const token of tokens) {
    const children = (token as { tokens?: Token[] }).tokens;
    // A bare web address (GFM links it by itself) is shown as it is written.
    const bareUrl = token.type === 'link' && !/^[[<]/.test(token.raw);
    if ((token.type === 'text' && !children) || bareUrl) pieces.push({ text: token.raw, at: locate(token.raw) });
    else if ((token.type === 'strong' || token.type === 'em' || token.type === 'del' || token.type === 'text') && children) shownText(children, locate, pieces);
    else if (token.type === 'br') pieces.push({ text: '\n', at: -1 });
    else pieces.push({ text: OTHER, at: (locate(token.raw), -1) });
  }
}

/**
 * Each link or picture left as text in one run of inline text, at its line of the source
 * (`lineOf`). The matches come in order, so the piece each is in and its line are found moving
 * forward, and only REST_MAX characters after each "(" are read: a line of many "[a](" is read once.
 */
function checkRun(pieces: Piece[], lineOf: (index: number) => number, found: MarkdownProblem[]): void {
  const text = pieces.map((p) => p.text).join('');
  const next = (what: string, from: number) => {
    const at = text.indexOf(what, from);
    return at < 0 ? text.length : at;
  };
  // The next newline and OTHER after the last match: where the rest of its line ends.
  let [nextBreak, nextOther] = [-1, -1];
  // The piece the last match was in, where that piece starts, and the newlines in it up to `counted`.
  let [i, start, counted, breaks] = [0, 0, 0, 0];
  for (const match of text.matchAll(BRACKETS)) {
    const end = match.index + match[0].length;
    if (nextBreak < end) nextBreak = next('\n', end);
    if (nextOther < end) nextOther = next(OTHER, end);
    const message = diagnose(match as RegExpExecArray, text.slice(end, Math.min(nextBreak, nextOther, end + REST_MAX)));
    if (!message) continue;
    while (start + pieces[i].text.length <= match.index) {
      start += pieces[i++].text.length;
      [counted, breaks] = [start, 0];
    }
    breaks += newlines(text.slice(counted, match.index));
    counted = match.index;
    found.push({ line: pieces[i].at >= 0 ? lineOf(pieces[i].at) + breaks : undefined, message });
  }
}

/** Walks blocks in the order they are written, so each piece of text is found where it is. */
function checkBlocks(tokens: Token[], lineOf: (index: number) => number, locate: (raw: string) => number, found: MarkdownProblem[]): void {
  const run = (inline: Token[]) => {
    const pieces: Piece[] = [];
    shownText(inline, locate, pieces);
    checkRun(pieces, lineOf, found);
  };
  for (const token of tokens) {
    if (token.type === 'space' || token.type === 'hr') continue;
    if (token.type === 'paragraph' || token.type === 'heading' || token.type === 'text') run((token as Tokens.Paragraph).tokens ?? []);
    else if (token.type === 'blockquote') checkBlocks((token as Tokens.Blockquote).tokens, lineOf, locate, found);
    else if (token.type === 'list') for (const item of (token as Tokens.List).items) checkBlocks(item.tokens, lineOf, locate, found);
    else if (token.type === 'table') for (const cell of [...(token as Tokens.Table).header, ...(token as Tokens.Table).rows.flat()]) run(cell.tokens);
    // Code, HTML and link definitions are passed over, and so is their text.
    else locate(token.raw);
  }
}

/** Every link or picture of `source` (lexed as `tokens`) that would show as text, with its line counted in `source`. */
export function linksLeftAsText(source: string, tokens: Token[]): MarkdownProblem[] {
  const found: MarkdownProblem[] = [];
  checkBlocks(tokens, lineCounter(source), pieceFinder(source), found);
  return found;
}
