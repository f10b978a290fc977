/** About: the story (Markdown) beside the company in brief, vision and mission; values, the company's facts, and a call to action. */
import { useSite } from '../../site-context.tsx';
import { PageHero } from '../../layout/PageHero.tsx';
import { SectionHeading } from '../../components/section-heading/SectionHeading.tsx';
import { CardsSection } from '../../components/icon-cards/CardsSection.tsx';
import { ClosingCall } from '../../components/demo-banner/DemoBanner.tsx';
import { Icon } from '../../icons/Icon.tsx';
import { AboutFacts, FactPanel } from './AboutFacts.tsx';
import { AboutScene } from './CompanyScenes.tsx';

export function AboutPage() {
  const { content } = useSite();
  const { about } = content.company;
  const story = content.aboutStory;
  return (
    <>
      <PageHero eyebrow="Company" title={about.title} lead={about.lead} art={<AboutScene />} />
      {/* The story beside the company in brief, its vision and its mission (about.css). */}
      <section className="section about-story" aria-labelledby="story-title">
        <div className="container about-story__grid">
          <div className="about-story__text">
            <SectionHeading id="story-title" eyebrow={story.eyebrow} title={story.title} />
            <div className="prose prose--large" dangerouslySetInnerHTML={{ __html: story.html }} />
          </div>
          <div className="statement-cards">
            <FactPanel facts={content.company.facts} />
            <div className="statement-card tint-blue">
              <h3><Icon name="eye" /> Our vision</h3>
              <p>{about.vision}</p>
            </div>
            <div className="statement-card tint-purple">
              <h3><Icon name="target" /> Our mission</h3>
              <p>{about.mission}</p>
            </div>
          </div>
        </div>
      </section>
      <CardsSection tinted titleId="values-title" eyebrow={about.valuesHeading.eyebrow} title={about.valuesHeading.title} items={about.values} columns={about.values.length === 4 ? 2 : 3} color="purple" />
      <AboutFacts facts={content.company.facts} />
      <ClosingCall kind="about" />
    </>
  );
}
