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
import { lineAt, newlines, pieceFinder } from './source-lines.ts';
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
/** An address and the title after it, in quotes: `my photo.jpg "Caption"`. */
const WITH_TITLE = /^(.*?)\s+("[^"]*"|'[^']*')$/;

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
  const [, address, title] = WITH_TITLE.exec(inside.trim()) ?? [, inside.trim(), ''];
  // No ")" on the line, or the first one closes something written after the link ("… (see below)").
  if (close < 0 || (OPEN_END.test(inside) && !(bang && PICTURE_FILE.test(address)))) {
    const first = rest.trim().split(/\s+/, 1)[0].replace(/[.,;:!?]+$/, '');
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

/** Each link or picture left as text in one run of inline text, at its line of `source`. */
function checkRun(pieces: Piece[], source: string, found: MarkdownProblem[]): void {
  const text = pieces.map((p) => p.text).join('');
  for (const match of text.matchAll(BRACKETS)) {
    const end = match.index + match[0].length;
    const message = diagnose(match as RegExpExecArray, text.slice(end).split('\n', 1)[0].split(OTHER, 1)[0]);
    if (!message) continue;
    // The piece the match starts in, and where in it.
    let start = 0;
    let i = 0;
    while (start + pieces[i].text.length <= match.index) start += pieces[i++].text.length;
    const { at, text: piece } = pieces[i];
    const line = at >= 0 ? lineAt(source, at) + newlines(piece.slice(0, match.index - start)) : undefined;
    found.push({ line, message });
  }
}

/** Walks blocks in the order they are written, so each piece of text is found where it is. */
function checkBlocks(tokens: Token[], source: string, locate: (raw: string) => number, found: MarkdownProblem[]): void {
  const run = (inline: Token[]) => {
    const pieces: Piece[] = [];
    shownText(inline, locate, pieces);
    checkRun(pieces, source, found);
  };
  for (const token of tokens) {
    if (token.type === 'space' || token.type === 'hr') continue;
    if (token.type === 'paragraph' || token.type === 'heading' || token.type === 'text') run((token as Tokens.Paragraph).tokens ?? []);
    else if (token.type === 'blockquote') checkBlocks((token as Tokens.Blockquote).tokens, source, locate, found);
    else if (token.type === 'list') for (const item of (token as Tokens.List).items) checkBlocks(item.tokens, source, locate, found);
    else if (token.type === 'table') for (const cell of [...(token as Tokens.Table).header, ...(token as Tokens.Table).rows.flat()]) run(cell.tokens);
    // Code, HTML and link definitions are passed over, and so is their text.
    else locate(token.raw);
  }
}

/** Every link or picture of `source` (lexed as `tokens`) that would show as text, with its line counted in `source`. */
export function linksLeftAsText(source: string, tokens: Token[]): MarkdownProblem[] {
  const found: MarkdownProblem[] = [];
  checkBlocks(tokens, source, pieceFinder(source), found);
  return found;
}
