/**
 * What the contact form's tests share (test/browser/contact-form*.browser.test.ts): its selectors,
 * a visitor's entry, filling it in, the mailto: a submit hands to the e-mail program, and pages of
 * the site at an origin checked for problems other than the form's own requests.
 *
 * How a mailto: is observed: Chromium hands a mailto: navigation to the operating system, so the
 * page stays where it is, and Playwright reports the navigation as a request to that URL (which
 * then "fails", as nothing loads). The tests wait for that request and decode its URL: it is the
 * real navigation the visitor's browser makes, with no test hook in the page.
 */
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { openPage } from './browser.ts';
import { ENDPOINTS } from './configured-site.ts';

export const ENDPOINT = ENDPOINTS.contact;

export const form = 'form.contact-form';
export const submit = `${form} button[type="submit"]`;
export const summary = '#contact-summary';

/** URLs that leave the page on purpose: the mailto: handed to the e-mail program, and the endpoint. */
const intended = (url: string) => url.startsWith('mailto:') || url === ENDPOINT;

export async function fill(page: Page, values: { name: string; email: string; message: string }) {
  await page.fill('#contact-name', values.name);
  await page.fill('#contact-email', values.email);
  await page.fill('#contact-message', values.message);
}

/** Clicks Send and returns the navigation handed to the e-mail program. */
export async function submitToMail(page: Page): Promise<URL> {
  const [request] = await Promise.all([page.waitForEvent('request', (r) => r.url().startsWith('mailto:')), page.click(submit)]);
  return new URL(request.url());
}

export const priya = { name: 'Priya Sharma', email: 'priya@example.com', message: 'Do you integrate with Tally?\nWe have 40 stores & 2 warehouses.' };

/** The helpers that open pages of the site at `origin`. */
export function contactSite(origin: string) {
  return {
    /** Runs `run` on a fresh page, then asserts it reported no problem but the intended requests and the `expected` problems. */
    async withPage(b: Browser, run: (page: Page) => Promise<void>, options: Parameters<typeof openPage>[2] = {}, expected: string[] = []) {
      const { page, problems } = await openPage(b, origin, options);
      try {
        await run(page);
        const unexpected = problems.filter((p) => !intended(p.replace(/^(third-party request|failed): /, '')) && !expected.includes(p));
        assert.equal(unexpected, [], 'no console errors or failed requests');
      } finally {
        await page.context().close();
      }
    },
    /** Opens /contact and waits for the form's island. */
    async openContact(page: Page) {
      await page.goto(`${origin}/contact`);
      await page.waitForSelector('[data-contact-form-init]');
    },
  };
}
