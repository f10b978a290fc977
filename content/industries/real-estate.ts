import type { Industry } from '../../site/model/content.ts';

const industry: Industry = {
  slug: 'real-estate',
  name: 'Real Estate & PropTech',
  navLabel: 'Real Estate',
  icon: 'building',
  summary: 'Site-visit follow-ups, paperless feedback, gifting and broker loyalty for real estate developers and PropTech platforms.',
  page: {
    template: 'simple',
    title: 'Turn site visits into bookings',
    subtitle: 'Follow-ups, feedback, gifting and channel-partner loyalty for developers and PropTech platforms.',
    description:
      'Property purchases take months, and most sales come through channel partners. We help developers keep buyers interested after a site visit, collect feedback and documents without paperwork, and reward the brokers who bring in serious buyers.',
    heroImage: '/images/real-estate.svg',
    features: [
      {
        icon: 'message',
        title: 'WhatsApp follow-ups after a site visit',
        description:
          'Visitors receive the brochure, floor plans and price sheet on WhatsApp shortly after leaving the site. Timed reminders keep the conversation going until the next visit or the booking.',
      },
      {
        icon: 'qr',
        title: 'QR-based feedback and documents',
        description:
          'Buyers scan a QR code in the sales lounge to rate their visit or upload KYC documents for a booking. There is no app to install and no paper form to chase.',
      },
      {
        icon: 'gift',
        title: 'Gifting for agents, clients and referrals',
        description:
          'Send booking hampers, possession-day gifts and referral rewards from 400+ gift cards and vouchers and 4,000+ merchandise options. Approvals and dispatch are tracked in one workflow.',
      },
      {
        icon: 'trophy',
        title: 'Tiered loyalty for brokers and partners',
        description:
          'Channel partners move up from Silver to Gold to Platinum as their bookings grow, unlocking higher payouts and early access to new launches. Payouts are triggered when a booking is confirmed.',
      },
    ],
    results: ['+35% lead-to-site conversions', '+50% broker retention'],
  },
};

export default industry;
