/** Bad inputs in the output folder and the command line: --out, dist/ states, the lock, static/ over pages. */
import type { BadInput } from './row.ts';

export const outputRows: BadInput[] = [];
