/**
 * The keyboard walk: Tab from where focus is until it leaves what is walked, and list what a
 * keyboard user would find wrong. Three kinds of walk: the whole document (from the skip link out
 * of the page), a dialog (focus must stay inside and wrap), and a region such as <main> (from its
 * start until focus moves on past its end).
 */
import type { Page } from 'playwright-core';
import { defineInPage } from './browser.ts';

/** What counts as interactive: links, buttons, form fields, summaries, and anything given a tabindex. */
const INTERACTIVE = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]';

/** `document`: the whole page; `trap`: focus must stay in the scope (a dialog); `region`: the walk ends when focus moves past the scope. */
type WalkKind = 'document' | 'trap' | 'region';

/**
 * Installed in the page before the walk. Records each focus move (and each exit from the page, or
 * from the region), and each element's focus ring as focused and, once focus has moved on, as
 * unfocused: the outline and box-shadow of the element, its ::before and ::after, and two
 * ancestors (some rings are drawn by a pseudo-element or by the card around a link). Returns how
 * many elements Tab should reach.
 */
function installFocusWalk([selector, scopeSelector, kind]: [string, string, WalkKind]): number {
  const scope = document.querySelector(scopeSelector)!;
  const elements: Element[] = [];
  const idOf = (el: Element) => (elements.includes(el) ? elements.indexOf(el) : elements.push(el) - 1);
  const nameOf = (id: number) => {
    const el = elements[id];
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const href = el.getAttribute('href');
    return `<${el.localName}${el.id ? `#${el.id}` : ''}${[...el.classList].map((c) => `.${c}`).join('')}${href ? ` href="${href}"` : ''}> "${text}"`;
  };
  const ring = (el: Element) => {
    const layers: [Element, string | null][] = [[el, null], [el, '::before'], [el, '::after']];
    for (let a = el.parentElement, i = 0; a && i < 2; a = a.parentElement, i++) layers.push([a, null]);
    // A box-shadow that eases in would still read as its start value.
    el.getAnimations({ subtree: true }).forEach((a) => a instanceof CSSTransition && a.finish());
    return layers.map(([node, pseudo]) => {
      const s = getComputedStyle(node, pseudo);
      const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 && !/rgba\(.*, 0\)$/.test(s.outlineColor);
      return `${outline ? `outline ${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}` : ''}${s.boxShadow === 'none' ? '' : ` shadow ${s.boxShadow}`}`;
    });
  };
  // The focus ring's outline against what it is drawn on (WCAG 1.4.11 asks 3:1): the first opaque
  // background from the ring's box outwards, or from its parent when the ring lies outside the box.
  const rgb = (colour: string) => {
    const srgb = /^color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)(?: \/ ([\d.]+))?\)$/.exec(colour);
    const parts = srgb ? [...srgb.slice(1, 4).map((v) => Number(v) * 255), Number(srgb[4] ?? 1)] : (/^rgba?\(([^)]*)\)$/.exec(colour)?.[1].split(',').map(Number) ?? []);
    return parts.length >= 3 && (parts[3] ?? 1) === 1 ? parts.slice(0, 3) : null;
  };
  const luminance = (c: number[]) => {
    const [r, g, b] = c.map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const weakRings: string[] = [];
  const checkRingContrast = (el: Element) => {
    const layers: [Element, string | null][] = [[el, null], [el, '::before'], [el, '::after'], ...(el.parentElement ? [[el.parentElement, null] as [Element, null]] : [])];
    for (const [node, pseudo] of layers) {
      const s = getComputedStyle(node, pseudo);
      const ring = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 ? rgb(s.outlineColor) : null;
      if (!ring) continue;
      let under: number[] | null = null;
      for (let a: Element | null = parseFloat(s.outlineOffset) < 0 ? node : node.parentElement; a && !under; a = a.parentElement) under = rgb(getComputedStyle(a).backgroundColor);
      const [high, low] = [luminance(ring), luminance(under ?? [255, 255, 255])].sort((x, y) => y - x);
      const ratio = (high + 0.05) / (low + 0.05);
      if (ratio < 3) weakRings.push(`${s.outlineColor} on ${under ? `rgb(${under.join(', ')})` : 'the page'}, ${ratio.toFixed(2)}:1`);
      return;
    }
  };
  const focused = new Map<number, string[]>();
  const unfocused = new Map<number, string[]>();
  const log: (number | 'left' | { back: number })[] = [];
  let previous: Element | null = null;
  const settlePrevious = () => previous && previous !== document.activeElement && unfocused.set(idOf(previous), ring(previous));
  const record = (el: Element) => {
    settlePrevious();
    previous = el;
    if (kind === 'region' && !scope.contains(el)) {
      // Past the region's end is where the walk ends; before its start, focus went the wrong way.
      log.push(scope.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING ? 'left' : { back: idOf(el) });
      return;
    }
    log.push(idOf(el));
    if (focused.has(idOf(el))) return;
    focused.set(idOf(el), ring(el));
    const before = weakRings.length;
    checkRingContrast(el);
    if (weakRings.length > before) weakRings[before] += `: ${nameOf(idOf(el))}`;
  };
  // A dialog has focus already when the walk starts: that is where it begins. A region's own
  // element (main, focused by the skip link) is where the walk starts, not a stop of its own.
  if (document.activeElement && document.activeElement !== document.body && document.activeElement !== scope) record(document.activeElement);
  document.addEventListener('focusin', (event) => record(event.target as Element), true);
  document.addEventListener('focusout', (event) => (event as FocusEvent).relatedTarget === null && log.push('left'), true);

  const tabbable = [...scope.querySelectorAll<HTMLElement>(selector)].filter((el) => el.tabIndex >= 0 && !el.matches(':disabled')
    && !el.closest('[inert]') && el.checkVisibility({ visibilityProperty: true }) && el.getClientRects().length > 0
    && (el.localName !== 'summary' || el.matches('details > summary:first-of-type'))).map(idOf);

  /** The walk so far: the order focus took until it left the page (or region) or came back to an element. */
  const walk = () => {
    const order: number[] = [];
    for (const [i, entry] of log.entries()) {
      // From a dialog's last control Tab may visit the browser's own controls, then come back in.
      if (entry === 'left' && kind === 'trap') continue;
      if (entry === 'left') return { order, end: 'left', next: log.slice(i + 1).find((e) => typeof e === 'number') as number | undefined };
      if (typeof entry === 'object') return { order, end: `went back to ${nameOf(entry.back)}, before ${scopeSelector}` };
      // A dialog opens with focus on its title, which Tab does not come back to: the first Tab stop is where a walk wraps.
      const firstStop = order.find((id) => (elements[id] as HTMLElement).tabIndex >= 0);
      if (order.includes(entry)) return { order, end: entry === firstStop ? 'wrapped' : `came back to ${nameOf(entry)}` };
      order.push(entry);
    }
    return { order, end: '' };
  };
  const report = () => {
    settlePrevious();
    const { order, end, next } = walk();
    const shows = (id: number) => focused.get(id)!.some((layer, i) => layer !== '' && layer !== (unfocused.get(id)?.[i] ?? ''));
    const outside = (id: number | undefined) => typeof id === 'number' && !scope.contains(elements[id]);
    return {
      end,
      first: order.length ? nameOf(order[0]) : 'nothing',
      missed: tabbable.filter((id) => !order.includes(id)).map(nameOf),
      noRing: order.filter((id) => !shows(id)).map(nameOf),
      weakRings,
      // Outside the scope (a dialog), or back from the browser's own controls to somewhere else.
      escaped: kind === 'region' ? [] : [...order, next].filter(outside).map((id) => nameOf(id as number)),
    };
  };
  Object.assign(window, { focusWalk: { ended: () => walk().end !== '', report } });
  return tabbable.length;
}

