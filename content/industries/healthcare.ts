import type { Industry } from '../../site/model/content.ts';

const industry: Industry = {
  slug: 'healthcare',
  name: 'Healthcare & pharma',
  navLabel: 'Healthcare & pharma',
  icon: 'stethoscope',
  scene: 'industries/healthcare.svg',
  summary: 'Patient loyalty, medical-rep and stockist engagement, and HIPAA- and DPDP-ready security for hospitals, diagnostics and pharma.',
  home: {
    order: 4,
    challenge: 'Patients drift away after the first visit, and field teams lose momentum between reviews.',
    impact: '35% higher patient retention',
  },
  page: {
    template: 'standard',
    title: 'Better care journeys, motivated teams, safer records',
    subtitle:
      'For hospitals, diagnostic chains, pharmacies and pharma companies: bring patients back for follow-ups, keep medical representatives and stockists engaged, and protect clinical systems from ransomware.',
    challenges: [
      {
        icon: 'heart',
        title: 'Patient retention after the first visit',
        description:
          'Patients often go elsewhere for follow-ups, annual health checks and refills. Reminder calls alone do not build the habit of coming back.',
      },
      {
        icon: 'pill',
        title: 'Pharma field force and stockists',
        description:
          'Reps, stockists and chemists span thousands of towns of uneven potential, and UCPMP rules call for structured, transparent programmes.',
      },
      {
        icon: 'lock',
        title: 'Sensitive health records',
        description:
          'Ransomware gangs target the patient records, lab reports and insurance data in the HIS; one attack can halt admissions and billing for days.',
      },
    ],
    solutions: [
      {
        product: 'gratify',
        features: [
          'Rewarded reminders for follow-ups and health checks',
          'QR feedback at OPD and pharmacy counters',
          'Points on refills and wellness packages',
          'Health awareness quizzes',
        ],
        impact: 'Rewarded follow-ups and refill reminders bring 35% higher patient retention across clinics and diagnostic centres.',
      },
      {
        product: 'navigator',
        features: [
          'Territory targets for medical reps and stockists',
          'Headquarter and zone leaderboards',
          'Incentives triggered on secondary sales',
          'Automated payouts to reps and stockists',
        ],
        impact: 'Transparent targets and on-time payouts lead to 40% higher employee satisfaction among field teams.',
      },
      {
        product: 'pulsewatch',
        features: [
          'Monitoring of HIS, LIS and teleconsultation platforms',
          'Alerts on delayed lab report delivery',
          'Uptime checks for appointment booking',
          'Cloud cost anomaly detection',
        ],
        impact: 'Booking and report apps are watched end to end, so a failed link to the lab system is fixed before patients start calling for their reports.',
      },
      {
        product: 'xdr',
        features: [
          'Ransomware and fileless malware detection',
          'Protection for clinical workstations and connected devices',
          'Automated isolation of infected systems',
          'HIPAA and DPDP compliance reporting',
        ],
        impact: 'Ransomware is isolated on the first infected machine, so a billing PC at the front desk cannot take the lab and radiology systems down with it.',
      },
    ],
  },
};

export default industry;
