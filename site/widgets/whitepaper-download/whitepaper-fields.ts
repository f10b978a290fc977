/** The 'Download Whitepaper' form's fields and what it remembers (docs/site.md §16). */
import type { FieldRule } from '../../lib/form-validation.ts';

export const WHITEPAPER_PREFIX = 'whitepaper';

export const whitepaperFields = [
  { name: 'name', label: 'Name', required: true },
  { name: 'email', label: 'Email address', required: true, type: 'email' },
  { name: 'company', label: 'Company', required: true, missing: 'Enter your company name' },
  { name: 'location', label: 'Location', required: true, missing: 'Enter your city or location' },
] as const satisfies readonly FieldRule[];

/** The one thing the site stores: these values, to fill the form in next time. */
export const PREFILL_KEY = 'whitepaper-download';
