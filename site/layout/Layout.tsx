/** The frame every page shares: skip link, header, the page's <main>, footer. */
import type { ReactNode } from 'react';
import { Header } from '../widgets/header/Header.tsx';
import { Footer } from '../widgets/footer/Footer.tsx';
import { sectionIds } from '../paths.ts';
import { useSite } from '../site-context.tsx';
import { SearchMarks, searchBody } from '../search/SearchMarks.tsx';

export function Layout({ children }: { children: ReactNode }) {
  const { route } = useSite();
  return (
    <>
      <a className="skip-link" href={`#${sectionIds.main}`}>Skip to main content</a>
      <Header />
      <main id={sectionIds.main} tabIndex={-1} {...searchBody(route.search)}>
        {route.search && <SearchMarks title={route.title} entry={route.search} />}
        {children}
      </main>
      <Footer />
    </>
  );
}
