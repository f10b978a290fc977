/** A problem's field path names list items by position; recordNames says which items they are. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { recordNames } from '../../site/content-loader/record-names.ts';

test('each list item on the path is named by its name, title, label, author, slug or id', () => {
  const products = [{ name: 'Loyalty', features: { items: [{ title: 'Points' }, { title: 'Tiers' }] } }];
  assert.is(recordNames(products, 'products[0].features.items', 'products'), ' (products[0] is "Loyalty")');
  assert.is(recordNames(products, 'products[0].features.items[1].icon', 'products'), ' (products[0] is "Loyalty", products[0].features.items[1] is "Tiers")');
  assert.is(recordNames({ testimonials: [{ quote: 'q', author: 'A. Rao' }] }, 'testimonials[0].title'), ' (testimonials[0] is "A. Rao")');
});

test('nothing is added where no item is on the path, the item has no name, or the path leads nowhere', () => {
  assert.is(recordNames({ origin: 'x' }, 'origin'), '');
  assert.is(recordNames([{ from: '/a', to: '/b' }], '[0].to'), '');
  assert.is(recordNames([], 'products[3]', 'products'), '');
  assert.is(recordNames({ a: null }, 'a[0].b'), '');
});

test.run();
