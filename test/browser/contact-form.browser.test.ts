/**
 * The contact form in Chromium (docs/site.md §16): with JavaScript, inline messages, the error
 * summary and the composed mailto:; without JavaScript, the browser's own checks and a real
 * mailto: form; and, on the second build with the form endpoints set
 * (test/helpers/configured-site.ts), posting to that endpoint.
 *
 * How a mailto: is observed: Chromium hands a mailto: navigation to the operating system, so the
 * page stays where it is, and Playwright reports the navigation as a request to that URL (which
 * then "fails", as nothing loads). The tests wait for that request and decode its URL: it is the
 * real navigation the visitor's browser makes, with no test hook in the page.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page, Request } from 'playwright-core';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { serveDist } from '../helpers/server.ts';
import { ENDPOINTS, serveConfiguredSite } from '../helpers/configured-site.ts';
import { axeViolations } from '../helpers/axe.ts';
import site from '../../content/site.ts';

const ENDPOINT = ENDPOINTS.contact;

const browser = await launchBrowser();
const server = browser ? await serveDist() : null;
const origin = server?.origin ?? '';

const endpointServer = browser ? await serveConfiguredSite() : null;

const form = 'form.contact-form';
const submit = `${form} button[type="submit"]`;
const summary = '#contact-summary';
const errorText = (page: Page, name: string) => page.locator(`#contact-${name}-error`).textContent();
const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id);

/** URLs that leave the page on purpose: the mailto: handed to the e-mail program, and the endpoint. */
const intended = (url: string) => url.startsWith('mailto:') || url === ENDPOINT;

async function withPage(b: Browser, run: (page: Page) => Promise<void>, options: Parameters<typeof openPage>[2] = {}, at = origin, expected: string[] = []) {
  const { page, problems } = await openPage(b, at, options);
  try {
    await run(page);
    const unexpected = problems.filter((p) => !intended(p.replace(/^(third-party request|failed): /, '')) && !expected.includes(p));
    assert.equal(unexpected, [], 'no console errors or failed requests');
  } finally {
    await page.context().close();
  }
}

async function openContact(page: Page, at = origin) {
  await page.goto(`${at}/contact`);
  await page.waitForSelector('[data-contact-form-init]');
}

async function fill(page: Page, values: { name: string; email: string; message: string }) {
  await page.fill('#contact-name', values.name);
  await page.fill('#contact-email', values.email);
  await page.fill('#contact-message', values.message);
}

/** Clicks Send and returns the navigation handed to the e-mail program. */
async function submitToMail(page: Page): Promise<URL> {
  const [request] = await Promise.all([page.waitForEvent('request', (r) => r.url().startsWith('mailto:')), page.click(submit)]);
  return new URL(request.url());
}

const priya = { name: 'Priya Sharma', email: 'priya@example.com', message: 'Do you integrate with Tally?\nWe have 40 stores & 2 warehouses.' };

const withJs = suite('contact form, with JavaScript');
const withoutJs = suite('contact form, without JavaScript');
const withEndpoint = suite('contact form, with an endpoint configured');

