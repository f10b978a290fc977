/** The brand tokens ({{company}}, {{xdr}}, …) that Markdown and the content files write, filled from the site's settings. */
import type { Site } from '../model/content.ts';
import type { MarkdownProblem } from './markdown.ts';

export function brandTokens(site: Site): Record<string, string> {
  const a = site.address;
  return {
    company: site.company,
    legalName: site.legalName,
    xdr: site.xdrName,
    email: site.email,
    phone: site.phone,
    origin: site.origin,
    address: `${a.street}, ${a.city} ${a.postalCode}, ${a.country}`,
  };
}

/** Replaces {{token}}s; an unknown token is a problem, not silent text. */
export function fillTokens(text: string, tokens: Record<string, string>, problems: MarkdownProblem[]): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    // Not a name every object has ("constructor", "toString"): only the tokens themselves.
    if (name in tokens && !(name in Object.prototype)) return tokens[name];
    problems.push({ message: `uses the unknown token ${whole} (known: ${Object.keys(tokens).map((t) => `{{${t}}}`).join(', ')})` });
    return whole;
  });
}
