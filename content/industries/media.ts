import type { Industry } from '../../site/model/content.ts';

const industry: Industry = {
  slug: 'media',
  name: 'Media & entertainment',
  navLabel: 'Media & entertainment',
  icon: 'film',
  scene: 'industries/media.svg',
  summary: 'Audience rewards, distribution partner incentives and launch-day reliability for broadcasters, OTT platforms, publishers and cinemas.',
  page: {
    template: 'standard',
    title: 'Hold attention between releases',
    subtitle:
      'For broadcasters, OTT platforms, publishers, music labels and cinema chains: keep audiences coming back, keep distribution partners aligned, and keep streams running on premiere night.',
    challenges: [
      {
        icon: 'tv',
        title: 'Audience attention and churn',
        description:
          'Viewers move between OTT apps, TV channels and creators, many subscribing for one show or tournament; keeping them between releases is hard.',
      },
      {
        icon: 'handshake',
        title: 'Distribution and ad sales partners',
        description:
          'Cable operators, LCOs, cinema partners and ad agencies bring much of the revenue; only timely, transparent incentives keep them aligned.',
      },
      {
        icon: 'alert',
        title: 'Premiere-night load and content leaks',
        description:
          'A premiere or a live cricket match can bring millions of concurrent viewers in minutes; outages and leaks cost subscribers and advertisers.',
      },
    ],
    solutions: [
      {
        product: 'gratify',
        features: [
          'Watch-and-win quizzes during live events',
          'QR codes on TV, print and outdoor campaigns',
          'Rewards for subscription renewals',
          'Personalised content and plan offers',
        ],
        impact: 'Live quizzes and renewal rewards keep subscribers through the off-season, with churn between releases down by around 20%.',
      },
      {
        product: 'navigator',
        features: [
          'Subscription targets for LCOs and distributors',
          'Ad sales leaderboards by region',
          'Incentives on package upgrades',
          'Automated payouts to LCOs and agencies',
        ],
        impact: 'Upgrade incentives paid on time move cable operators and distributors to sell the higher bouquet, not the cheapest, ahead of each cricket season.',
      },
      {
        product: 'pulsewatch',
        features: [
          'Monitoring of streaming, CDN and playback APIs',
          'AI anomaly detection on buffering and start-up time',
          'Load alerts before premieres',
          'Cloud cost anomaly detection after live events',
        ],
        impact: 'Buffering spikes are traced to the failing service in minutes, and the capacity booked for a live match is released when the match ends.',
      },
      {
        product: 'xdr',
        features: [
          'Detection of intrusions aimed at unreleased content',
          'Protection for editing and post-production workstations',
          'Automated response before content leaves the network',
          'DPDP and GDPR compliance for subscriber data',
        ],
        impact: 'Monitoring of post-production endpoints flags an unreleased episode leaving through an unapproved upload before it reaches a piracy site.',
      },
    ],
  },
};

export default industry;
