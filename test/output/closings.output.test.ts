/**
 * How each kind of page closes (docs/site.md §5, content/home.yml `closings`): every kind of page
 * in the route table closes with a call to action of its own, no two kinds with the same heading,
 * a product's and an industry's naming it, and the contact page with none (it is where they lead).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadPage, text } from '../helpers/built-pages.ts';
import { publishedContent } from '../helpers/content.ts';
import { buildRouteTable } from '../../site/routes.tsx';
import { paths } from '../../site/paths.ts';
import { ACTION_LABELS } from '../../site/components/demo-banner/DemoBanner.tsx';

const content = await publishedContent();
const routes = buildRouteTable(content).pages.filter((route) => route.indexable);

/** Each indexable page's closing: its kind (the page component) and the heading and buttons of `[data-closing]`. */
const closings = await Promise.all(routes.map(async (route) => {
  const doc = await loadPage(route.path);
  const closing = doc.querySelectorAll('main [data-closing]');
  assert.ok(closing.length <= 1, `${route.path}: one closing at most`);
  return {
    route,
    kind: (route.render().type as { name: string }).name,
    heading: closing[0] ? text(closing[0].querySelector('h2')) : undefined,
    text: closing[0] ? text(closing[0]) : '',
    actions: closing[0] ? Array.from(closing[0].querySelectorAll('a'), (a) => text(a)) : [],
  };
}));

test('every kind of page but contact and the legal texts closes with a call to action, and no two kinds with the same heading', () => {
  const headingsByKind = new Map<string, Set<string>>();
  for (const { route, kind, heading } of closings) {
    if (route.path === paths.contact || route.path === paths.terms) {
      assert.is(heading, undefined, `${route.path} has no closing call`);
      continue;
    }
    assert.ok(heading, `${route.path} (${kind}) closes with a call to action`);
    headingsByKind.set(kind, (headingsByKind.get(kind) ?? new Set()).add(heading!));
  }
  const owner = new Map<string, string>();
  for (const [kind, headings] of headingsByKind) {
    for (const heading of headings) {
      assert.ok(!owner.has(heading) || owner.get(heading) === kind, `"${heading}" closes both ${owner.get(heading)} and ${kind} pages`);
      owner.set(heading, kind);
    }
  }
});

test('a product page\'s and an industry page\'s closing name that product or industry', () => {
  for (const product of content.products) {
    const closing = closings.find((c) => c.route.path === paths.product(product.slug))!;
    assert.ok(closing.text.includes(product.name), `${product.name}: "${closing.text}"`);
  }
  for (const industry of content.industries) {
    const closing = closings.find((c) => c.route.path === paths.industry(industry.slug))!;
    assert.ok(closing.text.includes(industry.name), `${industry.name}: "${closing.text}"`);
  }
});

test('each closing\'s actions carry the one label of their action: a demo is always "Book a demo"; careers lead to the openings, partners to the partner form', () => {
  const labels: string[] = Object.values(ACTION_LABELS);
  for (const { route, actions } of closings) {
    // A link to another site also says, to a screen reader, that it opens a new tab.
    const own = actions.flatMap((said) => labels.filter((label) => said === label || said.startsWith(`${label} (`)));
    if (route.path === paths.careers) assert.equal(own, [ACTION_LABELS.apply, ACTION_LABELS.openings]);
    else if (route.path === paths.partners) assert.equal(own, [ACTION_LABELS.partner]);
    else if (actions.length) assert.equal(own, [ACTION_LABELS.demo, ACTION_LABELS.expert], route.path);
  }
});

test('no closing claims what the vendor cannot show ("hundreds of companies")', () => {
  for (const { route, text: said } of closings) assert.not.match(said, /hundreds of (companies|clients|customers)/i, route.path);
});

test.run();
