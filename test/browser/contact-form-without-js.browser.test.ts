/**
 * The contact form in Chromium without JavaScript (docs/site.md §16): the browser's own checks and
 * a real mailto: form (the mailto: observed as test/helpers/contact-form.ts says).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Request } from 'playwright-core';
import { browserOnSite } from '../helpers/browser.ts';
import { form, submit, fill, submitToMail, priya, contactSite } from '../helpers/contact-form.ts';
import { contentAsBuilt } from '../helpers/content.ts';

const { site } = await contentAsBuilt();

const { browser, origin, close } = await browserOnSite();
const { withPage } = contactSite(origin);

const withoutJs = suite('contact form, without JavaScript');

if (browser) {
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

  withoutJs.after(async () => {
    await close();
  });
}

withoutJs.run();
