import type { Industry } from '../../site/model/content.ts';

const industry: Industry = {
  slug: 'retail',
  name: 'Retail, FMCG & FMCD',
  navLabel: 'Retail & FMCG',
  icon: 'store',
  scene: 'industries/retail.svg',
  summary: 'Shopper loyalty, distributor and kirana schemes, and dependable store systems for retail, FMCG and FMCD brands.',
  home: {
    order: 2,
    challenge: 'Shoppers switch brands on price, and trade schemes rarely reach the retail counter on time.',
    impact: '2.3x repeat purchases',
  },
  page: {
    template: 'standard',
    title: 'Win the shopper and the shelf',
    subtitle:
      'Reach consumers directly at the point of purchase, keep distributors and kirana partners focused on your brand, and keep store and billing systems running through every sale season.',
    challenges: [
      {
        icon: 'cart',
        title: 'Low repeat purchase',
        description:
          'Shoppers switch brands on a discount, and most FMCG firms have no direct line to their buyers, so consumer promotions are spent blind.',
      },
      {
        icon: 'truck',
        title: 'Fragmented distribution',
        description:
          'Secondary sales flow unseen through distributors, wholesalers and lakhs of kiranas; schemes settle in weeks, or never reach the retailer.',
      },
      {
        icon: 'zap',
        title: 'Festive-season system load',
        description:
          'Diwali offers, flash promotions and GST billing load POS, DMS and storefronts at once, and sales lost to a peak-week outage never return.',
      },
    ],
    solutions: [
      {
        product: 'gratify',
        features: [
          'QR codes on packs for scratch-and-win rewards',
          'Spin-the-wheel at store counters, no app needed',
          'Personalised offers from purchase history',
          'Instant UPI cashback and vouchers',
        ],
        impact: 'On-pack QR rewards and personalised offers deliver 2.3x repeat purchases among rewarded shoppers and 60% higher engagement with brand campaigns.',
      },
      {
        product: 'navigator',
        features: [
          'Scheme targets for distributors and retailers',
          'Beat-wise and regional leaderboards',
          'Incentives triggered on retailer billing in the DMS',
          'Retailer reward redemption on WhatsApp',
          'Scheme payouts without manual claims',
        ],
        impact: 'Automated scheme settlement pays retailer incentives up to 50% faster than manual claim processing.',
      },
      {
        product: 'pulsewatch',
        features: [
          'POS, DMS and storefront monitoring',
          'Anomaly alerts on order and billing spikes',
          'Uptime checks during sale events',
          'Cloud cost tracking after campaigns',
        ],
        impact: 'Slow billing or a failing storefront is caught at the first store during the festive rush, not after queues have formed at fifty.',
      },
      {
        product: 'xdr',
        features: [
          'Protection for POS terminals and store endpoints',
          'Fileless malware detection on billing systems',
          'Automated response across stores and warehouses',
          'Customer data safeguards under the DPDP Act',
        ],
        impact: 'Fileless malware on billing terminals is caught by its behaviour, not a signature, so card and customer data stay inside the store network in the busiest weeks.',
      },
    ],
  },
};

export default industry;
