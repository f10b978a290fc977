/** /resources/whitepapers: the download dialog's form, its honest behaviour, and the page without JS. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { launchBrowser, withPage } from '../helpers/browser.ts';
import { serveDist } from '../helpers/server.ts';
import { axeViolations } from '../helpers/axe.ts';
import { finishTransitions } from '../helpers/waits.ts';
import { paths } from '../../site/paths.ts';
import { publishedContent } from '../helpers/content.ts';

const browser = await launchBrowser();
const server = browser ? await serveDist() : null;
const origin = server?.origin ?? '';
const dialog = 'dialog[data-island="whitepaper-download"]';
const firstLink = 'a[data-whitepaper-link]';

async function openFirst(page: Page) {
  await page.goto(`${origin}/resources/whitepapers`);
  await page.waitForSelector(`${dialog}[data-whitepaper-download-init]`, { state: 'attached' });
  await page.click(firstLink);
  await page.waitForSelector(`${dialog}[open]`);
}
const errorOf = (page: Page, name: string) => page.locator(`#whitepaper-${name}-error`);
const fill = async (page: Page, values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) await page.fill(`#whitepaper-${name}`, value);
};
const good = { name: 'Asha Verma', email: 'asha@example.in', company: 'Verma Retail', location: 'Jaipur' };

const withJs = suite('whitepapers, with JavaScript');
const withoutJs = suite('whitepapers, without JavaScript');

if (browser) {
  withJs('three cards, each with highlights and a download link; the link opens the "Download whitepaper" dialog', () =>
    withPage(browser, origin, async (page) => {
      // One visit: a second navigation would cut off the first one's island requests.
      await openFirst(page);
      assert.is(await page.locator('.whitepaper-card').count(), 3);
      for (const card of await page.locator('.whitepaper-card').all()) assert.ok((await card.locator('.check-list li').count()) >= 3);
      assert.is(await page.textContent(`${dialog} h2`), 'Download whitepaper');
      assert.is(await page.evaluate(() => document.activeElement?.id), 'whitepaper-dialog-title', 'focus starts on the dialog\'s title');
      assert.is(page.url(), `${origin}/resources/whitepapers`, 'the page did not navigate');
    }));

  withJs('an empty or badly formed submit is refused with inline messages and the summary takes focus', () =>
    withPage(browser, origin, async (page) => {
      await openFirst(page);
      await page.click(`${dialog} button[type="submit"]`);
      for (const name of ['name', 'email', 'company', 'location']) assert.ok(await errorOf(page, name).isVisible(), name);
      assert.is(await page.evaluate(() => document.activeElement?.id), 'whitepaper-summary');
      assert.is(await page.getAttribute('#whitepaper-email', 'aria-invalid'), 'true');
      await fill(page, { ...good, email: 'asha@' });
      await page.click(`${dialog} button[type="submit"]`);
      assert.match((await errorOf(page, 'email').textContent())!, 'correct format');
      assert.not.ok(await errorOf(page, 'name').isVisible());
      assert.ok(await page.locator(`${dialog}[open]`).count(), 'still open');
    }));

  withJs('the error summary changes one item at a time: typing keeps its links, and Shift+Tab from the first field reaches them', () =>
    withPage(browser, origin, async (page) => {
      await openFirst(page);
      await page.click(`${dialog} button[type="submit"]`);
      const links = page.locator('#whitepaper-summary a');
      await links.last().evaluate((a) => ((window as unknown as { kept: Element }).kept = a));
      await page.focus('#whitepaper-name');
      await page.keyboard.type('A');
      assert.is(await links.count(), 3, 'the name\'s item went as the name was typed');
      assert.ok(await links.last().evaluate((a) => a === (window as unknown as { kept: Element }).kept), 'the other items are the same elements');
      await page.keyboard.press('Shift+Tab');
      assert.ok(await page.evaluate(() => document.activeElement?.closest('#whitepaper-summary') !== null), 'focus went back to the summary');
    }));

  withJs('at 375 px a summary link scrolls its field below the dialog\'s bar, and the bar stays in view', () =>
    withPage(browser, origin, async (page) => {
      await openFirst(page);
      await page.click(`${dialog} button[type="submit"]`);
      await page.click('#whitepaper-summary a[href="#whitepaper-location"]');
      const { dialogTop, barTop, barBottom, labelTop, scrolled } = await page.locator(dialog).evaluate((d) => ({
        dialogTop: d.getBoundingClientRect().top,
        barTop: d.querySelector('.dialog__top')!.getBoundingClientRect().top,
        barBottom: d.querySelector('.dialog__top')!.getBoundingClientRect().bottom,
        labelTop: d.querySelector('label[for="whitepaper-location"]')!.getBoundingClientRect().top,
        scrolled: d.scrollTop,
      }));
      assert.is(scrolled, 0, 'the dialog itself did not scroll');
      assert.ok(Math.abs(barTop - dialogTop) < 1, `the bar at the dialog's top (${barTop} against ${dialogTop})`);
      assert.ok(labelTop >= barBottom, `the label (${labelTop}) below the bar (${barBottom})`);
      assert.is(await page.evaluate(() => document.activeElement?.id), 'whitepaper-location');
    }, { viewport: { width: 375, height: 640 } }));

  withJs('Cancel clears the fields and closes; focus returns to the link', () =>
    withPage(browser, origin, async (page) => {
      await openFirst(page);
      await fill(page, { name: 'Half typed' });
      await page.click('[data-whitepaper-cancel]');
      assert.is(await page.locator(`${dialog}[open]`).count(), 0);
      assert.is(await page.evaluate(() => document.activeElement?.getAttribute('data-whitepaper-link') !== null), true);
      await page.click(firstLink);
      assert.is(await page.inputValue('#whitepaper-name'), '');
    }));

  withJs('a valid submit stores the details, closes, and gives the whitepaper\'s PDF; next time the form is prefilled', () =>
    withPage(browser, origin, async (page) => {
      await openFirst(page);
      const pdf = await page.getAttribute(firstLink, 'data-whitepaper-pdf');
      await fill(page, good);
      const [download] = await Promise.all([page.waitForEvent('download'), page.click(`${dialog} button[type="submit"]`)]);
      assert.is(download.url(), `${origin}${pdf}`);
      assert.is(await page.locator(`${dialog}[open]`).count(), 0, 'the dialog is closed');
      assert.equal(JSON.parse((await page.evaluate(() => localStorage.getItem('whitepaper-download')))!), good);
      await openFirst(page);
      assert.is(await page.inputValue('#whitepaper-company'), 'Verma Retail');
    }));

  withJs('saved details of the wrong shape (a stored null, a list, broken JSON) leave the form empty, and the link still opens it', () =>
    withPage(browser, origin, async (page) => {
      for (const stored of ['null', '["Asha"]', '{"name": 7, "company": "Verma Retail"', '"text"']) {
        await page.goto(`${origin}/resources/whitepapers`);
        await page.evaluate((value) => localStorage.setItem('whitepaper-download', value), stored);
        await openFirst(page);
        assert.is(await page.inputValue('#whitepaper-name'), '', stored);
      }
      await page.evaluate(() => localStorage.setItem('whitepaper-download', '{"name": 7, "company": "Verma Retail"}'));
      await openFirst(page);
      assert.is(await page.inputValue('#whitepaper-name'), '', 'a number is not a saved name');
      assert.is(await page.inputValue('#whitepaper-company'), 'Verma Retail', 'the text that is right is kept');
    }));

  withJs('the dialog closes with the X, the backdrop and Escape', () =>
    withPage(browser, origin, async (page) => {
      await openFirst(page);
      await page.click(`${dialog} [data-dialog-close]`);
      assert.is(await page.locator(`${dialog}[open]`).count(), 0);
      await page.click(firstLink);
      await page.mouse.click(5, 5);
      assert.is(await page.locator(`${dialog}[open]`).count(), 0);
      await page.click(firstLink);
      await page.keyboard.press('Escape');
      assert.is(await page.locator(`${dialog}[open]`).count(), 0);
    }));

  withJs('axe: no violations on the page, and with the dialog open showing errors', () =>
    withPage(browser, origin, async (page) => {
      await page.goto(`${origin}/resources/whitepapers`);
      assert.equal(await axeViolations(page), []);
      await page.waitForSelector(`${dialog}[data-whitepaper-download-init]`, { state: 'attached' });
      await page.click(firstLink);
      await page.click(`${dialog} button[type="submit"]`);
      // axe reads the dialog at rest, not partway through its title's fade-in.
      await finishTransitions(page);
      assert.equal(await axeViolations(page, dialog), []);
    }));

  withoutJs('a paper at 375 px: author and date under the title; each table is a named box the keyboard reaches, and the page does not scroll sideways', () =>
    withPage(browser, origin, async (page) => {
      // A whitepaper of the content: the last (any may be renamed or removed).
      await page.goto(`${origin}${paths.whitepaper((await publishedContent()).whitepapers.at(-1)!.id)}`);
      assert.ok(await page.locator('.page-hero .article-byline').isVisible());
      assert.ok(await page.locator('.resource-facts time').first().isVisible());
      const caption = (await page.locator('.paper-text caption').first().textContent())!;
      const box = page.getByRole('figure', { name: caption });
      assert.ok(await box.isVisible(), 'the table\'s box is a figure named by its caption');
      await box.focus();
      assert.ok(await box.evaluate((el) => el === document.activeElement && el.matches(':focus-visible')), 'it takes focus, shown by the focus ring');
      assert.is(await page.evaluate(() => document.documentElement.scrollWidth), 375, 'no sideways scroll');
    }, { javaScriptEnabled: false, viewport: { width: 375, height: 800 } }));

  withoutJs('each download link goes straight to its whitepaper page', () =>
    withPage(browser, origin, async (page) => {
      await page.goto(`${origin}/resources/whitepapers`);
      const href = await page.getAttribute(firstLink, 'href');
      await page.click(firstLink);
      await page.waitForURL(`${origin}${href}`);
    }, { javaScriptEnabled: false }));

  withoutJs.after(async () => {
    await browser.close();
    server?.close();
  });
}

withJs.run();
withoutJs.run();
