/**
 * The product pages' pull quotes, read from the built pages against the content: a product that a
 * testimonial of content/home.yml names (its `product`) shows the first such testimonial as a
 * figure with its words, person and role (and the client's identity when it names one); a product
 * that none names has no pull quote. The unit test (pull-quote.unit.test.ts) makes both cases exist.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadPage, text } from '../helpers/built-pages.ts';
import { publishedContent } from '../helpers/content.ts';
import { paths } from '../../site/paths.ts';
import { isPublic } from '../../site/model/clients.ts';

const content = await publishedContent();

for (const product of content.products) {
  const testimonial = content.home.testimonials.find((t) => t.product === product.id);
  const client = testimonial?.client === undefined ? undefined : content.company.clients.find((c) => c.description === testimonial.client);
  test(`${product.name}: ${testimonial ? `the pull quote of ${testimonial.author}` : 'no pull quote, as no testimonial names it'}`, async () => {
    const doc = await loadPage(paths.product(product.slug));
    const figures = doc.querySelectorAll('main .pull-quote figure');
    if (!testimonial) {
      assert.is(doc.querySelector('main .pull-quote, main blockquote'), null);
      return;
    }
    assert.is(figures.length, 1);
    assert.is(text(figures[0].querySelector(':scope > blockquote')), testimonial.quote);
    const caption = figures[0].querySelector(':scope > figcaption');
    assert.ok(text(caption).includes(testimonial.author) && text(caption).includes(testimonial.position), text(caption));
    const identity = caption?.querySelector('.client-id');
    if (!client) assert.is(identity, null);
    else assert.is(text(identity), isPublic(client) ? client.name : client.description);
  });
}

test.run();
