/**
 * The site search in the other engines (site/widgets/search/), as search.browser.test.ts drives it
 * in Chromium: nothing of Pagefind is fetched before search is opened; opened from the header, it
 * finds a case study, a post, a whitepaper and an industry page by their titles' words (taken from
 * the content as built), each with its type and marked excerpt; the type filter narrows to the case
 * studies; Escape closes it with focus back on the control. Typing is set as the input's value
 * with its input event: the page interface has no keyboard of its own.
 */
import type { Test } from 'uvu';
import * as assert from 'uvu/assert';
import { publishedContent } from '../helpers/content.ts';
import { searchFinds } from '../helpers/search.ts';
import { SEARCH_KINDS } from '../../site/search/search-kinds.ts';
import { DESKTOP, assertNoProblems, open, type EnginePage } from './engine-page.ts';

const DIALOG = 'dialog.search-dialog[open]';

/** Sets the field's value as typing would, with the event the widget listens to. */
function enter(selector: string, value: string): void {
  const field = document.querySelector<HTMLInputElement | HTMLSelectElement>(selector)!;
  field.value = value;
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

export function defineSearchChecks(test: Test, current: () => EnginePage): void {
  test('search: nothing fetched before it opens; from the header it finds a case study, a post, a whitepaper and an industry page; a filter narrows; Escape closes', async () => {
    const page = current();
    const content = await publishedContent();
    await page.resize(DESKTOP.width, DESKTOP.height);
    await open(page, '/');
    const pagefindLoaded = () => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname.startsWith('/pagefind/')));
    assert.not.ok(await pagefindLoaded(), 'nothing of Pagefind before search is opened');
    await page.click('.site-nav__search');
    await page.waitFor('the search dialog open, focus in its box', (sel) => !!document.activeElement?.matches(`${sel} input[type="search"]`), DIALOG);
    await page.waitFor('the filters', (sel) => !!document.querySelector(`${sel} select[name="type"]`), DIALOG);
    for (const { path, words, type } of searchFinds(content)) {
      await page.evaluate(enter, `${DIALOG} input[type="search"]`, words);
      await page.waitFor(`${path} among the results for "${words}"`, (sel, href) => !!document.querySelector(`${sel} .search-result__link[href="${href}"]`), DIALOG, path);
      const found = await page.evaluate((sel, href) => {
        const item = document.querySelector(`${sel} .search-result__link[href="${href}"]`)!.closest('li')!;
        return { type: item.querySelector('.search-result__type')?.textContent, marks: item.querySelectorAll('.search-result__excerpt mark').length };
      }, DIALOG, path);
      assert.is(found.type, type, `${path}: its type`);
      assert.ok(found.marks > 0, `${path}: an excerpt with the words marked`);
    }
    assert.ok(await pagefindLoaded(), 'Pagefind loaded once search was opened');
    await page.evaluate(enter, `${DIALOG} input[type="search"]`, '');
    await page.evaluate(enter, `${DIALOG} select[name="type"]`, SEARCH_KINDS.caseStudy.type);
    const expected = `${content.caseStudies.length} ${content.caseStudies.length === 1 ? 'page' : 'pages'} found`;
    await page.waitFor(`"${expected}" said`, (sel, text) => (document.querySelector(`${sel} [role="status"]`)?.textContent ?? '').startsWith(text), DIALOG, expected);
    const types = await page.evaluate((sel) => [...document.querySelectorAll(`${sel} .search-result__type`)].map((t) => t.textContent), DIALOG);
    assert.ok(types.length > 0 && types.every((t) => t === SEARCH_KINDS.caseStudy.type), `only case studies: ${types.join(', ')}`);
    await page.pressEscape();
    await page.waitFor('closed, focus back on the control', () => !document.querySelector('dialog.search-dialog[open]') && !!document.activeElement?.matches('.site-nav__search'));
    await assertNoProblems(page, '/ with search');
  });
}
