import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseHTML } from 'linkedom';
import { scopeIds } from '../../site/widgets/listing/dialog-text.dom.ts';

test('a post\'s ids are made its dialog\'s own, and what refers to them inside the text follows', () => {
  const { document } = parseHTML(`<div id="holder">
    <h3 id="results">Results</h3><p>See <a href="#results">the results</a>, <a href="#main">the page</a> and <a href="/blog">the blog</a>.</p>
    <figure aria-labelledby="table-costs"><table><caption id="table-costs">Costs</caption></table></figure>
  </div>`);
  const holder = document.getElementById('holder')!;
  scopeIds(holder, 'post-a-text');
  assert.equal(Array.from(holder.querySelectorAll('[id]'), (el) => el.id), ['post-a-text-results', 'post-a-text-table-costs']);
  assert.is(holder.querySelector('figure')!.getAttribute('aria-labelledby'), 'post-a-text-table-costs');
  assert.equal(Array.from(holder.querySelectorAll('a'), (a) => a.getAttribute('href')), ['#post-a-text-results', '#main', '/blog']);
});

test('a link whose #fragment holds a lone "%" follows its target like any other', () => {
  const { document } = parseHTML('<div id="holder"><h3 id="100%-cashback">100% cashback</h3><p><a href="#100%-cashback">the offer</a></p></div>');
  const holder = document.getElementById('holder')!;
  scopeIds(holder, 'post-b-text');
  assert.is(holder.querySelector('a')!.getAttribute('href'), '#post-b-text-100%-cashback');
});

test.run();
