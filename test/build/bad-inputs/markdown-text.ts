/**
 * Bad inputs in the text of Markdown files that the build used to publish as they were: a link or
 * picture Markdown could not read (shown as text, brackets and all), an emoji, a "# " heading or a
 * skipped level; and what a folder of Markdown holds or a header names that is not Markdown's.
 */
import { PAPER, POST, STUDY, appended, lineOf, source, type BadInput } from './row.ts';

const ABOUT = 'content/pages/about.md';
/** The line just after a Markdown file's metadata header (its second "---" line). */
const firstBodyLine = (file: string) => source(file).split('\n').indexOf('---', 1) + 2;
/** The title in a file's header, as the page shows it (surrounding quotes dropped). */
const titleOf = (file: string) => /^title: (.*)$/m.exec(source(file))![1].trim().replace(/^(["'])(.*)\1$/, '$2');

export const markdownTextRows: BadInput[] = [
  appended('a picture named as WhatsApp names a photo, with spaces', POST, 'The meet, in one photo:\n\n![Dealers at the Pune meet](WhatsApp Image 2025-09-01 at 10.15.32.jpeg)', [
    'the picture ![Dealers at the Pune meet](WhatsApp Image 2025-09-01 at 10.15.32.jpeg) would show as text',
    "file names can't contain spaces: rename the file to whatsapp-image-2025-09-01-at-10-15-32.jpeg",
  ], 3),
  appended('a link whose address has spaces', POST, 'Start with [our payout guide](/blog/designing target based).', [
    "the link [our payout guide](/blog/designing target based) would show as text, brackets and all: an address can't contain spaces: write it without them, like [our payout guide](/blog/designing-target-based)",
  ]),
  appended('a space between a link\'s "]" and "(" on the About page', ABOUT, 'Questions? [contact us] (/contact), or read on [sic].', [
    'the link [contact us] (/contact) would show as text, brackets and all: write the "(" right after the "]", with no space: [contact us](/contact)',
  ]),
  appended('a link without its closing ")" in the terms', 'content/legal/terms.md', 'Write to [our grievance officer](mailto:{{email}} within 30 days.', [
    'has no closing ")" and would show as text, brackets and all: end the address with ")"',
  ]),
  appended('an emoji in a blog post\'s text', POST, 'Payouts on time, every time 🎉', [
    'contains an emoji ("🎉"): emoji draw as empty boxes where no colour font is installed',
  ]),
  {
    name: 'an emoji of a symbol and its selector (❤️) in a case study item',
    arrange: (site) => site.edit(STUDY, /^## Results\n- /m, '## Results\n- Dealers ❤️ the new scheme. '),
    says: [`${STUDY}:${lineOf(STUDY, /^## Results$/m) + 1}: contains an emoji ("❤️")`],
  },
  {
    name: 'a post whose text starts with its title as a "# " heading',
    arrange: (site) => site.edit(POST, /\n---\n/, `\n---\n# ${titleOf(POST)}\n\n`),
    says: [`${POST}:${firstBodyLine(POST)}: the heading "# `, 'repeats the title, which the page already shows above the text: delete this line'],
  },
  appended('a "# " heading in the About story', ABOUT, '# Our story\n\nIt began with one distributor.', [
    'the heading "# Our story" is a level-1 heading, but the title is the page\'s heading: start sections with ## ("## Our story")',
  ]),
  appended('a heading that skips a level ("####" under "##")', POST, '## Steps\n\nWhat to do first.\n\n#### Payout steps', [
    'the heading "#### Payout steps" skips a level (it comes right after "## Steps"), which breaks the page\'s outline: write it as "### Payout steps"',
  ], 5),
  {
    name: 'a post’s language written as a name (Tamil), with the tag it means',
    arrange: (site) => site.edit(POST, /^title: /m, 'lang: Tamil\ntitle: '),
    says: [`${POST}:${lineOf(POST, /^title: /m)}: "lang" must be a language tag such as "hi" (Hindi), "mr" (Marathi) or "ta" (Tamil), got "Tamil" (did you mean "ta"?)`],
  },
  {
    name: 'a Word document dropped into content/blog/',
    arrange: (site) => site.write('content/blog/Payout Guide.docx', Buffer.from('PK\u0003\u0004 word/document.xml')),
    says: ["content/blog/Payout Guide.docx: is a Word document, which can't be published as it is: copy its text into a new .md file, like content/blog/payout-guide.md, and move this file out of content/ (docs/content.md §7)"],
  },
  {
    name: 'a whitepaper saved as a PDF beside its Markdown',
    arrange: (site) => site.write(PAPER.replace(/\.md$/, '.pdf'), '%PDF-1.4'),
    says: [`${PAPER.replace(/\.md$/, '.pdf')}: is a PDF, which can't be published as it is`],
  },
];
