/**
 * The contact form in Chromium on the second build, with the form endpoints set
 * (test/helpers/configured-site.ts, docs/site.md §16): posting to that endpoint, with and without
 * JavaScript, and what a failed post says.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Request } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { serveConfiguredSite } from '../helpers/configured-site.ts';
import { ENDPOINT, form, submit, fill, priya, contactSite } from '../helpers/contact-form.ts';
import { contentAsBuilt } from '../helpers/content.ts';

const { site } = await contentAsBuilt();

const browser = await launchBrowser();
const endpointServer = browser ? await serveConfiguredSite() : null;
const { withPage, openContact } = contactSite(endpointServer?.origin ?? '');

const withEndpoint = suite('contact form, with an endpoint configured');

if (browser) {
  withEndpoint('the served form posts to the endpoint, and the page says the message goes to the team', () =>
    withPage(browser, async (page) => {
      await page.goto(`${endpointServer!.origin}/contact`);
      assert.is(await page.getAttribute(form, 'action'), ENDPOINT);
      assert.is((await page.getAttribute(form, 'method'))?.toLowerCase(), 'post');
      assert.is(await page.getAttribute(form, 'enctype'), null, 'an ordinary form post');
      const note = await page.locator('#contact-form-note').innerText();
      assert.match(note, /sent straight to our team/);
      assert.not.match(note, /e-mail program/);
    }, { javaScriptEnabled: false }));

  withEndpoint('without JavaScript the browser posts the fields there itself (the CSP allows it)', () =>
    withPage(browser, async (page) => {
      await page.route(ENDPOINT, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Thanks</title><p>Thanks</p>' }));
      await page.goto(`${endpointServer!.origin}/contact`);
      await fill(page, priya);
      const [request] = await Promise.all([page.waitForRequest(ENDPOINT), page.click(submit)]);
      assert.is(request.method(), 'POST');
      assert.ok(request.postData()!.includes('name=Priya+Sharma'), request.postData()!);
      await page.waitForURL(ENDPOINT);
    }, { javaScriptEnabled: false }));

  withEndpoint('with JavaScript it posts with fetch, holds the button while sending, then confirms and clears the form', () =>
    withPage(browser, async (page) => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const posts: Request[] = [];
      await page.route(ENDPOINT, async (route) => {
        posts.push(route.request());
        await held;
        await route.fulfill({ status: 200, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': endpointServer!.origin }, body: '{"ok":true}' });
      });
      await openContact(page);
      await fill(page, priya);
      await page.click(submit);
      await page.waitForSelector(`${submit}[aria-disabled="true"]`);
      assert.is(await page.locator(submit).innerText(), 'Sending…');
      await page.locator(submit).dispatchEvent('click');
      release();
      await page.waitForSelector('[data-contact-status][data-state="sent"]');
      assert.is(posts.length, 1, 'a second click while sending sends nothing more');
      assert.is(posts[0].method(), 'POST');
      const body = posts[0].postData()!;
      for (const [name, value] of Object.entries(priya)) assert.ok(body.includes(`name="${name}"\r\n\r\n${value.replace(/\n/g, '\r\n')}`), `${name} in the post`);
      assert.match(await page.locator('[data-contact-status]').innerText(), /Your message has been sent/);
      assert.is(await page.inputValue('#contact-name'), '', 'the form is cleared');
      assert.is(await page.getAttribute(submit, 'aria-disabled'), null);
      assert.is(await page.locator(submit).innerText(), 'Send message');
    }));

  withEndpoint('a failed post says so, offers the address, and keeps what was written', () =>
    withPage(browser, async (page) => {
      await page.route(ENDPOINT, (route) => route.fulfill({ status: 500, headers: { 'Access-Control-Allow-Origin': endpointServer!.origin }, body: 'down' }));
      await openContact(page);
      await fill(page, priya);
      await page.click(submit);
      await page.waitForSelector('[data-contact-status][data-state="failed"]');
      const status = page.locator('[data-contact-status]');
      assert.match(await status.innerText(), /could not be sent/);
      assert.is(await status.locator('a').getAttribute('href'), `mailto:${site.email}`);
      assert.is(await page.inputValue('#contact-message'), priya.message);
      assert.is(await page.getAttribute(submit, 'aria-disabled'), null, 'the button works again');
    }, {}, ['console: Failed to load resource: the server responded with a status of 500 (Internal Server Error)']));

  withEndpoint.after(async () => {
    await browser.close();
    await endpointServer?.close();
  });
}

withEndpoint.run();
