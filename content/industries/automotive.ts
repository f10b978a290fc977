import type { Industry } from '../../site/model/content.ts';

const industry: Industry = {
  slug: 'automotive',
  name: 'Automotive',
  navLabel: 'Automotive',
  icon: 'car',
  scene: 'industries/automotive.svg',
  summary: 'Dealer engagement, test-drive and owner loyalty programmes, and secure connected systems for OEMs, dealers and auto-component makers.',
  home: {
    order: 3,
    challenge: 'Disengaged dealers and fewer showroom visits slow down vehicle sales.',
    impact: '40% higher dealer engagement',
  },
  page: {
    template: 'standard',
    title: 'Drive dealer performance and owner loyalty',
    subtitle:
      'From showroom footfall to after-sales service, keep dealers, sales consultants and vehicle owners engaged, with connected-vehicle and dealer systems monitored and protected.',
    challenges: [
      {
        icon: 'handshake',
        title: 'Uneven dealer engagement',
        description:
          'OEM dealers range from metro flagships to tier-3 outlets. Uniform volume targets and slow claim settlement leave many of them disengaged.',
      },
      {
        icon: 'calendar',
        title: 'Test-drive conversion',
        description:
          'Buyers research online and visit one or two showrooms. A lead that does not book a test drive within a few days usually buys elsewhere.',
      },
      {
        icon: 'wifi',
        title: 'Connected vehicle and DMS risk',
        description:
          'Telematics, connected-car apps and DMS platforms widen the attack surface: a breach leaks owner data under the DPDP Act and halts workshops.',
      },
    ],
    solutions: [
      {
        product: 'gratify',
        features: [
          'QR rewards for test-drive bookings at showrooms and mall activations',
          'Spin-the-wheel offers on accessories and extended warranty',
          'Service reminders with loyalty points',
          'Referral rewards for existing owners',
        ],
        impact: 'Instant rewards at showrooms and outdoor activations bring 3X test-drive bookings compared with plain enquiry forms.',
      },
      {
        product: 'navigator',
        features: [
          'Model-wise targets for dealers and sales consultants',
          'Live zonal leaderboards',
          'Incentives triggered on retail registrations',
          'Automated payouts with WhatsApp redemption',
        ],
        impact: 'OEMs report 40% higher dealer engagement once targets, rankings and payouts sit on one platform.',
      },
      {
        product: 'pulsewatch',
        features: [
          'Monitoring of DMS, booking and telematics platforms',
          'AI anomaly detection on connected-car data pipelines',
          'Uptime checks for online booking',
          'Cloud cost anomaly alerts',
        ],
        impact: 'Booking, finance-approval and telematics faults are traced to the failing service before dealers call, and connected-vehicle data costs are tracked by model.',
      },
      {
        product: 'xdr',
        features: [
          'Threat detection across dealer and plant endpoints',
          'APT detection on telematics and DMS servers',
          'Automated containment of compromised devices',
          'DPDP-ready audit logs for owner data',
        ],
        impact: 'An infected dealer laptop is isolated before it reaches the DMS or the warranty portal, so one showroom’s breach does not become the whole network’s.',
      },
    ],
  },
};

export default industry;
