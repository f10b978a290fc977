import type { Industry } from '../../site/model/content.ts';

const industry: Industry = {
  slug: 'real-estate',
  name: 'Real estate & PropTech',
  navLabel: 'Real estate',
  icon: 'building',
  scene: 'industries/real-estate.svg',
  summary: 'Site-visit follow-ups, paperless feedback, gifting and broker loyalty for real estate developers and PropTech platforms.',
  page: {
    template: 'simple',
    title: 'Turn site visits into bookings',
    subtitle: 'Follow-ups, feedback, gifting and channel-partner loyalty for developers and PropTech platforms.',
    description:
      'Property purchases take months, and most sales come through channel partners. We reward brokers for every buyer they bring to the site, not only for bookings, register each visit by QR in the sales lounge so the credit is never disputed, and keep buyers interested after the visit until they book.',
    features: [
      {
        icon: 'message',
        title: 'WhatsApp follow-ups after a site visit',
        description:
          'The slot and pin arrive on visit morning, the brochure, floor plans and prices minutes after it, then timed reminders until booking.',
      },
      {
        icon: 'qr',
        title: 'QR-based feedback and documents',
        description:
          'Buyers scan a QR code in the sales lounge to log their visit against the broker who sent them, rate it or upload KYC. No app, no paper form.',
      },
      {
        icon: 'gift',
        title: 'Gifting for agents, clients and referrals',
        description:
          'Hampers, possession gifts and referral rewards from 400+ gift cards and vouchers and 4,000+ merchandise options, approved in one workflow.',
      },
      {
        icon: 'trophy',
        title: 'Tiered loyalty for brokers and partners',
        description:
          'Points per site visit, paid the week it is logged, more per booking; Silver to Platinum tiers unlock higher payouts and early launch access.',
      },
    ],
    results: ['+35% lead-to-site conversions among broker-sourced leads, once brokers are paid for visits', '+50% broker retention: brokers still sending buyers after a year'],
  },
};

export default industry;
