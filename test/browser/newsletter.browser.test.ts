/**
 * The blog's newsletter form in Chromium (docs/site.md §16): with JavaScript, the inline message
 * and focus, then the composed mailto:; without JavaScript, a real mailto: form the browser checks;
 * and, on the second build with the form endpoints set (test/helpers/configured-site.ts), posting
 * to that endpoint.
 *
 * A mailto: is observed as the contact form's test does: Chromium hands the navigation to the
 * operating system, the page stays, and Playwright reports it as a request to that URL.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { launchBrowser, withPage } from '../helpers/browser.ts';
import { untilRendered } from '../helpers/waits.ts';
import { axeViolations } from '../helpers/axe.ts';
import { serveDist } from '../helpers/server.ts';
import { ENDPOINTS, serveConfiguredSite } from '../helpers/configured-site.ts';
import { paths } from '../../site/paths.ts';
import { contentAsBuilt } from '../helpers/content.ts';

const { site } = await contentAsBuilt();

const ENDPOINT = ENDPOINTS.newsletter;

const browser = await launchBrowser();
const server = browser ? await serveDist() : null;
const origin = server?.origin ?? '';

const endpointServer = browser ? await serveConfiguredSite() : null;

const form = 'form.newsletter__form';
const field = '#newsletter-email';
const submit = `${form} button[type="submit"]`;
const status = '[data-newsletter-status]';
const errorText = (page: Page) => page.locator('#newsletter-email-error').textContent();
const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id);

/** The mailto: handed to the e-mail program leaves the page on purpose (Chromium reports it as a third-party request, then as aborted). */
const sendsMail = [/^(third-party request|failed): mailto:/];

/** Opens /blog and scrolls to the form: below the first screen, it is rendered only as it nears the viewport. */
async function openBlog(page: Page, at = origin) {
  await page.goto(`${at}${paths.blog}`);
  await page.waitForSelector(`${form}[data-newsletter-init]`);
  await page.locator(form).scrollIntoViewIfNeeded();
  await untilRendered(page, form);
}

/** Records every mailto: navigation from now on. */
function mailtos(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => r.url().startsWith('mailto:') && seen.push(r.url()));
  return seen;
}

const withJs = suite('newsletter, with JavaScript');
const withoutJs = suite('newsletter, without JavaScript');
const withEndpoint = suite('newsletter, with an endpoint configured');

