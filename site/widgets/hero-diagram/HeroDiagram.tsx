/**
 * The home hero's diagram (docs/site.md §5, §14): ERP, CRM, Excel and APIs feed the AI
 * core, which powers the five products; a LIVE dashboard shows six figures. The HTML is the final
 * stage (data-stage="2"): complete without JavaScript, every product a real link, each tooltip
 * opening on :hover and :focus-within. hero-diagram.client.ts plays the stages in once and wires
 * hover, focus, Escape and tap. Lines are SVG and decorative; nodes and tooltips are HTML.
 */
import { useSite } from '../../site-context.tsx';
import { paths } from '../../paths.ts';
import { island } from '../../islands/markup.ts';
import { Icon } from '../../icons/Icon.tsx';
import { FINAL_STAGE, PRODUCT_POINTS, SOURCE_POINTS, feedPath, spokePath } from '../../lib/hero-diagram.ts';

const list = (names: string[]) => `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

export function HeroDiagram() {
  const { content } = useSite();
  const { core, sources, dashboard, dashboardSource } = content.home.diagram;
  const products = content.products.slice(0, PRODUCT_POINTS.length);
  const caption = `${list(sources.map((s) => s.name))} feed the ${core}, which powers ${list(products.map((p) => p.name))}.`;
  return (
    <figure className="hero-diagram" aria-labelledby="hero-diagram-caption" data-stage={FINAL_STAGE} {...island('hero-diagram', 'visible')}>
      <figcaption id="hero-diagram-caption" className="visually-hidden">{caption}</figcaption>
      {/* The size container (hero-diagram.css): the graph's layout follows its width in rem. */}
      <div className="hd-body">
        <div className="hd-graph">
          <svg className="hd-lines" viewBox="0 0 100 100" preserveAspectRatio="none" width="100" height="100" aria-hidden="true" focusable="false">
            {SOURCE_POINTS.map((p, i) => <path key={`f${i}`} className="hd-feed" d={feedPath(p)} />)}
            {SOURCE_POINTS.map((p, i) => <path key={`d${i}`} className="hd-flow" d={feedPath(p)} pathLength={1} data-hero-diagram-part="flow" />)}
            <g className="hd-spokes">
              {products.map((p, i) => <path key={p.id} className={`hd-spoke tint-${p.color}`} d={spokePath(PRODUCT_POINTS[i])} pathLength={1} data-hero-diagram-part="spoke" />)}
            </g>
          </svg>

          <ul className="hd-sources" aria-label="Source systems">
            {sources.map((source) => (
              <li className="hd-source" key={source.name}>
                <Icon name={source.icon} size={16} />
                {source.name}
              </li>
            ))}
          </ul>

          <p className="hd-core">
            <span className="hd-core__badge" data-hero-diagram-part="core">
              <Icon name="sparkles" size={28} />
            </span>
            <span className="hd-core__label">{core}</span>
          </p>

          <ul className="hd-products" aria-label="Products">
            {products.map((product, i) => {
              const href = paths.product(product.slug);
              const descId = `hd-desc-${product.id}`;
              return (
                <li className={`hd-product tint-${product.color}`} key={product.id} data-hero-diagram-product={i}>
                  <a className="hd-product__link" href={href} aria-describedby={descId}>
                    <span className="hd-node">
                      <Icon name={product.icon} size={24} />
                    </span>
                    <span className="hd-product__name">{product.name}</span>
                  </a>
                  <div className="hd-tip">
                    <p className="hd-tip__name">{product.name}</p>
                    <p className="hd-tip__text" id={descId}>{product.summary}</p>
                    {/* For pointer and touch: the keyboard has the product's own link, to the same page, just before. */}
                    <a className="hd-tip__link" href={href} tabIndex={-1}>
                      Learn more<span className="visually-hidden"> about {product.name}</span>
                      <span aria-hidden="true"> →</span>
                    </a>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>

        <div className="hd-foot">
          {/* Outside the dashboard, so it stays put (and keeps focus) while the stages replay; first, as it is drawn
              over the dashboard's top corner, so Tab reaches it before the dashboard's own control. */}
          <button className="hd-replay" type="button" hidden data-hero-diagram-replay="">
            <Icon name="refresh" size={14} />
            Replay<span className="visually-hidden"> the diagram</span>
          </button>
          <div className="hd-dash" role="group" aria-labelledby="hd-dash-title">
            <p className="hd-dash__head" id="hd-dash-title">
              <span className="hd-dash__live">LIVE</span> Dashboard
            </p>
            <dl className="hd-dash__grid">
              {dashboard.map((figure) => (
                <div className="hd-dash__item" key={figure.label} data-hero-diagram-part="figure">
                  <dt>{figure.label}</dt>
                  <dd>{figure.value}</dd>
                </div>
              ))}
            </dl>
            {/* What each figure counts: one line until asked, so the dashboard keeps its size. */}
            <details className="hd-dash__about">
              <summary>What these figures count</summary>
              <p>{dashboardSource}</p>
              <dl>
                {dashboard.map((figure) => (
                  <div key={figure.label}>
                    <dt>{figure.label} {figure.value}</dt>
                    <dd>{figure.note}</dd>
                  </div>
                ))}
              </dl>
            </details>
          </div>
        </div>
      </div>
    </figure>
  );
}
