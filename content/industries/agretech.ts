import type { Industry } from '../../site/model/content.ts';

const industry: Industry = {
  slug: 'agretech',
  name: 'Agritech & social impact',
  navLabel: 'Agritech',
  icon: 'tractor',
  scene: 'industries/agretech.svg',
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
          'Farmers take up new seeds, inputs and advice with care, and trust is won village by village; apps that assume a smartphone and data fail.',
      },
      {
        icon: 'store',
        title: 'Rural dealers and field officers',
        description:
          'Seed, fertiliser and crop-protection sales run through rural dealers and field officers, and schemes often settle months after the season.',
      },
      {
        icon: 'file',
        title: 'Impact reporting and data protection',
        description:
          'NGOs, FPOs and CSR programmes must show donors and boards where each rupee went, and protect farmer and beneficiary data under the DPDP Act.',
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
        impact: 'Farmers who verify a genuine pack and get paid on the spot come back at the next sowing: 28% more of them buy the brand again the following season.',
      },
      {
        product: 'navigator',
        features: [
          'Seasonal targets for dealers and field officers',
          'District leaderboards through kharif and rabi',
          'Incentives triggered on sell-through',
          'WhatsApp redemption for rural dealers',
        ],
        impact: 'Scheme money that reaches dealers before the season closes, not after harvest, clears focus products sooner and sends fewer cartons back as off-season returns.',
      },
      {
        product: 'pulsewatch',
        features: [
          'Monitoring of farmer apps and advisory platforms',
          'Alerts on data sync failures from low-connectivity areas',
          'Uptime checks during sowing and procurement peaks',
          'Cloud cost alerts for grant-funded programmes',
        ],
        impact: 'Advisory and marketplace apps stay responsive through sowing-season surges on rural networks, and capacity idle between seasons is flagged, not paid for.',
      },
      {
        product: 'xdr',
        features: [
          'Protection for field tablets and office endpoints',
          'Phishing and ransomware detection',
          'Automated incident response',
          'DPDP compliance for beneficiary data',
        ],
        impact: 'Automated response lets a two-person IT team cover every office and several hundred field tablets, and locks a lost tablet before its farmer records are read.',
      },
    ],
  },
};

export default industry;
