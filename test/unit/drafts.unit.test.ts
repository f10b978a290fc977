import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { datedAhead, withoutDrafts } from '../../site/model/drafts.ts';
import { realContent } from '../helpers/content.ts';

const content = await realContent();

test('a build publishes every post that is not a draft, in order, and names the drafts it leaves out', () => {
  // Whatever the content holds as drafts already, the test makes its own: every post published but the second.
  const [first, second, ...rest] = content.blog.map((p) => ({ ...p, draft: false }));
  const blog = [first, { ...second, draft: true }, ...rest];
  const result = withoutDrafts({ ...content, blog });
  assert.equal(result.content.blog.map((p) => p.slug), [first, ...rest].map((p) => p.slug));
  assert.equal(result.drafts.map((p) => p.slug), [second.slug]);
  assert.is(result.content.caseStudies, content.caseStudies);
});

test('without drafts the content is published as it is', () => {
  const published = { ...content, blog: content.blog.map((p) => ({ ...p, draft: false })) };
  const result = withoutDrafts(published);
  assert.is(result.content, published);
  assert.equal(result.drafts, []);
});

test('posts dated after a month are those of a later month, that month itself not included', () => {
  const [first, second, third] = content.blog;
  const posts = [{ ...first, month: '2026-10' }, { ...second, month: '2026-11' }, { ...third, month: '2027-01' }];
  assert.equal(datedAhead(posts, '2026-11').map((p) => p.slug), [third.slug]);
  assert.equal(datedAhead(posts, '2027-01'), []);
});

test.run();