if (browser) {
  withJs('an empty address is refused with an inline message, and the focus goes to the field', () =>
    withPage(browser, origin, async (page) => {
      await openBlog(page);
      const sent = mailtos(page);
      assert.ok(await page.locator(form).evaluate((el: HTMLFormElement) => el.noValidate), 'the island turned off the browser bubbles');
      assert.not.ok(await page.isVisible('#newsletter-email-error'));
      await page.click(submit);
      assert.is(await errorText(page), 'Error: Enter your email address');
      assert.ok(await page.isVisible('#newsletter-email-error'));
      assert.is(await page.getAttribute(field, 'aria-invalid'), 'true');
      assert.ok((await page.getAttribute(field, 'aria-describedby'))!.split(' ').includes('newsletter-email-error'));
      assert.is(await activeId(page), 'newsletter-email', 'focus moves to the field');
      assert.is(await page.locator(status).textContent(), '');
      assert.equal(sent, [], 'nothing was sent');
    }));

  withJs('a badly formed address gets the format message; correcting it clears the message', () =>
    withPage(browser, origin, async (page) => {
      await openBlog(page);
      const sent = mailtos(page);
      await page.fill(field, 'priya@example');
      await page.click(submit);
      assert.is(await errorText(page), 'Error: Enter an email address in the correct format, like name@example.com');
      assert.is(await activeId(page), 'newsletter-email');
      await page.keyboard.type('.com');
      assert.not.ok(await page.isVisible('#newsletter-email-error'), 'the message goes as soon as the address is right');
      assert.is(await page.getAttribute(field, 'aria-invalid'), null);
      assert.equal(sent, []);
    }));

  withJs('a good address opens the e-mail program with the subject "Subscribe", and the page says so', () =>
    withPage(browser, origin, async (page) => {
      await openBlog(page);
      await page.fill(field, ' priya@example.com ');
      const [request] = await Promise.all([page.waitForEvent('request', (r) => r.url().startsWith('mailto:')), page.click(submit)]);
      const mail = new URL(request.url());
      assert.is(decodeURIComponent(mail.pathname), site.email);
      assert.is(mail.searchParams.get('subject'), 'Subscribe');
      assert.ok(mail.searchParams.get('body')!.includes('priya@example.com'), 'the address to add is in the body');
      assert.is(await page.getAttribute(status, 'role'), 'status');
      assert.match(await page.locator(status).innerText(), /e-mail program should have opened/);
      assert.is(await page.locator(`${status} a`).getAttribute('href'), `mailto:${site.email}`);
      assert.is(page.url(), `${origin}${paths.blog}`, 'the page stays');
      assert.not.ok(await page.isVisible('#newsletter-email-error'));
    }, { expectedProblems: sendsMail }));

  withJs('before the button, the page says that subscribing opens the e-mail program', () =>
    withPage(browser, origin, async (page) => {
      await openBlog(page);
      const note = await page.locator('#newsletter-email-hint').innerText();
      assert.match(note, /opens your e-mail program/);
      assert.ok(note.includes(site.email), note);
      assert.ok(await page.locator('#newsletter-email-hint').evaluate((n, s) => Boolean(n.compareDocumentPosition(document.querySelector(s)!) & Node.DOCUMENT_POSITION_FOLLOWING), submit));
      assert.is(await page.getAttribute(submit, 'aria-describedby'), 'newsletter-email-hint');
    }));

  withJs('at 375 px field and button are at least 44 px tall, and axe finds no problems, untouched or with an error', () =>
    withPage(browser, origin, async (page) => {
      await openBlog(page);
      for (const selector of [field, submit]) assert.ok((await page.locator(selector).boundingBox())!.height >= 44, selector);
      assert.equal(await axeViolations(page, '.newsletter-band'), [], 'untouched');
      await page.click(submit);
      assert.equal(await axeViolations(page, '.newsletter-band'), [], 'with an error');
    }, { viewport: { width: 375, height: 740 } }));

  withoutJs('the served form is a real mailto: form: post, text/plain, subject Subscribe, a required email field', () =>
    withPage(browser, origin, async (page) => {
      await page.goto(`${origin}${paths.blog}`);
      const attr = (selector: string, name: string) => page.getAttribute(selector, name);
      assert.is(await attr(form, 'action'), `mailto:${site.email}?subject=Subscribe`);
      assert.is((await attr(form, 'method'))?.toLowerCase(), 'post');
      assert.is((await attr(form, 'enctype'))?.toLowerCase(), 'text/plain');
      assert.is(await attr(form, 'novalidate'), null, 'the browser validates when no script does');
      assert.is(await attr(field, 'required'), '');
      assert.is(await attr(field, 'type'), 'email');
      assert.is(await attr(field, 'name'), 'email');
      assert.is(await attr(field, 'autocomplete'), 'email');
      assert.is(await page.getByLabel('Email address', { exact: true }).getAttribute('id'), 'newsletter-email', 'the field is labelled');
    }, { javaScriptEnabled: false }));

  withoutJs("the browser's own checks stop an empty or badly formed address; a good one opens the e-mail program", () =>
    withPage(browser, origin, async (page) => {
      await page.goto(`${origin}${paths.blog}`);
      const sent = mailtos(page);
      await page.click(submit);
      assert.is(await page.locator(`${field}:focus:invalid`).count(), 1, 'empty');
      await page.fill(field, 'not an address');
      await page.click(submit);
      assert.is(await page.locator(`${field}:focus:invalid`).count(), 1, 'type=email is checked');
      await page.fill(field, 'priya@example.com');
      const [request] = await Promise.all([page.waitForEvent('request', (r) => r.url().startsWith('mailto:')), page.click(submit)]);
      assert.is(sent.length, 1, 'the blocked submits sent nothing');
      const mail = new URL(request.url());
      assert.is(mail.searchParams.get('subject'), 'Subscribe');
      assert.ok(mail.searchParams.get('body')!.includes('email=priya@example.com'));
    }, { javaScriptEnabled: false, expectedProblems: sendsMail }));

  withEndpoint('without JavaScript the form posts to the endpoint, and the page no longer mentions the e-mail program', () =>
    withPage(browser, endpointServer!.origin, async (page) => {
      await page.goto(`${endpointServer!.origin}${paths.blog}`);
      assert.is(await page.getAttribute(form, 'action'), ENDPOINT);
      assert.is(await page.getAttribute(form, 'enctype'), null, 'an ordinary form post');
      assert.not.match(await page.locator('#newsletter-email-hint').innerText(), /e-mail program/);
    }, { javaScriptEnabled: false }));

  withEndpoint('with JavaScript it posts the address with fetch, confirms in the status line and clears the field', () =>
    withPage(browser, endpointServer!.origin, async (page) => {
      const posts: string[] = [];
      await page.route(ENDPOINT, async (route) => {
        posts.push(route.request().postData() ?? '');
        await route.fulfill({ status: 200, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': endpointServer!.origin }, body: '{"ok":true}' });
      });
      await openBlog(page, endpointServer!.origin);
      await page.fill(field, 'priya@example.com');
      await page.click(submit);
      await page.waitForSelector(`${status}[data-state="sent"]`);
      assert.is(posts.length, 1);
      assert.ok(posts[0].includes('name="email"\r\n\r\npriya@example.com'), posts[0]);
      assert.match(await page.locator(status).innerText(), /priya@example\.com is on our list/);
      assert.is(await page.inputValue(field), '');
    }, { expectedProblems: [`third-party request: ${ENDPOINT}`] }));

  withEndpoint.after(async () => {
    await browser.close();
    server?.close();
    await endpointServer?.close();
  });
}

withJs.run();
withoutJs.run();
withEndpoint.run();
