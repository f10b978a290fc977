/** The home page, section by section in the order of docs/site.md §5. */
import { ClosingCall } from '../components/demo-banner/DemoBanner.tsx';
import { HomeHero } from './home/HomeHero.tsx';
import { SolutionsOverview } from './home/SolutionsOverview.tsx';
import { HomeIndustries } from './home/HomeIndustries.tsx';
import { Esg, Infrastructure, WhyChoose } from './home/HomeSections.tsx';
import { Testimonials } from '../widgets/testimonials/Testimonials.tsx';
import { StatsPanel } from '../widgets/stats-panel/StatsPanel.tsx';
import { Showcase } from '../widgets/showcase/Showcase.tsx';
import { ClientStrip } from '../components/client-strip/ClientStrip.tsx';

export function HomePage() {
  return (
    <>
      <HomeHero />
      <ClientStrip />
      <SolutionsOverview />
      <HomeIndustries />
      <WhyChoose />
      <Infrastructure />
      <Esg />
      <Testimonials />
      <StatsPanel />
      <Showcase />
      <ClosingCall kind="home" />
    </>
  );
}
