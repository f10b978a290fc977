/**
 * A product page's pull quote (site/components/pull-quote/): the first testimonial of
 * content/home.yml naming the product, with its person and role, and the client's logo and name or
 * industry mark when it names a client; no section at all when no testimonial names the product.
 * Rendered from copies of the real content, changed so that each case exists whatever today's
 * testimonials say; the drawn quote mark is held to the build's drawing check.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { parseHTML } from 'linkedom';
import { realContent } from '../helpers/content.ts';
import { loadDrawingCheck } from '../../site/generator/drawing-check.ts';
import { SiteProvider, type SiteContextValue } from '../../site/site-context.tsx';
import { ProductPage } from '../../site/pages/ProductPage.tsx';
import { QuoteMark } from '../../site/components/pull-quote/PullQuote.tsx';
import { paths } from '../../site/paths.ts';
import { buildRouteTable } from '../../site/routes.tsx';
import type { Content, Testimonial } from '../../site/model/content.ts';

const real = await realContent();
const product = real.products[0];
const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The product page rendered from the real content with `testimonials` (and `clients`) in place of today's. */
function render(testimonials: Testimonial[], clients = real.company.clients): Document {
  const content: Content = { ...real, home: { ...real.home, testimonials }, company: { ...real.company, clients } };
  const route = buildRouteTable(real).pages.find((page) => page.path === paths.product(product.slug))!;
  const value: SiteContextValue = { content, route };
  const html = renderToStaticMarkup(createElement(SiteProvider, { value, children: createElement(ProductPage, { product }) }));
  return parseHTML(`<!doctype html><html><body><main>${html}</main></body></html>`).document as unknown as Document;
}

/** Today's testimonials, none naming a product or client. */
const unnamed = real.home.testimonials.map(({ product: _p, client: _c, ...t }) => t as Testimonial);

test('no testimonial naming the product: the page has no pull quote', () => {
  const doc = render(unnamed.map((t) => ({ ...t, product: real.products.find((p) => p.id !== product.id)!.id })));
  assert.is(doc.querySelector('.pull-quote, blockquote'), null);
});

test('the first testimonial naming the product is its pull quote, a figure with its words, person and role', () => {
  const [first, second] = [unnamed[1], unnamed[2]];
  const doc = render([unnamed[0], { ...first, product: product.id }, { ...second, product: product.id }, ...unnamed.slice(3)]);
  const figures = doc.querySelectorAll('.pull-quote figure');
  assert.is(figures.length, 1);
  const figure = figures[0];
  assert.is(text(figure.querySelector(':scope > blockquote')), first.quote);
  const caption = text(figure.querySelector(':scope > figcaption'));
  assert.ok(caption.includes(first.author) && caption.includes(first.position), caption);
  assert.is(figure.querySelector('.client-id'), null, 'no client named: no client mark');
  // Between the features and the benefits.
  const order = Array.from(doc.querySelectorAll('main > section'), (s) => (s.classList.contains('pull-quote') ? 'quote' : s.id));
  assert.ok(order.indexOf('quote') > order.indexOf('features') && order.indexOf('quote') < order.indexOf('benefits'), order.join(' '));
});

test('a testimonial naming a client shows its mark and description, or with permission its logo and name', () => {
  const client = real.company.clients[0];
  const quoted = [{ ...unnamed[0], product: product.id, client: client.description }, ...unnamed.slice(1)];
  const anonymous = render(quoted).querySelector('.pull-quote figcaption .client-id');
  assert.ok(anonymous?.querySelector('svg.client-mark'), 'the industry mark');
  assert.is(text(anonymous), client.description);

  const named = { ...client, publicName: true, name: 'Sunrise Foods', logo: 'sunrise.svg', logoFile: { url: '/assets/images/sunrise.svg', width: 120, height: 40 } };
  const withLogo = render(quoted, [named, ...real.company.clients.slice(1)]).querySelector('.pull-quote figcaption .client-id');
  assert.is(withLogo?.querySelector('img')?.getAttribute('src'), named.logoFile.url);
  assert.is(text(withLogo), 'Sunrise Foods');
});

test('the quote mark is a small decorative drawing the build\'s check passes', async () => {
  const markup = renderToStaticMarkup(createElement(QuoteMark));
  assert.ok(markup.length < 2048, `${markup.length} characters`);
  assert.ok(markup.includes('aria-hidden="true"') && !/\sid=/.test(markup));
  const check = await loadDrawingCheck();
  assert.is(check(markup.replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" ')), undefined);
});

test.run();
