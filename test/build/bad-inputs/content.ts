/** Bad inputs in content: structured Markdown, headers, encodings, modules that do not load. */
import type { BadInput } from './row.ts';

export const contentRows: BadInput[] = [
  {
    name: 'a Markdown header line that is not "name: value"',
    arrange: (site) => site.edit('content/blog/why-dealer-payouts-run-late.md', /^---\n/, '---\nthis is not a field\n'),
    says: ['content/blog/why-dealer-payouts-run-late.md:2', 'header line is not "name: value"'],
  },
];
