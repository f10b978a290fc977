/** Bad inputs in links and images: schemes, origins, Markdown forms and content fields. */
import type { BadInput } from './row.ts';

export const linkRows: BadInput[] = [];
