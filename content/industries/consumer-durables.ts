import type { Industry } from '../../site/model/content.ts';

const industry: Industry = {
  slug: 'consumer-durables',
  name: 'Consumer durables & appliances',
  navLabel: 'Consumer durables',
  icon: 'plug',
  scene: 'industries/consumer-durables.svg',
  summary: 'Warranty-linked loyalty, dealer and promoter schemes, and dependable service platforms for appliance and consumer durables brands.',
  page: {
    template: 'standard',
    title: 'Win the counter, keep the customer',
    subtitle:
      'For makers of ACs, refrigerators, TVs, kitchen appliances and fans: stay top of mind with dealers and in-store promoters, and keep a direct relationship with buyers long after the sale.',
    challenges: [
      {
        icon: 'store',
        title: 'Counter share at multi-brand outlets',
        description:
          'In multi-brand stores the salesperson’s word often decides which AC or refrigerator goes home, and every brand runs a scheme to win it.',
      },
      {
        icon: 'calendar',
        title: 'Seasonal demand swings',
        description:
          'ACs and coolers peak in summer, TVs and kitchen appliances at Diwali and weddings; stock, schemes and promoters must follow the calendar.',
      },
      {
        icon: 'settings',
        title: 'Losing the customer after the sale',
        description:
          'Many buyers never register a warranty, so the brand loses them at the counter, and third-party technicians shape installation and service.',
      },
    ],
    solutions: [
      {
        product: 'gratify',
        features: [
          'QR warranty registration with instant rewards',
          'Scratch cards on purchase',
          'Rewards for installation and service feedback',
          'Personalised AMC and upgrade offers',
        ],
        impact: 'An instant reward at registration lifts warranty sign-ups to over 60% of units sold, giving the brand a direct customer record.',
      },
      {
        product: 'navigator',
        features: [
          'Model-wise targets for dealers and in-store promoters',
          'Season-specific schemes with live leaderboards',
          'Incentives triggered on invoice upload',
          'Promoter payouts and WhatsApp redemption',
        ],
        impact: 'Promoters who see their rank and earnings daily sell the focus models, whose share of promoter sales rises about 12 percentage points in a festive season.',
      },
      {
        product: 'pulsewatch',
        features: [
          'Monitoring of service booking and warranty platforms',
          'AI anomaly detection on service ticket spikes',
          'Uptime checks for the customer app',
          'Cloud cost alerts during summer and festive peaks',
        ],
        impact: 'A spike in service tickets for a single model is flagged within hours, so a faulty batch reaches the quality team before it reaches social media.',
      },
      {
        product: 'xdr',
        features: [
          'Protection for smart-appliance cloud and app backends',
          'Fileless malware and APT detection',
          'Automated response across plants and offices',
          'DPDP compliance for customer records',
        ],
        impact: 'Detection across plants, offices and connected-appliance backends catches a hijacked device account before it can send commands to customers’ appliances.',
      },
    ],
  },
};

export default industry;
