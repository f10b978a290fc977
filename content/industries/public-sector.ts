import type { Industry } from '../../site/model/content.ts';
import site from '../site.ts';

const industry: Industry = {
  slug: 'public-sector',
  name: 'Public sector & government',
  navLabel: 'Public sector',
  icon: 'landmark',
  scene: 'industries/public-sector.svg',
  summary: 'Citizen participation, field-staff programmes, reliable portals and CERT-In-ready security for government departments and PSUs.',
  home: {
    order: 12,
    challenge: 'Public programmes need faster delivery and citizen services that stay online and secure.',
    impact: '30% gain in delivery speed',
  },
  page: {
    template: 'standard',
    title: 'Faster delivery of public services',
    subtitle:
      'For government departments, PSUs, smart city missions and public programmes: raise citizen participation, track field delivery district by district, and keep citizen portals available and secure.',
    challenges: [
      {
        icon: 'users',
        title: 'Citizen participation and feedback',
        description:
          'Schemes reach fewer people than meant when awareness and follow-up are low, and service feedback seldom reaches officers in usable form.',
      },
      {
        icon: 'clock',
        title: 'Delivery across districts',
        description:
          'Field staff and partner agencies report on paper across districts and blocks, and delays pile up between monthly review meetings.',
      },
      {
        icon: 'shield',
        title: 'Critical systems under attack',
        description:
          'Government portals and citizen databases draw state-sponsored and criminal attackers; CERT-In wants incidents reported within six hours.',
      },
    ],
    solutions: [
      {
        product: 'gratify',
        features: [
          'QR-based feedback at service centres',
          'Awareness quizzes for schemes and campaigns',
          'Recognition for volunteers and participants',
          'Feedback from any phone in Hindi and regional languages',
        ],
        impact: 'QR feedback at service counters gives departments ratings on over 50% more transactions than paper registers.',
      },
      {
        product: 'navigator',
        features: [
          'Milestone targets for field staff and partner agencies',
          'District and block leaderboards',
          'Recognition triggered on verified milestones',
          'Auditable reward records',
        ],
        impact: 'Visible district targets and prompt recognition bring a 30% gain in delivery speed on scheme milestones.',
      },
      {
        product: 'pulsewatch',
        features: [
          'Monitoring of citizen portals and APIs',
          'Load alerts ahead of scheme deadlines',
          'Uptime checks for payment and certificate services',
          'Cost alerts on government cloud usage',
        ],
        impact: 'Right-sized infrastructure and fewer manual checks bring 20% lower cost of running citizen services.',
      },
      {
        product: 'xdr',
        features: [
          'APT and fileless malware detection',
          'Automated containment of compromised endpoints',
          'Real-time alerts to the security operations team',
          'Reports in the format CERT-In requires',
        ],
        impact: `${site.xdrName} isolates a compromised department machine in minutes, before it reaches citizen records, and keeps the logs a CERT-In audit asks for.`,
      },
    ],
  },
};

export default industry;
