import type { Industry } from '../../site/model/content.ts';

const industry: Industry = {
  slug: 'hospitality',
  name: 'Hospitality & travel',
  navLabel: 'Hospitality & travel',
  icon: 'hotel',
  scene: 'industries/hospitality.svg',
  summary: 'In-stay rewards, direct-booking loyalty, travel agent incentives and secure guest data for hotels, resorts and travel companies.',
  home: {
    order: 8,
    challenge: 'Online travel agencies own the guest relationship, and high staff turnover makes service uneven.',
    impact: '40% higher guest satisfaction',
  },
  page: {
    template: 'standard',
    title: 'Guests who come back, and book direct',
    subtitle:
      'For hotels, resorts, restaurants and travel companies: reward guests during their stay, motivate travel agents and frontline staff, and keep booking systems and guest data safe.',
    challenges: [
      {
        icon: 'star',
        title: 'Guest loyalty beyond OTAs',
        description:
          'Most bookings come through OTAs that own the guest and take a commission on every stay, so winning the next booking direct is hard.',
      },
      {
        icon: 'users',
        title: 'Staff turnover and service consistency',
        description:
          'Front office, F&B and housekeeping attrition peaks with the season, and service slips when staff feel their effort goes unnoticed.',
      },
      {
        icon: 'wallet',
        title: 'Guest data and payments',
        description:
          'Hotels and travel firms keep passports, card details and itineraries for thousands of guests; a breach costs reviews as well as revenue.',
      },
    ],
    solutions: [
      {
        product: 'gratify',
        features: [
          'QR rewards at check-in, restaurants and spa',
          'Spin-the-wheel for direct-booking offers',
          'Personalised offers based on past stays',
          'Instant F&B and upgrade vouchers',
        ],
        impact: 'Small, instant rewards during the stay contribute to 40% higher guest satisfaction scores and more direct repeat bookings.',
      },
      {
        product: 'navigator',
        features: [
          'Room-night targets for travel agents and corporate partners',
          'Property and region leaderboards',
          'Incentives for frontline staff on upsells',
          'Automated payouts and WhatsApp redemption',
        ],
        impact: 'Automating agent commissions and staff incentives brings 30% lower operational cost for sales and loyalty teams.',
      },
      {
        product: 'pulsewatch',
        features: [
          'Monitoring of PMS, channel manager and booking engine',
          'Alerts on rate and inventory sync failures',
          'Uptime checks for the booking website',
          'Cloud cost alerts across properties',
        ],
        impact: 'Channel-manager sync failures are flagged within minutes, before a room sold on two travel portals turns into an overbooking at the front desk.',
      },
      {
        product: 'xdr',
        features: [
          'Protection for front-desk and back-office endpoints',
          'Detection of card data theft and fileless malware',
          'Automated incident response across properties',
          'DPDP and GDPR compliance for international guests',
        ],
        impact: 'Central detection across every property catches card-skimming malware and misused front-desk logins, with one incident record for card networks and CERT-In.',
      },
    ],
  },
};

export default industry;
