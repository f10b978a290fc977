/**
 * What moved on a page: the layout shifts it reported so far (from its first frame), each with
 * what moved, as "<node> x,y w×h → x,y w×h".
 */
import type { Page } from 'playwright-core';

export async function layoutShifts(page: Page): Promise<{ value: number; sources: string[] }[]> {
  const shifts = await page.evaluate(() => {
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as unknown as { value: number; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] }[];
    observer.disconnect();
    return entries.map((e) => ({
      value: e.value,
      sources: e.sources.map((s) => ({
        node: s.node instanceof Element ? `<${s.node.localName}${[...s.node.classList].map((c) => `.${c}`).join('')}>` : (s.node?.nodeName ?? 'a removed node'),
        from: [s.previousRect.x, s.previousRect.y, s.previousRect.width, s.previousRect.height],
        to: [s.currentRect.x, s.currentRect.y, s.currentRect.width, s.currentRect.height],
      })),
    }));
  });
  const rect = ([x, y, w, h]: number[]) => `${Math.round(x)},${Math.round(y)} ${Math.round(w)}×${Math.round(h)}`;
  return shifts.map((s) => ({ value: s.value, sources: s.sources.map((src) => `${src.node} ${rect(src.from)} → ${rect(src.to)}`) }));
}
