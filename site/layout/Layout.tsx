/** The frame every page shares: skip link, header, the page's <main>, footer. */
import type { ReactNode } from 'react';
import { Header } from '../widgets/header/Header.tsx';
import { Footer } from '../widgets/footer/Footer.tsx';
import { sectionIds } from '../paths.ts';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href={`#${sectionIds.main}`}>Skip to main content</a>
      <Header />
      <main id={sectionIds.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
