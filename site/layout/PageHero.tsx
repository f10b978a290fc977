/** The opening block of an inner page: breadcrumb, eyebrow, the page's one <h1>, and a lead. */
import type { ReactNode } from 'react';
import { useSite } from '../site-context.tsx';
import { paths } from '../paths.ts';

export function PageHero({ eyebrow, title, lead, children }: { eyebrow?: string; title: string; lead?: string; children?: ReactNode }) {
  const { route } = useSite();
  return (
    <section className="page-hero">
      <div className="container">
        {route.parents.length > 0 && (
          <nav className="breadcrumb" aria-label="Breadcrumb">
            <ol>
              <li><a href={paths.home}>Home</a></li>
              {route.parents.map((parent) => (
                <li key={parent.path}><a href={parent.path}>{parent.title}</a></li>
              ))}
              <li aria-current="page">{route.title}</li>
            </ol>
          </nav>
        )}
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 className="page-hero__title">{title}</h1>
        {lead && <p className="lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
