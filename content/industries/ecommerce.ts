import type { Industry } from '../../site/model/content.ts';

const industry: Industry = {
  slug: 'ecommerce',
  name: 'E-commerce & D2C',
  navLabel: 'E-commerce & D2C',
  icon: 'cart',
  scene: 'industries/ecommerce.svg',
  summary: 'Post-purchase rewards, referral programmes and sale-day reliability for online marketplaces and D2C brands.',
  home: {
    order: 6,
    challenge: 'Customer acquisition keeps getting costlier, and most customers buy only once.',
    impact: '40% higher repeat sales',
  },
  page: {
    template: 'standard',
    title: 'Turn first orders into repeat customers',
    subtitle:
      'For marketplaces and D2C brands: make the second purchase more likely than the first, reward customers who bring friends, and stay fast and secure on the biggest sale days.',
    challenges: [
      {
        icon: 'percent',
        title: 'Rising acquisition cost',
        description:
          'Performance marketing on social platforms and marketplaces costs more each quarter, and most D2C brands recover it only on a second order.',
      },
      {
        icon: 'refresh',
        title: 'One-time buyers and COD returns',
        description:
          'Many first orders from tier-2 and tier-3 cities are cash on delivery and RTO eats margin; without a loyalty hook, few return or prepay.',
      },
      {
        icon: 'zap',
        title: 'Sale-day traffic and fraud',
        description:
          'Flash sales and festive events bring traffic spikes, bots and account takeovers. A slow checkout or breach on the biggest day costs dearly.',
      },
    ],
    solutions: [
      {
        product: 'gratify',
        features: [
          'Scratch cards and spin-the-wheel after checkout',
          'Rewards for choosing UPI over cash on delivery',
          'Referral rewards for both friends',
          'Personalised offers from order history',
        ],
        impact: 'Brands see 40% higher repeat sales and 25% more referrals within two quarters of launching post-purchase rewards.',
      },
      {
        product: 'navigator',
        features: [
          'Targets for resellers and affiliates',
          'Creator and affiliate leaderboards',
          'Commissions triggered on delivered, non-returned orders',
          'Automated payouts',
        ],
        impact: 'Paying commissions only on delivered orders cuts reseller payout disputes by around 60%.',
      },
      {
        product: 'pulsewatch',
        features: [
          'Checkout, payment and inventory API monitoring',
          'Anomaly alerts on sudden conversion drops',
          'Synthetic uptime checks on key journeys',
          'Cloud cost anomaly detection after sales',
        ],
        impact: 'Sale-day incidents are traced to the failing service in minutes, and capacity booked for a sale is released when traffic falls, not at the next billing cycle.',
      },
      {
        product: 'xdr',
        features: [
          'Account takeover and bot attack detection',
          'Protection for payment and customer data',
          'Automated response during flash sales',
          'DPDP and GDPR compliance reporting',
        ],
        impact: 'Credential-stuffing runs against customer accounts are blocked during sales, before stolen logins can drain wallets and stored points.',
      },
    ],
  },
};

export default industry;
