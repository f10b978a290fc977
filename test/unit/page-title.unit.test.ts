/** The <title> of a page (site/document/Head.tsx): within what search results show, whatever the copy. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { TITLE_MAX, pageTitle, titleWithCompany } from '../../site/document/Head.tsx';
import { buildRouteTable } from '../../site/routes.tsx';
import { realContent } from '../helpers/content.ts';

const content = await realContent();
const { site } = content;
const route = (title: string) => ({ ...buildRouteTable(content).pages.find((p) => p.path !== '/')!, title });

test('a page title carries the company name when the two fit', () => {
  assert.is(pageTitle(route('Careers'), site), `Careers | ${site.company}`);
});

test('a longer title goes without the company name, and one longer still is cut at a word', () => {
  const long = 'Dealer payouts on time '.repeat(4).slice(0, TITLE_MAX - 3).trim();
  assert.is(pageTitle(route(long), site), long);
  const longer = 'QR campaigns that work without an app download, for brands that sell through thousands of small shops';
  const cut = pageTitle(route(longer), site);
  assert.ok(cut.length <= TITLE_MAX, cut);
  assert.ok(cut.endsWith('…') && longer.startsWith(cut.slice(0, -1)), cut);
});

test('the home page leads with the company name, within the limit too', () => {
  const home = { ...buildRouteTable(content).pages.find((p) => p.path === '/')!, title: 'Loyalty, dealer engagement, rewards, observability and security for Indian enterprises' };
  const title = pageTitle(home, site);
  assert.ok(title.startsWith(`${site.company} – `) && title.length <= TITLE_MAX, title);
});

test('every page of the site has a title within the limit', () => {
  for (const page of buildRouteTable(content).pages) assert.ok(pageTitle(page, site).length <= TITLE_MAX, page.path);
});

test("a redirect page's title follows the same rule: the company when it fits, never over the limit", () => {
  assert.is(titleWithCompany('Moved to /blog', site), `Moved to /blog | ${site.company}`);
  const moved = `Moved to /resources/whitepapers/${'a-paper-renamed-more-than-once-'.repeat(3)}revised`;
  const title = titleWithCompany(moved, { ...site, company: "Acme's Deeptech Private Solutions" });
  assert.ok(title.length <= TITLE_MAX && !title.includes('|'), title);
});

test.run();
