import type { Industry } from '../../site/model/content.ts';

const industry: Industry = {
  slug: 'it-saas',
  name: 'IT & SaaS',
  navLabel: 'IT & SaaS',
  icon: 'cloud',
  scene: 'industries/it-saas.svg',
  summary: 'Faster onboarding, partner programmes, full-stack observability and security evidence for IT services and SaaS companies.',
  home: {
    order: 11,
    challenge: 'Slow onboarding and growing support backlogs put renewals at risk.',
    impact: '70% faster support response time',
  },
  page: {
    template: 'standard',
    title: 'Ship faster, onboard faster, stay secure',
    subtitle:
      'For SaaS companies and IT service providers selling in India and abroad: get new accounts to value sooner, answer support tickets with the root cause in hand, and pass enterprise security reviews.',
    challenges: [
      {
        icon: 'rocket',
        title: 'Slow customer onboarding',
        description:
          'Long setup and training delay time to value: trial users leave before they see results, and onboarding gaps return a year later as churn.',
      },
      {
        icon: 'headset',
        title: 'Support load and SLAs',
        description:
          'Tickets outgrow support teams and SLA breaches put enterprise renewals at risk, while engineers lose hours hunting root causes across logs.',
      },
      {
        icon: 'file',
        title: 'Security reviews and compliance',
        description:
          'Enterprise and global buyers ask for SOC 2, ISO 27001, GDPR and DPDP evidence before signing; one incident can stall a pipeline for months.',
      },
    ],
    solutions: [
      {
        product: 'gratify',
        features: [
          'Rewarded onboarding checklists and in-app quizzes',
          'Points for adopting key features',
          'Rewards for referrals and reviews',
          'Personalised upgrade offers',
        ],
        impact: 'Rewarded onboarding checklists bring 45% faster onboarding for new accounts.',
      },
      {
        product: 'navigator',
        features: [
          'Targets for resellers and implementation partners',
          'Partner leaderboards by region',
          'Incentives on registered deals',
          'Automated partner payouts',
        ],
        impact: 'Deal registrations approved within a day and incentives paid in the month a deal closes bring partners back to register the next deal, not only the large ones.',
      },
      {
        product: 'pulsewatch',
        features: [
          'Unified metrics, logs and traces',
          'AI anomaly detection across services',
          'Cloud cost anomaly detection per service and tenant',
          'Uptime and SLA monitoring',
        ],
        impact: 'With the root cause visible in one place, teams achieve 70% faster support response time and cut cloud costs by up to 30%.',
      },
      {
        product: 'xdr',
        features: [
          'Protection for developer endpoints and build servers',
          'Detection of supply-chain and APT attacks',
          'Automated response with evidence for customer audits',
          'GDPR, DPDP and CERT-In reporting',
        ],
        impact: 'Ready evidence of detection and response cuts the turnaround on enterprise security questionnaires from about three weeks to one.',
      },
    ],
  },
};

export default industry;
