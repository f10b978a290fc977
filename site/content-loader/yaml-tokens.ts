/**
 * Brand tokens ({{company}}, {{xdr}}, …: front-matter.ts) in the text values of the YAML content
 * files, filled from content/site.yml as in Markdown, so that copy which names the company or the
 * XDR product follows a rename. The loaded data is left as it is (house-style-check.ts reads the
 * text as written): a filled copy is returned.
 */
import type { Problem } from '../errors.ts';
import { fillTokens } from './front-matter.ts';
import type { MarkdownProblem } from './markdown.ts';

const at = (path: string, key: string | number) => (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key);

/**
 * Page tokens: fields of content/home.yml whose text names the page it is shown on, left as written
 * here and filled when that page is rendered ({{name}}: the product or industry; ClosingCall).
 */
export const PAGE_TOKENS: Readonly<Record<string, readonly string[]>> = { 'closings.product': ['name'], 'closings.industry': ['name'] };

/** `value` with every {{token}} in its text filled; an unknown token is a problem at its field. */
export function fillYamlTokens(value: unknown, tokens: Record<string, string>, file: string, root: string, problems: Problem[], pageTokens: Readonly<Record<string, readonly string[]>> = {}): unknown {
  const kept = (path: string) => Object.entries(pageTokens).filter(([field]) => path.startsWith(`${field}.`)).flatMap(([, names]) => names);
  const walk = (item: unknown, path: string): unknown => {
    if (typeof item === 'string') {
      if (!item.includes('{{')) return item;
      const found: MarkdownProblem[] = [];
      const leave = kept(path);
      const filled = fillTokens(item, leave.length ? { ...tokens, ...Object.fromEntries(leave.map((name) => [name, `{{${name}}}`])) } : tokens, found);
      for (const { message } of found) problems.push({ file, field: path || undefined, message });
      return filled;
    }
    if (Array.isArray(item)) return item.map((entry, i) => walk(entry, at(path, i)));
    if (item && typeof item === 'object' && Object.getPrototypeOf(item) === Object.prototype) {
      return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, walk(entry, at(path, key))]));
    }
    return item;
  };
  try {
    return walk(value, root);
  } catch {
    // A value that throws when read (a getter) is left to validation, which names it.
    return value;
  }
}

/** The fields of content/site.yml that the tokens are made of: each must be written out, not as a token. */
export const TOKEN_SOURCES = ['company', 'legalName', 'xdrName', 'email', 'phone', 'origin', 'address'] as const;
