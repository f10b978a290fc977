/**
 * The whitepaper dialog on a site that sets `forms.whitepaper` (test/helpers/configured-site.ts): a
 * valid submit posts the four fields there and then gives the paper's PDF; a failed send says so in the
 * dialog, keeps what was typed and opens nothing; the dialog says where the details go; and the
 * security policy lets the page reach that origin.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { launchBrowser, withPage } from '../helpers/browser.ts';
import { ENDPOINTS, serveConfiguredSite } from '../helpers/configured-site.ts';
import { axeViolations } from '../helpers/axe.ts';
import { finishTransitions } from '../helpers/waits.ts';
import { paths } from '../../site/paths.ts';

const ENDPOINT = ENDPOINTS.whitepaper;
const browser = await launchBrowser();
const server = browser ? await serveConfiguredSite() : null;
const origin = server?.origin ?? '';

const dialog = 'dialog[data-island="whitepaper-download"]';
const firstLink = 'a[data-whitepaper-link]';
const status = '[data-whitepaper-status]';
const good = { name: 'Asha Verma', email: 'asha@example.in', company: 'Verma Retail', location: 'Jaipur' };

/** The post to the endpoint leaves the site on purpose; any other problem fails the test. */
const posting = { expectedProblems: [`third-party request: ${ENDPOINT}`] };
/** As `posting`, and the console line Chromium logs when the endpoint answers 500. */
const postingAndRefused = { expectedProblems: [...posting.expectedProblems, 'console: Failed to load resource: the server responded with a status of 500'] };

/** Answers posts to the endpoint with `statusCode`, recording each body. */
async function answerPosts(page: Page, statusCode: number): Promise<string[]> {
  const posts: string[] = [];
  await page.route(ENDPOINT, async (route) => {
    posts.push(route.request().postData() ?? '');
    await route.fulfill({ status: statusCode, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': origin }, body: '{}' });
  });
  return posts;
}

async function openAndFill(page: Page) {
  await page.goto(`${origin}${paths.whitepapers}`);
  await page.waitForSelector(`${dialog}[data-whitepaper-download-init]`, { state: 'attached' });
  await page.click(firstLink);
  await page.waitForSelector(`${dialog}[open]`);
  for (const [name, value] of Object.entries(good)) await page.fill(`#whitepaper-${name}`, value);
}

if (browser) {
  test('the dialog says the details are sent, and to which host', () =>
    withPage(browser, origin, async (page) => {
      await openAndFill(page);
      const intro = await page.locator(`${dialog} .form__intro`).innerText();
      assert.match(intro, 'crm.example.test');
      assert.not.match(intro, 'nothing is sent');
    }));

  test('a valid submit posts the four fields to the endpoint, then gives the paper\'s PDF', () =>
    withPage(browser, origin, async (page) => {
      const posts = await answerPosts(page, 200);
      await openAndFill(page);
      const pdf = await page.getAttribute(firstLink, 'data-whitepaper-pdf');
      const [download] = await Promise.all([page.waitForEvent('download'), page.click(`${dialog} button[type="submit"]`)]);
      assert.is(download.url(), `${origin}${pdf}`);
      assert.is(posts.length, 1);
      for (const [name, value] of Object.entries(good)) assert.ok(posts[0].includes(`name="${name}"\r\n\r\n${value}`), `${name} in ${posts[0]}`);
      assert.is((posts[0].match(/name="/g) ?? []).length, 4, 'exactly the four fields');
    }, posting));

  test('a failed send says so in the dialog, keeps what was typed and opens nothing', () =>
    withPage(browser, origin, async (page) => {
      const posts = await answerPosts(page, 500);
      await openAndFill(page);
      await page.click(`${dialog} button[type="submit"]`);
      await page.waitForSelector(`${status}[data-state="failed"]`);
      assert.is(posts.length, 1);
      assert.match(await page.locator(status).innerText(), /could not send/);
      assert.is(page.url(), `${origin}${paths.whitepapers}`, 'the page stayed');
      assert.ok(await page.locator(`${dialog}[open]`).count(), 'the dialog stays open');
      for (const [name, value] of Object.entries(good)) assert.is(await page.inputValue(`#whitepaper-${name}`), value, name);
      await finishTransitions(page);
      assert.equal(await axeViolations(page, dialog), []);
    }, postingAndRefused));

  test.after(async () => {
    await browser.close();
    await server?.close();
  });
}

test.run();
