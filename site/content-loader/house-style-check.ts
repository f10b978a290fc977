/**
 * The house style, applied to the words a visitor reads (site/model/house-style.ts): the header
 * values and the text of every Markdown file, and the string values of the content modules. Not
 * field names, slugs, icons, colours, addresses or code: only copy.
 */
import type { Problem } from '../errors.ts';
import { houseStyleHits, houseStyleMessage } from '../model/house-style.ts';
import type { Loaded, RawContent } from './load.ts';
import { parseFrontMatter } from './front-matter.ts';
import type { MarkdownProblem } from './markdown.ts';

/** Fields of a content module that hold identifiers, addresses or settings, not copy. */
const NOT_COPY_FIELDS = new Set([
  'slug', 'id', 'icon', 'color', 'template', 'product', 'href', 'scene', 'image', 'email', 'phone',
  'whatsapp', 'origin', 'demoUrl', 'social', 'forms', 'xdrName', 'industries', 'logo', 'photo', 'caseStudy',
]);
/** Header fields of a Markdown file that are settings, not copy. */
const NOT_COPY_HEADER = new Set(['color', 'date', 'image', 'category', 'industry']);

const at = (path: string, key: string | number) => (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key);

/** Every string value of a module's export, with its field path, leaving out NOT_COPY_FIELDS. */
function moduleProblems(loaded: Loaded, root: string, problems: Problem[]): void {
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'string') {
      for (const hit of houseStyleHits(value)) problems.push({ file: loaded.file, field: path || undefined, message: houseStyleMessage(hit) });
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, at(path, i)));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) if (!NOT_COPY_FIELDS.has(key)) walk(item, at(path, key));
    }
  };
  if (!loaded.failed) walk(loaded.value, root);
}

/** The header values and the body of a Markdown file, each hit at its line; fenced code is left out. */
function markdownProblems(loaded: Loaded, problems: Problem[]): void {
  if (loaded.failed || typeof loaded.value !== 'string') return;
  // The header's own mistakes are reported by the document's reader; here only its lines matter.
  const { data, lines, body, bodyLine } = parseFrontMatter(loaded.value.replace(/\r\n?/g, '\n'), [] as MarkdownProblem[]);
  const report = (text: string, line: number) => {
    for (const hit of houseStyleHits(text)) problems.push({ file: loaded.file, line, message: houseStyleMessage(hit) });
  };
  for (const [name, value] of Object.entries(data)) if (!NOT_COPY_HEADER.has(name)) report(value, lines[name]);
  let fence: string | undefined;
  body.split('\n').forEach((text, i) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) fence = fence ? undefined : marker;
    else if (!fence) report(text, bodyLine + i);
  });
}

/** Every word of the copy written in a spelling the house style does not use, file by file. */
export function houseStyleProblems(raw: RawContent): Problem[] {
  const problems: Problem[] = [];
  moduleProblems(raw.site, '', problems);
  moduleProblems(raw.products, 'products', problems);
  for (const industry of raw.industries) moduleProblems(industry, '', problems);
  moduleProblems(raw.navigation, '', problems);
  moduleProblems(raw.company, '', problems);
  moduleProblems(raw.home, '', problems);
  moduleProblems(raw.blogCategories, '', problems);
  const documents = [raw.legal.privacy, raw.legal.terms, raw.legal.disclaimer, raw.about, ...raw.caseStudies, ...raw.blog, ...raw.whitepapers];
  for (const document of documents) markdownProblems(document, problems);
  return problems;
}
