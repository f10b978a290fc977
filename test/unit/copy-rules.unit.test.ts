/**
 * Copy rules a buyer would notice (docs/content.md §6): each industry page's impact is written
 * for that industry, the vendor's own uptime is never a customer's result, and the people quoted
 * in testimonials are not the company's own staff.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { realContent } from '../helpers/content.ts';
import type { Industry } from '../../site/model/content.ts';

/** An impact claim may appear on at most this many industry pages before it reads as a template. */
const MAX_PAGES_PER_CLAIM = 3;

/** Every impact line an industry shows: its solutions' impact, its results, its home-page card's figure. */
function impactLines(industry: Industry): { product?: string; text: string }[] {
  const { page } = industry;
  const onPage = page.template === 'standard' ? page.solutions.map((s) => ({ product: s.product, text: s.impact })) : page.results.map((text) => ({ text }));
  return [...onPage, ...(industry.home ? [{ text: industry.home.impact }] : [])];
}

/** Lower-case words with punctuation dropped; figures (35%, 2.3x, +50%, 6-hour) are kept whole. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}+₹]+|[^\p{L}\p{N}%]+$/gu, ''))
    .filter(Boolean);
}

/** The claims in a line: the whole sentence, and each figure with the two words after it ("40% fewer security"). */
function claims(line: { product?: string; text: string }): string[] {
  const w = words(line.text);
  const found = [w.join(' ')];
  w.forEach((word, i) => {
    if (!/\d/.test(word)) return;
    found.push(w.slice(i, i + 3).join(' '));
    // The same product claiming the same figure, however it is worded ("about 20%" cloud savings).
    if (line.product) found.push(`${line.product}: ${word}`);
  });
  return found;
}

/** Claims made on more than MAX_PAGES_PER_CLAIM pages, each with the pages that make it. */
function templatedClaims(industries: Industry[]): string[] {
  const pages = new Map<string, Set<string>>();
  for (const industry of industries) {
    for (const line of impactLines(industry)) {
      for (const claim of claims(line)) pages.set(claim, (pages.get(claim) ?? new Set()).add(industry.slug));
    }
  }
  return [...pages].filter(([, slugs]) => slugs.size > MAX_PAGES_PER_CLAIM).map(([claim, slugs]) => `"${claim}" on ${[...slugs].join(', ')}`);
}

/** The vendor's own availability figure (99.9%, 99.95%) in a line meant to be a customer's result. */
const vendorUptime = /\b99\.9\d*\s?%/;

const content = await realContent();

test('the claim finder catches one claim on four pages, however the sentences around it differ', () => {
  const base = content.industries.find((i) => i.page.template === 'standard')!;
  if (base.page.template !== 'standard') throw new Error('no standard industry page');
  const { solutions } = base.page;
  const copies: Industry[] = ['a', 'b', 'c', 'd'].map((slug, n) => ({
    ...base,
    slug,
    home: undefined,
    page: {
      ...base.page,
      solutions: solutions.map((s, i) => ({ ...s, impact: i === 3 ? `Detection in ${slug}’s stores brings 40% fewer security incidents.` : `Line ${n}.${i} in its own words` })),
    },
  }));
  const found = templatedClaims(copies);
  assert.ok(found.some((claim) => claim.startsWith('"40% fewer security"')), found.join('\n'));
  assert.ok(found.some((claim) => claim.startsWith('"xdr: 40%"')), found.join('\n'));
  assert.equal(templatedClaims(copies.slice(0, 3)), []);
});

test('no impact claim appears on more than three industry pages', () => {
  assert.equal(templatedClaims(content.industries), []);
});

test('no industry presents the vendor’s 99.9% uptime as a customer’s result', () => {
  assert.ok(vendorUptime.test('Platforms hold 99.9% uptime through admission season.'));
  const offending = content.industries.flatMap((industry) => impactLines(industry).filter((line) => vendorUptime.test(line.text)).map((line) => `${industry.slug}: ${line.text}`));
  assert.equal(offending, []);
});

test('the people quoted in testimonials are not staff: no blog or whitepaper author, no leader on the About page', () => {
  const name = (n: string) => n.trim().replace(/\s+/g, ' ').toLowerCase();
  const staff = new Set([
    ...content.blog.map((post) => post.author),
    ...content.whitepapers.map((paper) => paper.author),
    ...content.company.facts.leadership.map((leader) => leader.name),
  ].map(name));
  const quotedStaff = content.home.testimonials.filter((t) => staff.has(name(t.author))).map((t) => t.author);
  assert.equal(quotedStaff, []);
});

test.run();
