/**
 * Files the build writes into the output that are for the host, not for visitors: its
 * configurations and the build's marker. Every server of the site answers them with its 404, as
 * if they were not there: `npm start` (serve.ts), the dev server, and nginx (nginx.conf). Netlify
 * and Cloudflare Pages read `_headers` and `_redirects` and never serve them.
 */
import { MARKER_FILE } from '../output-folder/marker.ts';

export const UNSERVED_FILES: readonly string[] = ['serve.json', '_headers', '_redirects', 'nginx.conf', MARKER_FILE];

/** Whether `file` (a path in the output, without a leading slash: `serve.json`) is one of them. */
export const isUnserved = (file: string) => UNSERVED_FILES.includes(file);
