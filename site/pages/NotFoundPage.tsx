/** The branded 404: where the visitor probably wanted to go. */
import { useSite } from '../site-context.tsx';
import { PageHero } from '../layout/PageHero.tsx';
import { paths } from '../paths.ts';

export function NotFoundPage() {
  const { content } = useSite();
  return (
    <>
      <PageHero eyebrow="Error 404" title="We couldn’t find that page" lead="The link may be old, or the address may have a typo. These are the places most visitors look for:" />
      <div className="container section">
        <ul className="link-list">
          <li><a href={paths.home}>Home</a></li>
          {content.products.map((p) => <li key={p.id}><a href={paths.product(p.slug)}>{p.name}</a></li>)}
          <li><a href={paths.homeIndustries}>Industries</a></li>
          <li><a href={paths.caseStudies}>Case Studies</a></li>
          <li><a href={paths.blog}>Blog</a></li>
          <li><a href={paths.contact}>Contact us</a></li>
        </ul>
      </div>
    </>
  );
}
