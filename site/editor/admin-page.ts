/**
 * The editor's page (admin/index.html) and its security policy. The page holds no inline script
 * or style: our preview script first (it asks Decap to wait, then registers the previews and
 * starts it), then Decap. It is kept out of search engines (`noindex` here and in the headers),
 * the sitemap and every site check: it is not a page of the site.
 */
import { xmlEscape as escapeHtml } from '../lib/xml.ts';

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
 * emotion at run time; api.github.com for the GitHub backend, GitHub's avatars for the signed-in
 * user's picture; blob: and data: for the pictures it previews before they are saved.
 */
export function editorSecurityPolicy(): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self'",
    "connect-src 'self' https://api.github.com",
    "frame-src 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
