/** Bad inputs in content: structured Markdown, headers, encodings, YAML files that do not parse. */
import path from 'node:path';
import type { ScratchSite } from '../../helpers/scratch-site.ts';
import { INDUSTRY, OTHER_INDUSTRY, OTHER_PAPER, OTHER_POST, PAPER, POST, STUDY, appended, editedBy, lineOf, source, yamlEdited, type BadInput } from './row.ts';
import { CONTENT_FILES, PAPER_FIRST_SECTION } from '../../helpers/content.ts';
import { editList, fieldLine, setField, valueAt } from '../../helpers/yaml-edits.ts';

/** The line just after a Markdown file's metadata header (its second "---" line). */
const firstBodyLine = (file: string) => source(file).split('\n').indexOf('---', 1) + 2;

/** Replaces `from` with raw bytes (not UTF-8 text) in a file of the copy. */
async function putBytes(site: ScratchSite, file: string, from: string, bytes: number[]): Promise<void> {
  const text = await site.read(file);
  const at = text.indexOf(from);
  if (at < 0) throw new Error(`putBytes: "${from}" is not in ${file}`);
  await site.write(file, Buffer.concat([Buffer.from(text.slice(0, at)), Buffer.from(bytes), Buffer.from(text.slice(at + from.length))]));
}

const titleOf = (file: string) => /^title: (.*)$/m.exec(source(file))![1];
const [EARLIER_POST, LATER_POST] = [POST, OTHER_POST].sort();
/** A copy of STUDY, under a name of its own. */
const COPIED_STUDY = STUDY.replace(/\.md$/, '-copy.md');
const { company: COMPANY, products: PRODUCTS, site: SITE } = CONTENT_FILES;
/** A YAML file with `text` put at the start of the line of `field` (before its indentation). */
const beforeField = (field: string, text: string) => (yaml: string) => {
  const lines = yaml.split('\n');
  const at = fieldLine(yaml, field) - 1;
  lines[at] = `${text}${lines[at]}`;
  return lines.join('\n');
};

/** The products' file with its first summary's line indented by a tab, which YAML does not allow. */
const BROKEN_PRODUCTS = beforeField('products[0].summary', '\t');
/** The brand's file with its tagline's value in a quote never closed. */
const BROKEN_BRAND = (text: string) => setField(text, 'tagline', 'TAGLINE').replace('TAGLINE', '"The command centre');

