/**
 * npm run dev, over a scratch copy of the project: it serves what the build would write (plus the
 * reload script), an edit rebuilds what it needs and tells open tabs to reload, a bad edit keeps
 * the last good site and reports the file and field, and fixing it recovers without a restart.
 * The tests wait for the server's events, never for time.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../build.ts';
import { devEvents, devProject, type DevEvents, type DevProject } from './dev-events.ts';
import { A_POST, realContent } from '../helpers/content.ts';
import { socialImagePath, socialSections } from '../../site/document/social-card.ts';
import { APP_ICONS } from '../../site/document/app-icons.ts';
import { paths } from '../../site/paths.ts';

const POST = A_POST.page;
const POST_FILE = A_POST.file;
const POST_SOURCE = A_POST.source;
const RELOAD_TAG = /<script type="module" src="\/__dev\/reload\.js"[^>]*><\/script>/;

let dev: DevProject;
let tab: DevEvents;
const get = async (url: string) => {
  const response = await fetch(`${dev.server.origin}${url}`);
  return { status: response.status, headers: response.headers, text: await response.text() };
};

// Started by the suite, not on import: one dev server copy at a time (see devProject).
test.before(async () => {
  dev = await devProject();
  tab = await devEvents(dev.server.origin);
});

test.after(async () => {
  tab?.close();
  await dev?.cleanup();
});

test('serves each page as the build writes it, adding only the reload script, with the site\'s headers', async () => {
  assert.is((await tab.next('hello')).failure, null);
  const dist = path.join(dev.root, 'dist');
  await build({ root: dev.root, contentDir: path.join(dev.root, 'content'), outDir: dist, log: () => {} });
  for (const [url, file] of [['/', 'index.html'], [POST, POST_FILE], ['/about/', 'about/index.html'], ['/404.html', '404.html']]) {
    const page = await get(url);
    assert.is(page.status, 200, url);
    assert.match(page.text, RELOAD_TAG);
    assert.is(page.text.replace(RELOAD_TAG, ''), await readFile(path.join(dist, file), 'utf8'), `${url} differs from the build's ${file}`);
    assert.match(page.headers.get('content-security-policy') ?? '', "script-src 'self'");
  }
  // The images the build draws (Open Graph cards, PNG icons): the dev server draws the same.
  const { site } = await realContent();
  for (const url of [...socialSections(site).map((section) => socialImagePath(section.id)), ...APP_ICONS.map((icon) => icon.path)]) {
    const response = await fetch(`${dev.server.origin}${url}`);
    assert.is(response.headers.get('content-type'), 'image/png', url);
    assert.ok(Buffer.compare(Buffer.from(await response.arrayBuffer()), await readFile(path.join(dist, url))) === 0, `${url} differs from the build's`);
  }
  // The PDFs of case studies and whitepapers (site/pdf/): the dev server makes the same, served as PDFs.
  const content = await realContent();
  for (const url of [paths.caseStudyPdf(content.caseStudies[0].id), paths.whitepaperPdf(content.whitepapers[0].id)]) {
    const response = await fetch(`${dev.server.origin}${url}`);
    assert.is(response.headers.get('content-type'), 'application/pdf', url);
    assert.ok(Buffer.compare(Buffer.from(await response.arrayBuffer()), await readFile(path.join(dist, url))) === 0, `${url} differs from the build's`);
  }
  assert.not.match(await readFile(path.join(dist, 'index.html'), 'utf8'), '/__dev/', 'the production build never carries the reload script');
  const missing = await get('/no-such-page');
  assert.is(missing.status, 404);
  assert.match(missing.text, RELOAD_TAG);
  assert.match((await get('/__dev/reload.js')).text, 'EventSource');
});

test('a content edit re-renders the pages that read it, and open tabs are told to reload', async () => {
  await dev.edit(POST_SOURCE, /^title: .*$/m, 'title: Late payouts, edited live');
  const reload = await tab.next('reload', (e) => e.files.includes(POST_FILE));
  assert.ok(reload.files.includes('blog/index.html'), 'the listing shows the title too');
  assert.not.ok(reload.files.includes('about/index.html'), 'a page that does not show the post is left alone');
  assert.not.ok(reload.files.some((f) => f.startsWith('assets/')), 'a content edit does not re-bundle');
  assert.match((await get(POST)).text, 'Late payouts, edited live');
});

test('a new post is listed first on /blog, and the listing pages after it move on by one', async () => {
  const source = await readFile(path.join(dev.root, POST_SOURCE), 'utf8');
  // A_POST's month and a name that sorts first: the newest post.
  const slug = 'a-new-post-saved-live';
  const saved = path.join(dev.root, 'content/blog', `${slug}.md`);
  await writeFile(saved, source.replace(/^title: .*$/m, 'title: A new post, saved live').replace(/^excerpt: .*$/m, 'excerpt: A post saved while the dev server runs.'));
  const reload = await tab.next('reload', (e) => e.files.includes(`blog/${slug}/index.html`));
  assert.ok(reload.files.includes('blog/index.html') && reload.files.includes('blog/page/2/index.html'), reload.files.join(', '));
  const blog = (await get('/blog')).text;
  assert.ok(blog.indexOf(`href="/blog/${slug}"`) > 0 && blog.indexOf(`href="/blog/${slug}"`) < blog.indexOf(`href="${POST}"`), 'the new post comes before the one that was newest');
  await rm(saved);
  await tab.next('reload', (e) => e.files.includes('blog/index.html'));
  assert.not.match((await get('/blog')).text, `href="/blog/${slug}"`);
});

test('a bad edit keeps the last good site and reports file and field to tabs, new and open; fixing it recovers', async () => {
  const date = /^date: .*$/m.exec(await readFile(path.join(dev.root, POST_SOURCE), 'utf8'))![0];
  await dev.edit(POST_SOURCE, /^date: .*$/m, 'date: Smarch 2025');
  const failed = await tab.next('failed', (e) => e.problems.some((p) => p.field === 'date'));
  const problem = failed.problems.find((p) => p.field === 'date')!;
  assert.match(problem.file, `blog/${A_POST.slug}.md`);
  assert.match(problem.message, 'Smarch 2025');
  assert.match(failed.message, new RegExp(`${POST_SOURCE}:\\d+: "date"`), 'the message names file:line and field, as the build does');
  assert.match((await get(POST)).text, 'Late payouts, edited live', 'the last good page is still served');

  const opened = await devEvents(dev.server.origin);
  const hello = await opened.next('hello');
  opened.close();
  assert.ok(hello.failure?.problems.some((p) => p.field === 'date'), 'a tab opened now shows the overlay at once');

  await dev.edit(POST_SOURCE, /^date: .*$/m, date);
  const recovered = await tab.next('reload');
  assert.ok(recovered.build > hello.build);
  const after = await devEvents(dev.server.origin);
  assert.is((await after.next('hello')).failure, null);
  after.close();
});

test('an edit to content/site.yml is seen, in the other files\' {{company}} tokens too', async () => {
  // content/company.yml names the company by its token, which the build fills from content/site.yml.
  const { company } = (await realContent()).site;
  await dev.edit('content/site.yml', /^company: .*$/m, 'company: Zenith Deeptech');
  await tab.next('reload', (e) => e.files.includes('about/index.html'));
  const about = (await get('/about')).text;
  assert.match(about, 'About Zenith Deeptech');
  assert.not.match(about, `About ${company}`);
});

test('a post marked as a draft is shown and marked by the dev server; a build leaves it out and says so', async () => {
  await dev.edit(POST_SOURCE, /^---\n/, '---\ndraft: true\n');
  await tab.next('reload', (e) => e.files.includes(POST_FILE));
  assert.match((await get(POST)).text, /<p class="draft-note" role="note"><span class="draft-badge">Draft<\/span>/);
  assert.match((await get('/blog')).text, `href="${POST}"`);
  assert.match((await get('/blog')).text, 'class="draft-badge"');

  const dist = path.join(dev.root, 'dist');
  const log: string[] = [];
  await build({ root: dev.root, contentDir: path.join(dev.root, 'content'), outDir: dist, log: (line) => log.push(line) });
  assert.ok(log.some((line) => line.includes('note') && line.includes('left out a draft post') && line.includes(POST_SOURCE)), log.join('\n'));
  assert.not.ok(existsSync(path.join(dist, POST_FILE)), 'the draft has no page');
  for (const file of ['blog/index.html', 'blog/feed.xml', 'sitemap.xml']) assert.not.match(await readFile(path.join(dist, file), 'utf8'), POST, file);
  assert.not.match(await readFile(path.join(dist, 'blog/index.html'), 'utf8'), 'draft-badge');

  await dev.edit(POST_SOURCE, /^draft: true\n/m, '');
  await tab.next('reload', (e) => e.files.includes(POST_FILE));
  assert.not.match((await get(POST)).text, 'draft-note');
});

test('a stylesheet edit re-bundles, and the pages link the new file', async () => {
  const stylesheet = (html: string) => /<link rel="stylesheet" href="(\/assets\/main-[^"]+\.css)"/.exec(html)?.[1];
  const before = stylesheet((await get('/')).text);
  await dev.edit('site/styles/main.css', /$/, '\n.dev-test-marker { color: red; }\n');
  await tab.next('reload', (e) => e.files.includes('index.html'));
  const after = stylesheet((await get('/')).text);
  assert.ok(before && after && after !== before, `${before} → ${after}`);
  assert.match((await get(after!)).text, '.dev-test-marker');
});

test('a stylesheet edited while the content is broken ships once the content is fixed', async () => {
  const date = /^date: .*$/m.exec(await readFile(path.join(dev.root, POST_SOURCE), 'utf8'))![0];
  await dev.edit(POST_SOURCE, /^date: .*$/m, 'date: Smarch 2025');
  await tab.next('failed', (e) => e.problems.some((p) => p.field === 'date'));
  await dev.edit('site/styles/main.css', /$/, '\n.dev-test-while-broken { color: red; }\n');
  await tab.next('failed', (e) => e.problems.some((p) => p.field === 'date'));
  await dev.edit(POST_SOURCE, /^date: .*$/m, date);
  await tab.next('reload');
  const stylesheet = /<link rel="stylesheet" href="(\/assets\/main-[^"]+\.css)"/.exec((await get('/')).text)![1];
  assert.match((await get(stylesheet)).text, '.dev-test-while-broken');
});

test('a drawing added to content/images/ that a post names rebuilds the site', async () => {
  if (!existsSync(path.join(dev.root, 'content/images'))) {
    await mkdir(path.join(dev.root, 'content/images'));
    await tab.next('reload');
  }
  await dev.edit(POST_SOURCE, /\s*$/, '\n\n![Payouts by month](dev-test-payouts.svg)\n');
  await tab.next('failed', (e) => e.problems.some((p) => p.message.includes('dev-test-payouts.svg')));
  await writeFile(path.join(dev.root, 'content/images/dev-test-payouts.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20"/></svg>');
  await tab.next('reload', (e) => e.files.includes(POST_FILE));
  assert.match((await get(POST)).text, 'alt="Payouts by month"');
});

test.run();
