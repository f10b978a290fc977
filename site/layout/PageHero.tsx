/** The opening block of an inner page: breadcrumb, eyebrow, the page's one <h1>, and a lead. */
import type { ReactNode } from 'react';
import { useSite } from '../site-context.tsx';
import { paths } from '../paths.ts';
import { inLanguage } from '../model/language.ts';

/**
 * `data`: hook attributes for an island (a listing swaps the hero of the page it moves to).
 * `lang`: the language of the title and lead, when not the site's (site/model/language.ts).
 */
export function PageHero({ eyebrow, title, lead, children, art, data, lang }: { eyebrow?: string; title: string; lead?: string; children?: ReactNode; art?: ReactNode; data?: Record<`data-${string}`, string>; lang?: string }) {
  const { route } = useSite();
  return (
    <section className={`page-hero${art ? ' page-hero--with-art' : ''}`} {...data}>
      <div className="container page-hero__grid">
        <div className="page-hero__text">
        {route.parents.length > 0 && (
          <nav className="breadcrumb" aria-label="Breadcrumb" data-pagefind-ignore="">
            <ol>
              <li><a href={paths.home}>Home</a></li>
              {route.parents.map((parent) => (
                <li key={parent.path}><a href={parent.path}>{parent.title}</a></li>
              ))}
              <li aria-current="page" {...inLanguage(lang)}>{route.title}</li>
            </ol>
          </nav>
        )}
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 className="page-hero__title" {...inLanguage(lang)}>{title}</h1>
        {lead && <p className="lead" {...inLanguage(lang)}>{lead}</p>}
        {children}
        </div>
        {art && <div className="page-hero__art">{art}</div>}
      </div>
    </section>
  );
}
