/** The shared header and footer, as built: every link docs/site.md §4 lists. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { publishedContent } from '../helpers/content.ts';
import { loadPage } from '../helpers/built-pages.ts';
import { paths } from '../../site/paths.ts';
import { ACTION_LABELS } from '../../site/components/demo-banner/DemoBanner.tsx';

const { site, industries, industryGroups, products, company } = await publishedContent();
const productPages = products.map((p) => paths.product(p.slug));
const doc = await loadPage('/careers');
const hrefs = (root: Element) => Array.from(root.querySelectorAll('a'), (a) => a.getAttribute('href'));
const header = doc.querySelector('header.site-header')!;
const footer = doc.querySelector('footer.site-footer')!;
const menu = (id: string) => doc.getElementById(`menu-${id}`)!;

test('the logo links home and the demo action, with its one label, opens the demo-booking page in a new tab', () => {
  assert.is(header.querySelector('.site-header__logo')!.getAttribute('href'), '/');
  const demo = header.querySelector('.site-header__cta')!;
  assert.is(demo.getAttribute('href'), site.demoUrl);
  assert.is(demo.getAttribute('target'), '_blank');
  assert.match(demo.textContent!, ACTION_LABELS.demo);
});

test('Solutions lists the five products by canonical route, in the order of content/products.yml', () => {
  const links = hrefs(menu('solutions'));
  assert.is(productPages.length, 5);
  assert.equal(links.filter((href) => productPages.includes(href!)), productPages);
  assert.ok(links.includes(paths.product(site.xdrName)), 'the XDR product at its brand name');
  assert.ok(links.includes('/#solutions'));
});

test('Industries is grouped as content/navigation.yml groups them, and reaches every industry page under /industries/', () => {
  const groups = Array.from(menu('industries').querySelectorAll('.site-nav__group'), (g) => [
    g.querySelector('.site-nav__group-title')!.textContent,
    hrefs(g).map((h) => h!.replace('/industries/', '')),
  ]);
  assert.equal(groups, industryGroups.map((g) => [g.title, g.industries]));
  assert.equal(groups.flatMap(([, slugs]) => slugs).sort(), industries.map((i) => i.slug).sort());
});

test('Resources and Company list their pages; Terms is labelled Terms & privacy', () => {
  assert.equal(hrefs(menu('resources')), ['/case-studies', '/blog', '/resources/whitepapers']);
  assert.equal(hrefs(menu('company')), ['/about', '/careers', '/partners', '/contact', '/terms']);
  assert.is(menu('company').querySelector('a[href="/terms"]')!.textContent, 'Terms & privacy');
});

test('the mobile panel carries the same menus', () => {
  const mobile = header.querySelector('details.mobile-nav')!;
  const desktop = hrefs(header.querySelector('nav.site-nav')!);
  const links = hrefs(mobile);
  for (const href of desktop) assert.ok(links.includes(href), String(href));
});

test('the footer: four groups with canonical product links, demo link, e-mail, location, copyright, badge', () => {
  const headings = Array.from(footer.querySelectorAll('.site-footer__heading'), (h) => h.textContent);
  assert.equal(headings, ['Company', 'Products', 'Resources', 'Legal & compliance']);
  const links = hrefs(footer);
  for (const href of ['/about', '/careers', '/partners', '/contact', ...productPages, '/case-studies', '/blog', '/terms#privacy-policy', '/terms#terms-of-use', site.demoUrl, `mailto:${site.email}`]) {
    assert.ok(links.includes(href), href);
  }
  assert.is(footer.querySelector('a[href="/blog"]')!.textContent, 'Blog & insights');
  const text = footer.textContent!;
  assert.match(text, site.location);
  assert.match(text, `© ${site.copyrightYear}`);
  // The first recognition of content/company.yml, when it lists one.
  const [recognition] = company.facts.recognitions;
  if (recognition) assert.match(text, `Recognised by ${recognition.name}`);
  else assert.not.match(text, 'Recognised by');
});

test('six social links open in new tabs with rel="noopener noreferrer" and accessible names', () => {
  const social = Array.from(footer.querySelectorAll('.site-footer__social a'));
  assert.equal(social.map((a) => a.getAttribute('aria-label')!.replace(' (opens in a new tab)', '')), ['LinkedIn', 'Instagram', 'YouTube', 'Facebook', 'WhatsApp', 'X (Twitter)']);
  for (const a of social) {
    assert.is(a.getAttribute('target'), '_blank');
    assert.is(a.getAttribute('rel'), 'noopener noreferrer');
  }
  assert.match(social[4].getAttribute('href')!, /^https:\/\/wa\.me\/\d+$/);
});

test.run();
