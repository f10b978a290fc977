/**
 * The editor at /admin/ in Chromium, on npm run dev over a scratch copy of the project, through
 * the dev server's local backend: it lists the collections, opens a post's form and an industry's,
 * and shows each as the site's own page in its preview, as it does the other kinds. A value the
 * model refuses shows the model's message in the preview. Saves (an edited title and figure, a new
 * job, a new case study, a cover photo uploaded) reach the files and the rebuilt pages.
 * Screenshots of each are left in reports/editor/.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { z } from 'zod';
import { parse } from 'yaml';
import { launchBrowser, withPage } from '../helpers/browser.ts';
import { scratchSite, type ScratchSite } from '../helpers/scratch-site.ts';
import { projectRoot } from '../helpers/server.ts';
import type { DevServer } from '../../site/dev/dev-server.ts';
import { COLLECTIONS } from '../../site/editor/collections.ts';
import { industrySchema } from '../../site/model/content.ts';
import { blogHeader } from '../../site/model/resources.ts';
import { A_POST, ANOTHER_POST, CONTENT_FILES, INDUSTRY_FILES, anIndustry } from '../helpers/content.ts';
import { gradientPhoto } from '../helpers/gradient-photo.ts';
import { paths } from '../../site/paths.ts';
import { COVER_MIN_SIZE, IMAGES_FOLDER } from '../../site/model/cover-images.ts';
import type { JsonSchema } from '../../site/editor/decap-fields.ts';
import { deadline } from '../helpers/waits.ts';
import { parseFrontMatter } from '../../site/content-loader/front-matter.ts';

const SHOTS = path.join(projectRoot, 'reports', 'editor');
const browser = await launchBrowser();
const test = suite('the editor at /admin/');
let site: ScratchSite;
let server: DevServer;
let tsconfigBefore: string | undefined;

/**
 * The model's JSON Schemas as `npm run schemas` writes them into schemas/; until the project has
 * them, those of a post's header and an industry, made from the model here the same way.
 */
async function withSchemas(copy: ScratchSite): Promise<void> {
  const own = path.join(projectRoot, 'schemas');
  if (existsSync(path.join(own, 'industry.schema.json'))) return void (await cp(own, path.join(copy.root, 'schemas'), { recursive: true }));
  await copy.write('schemas/industry.schema.json', JSON.stringify(z.toJSONSchema(industrySchema, { unrepresentable: 'any' })));
  await copy.write('schemas/blog-post.schema.json', JSON.stringify(z.toJSONSchema(blogHeader, { unrepresentable: 'any' })));
}

/** Polls `check` until it holds, a guard failing it with `what` after a minute (a rebuild takes seconds). */
async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  const guard = deadline(60_000, () => `${what}: not seen within a minute`);
  let waiting = true;
  const poll = async () => {
    while (waiting && !(await check())) await new Promise((resolve) => setTimeout(resolve, 200));
  };
  try {
    await Promise.race([poll(), guard.expired]);
  } finally {
    waiting = false;
    guard.stop();
  }
}

const label = (name: string) => COLLECTIONS.find((c) => c.name === name)!.label;
const singular = (name: string) => (COLLECTIONS.find((c) => c.name === name) as { singular: string }).singular;

/**
 * Opens an entry's form in a fresh load of the editor (signed in already): Decap keeps the entry
 * it has open when only the #route changes, so each entry gets a page load of its own.
 */
async function openEntry(page: Page, collection: string, slug: string): Promise<void> {
  await page.goto(`${server.origin}/admin/?open=${collection}.${slug}#/collections/${collection}/entries/${slug}`);
}

async function openEditor(page: Page): Promise<void> {
  await page.goto(`${server.origin}/admin/`);
  // With the local backend there is no account: the login button signs in to the working copy.
  await page.getByRole('button', { name: /login/i }).click();
  await page.getByRole('link', { name: label('posts') }).first().waitFor();
}

