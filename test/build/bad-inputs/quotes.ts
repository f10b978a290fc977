/** Bad inputs in the testimonials' pull-quote fields (`product`, `client`) of content/home.ts. */
import type { ScratchSite } from '../../helpers/scratch-site.ts';
import type { BadInput } from './row.ts';

const HOME = 'content/home.ts';
/** The copy's first testimonial given `fields`, written last so that they win over any it has: "testimonials[0]" whatever today's list holds. */
const withFields = (site: ScratchSite, fields: string) => site.edit(HOME, /^(  testimonials: \[\n    \{\n[\s\S]*?)(\n    \},)/m, `$1\n      ${fields}$2`);

export const quoteRows: BadInput[] = [
  {
    name: 'a testimonial naming a client that is not in the clients list',
    arrange: (site) => withFields(site, "client: 'Snack maker somewhere',"),
    says: [`${HOME}: "testimonials[0].client" is "Snack maker somewhere", which is no client's "description" in content/company.ts`, 'copy a client\'s description exactly'],
  },
  {
    name: 'a testimonial naming a product id that does not exist',
    arrange: (site) => withFields(site, "product: 'loyalty',"),
    says: [`${HOME}: "testimonials[0].product"`, 'gratify'],
  },
];
