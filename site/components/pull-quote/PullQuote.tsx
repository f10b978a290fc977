/**
 * A product page's pull quote (docs/design.md, "Section patterns"): one testimonial of
 * content/home.yml set large, the first whose `product` is the page's (pullQuoteFor). The quote is
 * in the display face, under a drawn quote mark; the caption gives the person, their role and,
 * when the testimonial names a client of content/company.yml, its logo and name (with permission)
 * or its industry mark and description (ClientIdentity). No testimonial for
 * the product: ProductPage leaves the section out.
 */
import type { Product } from '../../model/content.ts';
import { useSite } from '../../site-context.tsx';
import { pullQuoteFor, type PullQuoteSource } from '../../lib/testimonials.ts';
import { ClientIdentity } from '../client-strip/ClientMark.tsx';

/**
 * The quote mark, flat geometric like the site's other drawings: a rounded tile, a soft glow, a
 * ground band, and two marks each made of a disc and a rounded tail. Decorative; no ids.
 */
export function QuoteMark() {
  return (
    <svg className="quote-mark" viewBox="0 0 96 80" width="96" height="80" aria-hidden="true">
      <rect className="quote-mark__tile" width="96" height="80" rx="16" />
      <circle className="quote-mark__glow" cx="48" cy="36" r="28" />
      <rect className="quote-mark__ground" x="12" y="64" width="72" height="8" rx="4" />
      <g className="quote-mark__first">
        <circle cx="34" cy="44" r="11" />
        <path d="M23 44c0-13 5-21 16-26l3 6c-6 3-9 8-9 14z" />
      </g>
      <g className="quote-mark__second">
        <circle cx="62" cy="44" r="11" />
        <path d="M51 44c0-13 5-21 16-26l3 6c-6 3-9 8-9 14z" />
      </g>
    </svg>
  );
}

/** The product's pull quote, or undefined when no testimonial names it (the page then leaves the section out). */
export function usePullQuote(product: Product): PullQuoteSource | undefined {
  const { home, company } = useSite().content;
  return pullQuoteFor(product.id, home.testimonials, company.clients);
}

export function PullQuote({ product, source, tinted }: { product: Product; source: PullQuoteSource; tinted?: boolean }) {
  const { testimonial, client } = source;
  return (
    <section className={`section pull-quote${tinted ? ' section--tinted' : ''}`} aria-label={`${product.name} in a client's words`}>
      <div className="container">
        <figure className="pull-quote__figure">
          <QuoteMark />
          <blockquote className="pull-quote__text"><p>{testimonial.quote}</p></blockquote>
          <figcaption className="pull-quote__caption">
            <span className="pull-quote__person">
              <span className="pull-quote__name">{testimonial.author}</span>
              <span className="pull-quote__role">{testimonial.position}</span>
            </span>
            {client && <ClientIdentity client={client.client} index={client.index} />}
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