if (browser) {
  withJs('submitting it empty shows a message by each field and a summary that takes the focus', () =>
    withPage(browser, async (page) => {
      await openContact(page);
      assert.ok(await page.locator(form).evaluate((el: HTMLFormElement) => el.noValidate), 'the island turned off the browser bubbles');
      assert.not.ok(await page.isVisible(summary));
      const mailto: string[] = [];
      page.on('request', (r) => r.url().startsWith('mailto:') && mailto.push(r.url()));

      await page.click(submit);
      await page.waitForSelector(summary);
      assert.is(await errorText(page, 'name'), 'Error: Enter your name');
      assert.is(await errorText(page, 'email'), 'Error: Enter your email address');
      assert.is(await errorText(page, 'message'), 'Error: Enter your message');
      for (const name of ['name', 'email', 'message']) {
        assert.is(await page.getAttribute(`#contact-${name}`, 'aria-invalid'), 'true', name);
        const described = (await page.getAttribute(`#contact-${name}`, 'aria-describedby'))!.split(' ');
        assert.ok(described.includes(`contact-${name}-error`), `${name} is described by its message`);
      }
      assert.is(await page.getAttribute(summary, 'role'), 'alert');
      const links = await page.locator(`${summary} a`).evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
      assert.equal(links, [['Enter your name', '#contact-name'], ['Enter your email address', '#contact-email'], ['Enter your message', '#contact-message']]);
      assert.is(await activeId(page), 'contact-summary', 'focus moves to the summary');

      await page.click(`${summary} a[href="#contact-email"]`);
      assert.is(await activeId(page), 'contact-email', 'a summary link focuses its field');
      assert.equal(mailto, [], 'nothing was sent');
    }));

  withJs('a malformed address gets the format message; correcting a field clears its message and summary entry', () =>
    withPage(browser, async (page) => {
      await openContact(page);
      await fill(page, { ...priya, email: 'priya@example' });
      await page.click(submit);
      await page.waitForSelector(summary);
      assert.is(await errorText(page, 'email'), 'Error: Enter an email address in the correct format, like name@example.com');
      assert.not.ok(await page.isVisible('#contact-name-error'));
      assert.is(await page.getAttribute('#contact-name', 'aria-invalid'), null);
      assert.is(await page.locator(`${summary} li`).count(), 1);

      await page.focus('#contact-email');
      await page.keyboard.type('.com');
      assert.not.ok(await page.isVisible('#contact-email-error'), 'the message goes as soon as the address is right');
      assert.is(await page.getAttribute('#contact-email', 'aria-invalid'), null);
      assert.not.ok(await page.isVisible(summary), 'the summary goes with its last entry');
    }));

  withJs('messages change only when the visitor leaves the field, never while typing', () =>
    withPage(browser, async (page) => {
      await openContact(page);
      await page.click(submit);
      await page.waitForSelector(summary);
      await page.focus('#contact-email');
      await page.keyboard.type('priya');
      assert.is(await errorText(page, 'email'), 'Error: Enter your email address', 'unchanged while typing');
      await page.keyboard.press('Tab');
      assert.is(await errorText(page, 'email'), 'Error: Enter an email address in the correct format, like name@example.com');
      assert.is(await page.locator(`${summary} a[href="#contact-email"]`).innerText(), 'Enter an email address in the correct format, like name@example.com');
      await page.fill('#contact-name', 'Priya');
      assert.not.ok(await page.isVisible('#contact-name-error'));
      assert.is(await page.locator(`${summary} li`).count(), 2);
    }));

  withJs('a valid submit opens the e-mail program with the sender in the subject and everything in the body, and says so', () =>
    withPage(browser, async (page) => {
      await openContact(page);
      await fill(page, priya);
      const mail = await submitToMail(page);
      assert.is(decodeURIComponent(mail.pathname), site.email);
      assert.equal(Object.fromEntries(mail.searchParams), {
        subject: 'Website enquiry from Priya Sharma',
        body: 'Name: Priya Sharma\r\nEmail: priya@example.com\r\n\r\nDo you integrate with Tally?\r\nWe have 40 stores & 2 warehouses.\r\n',
      });
      const status = page.locator('[data-contact-status]');
      assert.is(await status.getAttribute('role'), 'status');
      assert.match(await status.innerText(), /e-mail program should have opened/);
      assert.is(await status.locator('a').getAttribute('href'), `mailto:${site.email}`, 'the address to write to, if it did not');
      assert.is(page.url(), `${origin}/contact`, 'the page stays');
      assert.is(await page.inputValue('#contact-message'), priya.message, 'the message is kept, to copy if need be');
      assert.not.ok(await page.isVisible(summary));
    }));

  withJs('the page says the message opens in the e-mail program, addressed to the site address', () =>
    withPage(browser, async (page) => {
      await openContact(page);
      const note = await page.locator('#contact-form-note').innerText();
      assert.match(note, /opens your e-mail program/);
      assert.ok(note.includes(site.email), note);
      assert.is(await page.getAttribute(submit, 'aria-describedby'), 'contact-form-note');
    }));

  withJs('at 375 px fields and button span the form, every target is at least 44 px tall, and focus is visible', () =>
    withPage(browser, async (page) => {
      await openContact(page);
      const formWidth = (await page.locator(form).boundingBox())!.width;
      for (const selector of ['#contact-name', '#contact-email', '#contact-message', submit]) {
        const box = (await page.locator(selector).boundingBox())!;
        assert.ok(Math.abs(box.width - formWidth) < 1, `${selector} is ${box.width} px wide in a ${formWidth} px form`);
        assert.ok(box.height >= 44, `${selector} is ${box.height} px tall`);
      }
      await page.focus('#contact-name');
      assert.is.not(await page.locator('#contact-name').evaluate((el) => getComputedStyle(el).outlineStyle), 'none');
    }, { viewport: { width: 375, height: 740 } }));

  withJs('axe finds no accessibility problems in the form, untouched or showing errors', () =>
    withPage(browser, async (page) => {
      await openContact(page);
      const audit = () => axeViolations(page, 'form.contact-form');
      assert.equal(await audit(), [], 'untouched');
      await page.fill('#contact-email', 'nope');
      await page.click(submit);
      await page.waitForSelector(summary);
      assert.equal(await audit(), [], 'with errors');
    }));

  withoutJs('the served form is a real mailto: form: post, text/plain, every field required, browser validation left on', () =>
    withPage(browser, async (page) => {
      await page.goto(`${origin}/contact`);
      const attr = (selector: string, name: string) => page.getAttribute(selector, name);
      assert.is(await attr(form, 'action'), `mailto:${site.email}?subject=Website%20enquiry`);
      assert.is((await attr(form, 'method'))?.toLowerCase(), 'post');
      assert.is((await attr(form, 'enctype'))?.toLowerCase(), 'text/plain');
      assert.is(await attr(form, 'novalidate'), null, 'the browser validates when no script does');
      assert.is(await attr('#contact-email', 'type'), 'email');
      for (const [name, label] of [['name', 'Name'], ['email', 'Email address'], ['message', 'Message']]) {
        assert.is(await attr(`#contact-${name}`, 'required'), '', name);
        assert.is(await attr(`#contact-${name}`, 'name'), name);
        assert.is(await page.locator(`label[for="contact-${name}"]`).innerText(), label);
      }
      assert.is(await attr('#contact-name', 'autocomplete'), 'name');
      assert.is(await attr('#contact-email', 'autocomplete'), 'email');
      assert.ok(await page.locator('#contact-form-note').innerText().then((t) => t.includes(site.email)));
    }, { javaScriptEnabled: false }));

  withoutJs("the browser's own checks stop an empty submit; a filled form opens the e-mail program", () =>
    withPage(browser, async (page) => {
      await page.goto(`${origin}/contact`);
      const mailto: Request[] = [];
      page.on('request', (r) => r.url().startsWith('mailto:') && mailto.push(r));
      await page.click(submit);
      assert.is(await page.locator('#contact-name:focus:invalid').count(), 1, 'the first empty field is focused with the browser\'s message');

      await fill(page, { ...priya, name: '   ' });
      await page.click(submit);
      assert.is(await page.locator('#contact-name:focus:invalid').count(), 1, 'a name of spaces alone is refused, as the script refuses it');

      await fill(page, { ...priya, email: 'not an address' });
      await page.click(submit);
      assert.is(await page.locator('#contact-email:focus:invalid').count(), 1, 'type=email is checked too');

      await page.fill('#contact-email', 'priya@example');
      await page.click(submit);
      assert.is(await page.locator('#contact-email:focus:invalid').count(), 1, 'an address without a dotted domain is refused, as the script refuses it');

      await page.fill('#contact-email', priya.email);
      const mail = await submitToMail(page);
      assert.is(mailto.length, 1, 'the blocked submits sent nothing');
      assert.is(mail.searchParams.get('subject'), 'Website enquiry');
      const body = mail.searchParams.get('body')!;
      for (const part of ['name=Priya Sharma', 'email=priya@example.com', 'message=Do you integrate with Tally?']) assert.ok(body.includes(part), `${part} in ${JSON.stringify(body)}`);
    }, { javaScriptEnabled: false }));

  withEndpoint('the served form posts to the endpoint, and the page says the message goes to the team', () =>
    withPage(browser, async (page) => {
      await page.goto(`${endpointServer!.origin}/contact`);
      assert.is(await page.getAttribute(form, 'action'), ENDPOINT);
      assert.is((await page.getAttribute(form, 'method'))?.toLowerCase(), 'post');
      assert.is(await page.getAttribute(form, 'enctype'), null, 'an ordinary form post');
      const note = await page.locator('#contact-form-note').innerText();
      assert.match(note, /sent straight to our team/);
      assert.not.match(note, /e-mail program/);
    }, { javaScriptEnabled: false }, endpointServer!.origin));

  withEndpoint('without JavaScript the browser posts the fields there itself (the CSP allows it)', () =>
    withPage(browser, async (page) => {
      await page.route(ENDPOINT, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Thanks</title><p>Thanks</p>' }));
      await page.goto(`${endpointServer!.origin}/contact`);
      await fill(page, priya);
      const [request] = await Promise.all([page.waitForRequest(ENDPOINT), page.click(submit)]);
      assert.is(request.method(), 'POST');
      assert.ok(request.postData()!.includes('name=Priya+Sharma'), request.postData()!);
      await page.waitForURL(ENDPOINT);
    }, { javaScriptEnabled: false }, endpointServer!.origin));

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
      await openContact(page, endpointServer!.origin);
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
    }, {}, endpointServer!.origin));

  withEndpoint('a failed post says so, offers the address, and keeps what was written', () =>
    withPage(browser, async (page) => {
      await page.route(ENDPOINT, (route) => route.fulfill({ status: 500, headers: { 'Access-Control-Allow-Origin': endpointServer!.origin }, body: 'down' }));
      await openContact(page, endpointServer!.origin);
      await fill(page, priya);
      await page.click(submit);
      await page.waitForSelector('[data-contact-status][data-state="failed"]');
      const status = page.locator('[data-contact-status]');
      assert.match(await status.innerText(), /could not be sent/);
      assert.is(await status.locator('a').getAttribute('href'), `mailto:${site.email}`);
      assert.is(await page.inputValue('#contact-message'), priya.message);
      assert.is(await page.getAttribute(submit, 'aria-disabled'), null, 'the button works again');
    }, {}, endpointServer!.origin, ['console: Failed to load resource: the server responded with a status of 500 (Internal Server Error)']));

  withEndpoint.after(async () => {
    await browser.close();
    server?.close();
    await endpointServer?.close();
  });
}

withJs.run();
withoutJs.run();
withEndpoint.run();
