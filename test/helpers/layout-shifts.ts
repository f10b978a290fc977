/**
 * What moved on a page: the layout shifts it reported so far (from its first frame), each with
 * what moved, as "<node> x,y w×h → x,y w×h". With `afterParsing`, only those after the document
 * was parsed whole: what a half-parsed document draws depends on where a loaded machine's parser
 * stops, and header-partial and page-partial check it by stalling at chosen places. With
 * `within` (a selector), only what moved inside it.
 */
import type { Page } from 'playwright-core';

export async function layoutShifts(page: Page, { afterParsing = false, within = '' } = {}): Promise<{ value: number; sources: string[] }[]> {
  const shifts = await page.evaluate(({ afterParsing, within }) => {
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    const parsed = afterParsing ? ((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.domInteractive ?? 0) : 0;
    const entries = (observer.takeRecords() as unknown as { startTime: number; value: number; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] }[]).filter((e) => e.startTime >= parsed);
    observer.disconnect();
    return entries.map((e) => ({
      value: e.value,
      sources: e.sources.filter((s) => !within || Boolean((s.node instanceof Element ? s.node : s.node?.parentElement)?.closest(within))).map((s) => ({
        node: s.node instanceof Element ? `<${s.node.localName}${[...s.node.classList].map((c) => `.${c}`).join('')}>` : (s.node?.nodeName ?? 'a removed node'),
        from: [s.previousRect.x, s.previousRect.y, s.previousRect.width, s.previousRect.height],
        to: [s.currentRect.x, s.currentRect.y, s.currentRect.width, s.currentRect.height],
      })),
    })).filter((e) => e.sources.length);
  }, { afterParsing, within });
  const rect = ([x, y, w, h]: number[]) => `${Math.round(x)},${Math.round(y)} ${Math.round(w)}×${Math.round(h)}`;
  return shifts.map((s) => ({ value: s.value, sources: s.sources.map((src) => `${src.node} ${rect(src.from)} → ${rect(src.to)}`) }));
}
