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
          'The thread starts before the visit, with the slot confirmed and the location pin sent on the morning of the visit. Afterwards, visitors receive the brochure, floor plans and price sheet within minutes of leaving the site, and timed reminders keep the conversation going until the next visit or the booking.',
      },
      {
        icon: 'qr',
        title: 'QR-based feedback and documents',
        description:
          'Buyers scan a QR code in the sales lounge to register their visit against the broker who sent them, rate the visit or upload KYC documents for a booking. There is no app to install and no paper form to chase.',
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
          'Brokers earn tier points for each buyer who turns up at the site, and more for each booking. They move up from Silver to Gold to Platinum, unlocking higher payouts and early access to new launches; a visit reward is paid the week it is registered, a booking payout when the booking is confirmed.',
      },
    ],
    results: ['+35% lead-to-site conversions among broker-sourced leads, once brokers are paid for visits', '+50% broker retention: brokers still sending buyers after a year'],
  },
};

export default industry;
