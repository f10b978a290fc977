/**
 * The house style, applied to the words a visitor reads (site/model/house-style.ts): the header
 * values and the text of every Markdown file, and the text values of the YAML files. Not
 * field names, slugs, icons, colours, addresses or code: only copy. Headings are also held to
 * sentence case, and every text to the demo action's one label (site/model/heading-case.ts).
 */
import type { Problem } from '../errors.ts';
import { houseStyleHits, houseStyleMessage } from '../model/house-style.ts';
import { demoLabelHits, demoLabelMessage, headingCaseMessage, titleCaseHits } from '../model/heading-case.ts';
import type { Loaded, RawContent } from './load.ts';
import { parseFrontMatter } from './front-matter.ts';
import type { MarkdownProblem } from './markdown.ts';

/** Fields of a YAML file that hold identifiers, addresses or settings, not copy. */
const NOT_COPY_FIELDS = new Set([
  'slug', 'id', 'icon', 'color', 'template', 'product', 'href', 'scene', 'image', 'email', 'phone',
  'whatsapp', 'origin', 'demoUrl', 'social', 'forms', 'xdrName', 'industries', 'logo', 'photo', 'caseStudy',
]);
/** Header fields of a Markdown file that are settings, not copy. */
const NOT_COPY_HEADER = new Set(['color', 'date', 'image', 'category', 'industry']);
/** Fields that are headings or labels, in sentence case; `name` only where it is an industry's or a category's. */
const HEADING_FIELDS = new Set(['title', 'heading', 'label', 'eyebrow', 'navLabel', 'core']);
const HEADING_HEADER = new Set(['title', 'eyebrow']);

/** The problems of one text: its spelling, the demo label, and its case when it is a heading. */
function textProblems(text: string, heading: boolean, names: readonly string[]): string[] {
  return [
    ...houseStyleHits(text).map(houseStyleMessage),
    ...demoLabelHits(text).map(demoLabelMessage),
    ...(heading ? titleCaseHits(text, names).map((hit) => headingCaseMessage(hit)) : []),
  ];
}

const at = (path: string, key: string | number) => (typeof key === 'number' ? `${path}[${key}]` : path ? `${path}.${key}` : key);

/** Every text value of a YAML file, with its field path, leaving out NOT_COPY_FIELDS; `names` are headings too. */
function yamlProblems(loaded: Loaded, root: string, problems: Problem[], names: readonly string[], { namesAreHeadings = false } = {}): void {
  const walk = (value: unknown, path: string, key: string): void => {
    if (typeof value === 'string') {
      const heading = HEADING_FIELDS.has(key) || (namesAreHeadings && key === 'name');
      for (const message of textProblems(value, heading, names)) problems.push({ file: loaded.file, field: path || undefined, message });
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, at(path, i), key));
    } else if (value && typeof value === 'object') {
      for (const [field, item] of Object.entries(value)) if (!NOT_COPY_FIELDS.has(field)) walk(item, at(path, field), field);
    }
  };
  if (!loaded.failed) walk(loaded.value, root, '');
}

/** The header values and the body of a Markdown file, each hit at its line; fenced code is left out. */
function markdownProblems(loaded: Loaded, problems: Problem[], names: readonly string[]): void {
  if (loaded.failed || typeof loaded.value !== 'string') return;
  // The header's own mistakes are reported by the document's reader; here only its lines matter.
  const { data, lines, body, bodyLine } = parseFrontMatter(loaded.value.replace(/\r\n?/g, '\n'), [] as MarkdownProblem[]);
  const report = (text: string, line: number, heading = false) => {
    for (const message of textProblems(text, heading, names)) problems.push({ file: loaded.file, line, message });
  };
  for (const [name, value] of Object.entries(data)) if (!NOT_COPY_HEADER.has(name)) report(value, lines[name], HEADING_HEADER.has(name));
  let fence: string | undefined;
  body.split('\n').forEach((text, i) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) fence = fence ? undefined : marker;
    else if (!fence) report(text.replace(/^#{1,6}\s+/, ''), bodyLine + i, /^#{1,6}\s/.test(text));
  });
}

/** The brand's own names, which keep their capitals in a heading: the company, the XDR product's name and every product's. */
function brandNames(raw: RawContent): string[] {
  const site = (raw.site.failed ? {} : raw.site.value) as { company?: unknown; xdrName?: unknown };
  const products = raw.products.failed || !Array.isArray(raw.products.value) ? [] : (raw.products.value as { name?: unknown }[]);
  return [site.company, site.xdrName, ...products.map((product) => product?.name)].filter((name): name is string => typeof name === 'string');
}

/** Every word of the copy written in a spelling the house style does not use, file by file. */
export function houseStyleProblems(raw: RawContent): Problem[] {
  const problems: Problem[] = [];
  const names = brandNames(raw);
  yamlProblems(raw.site, '', problems, names);
  yamlProblems(raw.products, 'products', problems, names);
  for (const industry of raw.industries) yamlProblems(industry, '', problems, names, { namesAreHeadings: true });
  yamlProblems(raw.navigation, '', problems, names);
  yamlProblems(raw.company, '', problems, names);
  yamlProblems(raw.home, '', problems, names);
  yamlProblems(raw.blogCategories, '', problems, names, { namesAreHeadings: true });
  const documents = [raw.legal.privacy, raw.legal.terms, raw.legal.disclaimer, raw.about, ...raw.caseStudies, ...raw.blog, ...raw.whitepapers];
  for (const document of documents) markdownProblems(document, problems, names);
  return problems;
}
