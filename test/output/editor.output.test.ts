/**
 * The editor in the built site: its page is kept out of search engines and the sitemap, no page of
 * the site links to it or loads anything of it, and every host file gives it its own security
 * policy after the site's (served here as npm start serves it), while the site's pages keep theirs.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { distDir, loadPage } from '../helpers/built-pages.ts';
import { serveDist } from '../helpers/server.ts';
import { EDITOR_DIR } from '../../site/editor/editor-paths.ts';
import { editorSecurityPolicy } from '../../site/editor/admin-page.ts';
import { editorSettings } from '../../site/editor/editor-settings.ts';

const editorPath = `/${EDITOR_DIR}/`;
const served = await serveDist();

test("the editor's page says noindex, and the sitemap does not list it", async () => {
  const page = await loadPage(editorPath);
  assert.match(page.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '', 'noindex');
  assert.not.match(await readFile(path.join(distDir, 'sitemap.xml'), 'utf8'), `${editorPath}`);
});

test('no page of the site links to the editor or loads a file of it', async () => {
  const pages = (await readdir(distDir, { recursive: true })).filter((f) => f.endsWith('.html') && !f.startsWith(`${EDITOR_DIR}/`));
  assert.ok(pages.length > 0);
  const linking: string[] = [];
  for (const page of pages) if (/(href|src|content)="\/admin[/"]/.test(await readFile(path.join(distDir, page), 'utf8'))) linking.push(page);
  assert.equal(linking, []);
});

test("served, the editor's page has its own policy and noindex; a site page keeps the site's policy", async () => {
  const editor = await fetch(`${served.origin}${editorPath}`);
  assert.is(editor.status, 200);
  assert.is(editor.headers.get('content-security-policy'), editorSecurityPolicy(editorSettings(process.env)));
  assert.match(editor.headers.get('x-robots-tag') ?? '', 'noindex');
  const home = await fetch(`${served.origin}/`);
  const sitePolicy = home.headers.get('content-security-policy') ?? '';
  assert.match(sitePolicy, "default-src 'self'");
  assert.is.not(sitePolicy, editorSecurityPolicy(editorSettings(process.env)));
  // 'wasm-unsafe-eval' (Pagefind's WebAssembly, docs/decisions.md §21) runs no JavaScript from text; 'unsafe-eval' would.
  assert.not.match(sitePolicy, "'unsafe-eval'");
});

test("Netlify's and Cloudflare's _headers and nginx give the editor's folder its policy after the site's", async () => {
  const headers = await readFile(path.join(distDir, '_headers'), 'utf8');
  const site = headers.indexOf('/*\n');
  const editor = headers.indexOf(`/${EDITOR_DIR}/*\n`);
  assert.ok(site >= 0 && editor > site, 'the editor block comes after the site-wide one');
  assert.ok(headers.slice(editor).includes(`Content-Security-Policy: ${editorSecurityPolicy(editorSettings(process.env))}`));
  const nginx = await readFile(path.join(distDir, 'nginx.conf'), 'utf8');
  const location = nginx.slice(nginx.indexOf(`location /${EDITOR_DIR}/ {`));
  assert.ok(location.includes(`add_header Content-Security-Policy "${editorSecurityPolicy(editorSettings(process.env))}" always;`));
});

test.after(() => served.close());

test.run();