type WalkReport = { end: string; first: string; missed: string[]; noRing: string[]; weakRings: string[]; escaped: string[] };
type WithWalk = { focusWalk: { ended: () => boolean; report: () => WalkReport } };

/** Presses Tab until the walk installed in the page has ended (or `limit` presses), and reads its report. */
async function walkWithTab(page: Page, selector: string, kind: WalkKind): Promise<{ report: WalkReport; limit: number }> {
  await defineInPage(page);
  const reachable = await page.evaluate(installFocusWalk, [INTERACTIVE, selector, kind] as [string, string, WalkKind]);
  const limit = reachable + 40;
  for (let presses = 0; presses < limit; presses += 10) {
    for (let i = 0; i < 10; i++) await page.keyboard.press('Tab');
    if (await page.evaluate(() => (window as unknown as WithWalk).focusWalk.ended())) break;
  }
  return { report: await page.evaluate(() => (window as unknown as WithWalk).focusWalk.report()), limit };
}

const problems = ({ missed, noRing, weakRings }: WalkReport): string[] => [
  ...missed.map((name) => `keyboard: never reached by Tab: ${name}`),
  ...noRing.map((name) => `keyboard: no visible focus indicator: ${name}`),
  ...weakRings.map((ring) => `keyboard: focus ring under 3:1 against what it is drawn on: ${ring}`),
];

/**
 * Tabs from where focus is (the start of the document, or inside an open dialog) until focus
 * leaves the page or wraps to where it began, and lists what is wrong: in the document, the first
 * stop is not the skip link; a visible interactive element in `scope` is never reached; a focused
 * element shows no ring that differs from its unfocused look, or an outline ring under 3:1 against
 * the background it is drawn on; focus leaves `scope`; or focus is
 * caught (it comes back to an element before leaving, or never leaves).
 */
export async function tabThrough(page: Page, scope = 'html'): Promise<string[]> {
  const { report, limit } = await walkWithTab(page, scope, scope === 'html' ? 'document' : 'trap');
  const { end, first, escaped } = report;
  return [
    ...(scope !== 'html' || first.includes('.skip-link') ? [] : [`keyboard: the first Tab stop is ${first}, not the skip link`]),
    ...(end === 'left' || end === 'wrapped' ? [] : [`keyboard: focus is trapped: ${end || `still on the page after ${limit} Tabs`}`]),
    ...problems(report),
    ...escaped.map((name) => `keyboard: focus left ${scope} for ${name}`),
  ];
}

/**
 * The walk of a page's own content, as a keyboard user skips the header: from the top of the page
 * the first Tab reaches the skip link, Enter moves focus to <main>, and Tab then reaches every
 * visible control in <main>, each with a visible ring, and moves on past its end (never back
 * before it, never caught). The header and footer are walked by tabThrough on a sample of pages.
 */
export async function tabThroughMain(page: Page): Promise<string[]> {
  await page.keyboard.press('Tab');
  const first = await page.evaluate(() => document.activeElement?.matches('.skip-link') ?? false);
  if (!first) return ['keyboard: the first Tab stop is not the skip link'];
  await page.keyboard.press('Enter');
  if (!(await page.evaluate(() => document.activeElement?.localName === 'main'))) return ['keyboard: the skip link did not move focus to <main>'];
  const { report, limit } = await walkWithTab(page, 'main', 'region');
  return [
    ...(report.end === 'left' ? [] : [`keyboard: in <main>, ${report.end || `focus is still there after ${limit} Tabs`}`]),
    ...problems(report),
  ];
}
