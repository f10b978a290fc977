import type { Industry } from '../../site/model/content.ts';
import site from '../site.ts';

const industry: Industry = {
  slug: 'nbfc',
  name: 'NBFCs & microfinance',
  navLabel: 'NBFC',
  icon: 'bank',
  scene: 'industries/nbfc.svg',
  summary: 'Borrower engagement, field-agent incentives and RBI-ready security for NBFCs and microfinance institutions.',
  home: {
    order: 1,
    challenge: 'Slow borrower onboarding and stretched field agents hold back loan growth and collections.',
    impact: '45% higher loan conversion',
  },
  page: {
    template: 'standard',
    title: 'Grow the loan book, not the risk',
    subtitle:
      'For NBFCs and microfinance institutions: reward good repayment behaviour, keep loan officers and collection agents on target, and protect borrower data under RBI and DPDP rules.',
    challenges: [
      {
        icon: 'wallet',
        title: 'Collection efficiency',
        description:
          'Tier-2 and tier-3 borrowers get reminder calls but no reason to pay early, and each missed EMI pushes an account up a bucket and adds cost.',
      },
      {
        icon: 'users',
        title: 'Field agent productivity',
        description:
          'Loan officers juggle sourcing, KYC visits, group meetings and recoveries without daily targets, and managers see who lags only at month-end.',
      },
      {
        icon: 'shield',
        title: 'KYC data and RBI norms',
        description:
          'eKYC, video KYC and bank data draw phishing and ransomware to lenders; RBI rules, the DPDP Act and CERT-In’s six-hour rule allow no delay.',
      },
    ],
    solutions: [
      {
        product: 'gratify',
        features: [
          'Scratch-card rewards for on-time EMI payments',
          'QR campaigns at branches and partner outlets, no app needed',
          'Personalised top-up and pre-approved loan offers',
          'Instant cashback on repayment milestones',
        ],
        impact: 'Rewarded repayment journeys and well-timed top-up offers deliver up to 45% higher loan conversion from existing borrowers.',
      },
      {
        product: 'navigator',
        features: [
          'Daily sourcing and collection targets per agent',
          'Branch and region leaderboards in real time',
          'Incentives triggered on disbursal and recovery',
          'Rewards redeemed on WhatsApp',
          'Automated payouts to agents and DSAs',
        ],
        impact: 'Clear daily targets and incentives paid within the week lead to 3X agent productivity across sourcing and collections.',
      },
      {
        product: 'pulsewatch',
        features: [
          'Monitoring of loan origination and LMS APIs',
          'Alerts on eKYC, bureau and bank-statement API failures',
          'Uptime checks for UPI AutoPay and payment gateways',
          'Cloud cost alerts on bureau and eKYC API usage',
        ],
        impact: 'Spotting eKYC and bureau slowdowns before applicants drop off supports 60% faster onboarding from application to sanction.',
      },
      {
        product: 'xdr',
        features: [
          'Phishing and fileless malware detection on branch endpoints',
          'Automated isolation of compromised devices',
          'Real-time alerts to the security team',
          'Audit trails for RBI, CERT-In and DPDP reporting',
        ],
        impact: `${site.xdrName} contains threats on branch laptops in under 15 minutes, and the timeline it records is the basis of the report CERT-In expects within six hours.`,
      },
    ],
  },
};

export default industry;