export const contentRows: BadInput[] = [
  {
    name: 'a blog post saved as .markdown, which would not be read',
    arrange: async (site) => site.write('content/blog/new-dealer-scheme.markdown', await site.read(POST)),
    says: ['content/blog/new-dealer-scheme.markdown: is not read: only .md files are; rename it to new-dealer-scheme.md'],
  },
  {
    name: 'blog posts in a subfolder of content/blog, which would not be read',
    arrange: async (site) => site.write('content/blog/2025/new-dealer-scheme.md', await site.read(POST)),
    says: ['content/blog/2025: is a folder: only the .md files directly in blog/ are read'],
  },
  {
    name: 'a Markdown header line that is not "name: value"',
    arrange: (site) => site.edit(POST, /^---\n/, '---\nthis is not a field\n'),
    says: [`${POST}:2`, 'header line is not "name: value"'],
  },
  {
    name: 'a paragraph between two case-study sections (after the Challenge list)',
    arrange: (site) => site.edit(STUDY, /\n## Solution/, '\nWe also audited the partner data.\n\n## Solution'),
    says: [`${STUDY}:${lineOf(STUDY, /^## Solution/m)}: "## Challenge" holds only a list`, 'would not be shown'],
  },
  {
    name: 'raw HTML in a case study list item',
    arrange: (site) => site.edit(STUDY, '## Challenge\n- ', '## Challenge\n- <strong>Urgent:</strong> '),
    says: [`${STUDY}:${lineOf(STUDY, /^## Challenge/m) + 1}: "## Challenge" contains raw HTML`, '<strong>'],
  },
  {
    name: 'raw HTML in a whitepaper Highlights item',
    arrange: (site) => site.edit(PAPER, '## Highlights\n- ', '## Highlights\n- <span class="new">New:</span> '),
    says: [`${PAPER}:${lineOf(PAPER, /^## Highlights/m) + 1}: "## Highlights" contains raw HTML`],
  },
  {
    name: 'an unknown "## Background" section in a case study',
    arrange: (site) => site.edit(STUDY, /^## Results/m, '## Background\nThe dealer network had doubled in two years.\n\n## Results'),
    says: [`${STUDY}:${lineOf(STUDY, /^## Results/m)}: "## Background" is not a known section`, 'Challenge, Solution and Results'],
  },
  {
    name: 'a case study with text before its first section',
    arrange: (site) => site.edit(STUDY, /^## Challenge/m, 'A hospital chain and its pharmacies.\n\n## Challenge'),
    says: [`${STUDY}:${lineOf(STUDY, /^## Challenge/m)}: has a paragraph before its first "## " section`],
  },
  {
    name: 'a second list in a case study\'s Results (another bullet marker)',
    arrange: (site) => site.edit(STUDY, /^## Key takeaway/m, '* Distributor claims settled in three days\n\n## Key takeaway'),
    says: [`${STUDY}:${lineOf(STUDY, /^## Key takeaway/m)}: "## Results" holds a second list`],
  },
  {
    name: 'a nested list under a case study item',
    arrange: (site) => site.edit(STUDY, /^## Solution\n(- .*\n)/m, '## Solution\n$1  - in three plants first\n'),
    says: [`${STUDY}:${lineOf(STUDY, /^## Solution/m) + 2}: "## Solution" has an item holding a list`],
  },
  {
    name: 'a Markdown link in a case study item (shown as plain text)',
    arrange: (site) => site.edit(STUDY, '## Results\n- ', '## Results\n- See [the dashboard](/solutions/pulsewatch): '),
    says: [`${STUDY}:${lineOf(STUDY, /^## Results/m) + 1}: "## Results" has a link`],
  },
  {
    name: 'stray text after the list in a whitepaper\'s Highlights',
    arrange: (site) => site.edit(PAPER, PAPER_FIRST_SECTION, 'Download the full paper below.\n\n## $1'),
    says: [`${PAPER}:${lineOf(PAPER, PAPER_FIRST_SECTION)}: "## Highlights" holds only a list`],
  },
  {
    name: 'a whitepaper whose Highlights do not come first',
    arrange: (site) => site.edit(PAPER, /^## Highlights/m, '## Introduction\nWhy this paper.\n\n## Highlights'),
    says: [`${PAPER}:${lineOf(PAPER, /^## Highlights/m) + 3}: "## Highlights" must be the first section`],
  },
  {
    name: 'a whitepaper without an author, and one with a publication date that is not YYYY-MM-DD',
    arrange: async (site) => {
      await site.edit(PAPER, /^author: .*\n/m, '');
      await site.edit(OTHER_PAPER, /^published: .*$/m, 'published: 4 August 2025');
    },
    says: [`${PAPER}: "author" is missing from the metadata header`, `${OTHER_PAPER}:${lineOf(OTHER_PAPER, /^published:/m)}: "published" must be a date written YYYY-MM-DD`],
  },
  {
    name: 'a whitepaper without sources, and a source that names no year',
    arrange: async (site) => {
      await site.edit(PAPER, /^## Sources\n[\s\S]*$/m, '');
      await site.edit(OTHER_PAPER, /^## Sources\n/m, '## Sources\n- Our own notes\n');
    },
    says: [`${PAPER}: "## Sources" section is missing`, `${OTHER_PAPER}:${lineOf(OTHER_PAPER, /^## Sources/m) + 1}: "## Sources" entry 1 ("Our own notes") does not name its year`],
  },
  {
    name: 'a whitepaper cut short, with no table left',
    arrange: (site) => site.edit(PAPER, new RegExp(`${PAPER_FIRST_SECTION.source}[\\s\\S]*?(?=^## Sources)`, 'm'), '## $1\nA summary of a paper not yet written.\n\n'),
    says: [`${PAPER}: "paper" has no table or figure`, new RegExp(`${PAPER}: "paper" has \\d+ words: a whitepaper needs at least 2,500`)],
  },
  {
    name: 'raw HTML in a section of the terms',
    arrange: (site) => site.edit('content/legal/terms.md', /^## 3\./m, '<p class="note">Fees are exclusive of GST.</p>\n\n## 3.'),
    says: [`content/legal/terms.md:${lineOf('content/legal/terms.md', /^## 3\./m)}: contains raw HTML`],
  },
  appended('raw HTML in the About page', 'content/pages/about.md', '<strong>Trust</strong> sits underneath everything we do.', ['contains raw HTML']),
  {
    name: 'raw HTML in a table cell of a blog post',
    arrange: (site) => site.edit(POST, /\n*$/, '\n\n| Plan | Price |\n| --- | --- |\n| Basic | <b>Rs 999</b> |\n'),
    says: [`${POST}:${source(POST).trimEnd().split('\n').length + 4}: contains raw HTML`],
  },
  {
    name: 'a misnumbered section in the privacy policy',
    arrange: (site) => site.edit('content/legal/privacy.md', /^## 3\. /m, '## 4. '),
    says: [`content/legal/privacy.md:${lineOf('content/legal/privacy.md', /^## 3\. /m)}: "section 3" heading "## 4.`, 'must be "## 3.'],
  },
  appended('a "## " section in the disclaimer, which has none', 'content/legal/disclaimer.md', '## Figures\nFigures quoted are examples.', ['"sections" must have no "## " sections']),
  {
    name: 'a terms document without its "effective" date',
    arrange: (site) => site.edit('content/legal/terms.md', /^effective: .*\n/m, ''),
    says: ['content/legal/terms.md: "effective" is missing from the metadata header'],
  },
  {
    name: 'bytes that are not UTF-8 in a blog post (saved as Windows-1252)',
    arrange: (site) => putBytes(site, POST, '\n---\n', [...Buffer.from('\n---\nOur caf'), 0xe9, ...Buffer.from(' survey of dealers.\n\n')]),
    says: [`${POST}:${firstBodyLine(POST)}: holds bytes on this line that are not UTF-8 text`],
  },
  {
    name: 'bytes that are not UTF-8 in a YAML file',
    arrange: (site) => putBytes(site, COMPANY, '\nfacts:', [...Buffer.from('\n# Caf'), 0xe9, ...Buffer.from(' hours\nfacts:')]),
    says: [`${COMPANY}:${fieldLine(source(COMPANY), 'facts')}: holds bytes on this line that are not UTF-8 text`],
  },
  {
    // Notepad's "Unicode": every Latin letter followed by a zero byte, and no byte order mark.
    name: 'a blog post saved as UTF-16 without a byte order mark',
    arrange: async (site) => site.write(POST, Buffer.from(await site.read(POST), 'utf16le')),
    says: [`${POST}:1: is saved as UTF-16: save it as UTF-8`],
  },
  {
    name: 'a YAML file saved as UTF-16 without a byte order mark',
    arrange: async (site) => site.write(COMPANY, Buffer.from(await site.read(COMPANY), 'utf16le')),
    says: [`${COMPANY}:1: is saved as UTF-16: save it as UTF-8`],
  },
  {
    name: 'a header key given twice',
    arrange: (site) => site.edit(POST, /^title: /m, 'title: Draft title\ntitle: '),
    says: [`${POST}:${lineOf(POST, /^title: /m) + 1}: "title" is given twice (first on line ${lineOf(POST, /^title: /m)})`],
  },
  {
    // The later file by name is the one named at fault.
    name: 'two blog posts with one title',
    arrange: (site) => site.edit(LATER_POST, /^title: .*$/m, `title: ${titleOf(EARLIER_POST)}`),
    says: [`${LATER_POST}:${lineOf(LATER_POST, /^title: /m)}: "title" is also the title of ${EARLIER_POST}`],
  },
  {
    name: 'an unknown header field in a blog post',
    arrange: (site) => site.edit(POST, /^title: /m, 'tags: dealers, payouts\ntitle: '),
    says: [`${POST}:${lineOf(POST, /^title: /m)}: "tags" is not a known field`],
  },
  {
    name: 'a misspelt header field in a blog post',
    arrange: (site) => site.edit(POST, /^excerpt: /m, 'exerpt: '),
    says: [`${POST}:${lineOf(POST, /^excerpt: /m)}: "exerpt" is not a known field (did you mean "excerpt"?)`],
  },
  {
    name: 'a post’s language written as a name, not a tag',
    arrange: (site) => site.edit(POST, /^title: /m, 'lang: Hindi\ntitle: '),
    says: [`${POST}:${lineOf(POST, /^title: /m)}: "lang" must be a language tag such as "hi" (Hindi)`],
  },
  {
    name: 'a typed reading time in a blog post, which is worked out from the words',
    arrange: (site) => site.edit(POST, /^title: /m, 'readTime: 6 min read\ntitle: '),
    says: [`${POST}:${lineOf(POST, /^title: /m)}: "readTime" is worked out from the post's words now`, 'delete this line'],
  },
  {
    name: 'US spellings in a blog post, against the house style (Indian English)',
    arrange: (site) => site.edit(POST, /\n---\n/, '\n---\nOur dealer program helps partners organize their claims.\n\n'),
    says: [
      `${POST}:${firstBodyLine(POST)}: "program" -> write "programme" (house style: Indian English`,
      `${POST}:${firstBodyLine(POST)}: "organize" -> write "organise"`,
    ],
  },
  {
    name: 'a typed page count in a whitepaper, which is not shown',
    arrange: (site) => site.edit(PAPER, /^title: /m, 'pages: 14\ntitle: '),
    says: [`${PAPER}:${lineOf(PAPER, /^title: /m)}: "pages"`],
  },
  {
    name: 'a case study without its client',
    arrange: (site) => site.edit(STUDY, /^client: .*\n/m, ''),
    says: [`${STUDY}: "client" is missing from the metadata header`],
  },
  {
    name: 'a case study without its Key takeaway section',
    arrange: (site) => site.edit(STUDY, /\n## Key takeaway[\s\S]*$/, '\n'),
    says: [`${STUDY}: "## Key takeaway" section is missing`],
  },
  {
    name: 'a case study section heading in the wrong case ("## Key Takeaway")',
    arrange: (site) => site.edit(STUDY, '## Key takeaway', '## Key Takeaway'),
    says: [`${STUDY}:${lineOf(STUDY, /^## Key takeaway/m)}: "## Key Takeaway" is not a known section`, 'did you mean "## Key takeaway"?'],
  },
  {
    name: 'a case study with its Results given twice',
    arrange: (site) => site.edit(STUDY, /^## Key takeaway/m, '## Results\n- Attrition fell in the first year\n\n## Key takeaway'),
    says: [`${STUDY}:${lineOf(STUDY, /^## Key takeaway/m)}: "## Results" is given twice (first on line ${lineOf(STUDY, /^## Results/m)})`],
  },
  {
    name: 'a YAML syntax error in the products\' file and a bad Markdown file, both reported in one run',
    arrange: async (site) => {
      await editedBy(PRODUCTS, BROKEN_PRODUCTS)(site);
      await site.edit(STUDY, /\n## Key takeaway[\s\S]*$/, '\n');
    },
    says: [
      `${PRODUCTS}:${fieldLine(source(PRODUCTS), 'products[0].summary')}: has a YAML syntax error`,
      `${STUDY}: "## Key takeaway" section is missing`,
    ],
  },
  {
    name: 'a YAML syntax error in the brand\'s file, whose names every text uses, and the Markdown still checked',
    arrange: async (site) => {
      await editedBy(SITE, BROKEN_BRAND)(site);
      await site.edit(PAPER, PAPER_FIRST_SECTION, 'Download the full paper below.\n\n## $1');
    },
    says: [`${SITE}:${fieldLine(source(SITE), 'tagline')}: has a YAML syntax error`, `${PAPER}:${lineOf(PAPER, PAPER_FIRST_SECTION)}: "## Highlights" holds only a list`],
  },
  {
    name: 'a copied case study whose description was left as it was',
    arrange: async (site) => {
      await site.write(COPIED_STUDY, (await site.read(STUDY)).replace(/^title: .*$/m, 'title: A copied client – sales up by 9%'));
      await editedBy(CONTENT_FILES.navigation, (text) => editList(text, 'caseStudies', { add: [path.basename(COPIED_STUDY, '.md')] }))(site);
    },
    says: [`${COPIED_STUDY}:${lineOf(STUDY, /^description: /m)}: "description" is the same as ${STUDY}'s "description": search results would show both pages alike`],
  },
  {
    name: 'a blog post given the title of a case study',
    arrange: (site) => site.edit(POST, /^title: .*$/m, `title: ${titleOf(STUDY)}`),
    says: [`${POST}:${lineOf(POST, /^title: /m)}: "title" is the same as ${STUDY}'s "title"`],
  },
  yamlEdited('an industry given the summary of another, as a copied file keeps it', OTHER_INDUSTRY, (text) => setField(text, 'summary', valueAt(source(INDUSTRY), 'summary')), 'summary',
    [`is the same as ${INDUSTRY}'s "summary"`]),
];
