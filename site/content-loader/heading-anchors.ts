/**
 * A heading's own id, written after its words: `## What it costs {#pricing}` is `#pricing`
 * whatever its words become, so links to it from elsewhere survive a renamed heading. Only
 * the texts whose headings get ids (posts and whitepapers) may give one.
 */
import type { Token, Tokens } from 'marked';
import type { MarkdownProblem } from './markdown.ts';
import { slugify } from '../lib/text.ts';

/** `{#id}` at the end of a heading's words. */
export const HEADING_ANCHOR = /\s*\{#([^{}]*)\}\s*$/;
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface HeadingAnchors {
  /** Each heading that gives an id, with it. */
  ids: Map<Token, string>;
  problems: MarkdownProblem[];
}

/**
 * Takes each `{#id}` off the end of its heading's words (the heading then reads without it) and
 * checks it: a well-formed id, given once, not one of `pageIds`, in a text whose headings get ids.
 * A heading without words is refused, with or without an id. `lineOf` is asked for every
 * heading's line, in order.
 */
export function takeHeadingAnchors(headings: Tokens.Heading[], lineOf: (raw: string) => number | undefined, headingIds: boolean, pageIds: ReadonlySet<string>): HeadingAnchors {
  const ids = new Map<Token, string>();
  const problems: MarkdownProblem[] = [];
  const given = new Map<string, string>();
  for (const token of headings) {
    const line = lineOf(token.raw);
    const last = token.tokens.at(-1);
    const found = last?.type === 'text' ? HEADING_ANCHOR.exec(last.raw) : null;
    if (found) dropEnd(token, found[0]);
    // An empty heading is announced by a screen reader as a heading and then nothing.
    if (!token.text.trim()) {
      problems.push({ line, message: found ? `a heading gives the id {#${found[1]}} but has no words: write them before it` : 'a heading has no words: write them after its #, or remove the line' });
      continue;
    }
    if (!found) continue;
    const id = found[1];
    const problem = (message: string) => problems.push({ line, message: `the heading "${token.text}" ${message}` });
    if (!headingIds) problem(noIds(id));
    else if (!ID.test(id)) problem(`asks for the id "${id}": write it in lower case, words joined by hyphens, like {#${slugify(id) || 'what-it-costs'}}`);
    else if (pageIds.has(id)) problem(`asks for the id "${id}", which the page itself uses: choose another`);
    else if (given.has(id)) problem(`asks for the id "${id}", already given to the heading "${given.get(id)}": each id once`);
    else {
      given.set(id, token.text);
      ids.set(token, id);
    }
  }
  return { ids, problems };
}

/** Removes `written` from the end of the heading's words and of its last inline token. */
function dropEnd(heading: Tokens.Heading, written: string): void {
  const last = heading.tokens.at(-1) as Tokens.Text;
  const cut = (s: string) => s.slice(0, s.length - written.length);
  heading.text = heading.text.endsWith(written) ? cut(heading.text) : heading.text.replace(HEADING_ANCHOR, '');
  last.raw = cut(last.raw);
  last.text = last.text.replace(HEADING_ANCHOR, '');
  if (!last.raw) heading.tokens.pop();
}

/** Why an id is refused in a text whose headings get none (case studies, legal texts, About). */
export const noIds = (id: string) => `asks for the id "${id}", but headings in this text get no ids: remove {#${id}}`;
