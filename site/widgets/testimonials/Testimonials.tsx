/**
 * The home page's 'What Our Clients Say' carousel (docs/site.md §5, §14). The testimonials (8 to
 * 18, content/home.yml) are rendered three times in one track; CSS slides the track by one copy's width, linearly and
 * forever, so it scrolls without JavaScript. The two repeats are aria-hidden and inert: screen
 * readers and keyboards meet each testimonial once. The island only reveals and drives the
 * Pause/Play button, which is rendered hidden because it cannot work without scripts.
 */
import type { Testimonial } from '../../model/content.ts';
import { useSite } from '../../site-context.tsx';
import { island } from '../../islands/markup.ts';
import { SectionHeading } from '../../components/section-heading/SectionHeading.tsx';
import { initials, loopCards, toggleLabel } from '../../lib/testimonials.ts';

export function Testimonials() {
  const { home } = useSite().content;
  const { testimonials } = home;
  return (
    <section className="section testimonials" aria-labelledby="testimonials-title" {...island('testimonials', 'idle')}>
      <div className="container testimonials__header">
        <SectionHeading
          id="testimonials-title"
          {...home.headings.testimonials}
        />
        <button type="button" className="button button--secondary testimonials__toggle" data-testimonials-toggle="" hidden>
          <svg className="testimonials__icon testimonials__icon--pause" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <rect x="3" y="2" width="3.5" height="12" rx="1" fill="currentColor" />
            <rect x="9.5" y="2" width="3.5" height="12" rx="1" fill="currentColor" />
          </svg>
          <svg className="testimonials__icon testimonials__icon--play" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M4 2.6v10.8a1 1 0 0 0 1.5.86l9-5.4a1 1 0 0 0 0-1.72l-9-5.4A1 1 0 0 0 4 2.6z" fill="currentColor" />
          </svg>
          <span data-testimonials-label="">{toggleLabel(false)}</span>
          <span className="visually-hidden"> testimonials</span>
        </button>
      </div>
      {/* Focusable so that keyboard users can stop the motion (focus within) and, under reduced motion, scroll the row. */}
      <div className="testimonials__viewport" role="group" aria-label="Client testimonials" tabIndex={0}>
        <ul className="testimonials__track">
          {loopCards(testimonials).map(({ item, copy, key }) =>
            copy === 0 ? (
              <li className="testimonial" key={key}><Card item={item} /></li>
            ) : (
              <li className="testimonial testimonial--copy" key={key} aria-hidden="true" inert>
                <Card item={item} />
              </li>
            ),
          )}
        </ul>
      </div>
    </section>
  );
}

function Card({ item }: { item: Testimonial }) {
  return (
    <figure className="testimonial__figure">
      <div className="testimonial__top">
        <svg className="testimonial__mark" viewBox="0 0 32 24" width="32" height="24" aria-hidden="true" focusable="false">
          <path d="M0 24V14.4C0 6.2 4.6 1.4 12.4 0l1.2 3.6C9.4 4.9 7.2 7.6 7 11h5.6v13H0zm18.4 0V14.4C18.4 6.2 23 1.4 30.8 0L32 3.6c-4.2 1.3-6.4 4-6.6 7.4H31v13H18.4z" />
        </svg>
        <p className="testimonial__badge"><span className="visually-hidden">Industry: </span>{item.industry}</p>
      </div>
      <h3 className="testimonial__title">{item.title}</h3>
      <blockquote className="testimonial__quote"><p>{item.quote}</p></blockquote>
      <figcaption className="testimonial__author">
        <span className="testimonial__avatar" aria-hidden="true">{initials(item.author)}</span>
        <span className="testimonial__who">
          <span className="testimonial__name">{item.author}</span>
          <span className="testimonial__position">{item.position}</span>
        </span>
      </figcaption>
    </figure>
  );
}
