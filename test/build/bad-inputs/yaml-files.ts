/**
 * Bad inputs in the YAML content files as a text editor leaves them: YAML that does not parse, a
 * field given twice, what YAML can do that the site does not read (aliases, and an alias bomb
 * built from them), a file whose top is not what the site reads, and code in content/, which is
 * refused by name and never run (it would end the build at once with exit code 0 if it ran).
 */
import { CONTENT_FILES } from '../../helpers/content.ts';
import { fieldLine } from '../../helpers/yaml-edits.ts';
import { INDUSTRY, editedBy, lastLine, source, type BadInput } from './row.ts';

const { site: SITE, home: HOME, products: PRODUCTS } = CONTENT_FILES;

/** A YAML file with the line of the top-level `field` written as `line` instead. */
const lineOfFieldAs = (field: string, line: string) => (yaml: string) => {
  const lines = yaml.split('\n');
  lines[fieldLine(yaml, field) - 1] = line;
  return lines.join('\n');
};

/** A row that writes the top-level `field` of `file` as `line`, which YAML cannot read, and expects the build to name the line and say `says`. */
const unreadable = (name: string, file: string, field: string, line: string, says: string): BadInput => ({
  name,
  arrange: editedBy(file, lineOfFieldAs(field, line)),
  says: [`${file}:${fieldLine(source(file), field)}: has a YAML syntax error at column ${says}`],
});

/** Ten levels of lists, each nine of the one before: expanded, a thousand million "lol"s. */
const ALIAS_BOMB = ['lol0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]', ...Array.from({ length: 9 }, (_, i) => `lol${i + 1}: &l${i + 1} [${Array(9).fill(`*l${i}`).join(', ')}]`)].join('\n');

/** Code that, run by the build, would end it at once and say it succeeded. */
const EXITS = 'process.exit(0);\nexport default {};\n';

export const yamlFileRows: BadInput[] = [
  unreadable('an industry summary holding ": " left out of quotes', INDUSTRY, 'summary', 'summary: Payouts: on time, every time', '10: a value that holds ": " must be in double quotes: write summary: "Payouts: on time, every time"'),
  unreadable('an industry summary starting with a brand token out of quotes', INDUSTRY, 'summary', 'summary: {{company}} for farmers', '11: a value that starts with a brand token ({{company}}) must be in double quotes'),
  unreadable('an industry summary opened with a quote and going on after it', INDUSTRY, 'summary', "summary: 'Farmers' own loyalty scheme", "20: a value starts with a quote but goes on after the quote that closes it: put the whole value in double quotes, and write ’ for an apostrophe"),
  {
    name: 'a line of an industry file indented with a tab',
    arrange: editedBy(INDUSTRY, (yaml) => yaml.replace(/^summary: /m, 'summary:\n\t')),
    says: [`${INDUSTRY}:${fieldLine(source(INDUSTRY), 'summary') + 1}: has a YAML syntax error at column 1: this line is indented with a tab, and YAML indents with spaces only: replace the tab with spaces (two for each level)`],
  },
  {
    name: 'a field of content/site.yml given twice',
    arrange: async (site) => site.write(SITE, `${(await site.read(SITE)).trimEnd()}\ntagline: Our second tagline\n`),
    says: [`${SITE}:${lastLine(SITE) + 1}: "tagline" is given twice (first on line ${fieldLine(source(SITE), 'tagline')}): keep one of them`],
  },
  {
    name: 'an alias bomb in content/home.yml, refused before it is expanded',
    arrange: async (site) => site.write(HOME, `${(await site.read(HOME)).trimEnd()}\n${ALIAS_BOMB}\n`),
    says: [`${HOME}:${lastLine(HOME) + 1}: "lol0" uses YAML's anchor &l0, which the site does not read: delete it, and write the value out in full where it is needed (a text that starts with "&" goes in quotes)`, `${HOME}:${lastLine(HOME) + 2}: "lol1[0]" uses YAML's alias *l0`],
  },
  {
    name: 'content/products.yml with its list not under "products:"',
    arrange: editedBy(PRODUCTS, (yaml) => yaml.replace(/^products:\n/m, '')),
    says: [`${PRODUCTS}:1: holds a list at its top, where the site reads "products:" and its list below it (docs/content.md §1)`],
  },
  {
    name: 'an industry saved as .yaml, which would not be read',
    arrange: async (site) => site.write(INDUSTRY.replace(/\.yml$/, '-copy.yaml'), await site.read(INDUSTRY)),
    says: [`${INDUSTRY.replace(/\.yml$/, '-copy.yaml')}: is not read: only .yml files are; rename it to ${INDUSTRY.replace(/.*\//, '').replace(/\.yml$/, '-copy.yml')}`],
  },
  {
    name: 'a TypeScript module left in content/, which is never run',
    arrange: async (site) => site.write('content/site.ts', EXITS),
    says: ['content/site.ts: is code (.ts), and nothing in content/ is run: content is YAML or Markdown. Write its values in content/site.yml (docs/content.md §1), then delete this file'],
  },
  {
    name: 'a JavaScript file in a content subfolder, which is never run',
    arrange: async (site) => site.write('content/images/setup.mjs', EXITS),
    says: ['content/images/setup.mjs: is code (.mjs), and nothing in content/ is run'],
  },
];
