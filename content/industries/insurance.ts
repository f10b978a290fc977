import type { Industry } from '../../site/model/content.ts';

const industry: Industry = {
  slug: 'insurance',
  name: 'Insurance & financial services',
  navLabel: 'Insurance',
  icon: 'shield',
  scene: 'industries/insurance.svg',
  summary: 'Renewal rewards, agent and POSP incentives, faster claims journeys and IRDAI-ready security for insurers and financial services firms.',
  home: {
    order: 10,
    challenge: 'Claims take too long, and agents divide their time between several insurers.',
    impact: '60% faster claims',
  },
  page: {
    template: 'standard',
    title: 'Faster claims, loyal policyholders, engaged agents',
    subtitle:
      'For life, health and general insurers, brokers and wealth platforms: reward renewals, keep agents and POSPs selling your products, and protect policyholder data under IRDAI and DPDP rules.',
    challenges: [
      {
        icon: 'briefcase',
        title: 'Agent and POSP engagement',
        description:
          'Agents, POSPs and bancassurance partners often sell for several insurers; new premium and persistency follow where they stay engaged.',
      },
      {
        icon: 'clock',
        title: 'Slow claims experience',
        description:
          'Policyholders judge an insurer by its claims; slow document collection and updates drive complaints, and IRDAI sets turnaround norms.',
      },
      {
        icon: 'lock',
        title: 'Policyholder data protection',
        description:
          'Insurers hold millions of health, financial and identity records, and IRDAI cyber rules and the DPDP Act require fast incident reporting.',
      },
    ],
    solutions: [
      {
        product: 'gratify',
        features: [
          'Rewards for on-time renewals',
          'Wellness challenges for health policyholders',
          'QR links for claim document upload',
          'Personalised top-up and rider offers',
        ],
        impact: 'Renewal rewards and simpler document submission deliver 35% higher customer satisfaction.',
      },
      {
        product: 'navigator',
        features: [
          'Premium and persistency targets for agents and POSPs',
          'Branch and channel leaderboards',
          'Incentives triggered on issued policies',
          'Automated commission payouts',
        ],
        impact: 'Contest standings visible every day bring dormant agents back: a life insurer lifted its monthly active agents from 42% to 56% of the force in three quarters.',
      },
      {
        product: 'pulsewatch',
        features: [
          'Monitoring of policy admin, claims and TPA integrations',
          'Alerts on stalled claim workflows',
          'Uptime checks for customer portals',
          'Cloud cost alerts on claims and policy workloads',
        ],
        impact: 'Spotting stalled claim steps and failing TPA integrations early enables 60% faster claims processing.',
      },
      {
        product: 'xdr',
        features: [
          'Phishing and fileless malware detection',
          'Protection for agent and branch endpoints',
          'Automated response to suspicious policy data access',
          'IRDAI, CERT-In and DPDP reporting support',
        ],
        impact: 'Automated containment keeps policyholder and claims data inside the network, and incident reports carry the facts IRDAI’s cyber-security guidelines require.',
      },
    ],
  },
};

export default industry;
