/**
 * The one inline script, allowed by the CSP by hash (never 'unsafe-inline'). It does two things:
 *
 * - It marks <html> as scripted before the first paint, so content that scripts will reveal can
 *   be hidden without a flash, and stays visible when scripts are off.
 * - It starts the page's islands once the document is parsed and has painted. Their URLs are
 *   attributes of this script, not preload hints: nothing of theirs is fetched, compiled or run
 *   before the first paint, so on a slow network the page's HTML and CSS have the connection to
 *   themselves, and on a slow phone the page shows first and wakes second. Each request is then
 *   made in a task of its own (a message, as in site/islands/next-task.ts: no timer clamp), about
 *   a millisecond each on a slow phone rather than one long task for all of them; the shared
 *   chunks first, so that the entries find them on the way. "Has painted" is the first contentful
 *   paint, or the second frame after the load event if that comes first: Firefox reports no first
 *   contentful paint for a page first painted away from its top (opened at a #fragment, or
 *   reloaded scrolled down). (No comments inside the script: it is written on one line.)
 *
 * - It marks <html> to lay everything out at once on a page opened at a #fragment in a browser
 *   without scroll anchoring (WebKit), and in every browser as a link within the page is followed:
 *   the browser jumps while the sections above the target still stand in at a typical height, and
 *   nothing keeps the target in place once they are laid out at their real one (docs/architecture.md,
 *   "Laid out late"). Not for the skip link: <main> starts above every section laid out late, so
 *   the jump lands right without laying out the whole page, a long task on a slow phone.
 *
 * - It applies the visitor's colour theme (site/lib/theme.ts) before the first paint: a stored
 *   "light" or "dark" becomes <html data-theme>, which the tokens follow; no choice, or storage that
 *   cannot be read, leaves the system's prefers-color-scheme in charge. No flash of the other theme.
 *
 * - It opens the site search from its control (an element marked data-search-open, a link to
 *   /search): on the first click it imports the search widget (site/widgets/search/), which loads
 *   its stylesheet and Pagefind; until then nothing of search is fetched. A modified click (a new
 *   tab) follows the link; a widget that cannot load sends the browser to /search.
 *
 * It is one script on purpose: a browser that cannot parse it (no dynamic import) gets no `js`
 * class either, and so the complete page without JavaScript instead of content hidden for scripts
 * that will never run. So does a browser that parses it but lacks what the islands use: <dialog>,
 * and ES2022's library (`Array.prototype.at`, `Object.hasOwn`), which stand for Chrome 93,
 * Firefox 98 and Safari 15.4 (docs/decisions.md §10). Its theme is applied all the same.
 *
 * Where it stands: after the stylesheets, at the end of the head. A classic script there waits for
 * them, and so does the parsing of the body. That is deliberate: otherwise the browser parses the
 * whole body while the stylesheets are on the way, and must then style and lay out every element
 * before it can paint anything, one long task. Parsed once the styles are known, the body is
 * painted a part at a time (figures: docs/performance.md, "Decisions in force").
 */
import { createHash } from 'node:crypto';
import { THEME_ATTRIBUTE, THEME_STORAGE_KEY } from '../lib/theme.ts';
import { sectionIds } from '../paths.ts';
import { SEARCH_OPENER_ATTRIBUTE } from '../widgets/search/SearchOpener.tsx';

/** On the early script: the page's island entries and the chunks they import, space-separated URLs. */
export const ISLAND_ENTRIES_ATTRIBUTE = 'data-island-entries';
export const ISLAND_CHUNKS_ATTRIBUTE = 'data-island-chunks';
/** On the early script: the search widget's entry and stylesheet, loaded when search is first opened. */
export const SEARCH_ASSETS_ATTRIBUTE = 'data-search-assets';
/** On <html> once every entry has run (or failed): from then on each island watches its own start rule. */
export const ISLANDS_LOADED_ATTRIBUTE = 'data-islands-loaded';
/** On <html> when nothing may be laid out late (see above): CSS that lays out late excludes it. */
export const LAID_OUT_AT_ONCE_ATTRIBUTE = 'data-laid-out-at-once';

const source = `(() => {
  const root = document.documentElement;
  try {
    const theme = localStorage.getItem('${THEME_STORAGE_KEY}');
    if (theme === 'light' || theme === 'dark') root.setAttribute('${THEME_ATTRIBUTE}', theme);
  } catch (error) {}
  if (!(window.HTMLDialogElement && [].at && Object.hasOwn)) return;
  root.classList.add('js');
  const layOutAtOnce = () => root.setAttribute('${LAID_OUT_AT_ONCE_ATTRIBUTE}', '');
  if (location.hash && !CSS.supports('overflow-anchor', 'auto')) layOutAtOnce();
  document.addEventListener('click', (event) => event.target.closest && event.target.closest('a[href^="#"]:not([href="#${sectionIds.main}"])') && layOutAtOnce());
  const urls = (name) => (document.currentScript.getAttribute(name) || '').split(' ').filter(Boolean);
  const entries = urls('${ISLAND_ENTRIES_ATTRIBUTE}');
  const chunks = urls('${ISLAND_CHUNKS_ATTRIBUTE}');
  const search = urls('${SEARCH_ASSETS_ATTRIBUTE}');
  document.addEventListener('click', (event) => {
    const opener = event.target.closest && event.target.closest('[${SEARCH_OPENER_ATTRIBUTE}]');
    if (!opener || !search[0] || event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    import(search[0]).then((widget) => widget.openSearch(opener, search[1]), (error) => {
      console.error(error);
      location.assign(opener.href);
    });
  });
  const parsed = new Promise((done) => document.readyState === 'loading' ? document.addEventListener('DOMContentLoaded', done, { once: true }) : done());
  const painted = new Promise((done) => {
    const afterFrame = () => requestAnimationFrame(() => setTimeout(done));
    if (!(window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).includes('paint'))) return afterFrame();
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      done();
    }).observe({ type: 'paint', buffered: true });
    addEventListener('load', () => requestAnimationFrame(afterFrame), { once: true });
  });
  const inTask = (start) => new Promise((done) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      done(start());
    };
    channel.port2.postMessage(0);
  });
  const preload = (href) => document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  Promise.all([parsed, painted])
    .then(() => Promise.all(chunks.map((href) => inTask(() => preload(href))).concat(entries.map((href) => inTask(() => import(href).catch((error) => console.error(error)))))))
    .then(() => root.setAttribute('${ISLANDS_LOADED_ATTRIBUTE}', ''));
})()`;

// Minified by hand where it is safe (indentation and line breaks only): the hash covers the exact text.
export const earlyScript = source.replace(/\n\s*/g, '');
export const earlyScriptHash = `'sha256-${createHash('sha256').update(earlyScript).digest('base64')}'`;