if (browser) {
  test.before(async () => {
    site = await scratchSite();
    await withSchemas(site);
    // As test/dev/dev-events.ts does: the copy's own dev server, its workers told where its tsconfig is.
    tsconfigBefore = process.env.TSX_TSCONFIG_PATH;
    process.env.TSX_TSCONFIG_PATH = path.join(site.root, 'tsconfig.json');
    const { startDevServer } = (await import(pathToFileURL(path.join(site.root, 'site/dev/dev-server.ts')).href)) as typeof import('../../site/dev/dev-server.ts');
    server = await startDevServer({ root: site.root, contentDir: path.join(site.root, 'content'), port: 0, log: () => {} });
    await mkdir(SHOTS, { recursive: true });
  });

  test('lists the collections, opens a post, and previews it with the site\'s page', () =>
    withPage(browser, server.origin, async (page) => {
      await openEditor(page);
      for (const name of ['posts', 'industries']) assert.ok(await page.getByRole('link', { name: label(name) }).first().isVisible(), name);
      await page.screenshot({ path: path.join(SHOTS, 'post-list.png') });
      await page.goto(`${server.origin}/admin/#/collections/posts/entries/${A_POST.slug}`);
      const title = page.locator('[id^="title-field"]').first();
      await title.waitFor();
      const post = await site.read(A_POST.source);
      assert.ok(post.includes(await title.inputValue()), 'the form shows the post\'s title');
      // Its category offers the names blog-categories.yml lists (a relation to that entry), as the list is now.
      const categories = (parse(await site.read(CONTENT_FILES.blogCategories)) as { categories: { name: string }[] }).categories.map((c) => c.name);
      await page.locator('[id^="category-field"]').first().click();
      await page.getByRole('option').first().waitFor();
      assert.equal(await page.getByRole('option').allInnerTexts(), categories);
      await page.keyboard.press('Escape');
      await page.screenshot({ path: path.join(SHOTS, 'post-form.png') });
      const preview = page.frameLocator('#preview-pane');
      await preview.locator('h1').first().waitFor();
      assert.is(await preview.locator('h1').first().innerText(), await title.inputValue(), 'the preview is the post\'s page');
      await page.screenshot({ path: path.join(SHOTS, 'post-preview.png') });
    }));

  test('an industry: its form, its page in the preview, and the model\'s message for a value it refuses', () =>
    withPage(browser, server.origin, async (page) => {
      const industry = anIndustry();
      const record = parse(await site.read(industry.source)) as { name: string };
      await openEditor(page);
      await page.getByRole('link', { name: label('industries') }).first().click();
      await page.screenshot({ path: path.join(SHOTS, 'industry-list.png') });
      await page.goto(`${server.origin}/admin/#/collections/industries/entries/${industry.slug}`);
      const name = page.locator('[id^="name-field"]').first();
      await name.waitFor();
      assert.is(await name.inputValue(), record.name);
      await page.screenshot({ path: path.join(SHOTS, 'industry-form.png') });
      const preview = page.frameLocator('#preview-pane');
      await preview.getByText(record.name).first().waitFor();
      await page.screenshot({ path: path.join(SHOTS, 'industry-preview.png') });
      // A slug the model refuses (its pattern): the preview shows the model's own message.
      const slug = page.locator('[id^="slug-field"]').first();
      await slug.fill('Not A Slug');
      await preview.getByText('cannot be published yet').waitFor();
      assert.match(await preview.locator('li').first().innerText(), /slug/);
      await page.screenshot({ path: path.join(SHOTS, 'industry-refused.png') });
    }));

  test("the other kinds preview as the site's pages: a case study's and a whitepaper's page, each product's page, the company's three pages, the legal texts' page", () =>
    withPage(browser, server.origin, async (page) => {
      await openEditor(page);
      const preview = page.frameLocator('#preview-pane');
      const firstEntry = async (collection: string) => {
        await page.goto(`${server.origin}/admin/#/collections/${collection}`);
        const href = (await page.locator(`a[href*="/collections/${collection}/entries/"]`).first().getAttribute('href'))!;
        return href.split('/').pop()!;
      };
      // A case study and a whitepaper: their page, its heading the title in the form.
      for (const collection of ['case-studies', 'whitepapers']) {
        await openEntry(page, collection, await firstEntry(collection));
        const title = page.locator('[id^="title-field"]').first();
        await title.waitFor();
        await preview.locator('h1').first().waitFor();
        assert.is(await preview.locator('h1').first().innerText(), await title.inputValue(), collection);
        await page.screenshot({ path: path.join(SHOTS, `${collection}-preview.png`) });
      }
      // The products: each product's page, one heading each.
      const products = (parse(await site.read(CONTENT_FILES.products)) as { products: { hero: { title: string } }[] }).products;
      await openEntry(page, 'pages', 'products');
      await preview.locator('h1').first().waitFor();
      assert.equal(await preview.locator('h1').allInnerTexts(), products.map((p) => p.hero.title));
      await page.screenshot({ path: path.join(SHOTS, 'products-preview.png') });
      // The company: About, Careers and Partners, one after another.
      await openEntry(page, 'pages', 'company');
      await preview.locator('[data-preview-page]').first().waitFor();
      assert.equal(await preview.locator('[data-preview-page]').evaluateAll((pages) => pages.map((p) => p.getAttribute('data-preview-page'))), [paths.about, paths.careers, paths.partners]);
      await page.screenshot({ path: path.join(SHOTS, 'company-preview.png') });
      // A legal text, on the page that holds all three.
      await openEntry(page, 'texts', 'privacy');
      await preview.locator('h1').first().waitFor();
      const heading = /^## (.*)$/m.exec(await site.read('content/legal/privacy.md'))![1];
      await preview.getByRole('heading', { name: heading }).first().waitFor();
      await page.screenshot({ path: path.join(SHOTS, 'legal-preview.png') });
    }));

  test("saves go through the local backend: a post's title and an industry's home impact reach the files and the rebuilt pages; a refused save shows the build's message", () =>
    withPage(browser, server.origin, async (page) => {
      await openEditor(page);
      const publish = async () => {
        await page.getByRole('button', { name: 'Publish', exact: true }).click();
        await page.getByText('Publish now').click();
      };
      // A post's title.
      await openEntry(page, 'posts', A_POST.slug);
      const title = page.locator('[id^="title-field"]').first();
      await title.waitFor();
      await title.fill('Saved from the editor in the browser');
      await publish();
      await until(async () => (await site.read(A_POST.source)).includes('Saved from the editor in the browser'), 'the post file holds the new title');
      await until(async () => (await (await fetch(`${server.origin}${A_POST.page}`)).text()).includes('Saved from the editor in the browser'), "the post's rebuilt page shows it");

      // An industry's impact figure on the home page.
      const industry = INDUSTRY_FILES.find((i) => i.onHome)!;
      await openEntry(page, 'industries', industry.slug);
      const impact = page.locator('[id^="impact-field"]').first();
      await impact.waitFor();
      await impact.fill('Up to 31% more repeat buyers');
      await publish();
      await until(async () => (await site.read(industry.source)).includes('Up to 31% more repeat buyers'), 'the industry file holds the new impact');
      await until(async () => (await (await fetch(`${server.origin}/`)).text()).includes('Up to 31% more repeat buyers'), 'the rebuilt home page shows it');

      // A value only the build can judge (an emoji): the backend refuses the save with the build's message, and writes nothing.
      const before = await site.read(industry.source);
      await impact.fill('');
      await impact.fill('31% more buyers 🎉');
      await publish();
      const refusal = page.getByText(/emoji/).first();
      await refusal.waitFor().catch(async (error) => {
        await page.screenshot({ path: path.join(SHOTS, 'industry-save-refused-missing.png') });
        throw new Error(`${(error as Error).message}\nthe file ${(await site.read(industry.source)) === before ? 'is unchanged' : 'was written'}`);
      });
      assert.is(await site.read(industry.source), before, 'nothing written');
      await page.screenshot({ path: path.join(SHOTS, 'industry-save-refused.png') });

      // A value over a limit of the model: the form says so before saving, and the preview gives the model's message.
      const summary = page.locator('[id^="summary-field"]').first();
      const limit = (JSON.parse(await site.read('schemas/industry.schema.json')) as { properties: { summary: { maxLength: number } } }).properties.summary.maxLength;
      await summary.fill('x'.repeat(limit + 1));
      await page.getByText(`at most ${limit} characters`).first().waitFor();
      await page.frameLocator('#preview-pane').getByText(`over its limit of ${limit}`).waitFor();
    }, {
      // The refused save: the backend's 422, Decap's log of its message, and Decap's own unhandled rejection of it.
      expectedProblems: [/status of 422/, 'console: API_ERROR: Not saved:', 'page error: Object'],
    }));

  /** Publishes the open entry as a user does, and waits for what they see once it is saved (the header's "Changes saved"). */
  const publishNow = async (page: Page) => {
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Publish now').click();
    // A minute, as for a rebuild: a save with a new cover photo is tried with the photo encoded.
    await page.getByText('Changes saved').first().waitFor({ timeout: 60_000 }).catch(async (error) => {
      await page.screenshot({ path: path.join(SHOTS, 'not-published.png') });
      throw new Error(`${(error as Error).message}\nthe page says: ${(await page.locator('body').innerText()).match(/.*(not saved|oops|error|required).*/gi)?.join(' | ')}`);
    });
  };
  /** Picks `option` in the select (react-select) whose input is `input`. */
  const choose = async (page: Page, input: Locator, option: string) => {
    await input.click();
    await page.getByRole('option', { name: option, exact: true }).click();
  };
  const schemaOf = async (kind: string) => JSON.parse(await site.read(`schemas/${kind}.schema.json`)) as JsonSchema;
  const pageText = async (address: string) => (await fetch(`${server.origin}${address}`)).text();
  /** Text as React writes it into a page (&, <, > and quotes escaped). */
  const htmlText = (words: string) => words.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
  /** The case studies a listing shows, in order, over its pages (following each page's Next link, as a visitor without JavaScript does). */
  const listingOrder = async (first: string): Promise<string[]> => {
    const ids: string[] = [];
    for (let at: string | undefined = first; at; ) {
      const html = await pageText(at);
      const start = html.indexOf('data-listing-part="list"');
      const list = html.slice(start, html.indexOf('</ul>', start));
      for (const [, id] of list.matchAll(/<a [^>]*href="\/case-studies\/([a-z0-9-]+)"/g)) if (id !== 'industry' && id !== 'page' && !ids.includes(id)) ids.push(id);
      at = /<a class="listing__step" href="([^"]+)"[^>]*>Next/.exec(html)?.[1];
    }
    return ids;
  };

  test('a job added to the careers openings in the company entry reaches content/company.yml and /careers', () =>
    withPage(browser, server.origin, async (page) => {
      const opening = (await schemaOf('company')).properties!.careers.properties!.openings.items!;
      // The model's choices for the job, its first of each; the texts are the test's own.
      const job = { title: 'Content designer added in the editor', type: String(opening.properties!.type.enum![0]), location: String(opening.properties!.location.enum![0]), summary: 'Write the words of our product screens with the engineers who build them.' };
      await openEditor(page);
      await openEntry(page, 'pages', 'company');
      const openings = page.locator('[id^="openings-field"]').first();
      await openings.waitFor();
      await openings.getByRole('button', { name: /^Add / }).first().click();
      await openings.locator('[id^="title-field"]').last().fill(job.title);
      await choose(page, openings.locator('[id^="type-field"]').last(), job.type);
      await choose(page, openings.locator('[id^="location-field"]').last(), job.location);
      await openings.locator('[id^="summary-field"]').last().fill(job.summary);
      await page.screenshot({ path: path.join(SHOTS, 'company-new-opening.png') });
      await publishNow(page);
      const saved = parse(await site.read(CONTENT_FILES.company)) as { careers: { openings: Record<string, string>[] } };
      assert.equal(saved.careers.openings.at(-1), job, 'the job is the last opening in the file');
      await until(async () => (await pageText(paths.careers)).includes(job.title), 'the rebuilt /careers lists the job');
    }));

  test('a case study added with the collection\'s New button reaches content/case-studies/ and its page, and /case-studies shows it after the listed ones', () =>
    withPage(browser, server.origin, async (page) => {
      const header = (await schemaOf('case-study')).properties!;
      // The model's first choice of each; the words are the test's own, the title in the form the model's pattern asks.
      const study = {
        title: 'Editor test client – Orders placed online up by 17%',
        client: 'A maker of test fixtures, added in the editor',
        industry: String(header.industry.enum![0]),
        color: String(header.color.enum![0]),
        description: 'A case study written in the browser editor by its test, to show that a new study is published.',
      };
      const sections = { Challenge: ['Orders came by phone and e-mail.', 'Nobody saw them in one place.'], Solution: ['One order form for every dealer.', 'A daily summary for the sales team.'], Results: ['Orders placed online rose by 17%.', 'Order errors fell by half.'] };
      const takeaway = 'One place for orders made them visible to everyone.';
      const body = [...Object.entries(sections).flatMap(([title, items]) => [`## ${title}`, ...items.map((item) => `- ${item}`), '']), '## Key takeaway', takeaway].join('\n');
      const folder = path.join(site.root, 'content', 'case-studies');
      const before = new Set(await readdir(folder));

      await openEditor(page);
      await page.getByRole('link', { name: label('case-studies') }).first().click();
      // Decap's New button, "＋ Case study": its label ends with the collection's singular.
      await page.getByRole('link', { name: new RegExp(`${singular('case-studies')}$`) }).click();
      const title = page.locator('[id^="title-field"]').first();
      await title.waitFor();
      await title.fill(study.title);
      await page.locator('[id^="client-field"]').first().fill(study.client);
      await choose(page, page.locator('[id^="industry-field"]').first(), study.industry);
      await choose(page, page.locator('[id^="color-field"]').first(), study.color);
      await page.locator('[id^="description-field"]').first().fill(study.description);
      // The text, typed as Markdown: the widget's switch from Rich Text to Markdown (in rich text,
      // a typed "## " is kept as text and saved escaped), then line by line, Enter between.
      await page.getByRole('switch').first().click();
      await page.locator('[data-slate-editor]').first().click();
      for (const [i, line] of body.split('\n').entries()) {
        if (i) await page.keyboard.press('Enter');
        await page.keyboard.insertText(line);
      }
      await page.screenshot({ path: path.join(SHOTS, 'case-study-new.png') });
      await publishNow(page);

      const added = (await readdir(folder)).filter((file) => !before.has(file));
      assert.is(added.length, 1, `one new file in content/case-studies (${added.join(', ')})`);
      const id = added[0].replace(/\.md$/, '');
      const saved = parseFrontMatter(await site.read(`content/case-studies/${added[0]}`), []);
      assert.equal(saved.data, study, 'the header holds what was typed');
      for (const [name, items] of Object.entries(sections)) assert.match(saved.body, [`## ${name}`, ...items.map((item) => `- ${item}`)].join('\n'));
      await until(async () => (await fetch(`${server.origin}${paths.caseStudy(id)}`)).ok, 'the new study\'s page is built');
      const studyPage = await pageText(paths.caseStudy(id));
      for (const words of [study.client, takeaway, ...sections.Results]) assert.ok(studyPage.includes(htmlText(words)), `its page says "${words}"`);
      // Not in navigation.yml's caseStudies: after every listed study, the unlisted in file-name order (docs/content.md §9).
      const listed = (parse(await site.read(CONTENT_FILES.navigation)) as { caseStudies: string[] }).caseStudies;
      const files = (await readdir(folder)).filter((file) => file.endsWith('.md')).map((file) => file.replace(/\.md$/, '')).sort();
      assert.ok(!listed.includes(id));
      assert.equal(await listingOrder(paths.caseStudies), [...listed, ...files.filter((file) => !listed.includes(file))]);
    }));

  // Decap reads the picture from its blob: address to send it with the entry: the editor's policy
  // must allow blob: in connect-src, or the save never ends (site/editor/admin-page.ts).
  test("a cover photo uploaded into a post's image field reaches content/images/ and the rebuilt post page shows it", () =>
    withPage(browser, server.origin, async (page) => {
      const photo = await gradientPhoto(COVER_MIN_SIZE.width, COVER_MIN_SIZE.height);
      const file = 'cover-from-the-editor.jpg';
      const alt = 'A gradient standing in for a photo, uploaded in the editor';
      await openEditor(page);
      await openEntry(page, 'posts', ANOTHER_POST.slug);
      await page.locator('[id^="title-field"]').first().waitFor();
      await page.getByRole('button', { name: 'Choose an image' }).click();
      await page.locator('input[type="file"]').setInputFiles({ name: file, mimeType: 'image/jpeg', buffer: photo });
      // Decap selects the picture it has just uploaded.
      await page.getByText(file).first().waitFor();
      await page.screenshot({ path: path.join(SHOTS, 'post-cover-uploaded.png') });
      await page.getByRole('button', { name: /choose selected/i }).click();
      await page.locator('[id^="imageAlt-field"]').first().fill(alt);
      await page.screenshot({ path: path.join(SHOTS, 'post-cover-chosen.png') });
      await publishNow(page);
      assert.ok((await readFile(path.join(site.root, 'content', IMAGES_FOLDER, file))).equals(photo), 'the picture saved as uploaded');
      assert.match(await site.read(ANOTHER_POST.source), new RegExp(`^image: ${file.replace('.', '\\.')}$`, 'm'));
      await until(async () => (await pageText(ANOTHER_POST.page)).includes(alt), 'the rebuilt post page has the photo');
      await page.goto(`${server.origin}${ANOTHER_POST.page}`);
      const cover = page.locator(`img[alt="${alt}"]`).first();
      await cover.waitFor();
      await cover.scrollIntoViewIfNeeded();
      await until(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), 'the photo is loaded on the page');
      await page.screenshot({ path: path.join(SHOTS, 'post-with-cover.png') });
    }));

  test.after(async () => {
    await browser.close();
    await server?.close();
    if (tsconfigBefore === undefined) delete process.env.TSX_TSCONFIG_PATH;
    else process.env.TSX_TSCONFIG_PATH = tsconfigBefore;
    await site?.cleanup();
  });
}

test.run();
