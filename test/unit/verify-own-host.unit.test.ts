/** The verify stage: links to our own host written in full are internal links, and no page may use another scheme. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkLinks, linksIn } from '../../site/generator/verify.ts';
import { BrokenLinksError, type Problem } from '../../site/errors.ts';

const origin = 'https://www.example.test';

/** Checks a built site of `pages` (HTML by file) plus other `files`, returning the problems found. */
function check(pages: Record<string, string>, files: string[] = []): { problems: Problem[]; links?: number } {
  const site = { files: new Set([...Object.keys(pages), ...files]), page: (file: string) => linksIn(pages[file] ?? '') };
  try {
    return { problems: [], links: checkLinks(site, origin).links };
  } catch (error) {
    assert.instance(error, BrokenLinksError);
    return { problems: (error as BrokenLinksError).problems };
  }
}

const about = { 'about/index.html': '<h2 id="team">Team</h2>' };

test('our host written in full, with https, http, "//" or capitals, is checked like a path, and passes when the page is there', () => {
  const links = ['https://www.example.test/about', 'http://www.example.test/about/', '//www.example.test/about#team', 'https://WWW.EXAMPLE.TEST/about', 'https://www.example.test:443/about'];
  const result = check({ 'index.html': links.map((href) => `<a href="${href}">x</a>`).join(''), ...about });
  assert.equal(result.problems, []);
  assert.is(result.links, links.length);
});

test('our host written in full is reported when no page answers, with the page the link is on', () => {
  const links = ['//www.example.test/missing', 'http://www.example.test/gone', 'https://www.example.test/about#nowhere'];
  const { problems } = check({ 'index.html': links.map((href) => `<a href="${href}">x</a>`).join(''), ...about });
  assert.equal(problems.map((p) => p.file), ['page /', 'page /', 'page /']);
  assert.match(problems[0].message, '"//www.example.test/missing", but no file answers that path');
  assert.match(problems[1].message, '"http://www.example.test/gone", but no file answers that path');
  assert.match(problems[2].message, 'no element with id "nowhere"');
});

test('other hosts, written in full or with "//", are left alone', () => {
  const result = check({ 'index.html': '<a href="//elsewhere.test/x">a</a><a href="https://www.example.test.evil.test/x">b</a><a href="https://example.test/x">c</a>' });
  assert.equal(result.problems, []);
  assert.is(result.links, 0);
});

test('a page may not use a scheme other than https, http, mailto and tel, however it is written', () => {
  const links = ['javascript:alert(1)', '&#106;avascript:alert(2)', 'java&Tab;script:x', 'data:text/html,x', 'file:///etc/passwd'];
  const { problems } = check({ 'index.html': links.map((href) => `<a href="${href}">x</a>`).join('') + '<a href="mailto:a@b.test">m</a><a href="tel:+1">t</a>' });
  assert.is(problems.length, links.length);
  assert.match(problems[0].message, 'not "javascript:"');
  assert.match(problems[1].message, 'not "javascript:"');
  assert.match(problems[3].message, 'not "data:"');
});

test('a stray "%" in a path or anchor, or an address no parser reads, is reported instead of stopping the check', () => {
  const { problems } = check({ 'index.html': '<a href="/offers/100%-off">a</a><a href="#100%">b</a><a href="http://[broken/">c</a><p id="top"></p>' });
  assert.equal(problems.map((p) => p.message.replace(/^links to "[^"]*", /, '')), ['but no file answers that path', 'but page / has no element with id "100%"', 'but it is not a valid URL']);
});

test('a broken link on many pages (a header link, say) is one problem naming the first page and how many others', () => {
  const pages = Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((name) => [`${name}/index.html`, '<a href="/gone">x</a><a href="/gone">again, in the mobile menu</a>']));
  const { problems } = check(pages);
  assert.is(problems.length, 1);
  assert.is(problems[0].file, 'page /a');
  assert.is(problems[0].message, 'links to "/gone", but no file answers that path (also on 4 other pages: /b, /c, /d, …)');
});

test('character references in a link are decoded as a browser decodes them', () => {
  const result = check({ 'index.html': '<a href="/about?a=1&amp;b=2">a</a><a href="/&#97;bout">b</a>', ...about });
  assert.equal(result.problems, []);
  assert.is(result.links, 2);
});

test.run();
