/**
 * The count-up figures under a product hero (docs/site.md §14; shown, unlike the original,
 * docs/decisions.md §17). The HTML carries the final values, so visitors without JavaScript or
 * asking for reduced motion see them as they are; counter.client.ts counts the visible copy up
 * from 0. Screen readers read the visually-hidden final text once and never the 50 steps.
 */
import type { Counter } from '../../model/content.ts';
import { island } from '../../islands/markup.ts';
import { formatCounter } from '../../lib/count-up.ts';

export function Counters({ items, label }: { items: readonly Counter[]; label: string }) {
  return (
    <section className="counters" aria-labelledby="counters-title" {...island('counter', 'visible')}>
      <div className="container">
        <h2 className="counters__title" id="counters-title">{label}</h2>
        <ul className="counters__list">
          {items.map((item) => {
            const text = formatCounter(item, item.value);
            return (
              <li className="counters__item" key={item.label}>
                <p className="counters__figure">
                  <span
                    className="counters__number"
                    aria-hidden="true"
                    data-counter-value={item.value}
                    data-counter-prefix={item.prefix}
                    data-counter-suffix={item.suffix}
                    data-counter-text={text}
                  >
                    {text}
                  </span>
                  <span className="visually-hidden">{text}</span>
                </p>
                <p className="counters__label">{item.label}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
