import type { Industry } from '../../site/model/content.ts';

const industry: Industry = {
  slug: 'construction',
  name: 'Construction & infrastructure',
  navLabel: 'Construction',
  icon: 'hard-hat',
  scene: 'industries/construction.svg',
  summary: 'Loyalty for masons and contractors, dealer schemes, and secure project systems for building-materials brands and infrastructure companies.',
  page: {
    template: 'standard',
    title: 'Build loyalty where products are chosen',
    subtitle:
      'For cement, steel, paint, tile, pipe and electrical brands, and for infrastructure companies: reward the masons, contractors and dealers who decide what goes into a building, and secure project data across sites.',
    challenges: [
      {
        icon: 'hard-hat',
        title: 'Contractor and mason influence',
        description:
          'On most sites the mason, contractor or plumber picks the brand, and every competitor courts the same influencers with schemes and gifts.',
      },
      {
        icon: 'store',
        title: 'Dealer and sub-dealer reach',
        description:
          'Building materials reach small towns through multi-brand dealers and sub-dealers; trade schemes arrive late and are hard to verify.',
      },
      {
        icon: 'file',
        title: 'Project data across sites',
        description:
          'Drawings, tenders and ERP data move between sites, consultants and head office; a weak site laptop invites ransomware and data theft.',
      },
    ],
    solutions: [
      {
        product: 'gratify',
        features: [
          'QR codes on bags, cans and packs for masons and contractors',
          'Scan-to-earn points with instant UPI transfer',
          'Product training quizzes in regional languages',
          'Site-visit rewards for engineers',
        ],
        impact: 'Scan-to-earn rewards paid the same day lift the share of registered masons who buy the brand again within a quarter from about one in four to one in three.',
      },
      {
        product: 'navigator',
        features: [
          'Monthly and seasonal targets for dealers and sub-dealers',
          'Taluka and district leaderboards',
          'Incentives triggered on verified sales',
          'Payouts to dealers with WhatsApp redemption',
        ],
        impact: 'Dealers who see scheme progress daily push the premium grade: its share of enrolled dealers’ volume rises by six to eight percentage points within a year.',
      },
      {
        product: 'pulsewatch',
        features: [
          'Monitoring of project ERP and procurement systems',
          'Anomaly detection on site IoT and equipment data',
          'Uptime checks for dealer and contractor portals',
          'Cost alerts on project cloud workloads',
        ],
        impact: 'With ERP, dealer portal and site-equipment data in one view, a failed goods-receipt sync or stuck indent is found that morning, not at month-end.',
      },
      {
        product: 'xdr',
        features: [
          'Protection for site laptops and remote endpoints',
          'Ransomware and APT detection',
          'Automated response across head office and sites',
          'CERT-In and DPDP reporting support',
        ],
        impact: 'Automated response on site laptops and drawing-office PCs keeps tenders and drawings from leaving through an infected machine, each event logged for audit.',
      },
    ],
  },
};

export default industry;
