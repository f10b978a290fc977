/**
 * Markup that most pages repeat (the header, the footer), rendered once and reused: React renders
 * its children to static markup the first time a (content, key) pair is asked for, and every later
 * page gets the same markup inside its host element. The children must depend on the page only
 * through `cacheKey`; whatever else they read of the route is the first page's.
 *
 * The cache is keyed by the content object, so a new content load (each dev-server rebuild) starts
 * empty and never sees stale markup. The dev server re-renders only the pages whose render read
 * what an edit changed (site/dev/track-reads.ts), and a cache hit reads nothing: so each entry
 * keeps what its first render read, and every hit notes those reads again.
 */
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Content } from '../../model/content.ts';
import { SiteProvider, useSite } from '../../site-context.tsx';
import { noteReads, recordReads } from '../../lib/content-reads.ts';

interface Rendered {
  html: string;
  reads: Set<string>;
}

const rendered = new WeakMap<Content, Map<string, Rendered>>();

export interface RenderOnceProps {
  /** The host element, rendered on every page; only its contents are reused. */
  as: 'header' | 'footer' | 'nav' | 'div';
  host?: Record<string, string>;
  /** Names the markup among all render-once markup: the widget, and what of the page it shows. */
  cacheKey: string;
  children: ReactNode;
}

export function RenderOnce({ as, host, cacheKey, children }: RenderOnceProps) {
  const site = useSite();
  let byKey = rendered.get(site.content);
  if (!byKey) rendered.set(site.content, (byKey = new Map()));
  let entry = byKey.get(cacheKey);
  if (entry) noteReads(entry.reads);
  else {
    const { result, reads } = recordReads(() => renderToStaticMarkup(<SiteProvider value={site}>{children}</SiteProvider>));
    byKey.set(cacheKey, (entry = { html: result, reads }));
  }
  return createElement(as, { ...host, dangerouslySetInnerHTML: { __html: entry.html } });
}
