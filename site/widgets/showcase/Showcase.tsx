/**
 * 'See the platform at work' (docs/site.md §5, §14): the four showcase items from
 * content/home.yml, all rendered as cards, each with its product's illustration, verb, title,
 * description, points and a link to the product page. Without JavaScript (and under reduced
 * motion) that is the whole widget: four complete cards. The island adds the rotation: one card
 * active at a time (data-active), a progress bar, the 7 s decorative loop and the Pause button,
 * which stays hidden until the island can make it work.
 */
import { useSite } from '../../site-context.tsx';
import { island } from '../../islands/markup.ts';
import { paths } from '../../paths.ts';
import { Icon } from '../../icons/Icon.tsx';
import { SectionHeading } from '../../components/section-heading/SectionHeading.tsx';
import { SHOWCASE_BUTTON } from '../../lib/showcase.ts';
import { productDemos } from '../../components/product-demo/ProductDemo.tsx';

export function Showcase() {
  const { content } = useSite();
  const { heading, intro, items } = content.home.showcase;
  return (
    <section className="section showcase" aria-labelledby="showcase-title" data-active="0" {...island('showcase', 'visible')}>
      <div className="container">
        <SectionHeading id="showcase-title" eyebrow="Product showcase" title={heading} intro={intro} centered />
        <div className="showcase__controls">
          <button type="button" className="showcase__toggle" data-showcase-toggle hidden>
            <span className="showcase__toggle-icon" aria-hidden="true" />
            <span data-showcase-label>{SHOWCASE_BUTTON.pause}</span>
            <span className="visually-hidden"> the product showcase</span>
          </button>
        </div>
        <ul className="showcase__grid" data-showcase-cards>
          {items.map((item) => {
            const product = content.products.find((p) => p.id === item.product)!;
            const Illustration = productDemos[item.product];
            return (
              <li key={item.product} className={`showcase__card tint-${product.color}`}>
                <div className="showcase__stage">
                  <span className="showcase__glow" aria-hidden="true" />
                  <Illustration />
                </div>
                <div className="showcase__body">
                  <p className="showcase__meta">
                    <span className="showcase__verb">{item.verb}</span>
                    <span className="showcase__product">{product.name}</span>
                  </p>
                  <h3 className="showcase__title">{item.title}</h3>
                  <p className="showcase__text">{item.description}</p>
                  <ul className="showcase__points">
                    {item.points.map((point) => (
                      <li key={point}><Icon name="check" size={16} />{point}</li>
                    ))}
                  </ul>
                  <a className="showcase__link" href={paths.product(product.slug)}>
                    Explore {product.name} <span aria-hidden="true">→</span>
                  </a>
                </div>
                <span className="showcase__progress" aria-hidden="true" />
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
