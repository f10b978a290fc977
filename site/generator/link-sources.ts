/**
 * Where a broken link was written. The link check reads the built pages, but a site owner fixes
 * content: when a broken link's text appears as a link target in a content file (a Markdown link
 * or definition, or a value in a YAML file), the problem names that file and line, and the
 * page it broke on follows (site/generator/verify.ts). The files are read only when a link is broken.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fillTokens } from '../content-loader/front-matter.ts';
import { escapeRegExp } from '../lib/text.ts';

export type LinkLocator = (href: string) => { file: string; line: number } | undefined;

const CONTENT_FILE = /\.(md|ya?ml)$/;

/** The places in `text` where `href` is written as a link target, as 1-based lines: in Markdown, or else as a YAML value (quoted, or alone after "name:" or "- "). */
export function linesLinkingTo(text: string, href: string, markdown: boolean): number[] {
  const target = escapeRegExp(href);
  const pattern = markdown
    ? new RegExp(`\\]\\(\\s*<?${target}>?(?=[\\s)])|^[ \\t]*\\[[^\\]]+\\]:\\s*<?${target}>?(?=\\s|$)`, 'gm')
    : new RegExp(`(['"])${target}\\1|(?:^|[:-][ \\t]+)${target}(?=[ \\t]*(?:#.*)?$)`, 'gm');
  return [...text.matchAll(pattern)].map((match) => text.slice(0, match.index).split('\n').length);
}

function contentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && CONTENT_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Finds where a link target is written in the content: the first content file (and line) that
 * links to it, read once on first use, with the brand's `tokens` filled in. `show` makes a path the
 * way the build prints it.
 */
export function contentLinkLocator(contentDir: string, show: (file: string) => string, tokens: Record<string, string>): LinkLocator {
  let files: { file: string; text: string; markdown: boolean }[] | undefined;
  return (href) => {
    // Brand tokens ({{origin}}) are filled line by line, as the build does, so lines stay where they were.
    files ??= contentFiles(contentDir).map((file) => ({ file, text: fillTokens(readFileSync(file, 'utf8'), tokens, []), markdown: file.endsWith('.md') }));
    for (const { file, text, markdown } of files) {
      const [line] = linesLinkingTo(text, href, markdown);
      if (line) return { file: show(file), line };
    }
    return undefined;
  };
}
