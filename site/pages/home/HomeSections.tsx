/**
 * The home page's simpler sections, each in its own pattern so the page does not repeat one card
 * grid: Why Choose as a stat row (the figure leads), the infrastructure claims as a list beside
 * the live PulseWatch card on a dark band, and ESG and CSR as three short columns.
 */
import { useSite } from '../../site-context.tsx';
import { island } from '../../islands/markup.ts';
import { SectionHeading } from '../../components/section-heading/SectionHeading.tsx';
import { IconBadge } from '../../components/icon-cards/IconCards.tsx';
import { PulsewatchDemo } from '../../widgets/pulsewatch-demo/PulsewatchDemo.tsx';

export function WhyChoose() {
  const { whyChoose } = useSite().content.home;
  return (
    <section className="section home-why" aria-labelledby="why-title">
      <div className="container">
        <SectionHeading id="why-title" eyebrow="Why us" title={whyChoose.heading} intro={whyChoose.intro} centered />
        <ul className="stat-row" {...island('reveal')}>
          {whyChoose.items.map((item) => (
            <li className="stat-row__item" key={item.title}>
              <p className="stat-row__figure">{item.badge}</p>
              <h3 className="stat-row__title">{item.title}</h3>
              <p className="stat-row__text">{item.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function Infrastructure() {
  const { infrastructure } = useSite().content.home;
  return (
    <section className="section section--dark home-infra" aria-labelledby="infra-title">
      <div className="container split">
        <div>
          <SectionHeading id="infra-title" eyebrow="Infrastructure" title={infrastructure.heading} />
          <ul className="claim-list">
            {infrastructure.items.map((item) => (
              <li className="claim-list__item" key={item.title}>
                <IconBadge name={item.icon} />
                <div>
                  <h3 className="claim-list__title">{item.title}</h3>
                  <p className="claim-list__text">{item.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <PulsewatchDemo />
      </div>
    </section>
  );
}

export function Esg() {
  const { esg } = useSite().content.home;
  return (
    <section className="section home-esg" aria-labelledby="esg-title">
      <div className="container">
        <SectionHeading id="esg-title" eyebrow="ESG & CSR" title={esg.heading} intro={esg.intro} centered />
        <ul className="esg-blocks" {...island('reveal')}>
          {esg.blocks.map((block) => (
            <li className="esg-block" key={block.title}>
              <h3 className="esg-block__title"><IconBadge name={block.icon} size={20} /> {block.title}</h3>
              <ul className="check-list">{block.items.map((i) => <li key={i}>{i}</li>)}</ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
