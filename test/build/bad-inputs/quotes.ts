/** Bad inputs in the testimonials' pull-quote fields (`product`, `client`) of the home page's file (content/home.yml). */
import { CONTENT_FILES } from '../../helpers/content.ts';
import { setField } from '../../helpers/yaml-edits.ts';
import { yamlEdited, type BadInput } from './row.ts';

const HOME = CONTENT_FILES.home;
/** A row that gives the copy's first testimonial `field` (replacing any it has): "testimonials[0]" whatever today's list holds. */
const withField = (name: string, field: string, value: string, says: string[]) =>
  yamlEdited(name, HOME, (text) => setField(text, `testimonials[0].${field}`, value), `testimonials[0].${field}`, says);

export const quoteRows: BadInput[] = [
  withField('a testimonial naming a client that is not in the clients list', 'client', 'Snack maker somewhere',
    [`is "Snack maker somewhere", which is no client's "description" in ${CONTENT_FILES.company}`, 'copy a client\'s description exactly']),
  withField('a testimonial naming a product id that does not exist', 'product', 'loyalty', ['gratify']),
];
