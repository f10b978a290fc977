/** What every component of a page may read while it renders: the content and the page's own route. */
import { createContext, useContext, type ReactNode } from 'react';
import type { Content } from './model/content.ts';
import type { PageRoute } from './routes.ts';

export interface SiteContextValue {
  content: Content;
  route: PageRoute;
}

const SiteContext = createContext<SiteContextValue | null>(null);

export function SiteProvider({ value, children }: { value: SiteContextValue; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite() was called outside <SiteProvider>: render pages through site/generator/render.tsx');
  return value;
}
