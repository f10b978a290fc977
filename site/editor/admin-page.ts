/**
 * The editor's page (admin/index.html) and its security policy. The page holds no inline script
 * or style: our preview script first (it asks Decap to wait, then registers the previews and
 * starts it), then Decap. It is kept out of search engines (`noindex` here and in the headers),
 * the sitemap and every site check: it is not a page of the site.
 */
import { xmlEscape as escapeHtml } from '../lib/xml.ts';
import type { EditorSettings } from './editor-settings.ts';

export interface AdminPage {
  company: string;
  /** Script URLs, in the order they run. */
  scripts: string[];
  /** The published content the previews render around an entry. */
  previewData: string;
  /** The site's stylesheets, which the previews load. */
  stylesheets: string[];
}

export function adminPage({ company, scripts, previewData, stylesheets }: AdminPage): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(`Content editor · ${company}`)}</title>
${scripts.map((src, i) => `<script src="${escapeHtml(src)}"${i === 0 ? ` data-preview-data="${escapeHtml(previewData)}" data-preview-styles="${escapeHtml(stylesheets.join(' '))}"` : ''}></script>`).join('\n')}
</head>
<body></body>
</html>
`;
}

/**
 * What Decap needs, nothing more (docs/decisions.md, "The editor's security policy"):
 * 'unsafe-eval' as Decap checks its config with ajv, which compiles checks to functions;
 * 'wasm-unsafe-eval' for the WebAssembly it ships; inline styles, as its components are styled by
 * emotion at run time; blob: and data: for the pictures it previews before they are saved, and
 * blob: to read a picture chosen for upload (its AssetProxy fetches its blob: URL to send it).
 * GitHub's API and its avatars only when a repository is configured (EDITOR_REPO): without one
 * the editor works with the dev server's local backend alone, on the page's own origin.
 */
export function editorSecurityPolicy({ repository }: Pick<EditorSettings, 'repository'>): string {
  const github = (source: string) => (repository ? [source] : []);
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...github('https://avatars.githubusercontent.com')].join(' '),
    "font-src 'self'",
    ['connect-src', "'self'", 'blob:', ...github('https://api.github.com')].join(' '),
    "frame-src 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
