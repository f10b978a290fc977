/**
 * The colour theme's choice (site/lib/theme.ts) and how the early script applies a stored one
 * before the first paint (site/document/early-script.ts), and when it has a page laid out at once:
 * the script's exact text runs here against a stand-in document and storage.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { runInNewContext } from 'node:vm';
import { parseHTML } from 'linkedom';
import { LAID_OUT_AT_ONCE_ATTRIBUTE, earlyScript } from '../../site/document/early-script.ts';
import { THEME_ATTRIBUTE, THEME_STORAGE_KEY, themeChoice } from '../../site/lib/theme.ts';
import { sectionIds } from '../../site/paths.ts';

test('a stored "light" or "dark" is a choice; anything else leaves the system in charge', () => {
  assert.is(themeChoice('light'), 'light');
  assert.is(themeChoice('dark'), 'dark');
  for (const stored of [null, undefined, '', 'system', 'Dark', 'sepia']) assert.is(themeChoice(stored), 'system', String(stored));
});

/** What a browser older than the islands' floor lacks (docs/decisions.md §10), whether it anchors scrolling, and the address's #fragment. */
interface Browser {
  dialog?: boolean;
  es2022?: boolean;
  scrollAnchoring?: boolean;
  hash?: string;
}

/** Runs the early script with `storage` as localStorage; returns the attributes and classes it set on <html>, and a way to click. */
function runEarlyScript(storage: { getItem: (key: string) => string | null }, { dialog = true, es2022 = true, scrollAnchoring = true, hash = '' }: Browser = {}) {
  const attributes: Record<string, string> = {};
  const classes: string[] = [];
  const clicks: ((event: unknown) => void)[] = [];
  const documentElement = { classList: { add: (name: string) => classes.push(name) }, setAttribute: (name: string, value: string) => (attributes[name] = value) };
  const document = {
    documentElement, readyState: 'loading', currentScript: { getAttribute: () => null }, head: { append: () => undefined },
    addEventListener: (type: string, listener: (event: unknown) => void) => type === 'click' && clicks.push(listener),
  };
  const window = dialog ? { HTMLDialogElement: class {} } : {};
  // Nothing else is needed: the islands wait for a parse and a paint that never come here.
  const prelude = es2022 ? '' : 'delete Array.prototype.at; delete Object.hasOwn;';
  const CSS = { supports: (property: string, value: string) => scrollAnchoring && property === 'overflow-anchor' && value === 'auto' };
  runInNewContext(prelude + earlyScript, { document, localStorage: storage, window, location: { hash }, CSS, requestAnimationFrame: () => 0, setTimeout: () => 0, MessageChannel: class {} });
  /** A click on `target`, an element of a document. */
  const click = (target: Element) => clicks.forEach((listener) => listener({ target }));
  return { attributes, classes, click };
}

test('the early script puts a stored choice on <html>, with the js class', () => {
  for (const choice of ['light', 'dark']) {
    const { attributes, classes } = runEarlyScript({ getItem: (key) => (key === THEME_STORAGE_KEY ? choice : null) });
    assert.equal(attributes, { [THEME_ATTRIBUTE]: choice });
    assert.equal(classes, ['js']);
  }
});

test('the early script sets no theme without a valid choice, or when storage cannot be read', () => {
  for (const stored of [null, 'system', 'purple']) assert.equal(runEarlyScript({ getItem: () => stored }).attributes, {}, String(stored));
  const refused = runEarlyScript({ getItem: () => { throw new Error('SecurityError: storage is disabled'); } });
  assert.equal(refused.attributes, {});
  assert.equal(refused.classes, ['js'], 'the islands still start');
});

test('a browser without <dialog> or ES2022 gets its theme but not the js class: the page as without JavaScript', () => {
  const stored = { getItem: () => 'dark' };
  for (const browser of [{ dialog: false }, { es2022: false }]) {
    const { attributes, classes } = runEarlyScript(stored, browser);
    assert.equal(attributes, { [THEME_ATTRIBUTE]: 'dark' }, JSON.stringify(browser));
    assert.equal(classes, [], JSON.stringify(browser));
  }
});


test('a page opened at a #fragment is laid out at once only where the browser has no scroll anchoring', () => {
  const none = { getItem: () => null };
  assert.equal(runEarlyScript(none, { hash: '#industries', scrollAnchoring: false }).attributes, { [LAID_OUT_AT_ONCE_ATTRIBUTE]: '' });
  assert.equal(runEarlyScript(none, { hash: '#industries' }).attributes, {}, 'anchoring keeps the fragment in place');
  assert.equal(runEarlyScript(none, { scrollAnchoring: false }).attributes, {}, 'no fragment');
});

test('a link within the page, once followed, has the page laid out at once, in every browser; the skip link does not', () => {
  const { document } = parseHTML(`<html><body><a href="#${sectionIds.main}">Skip</a><p>Text <a href="/about">About</a></p>
    <a href="#${sectionIds.termsOfUse}"><span>Terms of use</span></a></body></html>`);
  const page = runEarlyScript({ getItem: () => null });
  for (const elsewhere of ['p', 'a[href="/about"]', `a[href="#${sectionIds.main}"]`]) {
    page.click(document.querySelector(elsewhere)!);
    assert.equal(page.attributes, {}, elsewhere);
  }
  page.click(document.querySelector('span')!);
  assert.equal(page.attributes, { [LAID_OUT_AT_ONCE_ATTRIBUTE]: '' });
});

test.run();
