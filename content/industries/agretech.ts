import type { Industry } from '../../site/model/content.ts';

const industry: Industry = {
  slug: 'agretech',
  name: 'Agritech & Social Impact',
  navLabel: 'Agritech',
  icon: 'tractor',
  summary: 'Farmer and dealer engagement that works without an app, plus reliable, secure platforms for agritech firms, FPOs, NGOs and CSR programmes.',
  page: {
    template: 'standard',
    title: 'Reach farmers and communities where they are',
    subtitle:
      'For agri-input companies, agritech platforms, FPOs, NGOs and CSR teams: engage farmers and beneficiaries on basic phones, motivate rural dealers and field officers, and account for every rupee spent.',
    challenges: [
      {
        icon: 'leaf',
        title: 'Farmer trust and adoption',
        description:
          'Farmers adopt new seeds, inputs and advisory services carefully, and trust is earned village by village. Digital programmes fail when they assume a smartphone and reliable data.',
      },
      {
        icon: 'store',
        title: 'Rural dealers and field officers',
        description:
          'Fertiliser, seed and crop-protection sales run through dealers and field officers in rural markets. Incentive schemes are often settled months after the season has ended.',
      },
      {
        icon: 'file',
        title: 'Impact reporting and data protection',
        description:
          'NGOs, FPOs and CSR programmes must show donors and boards where every rupee went. Farmer and beneficiary data also needs protection under the DPDP Act.',
      },
    ],
    solutions: [
      {
        product: 'gratify',
        features: [
          'QR codes on input packs to check genuineness and earn rewards',
          'Crop advisory quizzes in regional languages',
          'Instant UPI rewards for participation',
          'Works on any phone, no app needed',
        ],
        impact: 'Genuineness checks with instant rewards bring farmers back to the same brand, with repeat purchases up by 35% across a season.',
      },
      {
        product: 'navigator',
        features: [
          'Seasonal targets for dealers and field officers',
          'District leaderboards through kharif and rabi',
          'Incentives triggered on sell-through',
          'WhatsApp redemption for rural dealers',
        ],
        impact: 'Incentives settled within the season rather than months later help dealers and field officers deliver a 35% sales increase.',
      },
      {
        product: 'pulsewatch',
        features: [
          'Monitoring of farmer apps and advisory platforms',
          'Alerts on data sync failures from low-connectivity areas',
          'Uptime checks during sowing and procurement peaks',
          'Cloud cost alerts for grant-funded programmes',
        ],
        impact: 'Cloud cost anomaly alerts help lean, grant-funded teams reduce hosting spend by around 20%.',
      },
      {
        product: 'xdr',
        features: [
          'Protection for field tablets and office endpoints',
          'Phishing and ransomware detection',
          'Automated incident response',
          'DPDP compliance for beneficiary data',
        ],
        impact: 'Automated detection and response let a two-person IT team cover every office and field tablet, with 40% fewer security incidents.',
      },
    ],
  },
};

export default industry;
