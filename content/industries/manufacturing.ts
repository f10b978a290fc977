import type { Industry } from '../../site/model/content.ts';

const industry: Industry = {
  slug: 'manufacturing',
  name: 'Manufacturing & industrial',
  navLabel: 'Manufacturing',
  icon: 'factory',
  scene: 'industries/manufacturing.svg',
  summary: 'Distributor schemes, influencer loyalty for mechanics and installers, and OT-aware security for manufacturers and industrial brands.',
  home: {
    order: 7,
    challenge: 'Channel partners stock competing brands, and inventory moves slowly through distribution.',
    impact: '30% more partner sales',
  },
  page: {
    template: 'standard',
    title: 'Move more through your channel',
    subtitle:
      'For manufacturers of industrial goods, components, pumps, cables, lubricants and spares: reward the distributors, dealers and tradespeople who recommend your products, and keep plant and ERP systems running.',
    challenges: [
      {
        icon: 'handshake',
        title: 'Divided channel loyalty',
        description:
          'Distributors, dealers and tradespeople stock rival brands too; without a reason to prefer yours, they push whatever pays more this month.',
      },
      {
        icon: 'package',
        title: 'Slow-moving channel inventory',
        description:
          'Stock piles up at some distributors while other regions run short; with no view of secondary sales, schemes and production are guesswork.',
      },
      {
        icon: 'cpu',
        title: 'Connected plants, wider exposure',
        description:
          'SCADA, connected machines and ERP links put the shop floor online, so ransomware can stop production lines, not just laptops.',
      },
    ],
    solutions: [
      {
        product: 'gratify',
        features: [
          'QR codes on products for mechanics, electricians and installers',
          'Scan-to-earn points with instant UPI transfers',
          'Product training quizzes',
          'Personalised offers by trade and region',
        ],
        impact: 'Tradespeople paid instantly for every genuine scan keep choosing the brand: paper-coupon leakage to shopkeepers falls from about 15% of points to under 2%.',
      },
      {
        product: 'navigator',
        features: [
          'SKU-wise targets for distributors and dealers',
          'Regional leaderboards',
          'Incentives triggered on secondary sales and stock liquidation',
          'Distributor payouts with WhatsApp redemption',
        ],
        impact: 'Schemes that reward sell-through rather than primary billing deliver 30% more partner sales and 20% faster supply chain turnover.',
      },
      {
        product: 'pulsewatch',
        features: [
          'ERP, MES and IoT gateway monitoring',
          'Anomaly detection on machine sensor data',
          'Uptime checks for dealer portals',
          'Cost alerts on cloud ERP and analytics',
        ],
        impact: 'Plant IT teams catch ERP and gateway failures before a shift is affected, cutting unplanned system downtime by about 25%.',
      },
      {
        product: 'xdr',
        features: [
          'Threat detection across IT and OT networks',
          'APT detection on engineering and design systems',
          'Automated isolation before ransomware reaches the plant',
          'CERT-In incident reporting support',
        ],
        impact: 'Early detection keeps an infected office PC from reaching the plant network: a four-plant components maker saw 40% fewer confirmed incidents in its first year.',
      },
    ],
  },
};

export default industry;
