/**
 * Host configuration written beside the site: serve.json (npm start), _headers and _redirects
 * (Netlify, Cloudflare Pages), and an nginx snippet. All four carry the same redirects, caching
 * and security headers, derived here once.
 */
import type { Site } from '../model/content.ts';
import type { Redirect } from '../routes.tsx';
import { earlyScriptHash } from '../document/early-script.ts';
import { paths } from '../paths.ts';
import { headerValue, plainOrigin, redirectSource, redirectTarget } from './host-values.ts';
import { escapeRegExp } from '../lib/text.ts';
import { UNSERVED_FILES } from './unserved-files.ts';
import { EDITOR_DIR } from '../editor/editor-paths.ts';
import { editorSecurityPolicy } from '../editor/admin-page.ts';
import type { EditorSettings } from '../editor/editor-settings.ts';

export const ASSETS_DIR = 'assets';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

export function securityHeaders(site: Site): Record<string, string> {
  // Each origin is a source expression of the policy: a ";" or a space in it would add a directive.
  const endpoints = Object.values(site.forms).filter(Boolean).map((u) => plainOrigin(new URL(u!).origin, 'the Content-Security-Policy'));
  const csp = [
    "default-src 'self'",
    // WebAssembly for Pagefind, which the search dialog loads on any page (docs/decisions.md §21).
    `script-src 'self' ${earlyScriptHash} 'wasm-unsafe-eval'`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    ['connect-src', "'self'", ...endpoints].join(' '),
    ['form-action', "'self'", 'mailto:', ...endpoints].join(' '),
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
  const headers: Record<string, string> = {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  for (const value of Object.values(headers)) headerValue(value, 'the security headers');
  return headers;
}

/**
 * The editor's headers (admin/): the site's, with the editor's own policy in place of the site's
 * (site/editor/admin-page.ts), kept out of search engines, and a popup for the GitHub login that
 * may still answer the page that opened it. Each host file lists them after the site's, for
 * /admin/ and everything under it: serve, nginx and Netlify apply the later rule's value. The
 * policy allows GitHub only when `editor` names a repository.
 */
export function editorHeaders(site: Site, editor: EditorSettings): Record<string, string> {
  const headers = { ...securityHeaders(site), 'Content-Security-Policy': editorSecurityPolicy(editor), 'Cross-Origin-Opener-Policy': 'same-origin-allow-popups', 'X-Robots-Tag': 'noindex, nofollow' };
  for (const value of Object.values(headers)) headerValue(value, "the editor's headers");
  return headers;
}

/**
 * serve and Netlify match redirect sources without regard to case, so an alias that differs from
 * its target only in case would redirect the target to itself. Those aliases are answered by their
 * redirect pages there, and by real 301s in nginx, which matches exactly.
 */
const caseInsensitiveSafe = (r: Redirect) => r.from.toLowerCase() !== r.to.toLowerCase();

/** `redirects`, each path checked as a host file needs it (a plain path: no pattern, no space, no new line). */
const plainRedirects = (redirects: Redirect[], file: string): Redirect[] =>
  redirects.map((r) => ({ from: redirectSource(r.from, file), to: redirectTarget(r.to, file) }));

export function serveJson(site: Site, redirects: Redirect[], editor: EditorSettings): string {
  const headers = Object.entries(securityHeaders(site)).map(([key, value]) => ({ key, value }));
  return `${JSON.stringify(
    {
      cleanUrls: true,
      directoryListing: false,
      redirects: plainRedirects(redirects, 'serve.json').filter(caseInsensitiveSafe).map((r) => ({ source: r.from, destination: r.to, type: 301 })),
      headers: [
        { source: '**', headers: [...headers, { key: 'Cache-Control', value: REVALIDATE }] },
        { source: `${ASSETS_DIR}/**`, headers: [{ key: 'Cache-Control', value: IMMUTABLE }] },
        ...[EDITOR_DIR, `${EDITOR_DIR}/**`].map((source) => ({ source, headers: Object.entries(editorHeaders(site, editor)).map(([key, value]) => ({ key, value })) })),
      ],
    },
    null,
    2,
  )}\n`;
}

export function netlifyHeaders(site: Site, editor: EditorSettings): string {
  const lines = Object.entries(securityHeaders(site)).map(([k, v]) => `  ${k}: ${v}`);
  const editorLines = Object.entries(editorHeaders(site, editor)).map(([k, v]) => `  ${k}: ${v}`);
  return [`/*`, ...lines, `  Cache-Control: ${REVALIDATE}`, `/${ASSETS_DIR}/*`, `  Cache-Control: ${IMMUTABLE}`, `/${EDITOR_DIR}/*`, ...editorLines, ''].join('\n');
}

export function netlifyRedirects(redirects: Redirect[]): string {
  return plainRedirects(redirects, '_redirects').filter(caseInsensitiveSafe).map((r) => `${r.from} ${r.to} 301`).join('\n') + '\n';
}

/** A snippet for inside a `server { }` block whose `root` is the dist/ folder. */
export function nginxSnippet(site: Site, redirects: Redirect[], errorStatuses: readonly number[], editor: EditorSettings): string {
  const security = Object.entries(securityHeaders(site)).map(([k, v]) => `add_header ${k} "${v}" always;`);
  const block = (cache: string, extra: string[] = []) =>
    [...security, `add_header Cache-Control "${cache}" always;`, ...extra].map((l) => `    ${l}`).join('\n');
  return `# nginx: include this inside a server { } block whose root is the built dist/ folder.
# Generated by build.ts; do not edit by hand.
index index.html;
# Redirects name only the path, so they keep the scheme and host the visitor used (behind a TLS proxy too).
absolute_redirect off;
# Every answer carries the security headers, redirects included (HSTS above all). nginx does not
# merge add_header: a location that adds its own headers lists these again.
${security.join('\n')}
error_page 404 ${paths.notFound};
${errorStatuses.map((s) => `error_page ${s} ${paths.serverError(s)};`).join('\n')}

# Old addresses, answered with permanent redirects.
${plainRedirects(redirects, 'nginx.conf').map((r) => `location = ${r.from} { return 301 ${r.to}; }`).join('\n')}

# Host configuration for other servers, and the build's marker, are not part of the site.
location ~ ^/(${UNSERVED_FILES.map(escapeRegExp).join('|')})$ { return 404; }

# Content-hashed assets never change: cache them for a year.
location /${ASSETS_DIR}/ {
${block(IMMUTABLE)}
    try_files $uri =404;
}

# Pages: /about, /about/ and /about/index.html all answer; HTML is revalidated on every visit.
location / {
${block(REVALIDATE)}
    try_files $uri $uri/index.html $uri.html =404;
}

# The editor (site/editor/): its own security policy, kept out of search engines.
location = /${EDITOR_DIR} { return 301 /${EDITOR_DIR}/; }
location /${EDITOR_DIR}/ {
${Object.entries(editorHeaders(site, editor)).map(([k, v]) => `    add_header ${k} "${v}" always;`).join('\n')}
    add_header Cache-Control "${REVALIDATE}" always;
    try_files $uri $uri/index.html =404;
}

location = ${paths.notFound} {
${block(REVALIDATE)}
    internal;
}
`;
}
