import type { Industry } from '../../site/model/content.ts';

const industry: Industry = {
  slug: 'logistics',
  name: 'Logistics & supply chain',
  navLabel: 'Logistics',
  icon: 'truck',
  scene: 'industries/logistics.svg',
  summary: 'Driver and delivery-partner incentives, shipper loyalty, and round-the-clock monitoring and security for logistics and supply chain firms.',
  page: {
    template: 'standard',
    title: 'Keep every shipment and partner moving',
    subtitle:
      'For express carriers, 3PLs, fleet operators and warehousing companies: retain drivers and delivery partners, reward shippers for growing volume, and keep WMS and tracking systems running around the clock.',
    challenges: [
      {
        icon: 'truck',
        title: 'Driver and delivery-partner attrition',
        description:
          'Drivers, fleet owners and last-mile partners go to whoever pays faster and fairer, so attrition means nonstop hiring before festive peaks.',
      },
      {
        icon: 'map-pin',
        title: 'Visibility across the network',
        description:
          'Shipments pass through hubs, line-haul transporters and 3PLs, each on its own system; delays often surface only when a customer complains.',
      },
      {
        icon: 'server',
        title: 'Always-on systems',
        description:
          'WMS, TMS and tracking APIs must run every hour of every day, and ransomware at a logistics firm stops dispatch for every client it serves.',
      },
    ],
    solutions: [
      {
        product: 'gratify',
        features: [
          'Rewards for SME shippers on volume milestones',
          'QR feedback at delivery',
          'Referral rewards for new shippers',
          'Personalised rate and service offers',
        ],
        impact: 'Volume-based rewards help carriers keep SME shippers, with rewarded accounts showing 45% higher retention.',
      },
      {
        product: 'navigator',
        features: [
          'Trip and on-time delivery targets for drivers and partners',
          'Hub and route leaderboards',
          'Incentives paid on delivery confirmation',
          'Instant payouts with WhatsApp redemption',
        ],
        impact: 'Fair, fast incentives linked to on-time delivery reduce delivery-partner attrition by around 25%.',
      },
      {
        product: 'pulsewatch',
        features: [
          'Monitoring of WMS, TMS and tracking APIs',
          'Anomaly alerts on scan and dispatch delays',
          'Uptime checks for customer tracking pages',
          'Cloud cost alerts during peak season',
        ],
        impact: 'Alerts on missing scans and slow dispatch APIs cut the time to spot a stuck shipment from hours to under 15 minutes.',
      },
      {
        product: 'xdr',
        features: [
          'Ransomware detection on dispatch systems',
          'Protection for hub and warehouse endpoints',
          'Automated isolation of infected machines',
          'DPDP safeguards for consignee addresses and phone numbers',
        ],
        impact: 'An infected hub machine is isolated automatically, so ransomware at one sorting centre does not stop scanning and dispatch at the others.',
      },
    ],
  },
};

export default industry;
