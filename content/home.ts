/**
 * Home page copy (/). The solution cards, industries and showcase read products.ts and
 * industries; this file holds the sections that exist only on the home page.
 */
import type { Home } from '../site/model/content.ts';
import site from './site.ts';

const home: Home = {
  hero: {
    eyebrow: 'Engage · Motivate · Reward · Protect',
    title: 'The deep-tech command centre for the modern enterprise',
    lead: 'One AI core connects your ERP, CRM, spreadsheets and APIs, and runs five products on top of it: loyalty, dealer engagement, rewards, observability and security.',
  },
  headings: {
    solutions: {
      eyebrow: 'Solutions',
      title: 'Five products, one command centre',
      intro: 'Each does one job well, and all five share one data layer, rewards catalogue and security.',
    },
    industries: {
      eyebrow: 'Industries',
      title: 'Built for the way your industry sells',
      intro: 'One platform, configured for the problems of each trade.',
    },
    testimonials: {
      eyebrow: 'Testimonials',
      title: 'What our clients say',
      intro: 'Marketing, sales and HR leaders on the programmes they run with us.',
    },
    statistics: {
      eyebrow: 'By the numbers',
      title: 'Results our clients measure',
      intro: 'What sales, marketing, DevOps and security teams report after moving their programmes onto our platforms.',
    },
  },
  diagram: {
    core: 'AI core',
    sources: [
      { name: 'ERP', icon: 'database' },
      { name: 'CRM', icon: 'users' },
      { name: 'Excel', icon: 'file' },
      { name: 'APIs', icon: 'plug' },
    ],
    dashboard: [
      { label: 'Engagement', value: '98%', note: 'of enrolled dealers who logged in or scanned this month' },
      { label: 'Loyalty', value: '2.4x', note: 'repeat purchases by loyalty members, against matched non-members' },
      { label: 'Rewards', value: '156K', note: 'rewards issued this quarter, across vouchers, cashback and points' },
      { label: 'Real-time analytics', value: '94.2%', note: 'of transactions scored and on the dashboard within five seconds' },
      { label: 'Personalized AI', value: '87.8%', note: 'of offers chosen by the model for each customer, not by a fixed rule' },
      { label: 'Gamified experience', value: '91.5%', note: 'of scratch cards and spins opened within a day of being won' },
    ],
    dashboardSource: 'A demo account with a consumer brand’s sample data, refreshed as a live account would be; not a client’s results.',
  },
  showcase: {
    heading: 'See the platform at work',
    intro: 'Four moments from a normal day on the platform: a shopper plays for a reward, a dealer crosses a slab, a team picks a gift, and an attack is stopped before it spreads.',
    items: [
      {
        product: 'gratify',
        verb: 'Engage',
        title: 'A purchase becomes a game',
        description: 'A shopper scans the QR code on the pack, enters a mobile number and spins the wheel: no app, no form, a reward in under a minute.',
        points: ['QR campaigns with no app download', 'Spin-the-wheel, scratch cards, quizzes', 'Rewards paid instantly by UPI or voucher'],
      },
      {
        product: 'navigator',
        verb: 'Motivate',
        title: 'A dealer crosses the next slab',
        description: 'Progress against target updates as invoices land; the moment a slab is crossed the incentive is triggered and the leaderboard moves.',
        points: ['Targets by dealer, region and SKU group', 'Live leaderboards on WhatsApp', 'Payouts settled without spreadsheets'],
      },
      {
        product: 'rewards',
        verb: 'Reward',
        title: 'A thank-you the recipient picks',
        description: 'Employees, partners and customers choose from 400+ gift cards and vouchers, 4,000+ merchandise options and curated hampers.',
        points: ['Brands your people already shop', 'Delivered digitally or to the doorstep', 'One budget, one report across programmes'],
      },
      {
        product: 'xdr',
        verb: 'Protect',
        title: 'An attack stopped at the endpoint',
        description: `${site.xdrName} spots fileless malware and APT behaviour, isolates the device and raises the alert, with an audit trail for CERT-In reporting.`,
        points: ['Detection beyond signatures', 'Automated containment in minutes', 'Evidence for DPDP and CERT-In'],
      },
    ],
  },
  whyChoose: {
    heading: 'Why choose {{company}}',
    intro:
      'Teams usually buy these tools from five vendors and stitch the data together by hand. We built them to work as one.',
    items: [
      {
        icon: 'zap',
        title: 'One platform, five jobs',
        description:
          'Loyalty, dealer schemes, rewards, monitoring and security share one data layer and one login, so one team runs three times the programmes.',
        badge: '3X efficiency',
      },
      {
        icon: 'rocket',
        title: 'Live in weeks, not quarters',
        description:
          'Scheme templates, WhatsApp delivery and prebuilt connectors take a programme from approval to launch 60% faster than a custom build.',
        badge: '60% faster',
      },
      {
        icon: 'trend-up',
        title: 'Growth you can trace',
        description:
          'Every scan, sale and payout is tied to a programme, so you can show which spend paid off. Clients see up to 45% growth in active partners.',
        badge: '45% growth',
      },
    ],
  },
  infrastructure: {
    heading: 'Built on enterprise-grade foundations',
    items: [
      {
        icon: 'plug',
        title: 'API-first integration',
        description:
          'Documented REST APIs and webhooks connect your ERP, CRM, DMS and HR systems, so sales and customer data flow in without uploads.',
      },
      {
        icon: 'database',
        title: 'Reliable data handling',
        description:
          'Encrypted in transit and at rest, with role-based access, audit logs and consent records that support your obligations under the DPDP Act.',
      },
      {
        icon: 'server',
        title: 'Scalable infrastructure',
        description:
          'Processes millions of transactions daily with 99.9% uptime, and absorbs festive-season and launch-day peaks without slowing down.',
      },
    ],
  },
  esg: {
    heading: 'Our ESG and CSR commitment',
    intro:
      'We design our products, and run our company, to cut paper, waste and risk.',
    blocks: [
      {
        icon: 'leaf',
        title: 'Environment',
        items: [
          'QR campaigns and e-vouchers replace printed coupons, scratch cards and plastic gift cards',
          'PulseWatch helps clients find and switch off idle cloud resources, cutting wasted compute and energy',
          'A paperless office and digital-first onboarding for our own team',
        ],
      },
      {
        icon: 'handshake',
        title: 'Social and CSR',
        items: [
          'Digital skills training for dealers and retailers in tier-2 and tier-3 towns',
          'Paid internships for engineering graduates from smaller cities and colleges',
          'Volunteering days for every employee, with support for local education initiatives',
        ],
      },
      {
        icon: 'shield',
        title: 'Governance',
        items: [
          'Data handling built around consent and purpose limitation under the DPDP Act',
          'Incident response for our own systems aligned with CERT-In reporting directions',
          'Clear, published privacy and terms, and regular review of our security controls',
        ],
      },
    ],
  },
  testimonials: [
    {
      title: 'Our packs became a direct line to shoppers',
      quote:
        'We put Gratify QR codes on our snack packs in three states. Shoppers scan, spin and get cashback on the spot, and for the first time we know who buys from the kirana shelf. Repeat purchase in the pilot cities is well ahead of our control markets.',
      author: 'Priya Raghavan',
      position: 'Head of Consumer Marketing, a national packaged-foods brand',
      industry: 'FMCG',
      product: 'gratify',
    },
    {
      title: 'From a 500-dealer pilot to 10,000+ retailers',
      quote:
        'We started Navigator with 500 dealers in Maharashtra to test slab-based schemes. Within a year the same setup covered more than 10,000 retailers across the country, and our field team stopped spending the first week of every month reconciling claims.',
      author: 'Rajesh Malhotra',
      position: 'National Sales Head, a consumer electricals manufacturer',
      industry: 'Consumer Durables',
      product: 'navigator',
    },
    {
      title: 'Incentives calculated the day sales are booked',
      quote:
        'Our slab and product-mix incentives used to be worked out in spreadsheets and argued over for weeks. Now they are calculated as sales are booked, and dealers see their earnings on WhatsApp the same day. Payout disputes have almost disappeared.',
      author: 'Vikram Sethi',
      position: 'Head of Channel Sales, a leading two-wheeler maker',
      industry: 'Automotive',
      product: 'navigator',
    },
    {
      title: 'Recognition that happens in the moment',
      quote:
        'Managers can thank someone the day a release goes out instead of waiting for the quarterly awards. Our engineers pick their own rewards, and participation in the programme is far higher than it ever was with fixed gifts.',
      author: 'Ananya Iyer',
      position: 'Chief People Officer, a Bengaluru-based IT services firm',
      industry: 'IT & SaaS',
      product: 'rewards',
    },
    {
      title: 'Diwali gifting without the warehouse',
      quote:
        'We used to spend October sourcing, packing and couriering hampers to staff across twenty locations. This year we approved budgets, employees chose from the catalogue and everything arrived before Dhanteras, with a clean record for finance.',
      author: 'Neha Kapoor',
      position: 'Vice President, Human Resources, a mid-size pharmaceutical company',
      industry: 'Healthcare',
      product: 'rewards',
    },
    {
      title: 'Offers that pay for themselves',
      quote:
        'Our old points card had thousands of members and very few active ones. With personalised offers based on what each customer bought last, redemption and store visits have both gone up, and we can see which offers pay for themselves.',
      author: 'Arjun Mehta',
      position: 'Marketing Director, a multi-city electronics retail chain',
      industry: 'Retail',
    },
    {
      title: 'Engagement between loan cycles',
      quote:
        'Customers used to hear from us only when an EMI was due. Gratify quizzes and scratch-card rewards for on-time repayment and referrals keep them in touch with the brand, and our referral-led applications have grown steadily.',
      author: 'Sunita Reddy',
      position: 'Chief Marketing Officer, a gold-loan NBFC',
      industry: 'NBFC',
      product: 'gratify',
    },
    {
      title: 'Rural dealers on board without an app',
      quote:
        'Many of our agri-input dealers would never install another app. Navigator works on WhatsApp, so they check targets, see the leaderboard and redeem rewards in the chat they already use. Scheme participation in the rabi season was our best yet.',
      author: 'Manoj Patil',
      position: 'General Manager, Sales, an agrochemicals company',
      industry: 'Agritech',
      product: 'navigator',
    },
    {
      title: 'Agent contests that run themselves',
      quote:
        'We run monthly contests for thousands of agents. Targets, rankings and payouts are now automatic, so our channel team designs better contests instead of checking spreadsheets, and agents get paid in days rather than weeks.',
      author: 'Karan Bhatia',
      position: 'Head of Agency Channel, a general insurance company',
      industry: 'Insurance',
    },
    {
      title: 'Dealer gifting that reflects the relationship',
      quote:
        'Our top dealers receive curated hampers and merchandise matched to their tier, while smaller outlets get e-vouchers they can use immediately. One catalogue and one budget cover the whole network, and nobody on my team handles a courier slip.',
      author: 'Deepak Khandelwal',
      position: 'Head of Trade Marketing, a kitchen-appliances brand',
      industry: 'Consumer Durables',
    },
    {
      title: 'Guests come back for the little surprises',
      quote:
        'A QR code on the checkout folio lets guests spin for a spa credit or a room upgrade on their next stay. It costs us far less than discounting on travel portals, and direct repeat bookings have grown every quarter since launch.',
      author: 'Rohan Fernandes',
      position: 'Director of Guest Experience, a boutique hotel group',
      industry: 'Hospitality',
      product: 'gratify',
    },
    {
      title: 'Recognition reaches the shop floor',
      quote:
        'Office staff always had awards; our operators did not. Now supervisors recognise safety milestones and quality suggestions on the spot, and operators redeem points for merchandise delivered home. Attendance and suggestion numbers have both improved.',
      author: 'Sanjay Verma',
      position: 'Head of Plant HR, an auto-components manufacturer',
      industry: 'Manufacturing',
      product: 'rewards',
    },
    {
      title: 'Turning first orders into second orders',
      quote:
        'Most of our customers bought once and vanished. An insert card with a Gratify QR code gives them a scratch-card reward and a personalised offer timed to when they are likely to run out. Our second-order rate is now the metric we are proudest of.',
      author: 'Ishita Bansal',
      position: 'Co-founder, a D2C personal-care brand',
      industry: 'E-commerce & D2C',
      product: 'gratify',
    },
  ],
  statistics: [
    {
      value: '35%',
      label: 'Sales increase',
      description: 'Median first-year lift in secondary sales of the products a Navigator scheme targets; across whole ranges, our case studies show 21 to 24%.',
      icon: 'trend-up',
    },
    {
      value: '45%',
      label: 'Customer retention',
      description: 'More customers still buying after 12 months in Gratify AI loyalty programmes than in matched groups of non-members.',
      icon: 'heart',
    },
    {
      value: '40%',
      label: 'Unified observability',
      description: 'Within a quarter on PulseWatch, 40% more of a client’s services have their metrics, logs and traces linked in one view.',
      icon: 'layers',
    },
    {
      value: '90%',
      label: 'Security incidents down',
      description: `Fewer incidents reach an analyst: ${site.xdrName} triage closes nine in ten automatically, and confirmed incidents fall by about 40%.`,
      icon: 'shield',
      arrowDown: true,
    },
  ],
  // How each kind of page closes: a heading and a sentence or two above its buttons (docs/content.md §5).
  // {{name}} is the page's product or industry.
  closings: {
    home: {
      title: 'See the platform run your own programme',
      text: 'Bring one programme you run today, such as a dealer scheme, a loyalty card or a gifting budget, and see it set up in a 30-minute demo.',
    },
    product: {
      title: 'See {{name}} work on your data',
      text: 'A product specialist walks you through {{name}} in 30 minutes, set up around your teams, your partners and the figures you report.',
    },
    industry: {
      title: 'A demo built around {{name}}',
      text: 'See the schemes, rewards and controls that clients in {{name}} run with us, on sample data from your trade.',
    },
    caseStudies: {
      title: 'Have a number you need to move?',
      text: 'Dealer sales, repeat purchase, uptime: tell us yours, and we will show how clients in your industry moved theirs.',
    },
    caseStudy: {
      title: 'Planning a programme like this one?',
      text: 'See the set-up behind these results in a 30-minute demo, or talk to an expert about the figures you would track.',
    },
    blog: {
      title: 'Turn these field notes into a plan',
      text: 'We write from the programmes we run every day. Talk to an expert about yours, or see the platform in a 30-minute demo.',
    },
    blogPost: {
      title: 'Want to try this in your business?',
      text: 'Talk to our team about applying it to your customers, partners or systems, or see the platform at work in a 30-minute demo.',
    },
    whitepapers: {
      title: 'From research to a running programme',
      text: 'Each paper draws on programmes we run. See the platform behind them, or ask an expert the question a paper left open.',
    },
    whitepaper: {
      title: 'Put these ideas to work',
      text: 'Talk to the {{company}} team about your programme, or see the platform in a 30-minute demo.',
    },
    about: {
      title: 'See what we could do for your business',
      text: 'Bring a real problem from your sales, HR or engineering team to a 30-minute demo, and see how we would approach it.',
    },
    careers: {
      title: 'Your next role could be one of these',
      text: 'Apply by e-mail for an open position, or send your CV to {{email}} for a role we have not listed yet.',
    },
    partners: {
      title: 'Grow your practice with us',
      text: 'Tell us about your business and clients at {{email}}, and our partnerships team will set up a call.',
    },
  },
};

export default home;
