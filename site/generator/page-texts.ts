/**
 * No two pages may share a title or a meta description: search results would show them alike. A
 * title is compared as the <title> it becomes (with the company's name, cut to its length), a
 * description as the meta description (summarized); case and spacing aside, as readers see them.
 * Only a content record's page is refused (a product, industry, case study, post or whitepaper):
 * the words of other pages (listings, their filter pages and page 2, company pages) are written by
 * the code, which test/unit/routes.unit.test.ts keeps apart.
 */
import type { Site } from '../model/content.ts';
import type { Problem } from '../errors.ts';
import type { PageRoute, PageSource } from '../routes.tsx';
import { pageTitle } from '../document/Head.tsx';
import type { Loaded } from '../content-loader/load.ts';
import { parseFrontMatter } from '../content-loader/front-matter.ts';

/** A record's page, named as a message names it: its file, the field, and the field's line in a Markdown header. */
export type Located = (source: PageSource, field: 'title' | 'description') => { file: string; field: string; line?: number };

const sameness = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** One problem for each record's page whose title or description an earlier page has already. */
export function samePageTexts(pages: PageRoute[], site: Site, locate: Located): Problem[] {
  const problems: Problem[] = [];
  const indexable = pages.filter((page) => page.indexable);
  const texts = { title: (page: PageRoute) => pageTitle(page, site), description: (page: PageRoute) => page.description };
  for (const [field, textOf] of Object.entries(texts) as ['title' | 'description', (page: PageRoute) => string][]) {
    const first = new Map<string, PageRoute>();
    for (const page of indexable) {
      const key = sameness(textOf(page));
      const earlier = first.get(key);
      if (!earlier) {
        first.set(key, page);
        continue;
      }
      // The record is at fault, whichever page comes second; two pages of the code's are the code's.
      const [fault, other] = page.source ? [page, earlier] : [earlier, page];
      if (!fault.source) continue;
      const otherName = other.source ? `${locate(other.source, field).file}'s "${locate(other.source, field).field}"` : `the ${field} of the page ${other.path}`;
      problems.push({ ...locate(fault.source, field), message: `is the same as ${otherName}: search results would show both pages alike; write one of its own` });
    }
  }
  return problems;
}

/**
 * Locates a record's fields: `fileOf` names a file of the content folder as messages do, and a
 * field of a Markdown file among `markdown` (as loaded) is given its header line.
 */
export function sourceLocator(markdown: Loaded[], fileOf: (file: string) => string): Located {
  const texts = new Map(markdown.map((loaded) => [loaded.file, loaded.value]));
  return (source, which) => {
    const file = fileOf(source.file);
    const field = source[which];
    const text = texts.get(file);
    const lines = typeof text === 'string' ? parseFrontMatter(text, []).lines : {};
    return { file, field, ...(Object.hasOwn(lines, field) && { line: lines[field] }) };
  };
}
