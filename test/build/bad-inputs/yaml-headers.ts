/**
 * Bad inputs in a Markdown file's header, read as YAML (site/content-loader/yaml-header.ts): a
 * syntax error, a tab, a quote left open, a value YAML would misread, a list where one text is
 * needed; and values YAML reads in its own ways (a folded block, a bare number) checked as the
 * text they become.
 */
import { POST, STUDY, lineOf, type BadInput } from './row.ts';

const TITLE = /^title: .*$/m;
const AUTHOR = /^author: .*$/m;

export const yamlHeaderRows: BadInput[] = [
  {
    name: 'a YAML header whose folded block has a line indented less than the others',
    arrange: (site) => site.edit(POST, TITLE, 'title: >-\n  Dealer payouts\n that run late'),
    says: [`${POST}:${lineOf(POST, /^title: /m) + 2}: cannot be read as YAML (`, 'compare the line with the one above it'],
  },
  {
    name: 'a YAML header line indented with a tab',
    arrange: (site) => site.edit(POST, /^author: /m, '\tauthor: '),
    says: [`${POST}:${lineOf(POST, /^author: /m)}: "author" is indented with a tab: YAML indents with spaces only; delete the tab`],
  },
  {
    name: 'a YAML header field given twice, the first time as a folded block',
    arrange: (site) => site.edit(POST, /^title: /m, 'title: >-\n  A first title\ntitle: '),
    says: [`${POST}:${lineOf(POST, /^title: /m) + 2}: "title" is given twice (first on line ${lineOf(POST, /^title: /m)}): keep one of them`],
  },
  {
    name: 'a YAML header value in double quotes that are never closed',
    arrange: (site) => site.edit(POST, TITLE, 'title: "Dealer payouts that run late'),
    says: [`${POST}:${lineOf(POST, /^title: /m)}: "title" opens a quote (") it does not close: end the value with "`],
  },
  {
    name: 'a YAML header author written as a list, where one text is needed',
    arrange: (site) => site.edit(POST, AUTHOR, 'author:\n  - Priya Malhotra\n  - Arjun Kapoor'),
    says: [`${POST}:${lineOf(POST, /^author: /m)}: "author" is a list, where the site reads one text: write the text after "author: " on its line`],
  },
  {
    name: 'a YAML header title holding ": " without quotes',
    arrange: (site) => site.edit(POST, TITLE, 'title: Late payouts: where the days go'),
    says: [`${POST}:${lineOf(POST, /^title: /m)}: "title" holds ": ", which YAML reads as the start of another field: put the whole value in quotes: title: "Late payouts: where the days go"`],
  },
  {
    name: 'a YAML header title starting with a brand token, without quotes',
    arrange: (site) => site.edit(POST, TITLE, 'title: {{company}} at a glance'),
    says: [`${POST}:${lineOf(POST, /^title: /m)}: "title" starts with a brand token, which YAML reads as the start of a set of fields: put the whole value in quotes: title: "{{company}} at a glance"`],
  },
  {
    name: 'a YAML header title folded over two lines (>-), read as one and held to sentence case',
    arrange: (site) => site.edit(POST, TITLE, 'title: >-\n  Ready to Transform\n  Your Dealer Network'),
    says: [`${POST}:${lineOf(POST, /^title: /m)}: "Transform" -> write "transform"`, '"Dealer" -> write "dealer"'],
  },
  {
    name: 'a case study title written as a bare number in its YAML header, read as that text',
    arrange: (site) => site.edit(STUDY, TITLE, 'title: 2026'),
    says: [`${STUDY}:${lineOf(STUDY, /^title: /m)}: "title" must be like "Name – outcome by N%"`, 'got "2026"'],
  },
];
