/**
 * The contact form in Chromium with JavaScript (docs/site.md §16): inline messages, the error
 * summary and the composed mailto: (observed as test/helpers/contact-form.ts says). Without
 * JavaScript: contact-form-without-js; posting to an endpoint: contact-form-endpoint.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { browserOnSite } from '../helpers/browser.ts';
import { form, submit, summary, fill, submitToMail, priya, contactSite } from '../helpers/contact-form.ts';
import { axeViolations } from '../helpers/axe.ts';
import { contentAsBuilt } from '../helpers/content.ts';

const { site } = await contentAsBuilt();

const { browser, origin, close } = await browserOnSite();
const { withPage, openContact } = contactSite(origin);

const errorText = (page: Page, name: string) => page.locator(`#contact-${name}-error`).textContent();
const activeId = (page: Page) => page.evaluate(() => document.activeElement?.id);

const withJs = suite('contact form, with JavaScript');

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

  withJs.after(async () => {
    await close();
  });
}

withJs.run();
