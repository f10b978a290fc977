/**
 * The case-study listing's dialogs in Chromium, with JavaScript (docs/site.md §8, §17): View Case
 * Study opens the study in a dialog that closes every way with focus back on the card, keeps the
 * keyboard inside, and links to the study's page; axe finds nothing, a dialog closed or open.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { browserOnSite } from '../helpers/browser.ts';
import { finishTransitions } from '../helpers/waits.ts';
import { axeViolations } from '../helpers/axe.ts';
import { paths } from '../../site/paths.ts';
import { content, focused, pageLink, moveBy, openDialogOf, closesEveryWay, listingSite } from '../helpers/listing-page.ts';

const { browser, origin, close } = await browserOnSite();
const { withPage, open } = listingSite(origin);

const cs = suite('case studies, dialogs, with JavaScript');

if (browser) {
  cs('View Case Study opens the study in a dialog (no navigation); X, Close, backdrop and Escape close it', () =>
    withPage(browser, async (page) => {
      await open(page, '/case-studies');
      const id = content.caseStudies[0].id;
      const dialog = await openDialogOf(page, id);
      assert.is(new URL(page.url()).pathname, '/case-studies', 'no navigation');
      assert.is((await dialog.locator('h2').textContent())!.trim(), content.caseStudies[0].title);
      assert.equal(await dialog.locator('h3').allTextContents().then((t) => t.map((s) => s.trim())), ['Challenge', 'Solution', 'Results', 'Key takeaway']);
      await page.keyboard.press('Escape');
      await closesEveryWay(page, id);
    }));

  cs('the keyboard opens a dialog from the card link; focus stays inside while it is open', () =>
    withPage(browser, async (page) => {
      await open(page, '/case-studies');
      const id = content.caseStudies[1].id;
      await page.focus(`[data-listing-open="${id}"]`);
      await page.keyboard.press('Enter');
      const dialog = page.locator(`dialog[data-listing-dialog="${id}"]`);
      assert.ok(await dialog.evaluate((d: HTMLDialogElement) => d.open));
      const start = await dialog.evaluate((d) => ({ title: document.activeElement!.id === d.getAttribute('aria-labelledby'), ring: document.activeElement!.matches(':focus-visible') }));
      assert.equal(start, { title: true, ring: true }, 'focus starts on the dialog\'s title, shown by the focus ring');
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Tab');
        const inside = await dialog.evaluate((d) => d.contains(document.activeElement) || document.activeElement === document.body);
        assert.ok(inside, `Tab ${i + 1} stays in the dialog`);
      }
      await page.keyboard.press('Escape');
      assert.is(await focused(page), id);
    }));

  cs('every Download PDF is the study\'s own PDF, which exists; a page reached in place has its own studies\' dialogs', () =>
    withPage(browser, async (page) => {
      await open(page, paths.caseStudies);
      const links = () => page.locator('dialog a', { hasText: 'Download PDF' }).evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
      assert.equal(await links(), content.caseStudies.slice(0, 4).map((s) => `/case-studies/${s.id}.pdf`));
      for (const href of await links()) {
        const answer = await page.request.get(`${origin}${href}`);
        assert.is(answer.status(), 200, href);
        assert.is(answer.headers()['content-type'], 'application/pdf', href);
      }
      await moveBy(page, pageLink(page, 3), '/case-studies/page/3');
      assert.equal(await links(), content.caseStudies.slice(8, 12).map((s) => `/case-studies/${s.id}.pdf`));
      const study = content.caseStudies[8];
      const dialog = await openDialogOf(page, study.id);
      assert.is((await dialog.locator('h2').textContent())!.trim(), study.title);
    }));

  for (const width of [375, 1280]) {
    cs(`axe: no violations at ${width} px, with a dialog closed and open`, () =>
      withPage(browser, async (page) => {
        await open(page, paths.caseStudies);
        assert.equal(await axeViolations(page, 'main'), [], 'closed');
        await moveBy(page, page.locator('[data-listing-filter="BFSI"]'), '/case-studies/industry/bfsi');
        assert.equal(await axeViolations(page, 'main'), [], 'after a move in place');
        await openDialogOf(page, content.caseStudies.find((s) => s.industry === 'BFSI')!.id);
        await finishTransitions(page); // axe reads the dialog at rest, not partway through its 0.2 s fade-in
        assert.equal(await axeViolations(page, 'dialog[open]'), [], 'open');
      }, { viewport: { width, height: 800 } }));
  }

  cs.after(async () => {
    await close();
  });
}

cs.run();
