import type { Industry } from '../../site/model/content.ts';

const industry: Industry = {
  slug: 'hr',
  name: 'HR & employee engagement',
  navLabel: 'HR & engagement',
  icon: 'users',
  scene: 'industries/hr.svg',
  summary: 'Timely recognition, engagement programmes people join, and secure HR and payroll systems for Indian employers.',
  page: {
    template: 'standard',
    title: 'Recognition on the day the work is done',
    subtitle:
      'Reward employees when it matters, run engagement programmes across offices, plants and remote teams, and keep HR and payroll data safe. Rewards draw on 400+ gift cards and vouchers and 4,000+ merchandise options.',
    challenges: [
      {
        icon: 'award',
        title: 'Recognition that arrives late',
        description:
          'Spot awards and long-service rewards wait on quarterly cycles and manual approvals, and the voucher lands after the moment has passed.',
      },
      {
        icon: 'globe',
        title: 'A distributed workforce',
        description:
          'Teams at head office, plants, stores and home rarely join the same programmes; low participation shows in surveys first, attrition later.',
      },
      {
        icon: 'lock',
        title: 'Employee data protection',
        description:
          'HRMS and payroll hold every employee’s PAN, Aadhaar and bank details; under the DPDP Act a leak is a legal exposure and a breach of trust.',
      },
    ],
    solutions: [
      {
        product: 'gratify',
        features: [
          'Quizzes and spin-the-wheel for onboarding and training',
          'QR rewards at town halls and offsites',
          'Personalised rewards by role and tenure',
          'Instant points on work anniversaries and milestones',
        ],
        impact: 'Gamified onboarding and event activities raise participation in engagement programmes by about 40%.',
      },
      {
        product: 'navigator',
        features: [
          'Target-based incentives for sales and field teams',
          'Real-time team leaderboards',
          'Automated incentive calculation',
          'WhatsApp redemption for frontline staff',
        ],
        impact: 'Automating incentive calculation and payout cuts monthly effort for HR and sales operations by up to 50%.',
      },
      {
        product: 'pulsewatch',
        features: [
          'Monitoring of HRMS, payroll and attendance systems',
          'Alerts before a payroll run fails',
          'Uptime checks for employee self-service portals',
          'Cost anomaly alerts on cloud and SaaS spend',
        ],
        impact: 'Payroll-day faults are caught before the bank cut-off: a failing salary-file upload or a slow payslip service raises an alert hours before employees notice.',
      },
      {
        product: 'xdr',
        features: [
          'Credential theft and phishing detection',
          'Protection for HR and payroll endpoints',
          'Automated response to suspicious insider activity',
          'DPDP and GDPR reporting for employee data',
        ],
        impact: 'Suspicious access to payroll and HR records is flagged in real time, with investigation time cut by around 60%.',
      },
    ],
  },
};

export default industry;
