import type { Industry } from '../../site/model/content.ts';

const industry: Industry = {
  slug: 'education',
  name: 'Education & EdTech',
  navLabel: 'Education & EdTech',
  icon: 'graduation',
  scene: 'industries/education.svg',
  summary: 'Gamified learning, counsellor and franchise incentives, and reliable, secure platforms for schools, universities and EdTech companies.',
  home: {
    order: 5,
    challenge: 'Learners drop off midway, and admissions depend on counsellor networks that are hard to manage.',
    impact: '50% higher course completion',
  },
  page: {
    template: 'standard',
    title: 'Keep learners learning',
    subtitle:
      'Help students finish what they start, keep admission counsellors and franchise centres motivated, and keep learning platforms fast and secure on result day.',
    challenges: [
      {
        icon: 'graduation',
        title: 'Course drop-offs',
        description:
          'Online learners often stop after the first modules when progress feels slow, and low completion hurts renewals, referrals and placements.',
      },
      {
        icon: 'briefcase',
        title: 'Counsellor and partner networks',
        description:
          'Admissions run through counsellors, agents and franchise centres in many cities, with pipelines and commissions still kept in spreadsheets.',
      },
      {
        icon: 'server',
        title: 'Peak load and student data',
        description:
          'Results, admissions and live classes bring sharp traffic spikes, and the DPDP Act guards children’s data with verifiable parental consent.',
      },
    ],
    solutions: [
      {
        product: 'gratify',
        features: [
          'Badges and points for module completion',
          'Quizzes and streaks, with private progress boards instead of public rankings for students under 18',
          'Verifiable parental consent before a child’s data is used, as the DPDP Act requires',
          'QR rewards at campus fests and open days',
          'Course recommendations for adult learners only: no tracking or targeted offers for children',
        ],
        impact: 'Gamified learning paths deliver 50% higher course completion and 65% higher participation in quizzes and live sessions; no learner under 18 is ranked publicly.',
      },
      {
        product: 'navigator',
        features: [
          'Admission targets for counsellors and franchise centres',
          'Live centre-wise leaderboards',
          'Commissions triggered on fee receipt',
          'Automated payouts to education agents',
        ],
        impact: 'Commissions are paid the week a fee is realised and reversed automatically on a refund, so counsellors and centres stop disputing their statements.',
      },
      {
        product: 'pulsewatch',
        features: [
          'LMS and live-class monitoring',
          'Load alerts ahead of result and admission days',
          'Uptime checks for admission portals',
          'Cloud cost alerts on video streaming',
        ],
        impact: 'Each service is watched on admission and result days, so a slow payment gateway or video server is fixed before applicants quit; video spend is kept by course.',
      },
      {
        product: 'xdr',
        features: [
          'Protection for student records and exam data',
          'Detection of phishing and stolen staff credentials',
          'Automated response to suspicious logins',
          'DPDP compliance for minors’ data',
        ],
        impact: 'Unusual access to exam and grading systems is flagged as it happens, cutting investigation time by around 70%.',
      },
    ],
  },
};

export default industry;
