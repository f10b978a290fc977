/**
 * The one inline script, allowed by the CSP by hash (never 'unsafe-inline'). It does two things:
 *
 * - It marks <html> as scripted before the first paint, so content that scripts will reveal can
 *   be hidden without a flash, and stays visible when scripts are off.
 * - It starts the page's islands once the document is parsed and has painted. Their entries are
 *   `<link rel="modulepreload" data-island-entry>`, so the browser fetches and compiles them early,
 *   but none runs before the first paint: on a slow phone the page shows first and wakes second.
 *
 * It is one script on purpose: a browser that cannot parse it (no dynamic import) gets no `js`
 * class either, and so the complete page without JavaScript instead of content hidden for scripts
 * that will never run.
 */
import { createHash } from 'node:crypto';

export const ISLAND_ENTRY_ATTRIBUTE = 'data-island-entry';
/** On <html> once every entry has run (or failed): from then on each island watches its own start rule. */
export const ISLANDS_LOADED_ATTRIBUTE = 'data-islands-loaded';

const source = `(() => {
  document.documentElement.classList.add('js');
  const parsed = new Promise((done) => document.readyState === 'loading' ? document.addEventListener('DOMContentLoaded', done, { once: true }) : done());
  const painted = new Promise((done) => {
    if (!(window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).includes('paint'))) return requestAnimationFrame(() => setTimeout(done));
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      done();
    }).observe({ type: 'paint', buffered: true });
  });
  Promise.all([parsed, painted]).then(() => Promise.all(Array.from(document.querySelectorAll('link[${ISLAND_ENTRY_ATTRIBUTE}]'), (link) => import(link.href).catch((error) => console.error(error))))).then(() => document.documentElement.setAttribute('${ISLANDS_LOADED_ATTRIBUTE}', ''));
})()`;

// Minified by hand where it is safe (indentation and line breaks only): the hash covers the exact text.
export const earlyScript = source.replace(/\n\s*/g, '');
export const earlyScriptHash = `'sha256-${createHash('sha256').update(earlyScript).digest('base64')}'`;
