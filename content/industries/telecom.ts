import type { Industry } from '../../site/model/content.ts';

const industry: Industry = {
  slug: 'telecom',
  name: 'Telecom & electronics',
  navLabel: 'Telecom & electronics',
  icon: 'signal',
  scene: 'industries/telecom.svg',
  summary: 'Subscriber rewards, retailer incentives and faster issue resolution for telecom operators, ISPs and electronics brands.',
  home: {
    order: 9,
    challenge: 'Subscribers churn at the first bad experience, and retailer networks are hard to keep focused.',
    impact: '25% less churn',
  },
  page: {
    template: 'standard',
    title: 'Keep subscribers and the counters that serve them',
    subtitle:
      'For telecom operators, broadband providers and electronics brands: reward loyal subscribers and buyers, motivate recharge and device retailers, and resolve service issues before customers call.',
    challenges: [
      {
        icon: 'refresh',
        title: 'Prepaid and broadband churn',
        description:
          'Subscribers port out or drop a second SIM after one bad experience or a better offer, and with thin ARPU each loss is costly to replace.',
      },
      {
        icon: 'store',
        title: 'A vast retailer network',
        description:
          'Recharges, SIM activations and device sales run through lakhs of counters, kept on your brand by incentives paid on time and easy to verify.',
      },
      {
        icon: 'headset',
        title: 'Slow issue resolution',
        description:
          'Network, billing and device complaints arrive via call centres, apps and stores at once; TRAI benchmarks and social media punish slow fixes.',
      },
    ],
    solutions: [
      {
        product: 'gratify',
        features: [
          'Rewards for recharge streaks',
          'Scratch cards on recharges and device purchases',
          'Personalised plan upgrade offers',
          'Rewards for registering handsets and devices by QR',
        ],
        impact: 'Rewarding recharge streaks and warranty registrations leads to 25% less churn among prepaid and broadband subscribers.',
      },
      {
        product: 'navigator',
        features: [
          'Activation and recharge targets for retailers',
          'Live cluster and circle leaderboards',
          'Incentives on SIM activations and device sales',
          'Redemption and payouts on WhatsApp',
        ],
        impact: 'Retailers see their earnings the same day, and operators record 28% more SIM activations per active counter in the first quarter.',
      },
      {
        product: 'pulsewatch',
        features: [
          'Monitoring of BSS, OSS and billing platforms',
          'AI anomaly detection on network KPIs',
          'Unified logs and traces across app, IVR and CRM',
          'Uptime checks for self-care apps',
        ],
        impact: 'Correlated alerts across network and IT systems deliver 50% faster resolution of billing and service incidents.',
      },
      {
        product: 'xdr',
        features: [
          'APT detection on core, billing and CRM systems',
          'Protection for store and call-centre endpoints',
          'Automated response to suspicious access on subscriber CRM',
          'CERT-In and DPDP compliance reporting',
        ],
        impact: 'An intrusion through a store or call-centre machine is held at that endpoint, before it reaches subscriber records or the SIM-swap tools.',
      },
    ],
  },
};

export default industry;
