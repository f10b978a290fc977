/**
 * Bad inputs against the case rule and the demo label (docs/content.md §16): a post's title and an
 * industry page's heading written in Title Case, and a variant of the demo action's label.
 */
import { setField } from '../../helpers/yaml-edits.ts';
import { INDUSTRY, POST, appended, lineOf, yamlEdited, type BadInput } from './row.ts';

const SENTENCE_CASE = 'is in sentence case, a capital only for its first word and for names';

export const typographyRows: BadInput[] = [
  {
    name: 'a blog post title in Title Case, against the sentence-case rule for headings',
    arrange: (site) => site.edit(POST, /^title: .*$/m, 'title: Ready to Transform Your Dealer Network'),
    says: [`${POST}:${lineOf(POST, /^title: /m)}: "Transform" -> write "transform": a heading ${SENTENCE_CASE}`, '"Dealer" -> write "dealer"', 'PROPER_NOUNS in site/model/heading-case.ts'],
  },
  yamlEdited('an industry page heading in Title Case, named by its field', INDUSTRY, (text) => setField(text, 'page.title', 'Loyalty That Works In India'), 'page.title',
    [`"That" -> write "that": a heading ${SENTENCE_CASE}`, '"Works" -> write "works"', '"In" -> write "in"']),
  appended('a variant of the demo label in a blog post ("Book a 30-minute demo")', POST, 'Book a 30-minute demo to see the scheme run on your own data.', ['"Book a 30-minute demo" -> write "Book a demo": the demo action has one label everywhere']),
];
