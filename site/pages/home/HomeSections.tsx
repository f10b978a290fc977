/** The home page's simpler sections: Why Choose, the infrastructure claims, and ESG and CSR. */
import { useSite } from '../../site-context.tsx';
import { island } from '../../islands/markup.ts';
import { SectionHeading } from '../../components/section-heading/SectionHeading.tsx';
import { IconBadge, IconCards } from '../../components/icon-cards/IconCards.tsx';
import { PulsewatchDemo } from '../../widgets/pulsewatch-demo/PulsewatchDemo.tsx';

export function WhyChoose() {
  const { whyChoose } = useSite().content.home;
  return (
    <section className="section home-why" aria-labelledby="why-title">
      <div className="container">
        <SectionHeading id="why-title" eyebrow="Why us" title={whyChoose.heading} intro={whyChoose.intro} centered />
        <ul className="why-cards card-rows" {...island('reveal')}>
          {whyChoose.items.map((item) => (
            <li className="why-card" key={item.title}>
              <span className="why-card__badge">{item.badge}</span>
              <IconBadge name={item.icon} size={26} tint="purple" />
              <h3>{item.title}</h3>
              <p>{item.description}</p>
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
          <IconCards items={infrastructure.items} columns={2} color="cyan" />
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
              <IconBadge name={block.icon} size={26} />
              <h3>{block.title}</h3>
              <ul className="check-list">{block.items.map((i) => <li key={i}>{i}</li>)}</ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
