/**
 * Markdown that pages show as plain text (list items, headings, paragraph fields), and raw HTML
 * refused wherever it is, each problem at its line.
 */
import type { Token } from 'marked';
import { marked, type MarkdownProblem } from './markdown.ts';
import { lineCounter, newlines } from './source-lines.ts';

/** Raw HTML, one problem a line: `<b>` and `</b>` are one mistake. */
function refuseRawHtml(found: { raw: string; line: number | undefined }[], issues: MarkdownProblem[], field?: string): void {
  const byLine = new Map<number | undefined, string[]>();
  for (const { raw, line } of found) {
    if (!byLine.has(line)) byLine.set(line, []);
    byLine.get(line)!.push(raw.trim().slice(0, 60));
  }
  for (const [line, pieces] of byLine) {
    const shown = pieces.join(' … ');
    issues.push({ line, field, message: `contains raw HTML, which is not allowed in content: ${shown} (write it as Markdown or plain text)` });
  }
}

/**
 * Inline Markdown as plain text, for fields the pages print as text (list items, headings):
 * emphasis and code marks are dropped; raw HTML, a link with its own text or an image would show
 * as their Markdown or lose their address, so each is refused with its line.
 */
export function plainText(tokens: Token[], line: number, issues: MarkdownProblem[], field?: string): string {
  const html: { raw: string; line: number }[] = [];
  const found: MarkdownProblem[] = [];
  const text = plainTextOf(tokens, line, found, html);
  refuseRawHtml(html, found);
  for (const issue of found.sort((a, b) => a.line! - b.line!)) issues.push({ ...issue, field });
  return text;
}

function plainTextOf(tokens: Token[], line: number, issues: MarkdownProblem[], html: { raw: string; line: number }[]): string {
  let text = '';
  let at = line;
  for (const token of tokens) {
    const nested = (token as { tokens?: Token[] }).tokens;
    if (token.type === 'html') html.push({ raw: token.raw, line: at });
    else if (token.type === 'link' && token.raw.startsWith('[')) issues.push({ line: at, message: `has a link (${token.raw.trim().slice(0, 60)}), but this text is shown as plain text: write the words alone` });
    else if (token.type === 'image') issues.push({ line: at, message: `has an image (${token.raw.trim().slice(0, 60)}), but this text is shown as plain text: remove it` });
    else if (token.type === 'del') issues.push({ line: at, message: `has struck-through text (${token.raw.trim().slice(0, 60)}), but this text is shown as plain text: remove the "~" marks or the words` });
    else if (token.type === 'br') text += ' ';
    else if ((token.type === 'strong' || token.type === 'em' || token.type === 'text') && nested) text += plainTextOf(nested, at, issues, html);
    else text += (token as { text?: string }).text ?? token.raw;
    at += newlines(token.raw);
  }
  return text;
}

/**
 * Refuses raw HTML anywhere in `text`, each piece at its line, and returns `text` without that
 * HTML (its newlines kept, so lines stay put), so that rendering it does not report it again.
 */
export function refuseHtml(text: string, issues: MarkdownProblem[]): string {
  // Every form of HTML the lexer recognizes starts with "<".
  if (!text.includes('<')) return text;
  const lineOf = lineCounter(text);
  // The text between the pieces of HTML, and each piece's newlines: joined once at the end.
  const kept: string[] = [];
  let copied = 0;
  let offset = 0;
  const found: { raw: string; line: number | undefined }[] = [];
  for (const block of marked.lexer(text)) {
    let cursor = offset;
    marked.walkTokens([block], (token) => {
      if (token.type !== 'html') return;
      // Found by its first line, and whole where the rest follows it: inside a list item the lexer
      // strips the item's indentation from a multi-line block (see pieceFinder).
      const first = token.raw.trim().split('\n', 1)[0];
      const at = text.indexOf(first, cursor);
      const start = at - token.raw.indexOf(first);
      const exact = at >= 0 && start >= cursor && text.startsWith(token.raw, start) ? start : -1;
      found.push({ raw: token.raw, line: lineOf(exact >= 0 ? exact : at >= 0 ? at : offset) });
      if (exact >= copied) {
        kept.push(text.slice(copied, exact), token.raw.replace(/[^\n]/g, ''));
        copied = exact + token.raw.length;
      }
      if (at >= 0) cursor = at + 1;
    });
    offset += block.raw.length;
  }
  refuseRawHtml(found, issues);
  kept.push(text.slice(copied));
  return kept.join('');
}
