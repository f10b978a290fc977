/**
 * The five offerings, in menu order. Each record feeds its product page (/solutions/<slug>),
 * the home page cards and the meta description (`summary`).
 */
import type { Product } from '../site/model/content.ts';
import site from './site.ts';

const products: Product[] = [
  {
    id: 'navigator',
    slug: 'Navigator',
    name: 'Navigator',
    summary: 'Channel-partner and dealer engagement: target-based schemes, live leaderboards, WhatsApp reward redemption and automated payouts.',
    icon: 'target',
    color: 'blue',
    hero: {
      eyebrow: 'Channel partner and dealer engagement',
      title: 'Keep every dealer selling, and paid on time',
      lead:
        'Navigator runs your channel schemes end to end. It sets targets by dealer, tracks sales against them as they happen, triggers incentives the moment a slab is crossed and settles payouts without spreadsheets or month-end disputes.',
    },
    claims: ['35% sales increase', '50% faster payouts'],
    counters: [
      { value: 40, suffix: '%', label: 'Higher dealer participation in schemes' },
      { value: 100, suffix: '+', label: 'Ready-made scheme and target templates' },
      { value: 250, suffix: '%', label: 'Median return on incentive spend: ₹2.50 of extra gross margin for each ₹1 paid out' },
    ],
    features: {
      heading: 'Built for distributors, dealers and the kirana counter',
      intro:
        'Distributors, dealers and retailers respond to schemes they understand and rewards they can see. Navigator puts both in their hands, on the phone they already use.',
      items: [
        {
          icon: 'target',
          title: 'Target-based dealer programmes',
          description:
            'Set slabs, product-mix goals and period targets by dealer tier, region or SKU group. Each dealer sees their own progress, not a circular.',
        },
        {
          icon: 'trophy',
          title: 'Real-time leaderboards',
          description:
            'Rankings by city, cluster or territory move as secondary sales are recorded, so dealers compete all quarter, not only at its end.',
        },
        {
          icon: 'bell',
          title: 'Incentive triggers',
          description:
            'Cross a slab, hit a launch target or pass a display audit, and the incentive is credited automatically; the dealer hears within minutes.',
        },
        {
          icon: 'message',
          title: 'Live chat and WhatsApp redemption',
          description:
            'Dealers check points and redeem rewards on WhatsApp, with live chat when they need a person. No app to download, no password to forget.',
        },
      ],
    },
    benefits: {
      heading: 'Why channel teams choose Navigator',
      intro:
        'Channel heads get a scheme engine their dealers trust and a view of the network their finance team can sign off on.',
      items: [
        {
          icon: 'trend-up',
          title: '35% sales increase',
          description:
            'Median first-year lift in secondary sales of the products a scheme targets, against the same dealers’ prior year; 21 to 24% on whole ranges.',
        },
        {
          icon: 'wallet',
          title: '50% faster payouts',
          description:
            'Validated claims flow straight into payouts to bank accounts or reward wallets, so dealers are settled in days, not at quarter end.',
        },
        {
          icon: 'users',
          title: 'From 500 dealers to 10,000+ retailers',
          description:
            'Pilot with 500 dealers in one region, then take the same schemes to 10,000+ retailers and dealers without rebuilding rules or retraining.',
        },
        {
          icon: 'eye',
          title: 'One view of the channel',
          description:
            'Sales, scheme cost and dealer activity on one dashboard: which schemes earn their budget, and which dealers go quiet before the figures dip.',
        },
      ],
    },
  },
  {
    id: 'gratify',
    slug: 'Gratify',
    name: 'Gratify',
    summary: 'AI-driven customer loyalty with spin-the-wheel, scratch cards and quizzes, launched from a QR code with no app and rewards paid instantly.',
    icon: 'gift',
    color: 'pink',
    hero: {
      eyebrow: 'AI-driven customer loyalty',
      title: 'Give customers a reason to come back',
      lead:
        'Gratify turns a purchase into a moment customers remember. They scan a QR code on the pack, bill or counter, play a quick game and receive a reward on the spot, while your team learns what keeps each of them buying.',
    },
    claims: ['45% customer retention', '35% repeat purchases'],
    counters: [
      { value: 65, suffix: '%', label: 'Higher customer engagement with gamified campaigns' },
      { value: 85, suffix: '%', label: 'Rewards won that customers go on to redeem' },
      { value: 40, suffix: '%', label: 'Lower cost per engaged customer than printed coupons' },
    ],
    features: {
      heading: 'Key features that drive loyalty',
      intro:
        'Everything a brand or retailer needs to run loyalty that customers take part in, from the first scan to the next visit.',
      items: [
        {
          icon: 'sparkles',
          title: 'Gamified rewards',
          description:
            'Spin-the-wheel, scratch cards and short quizzes make a reward feel won. You set the odds, the prize pool and each campaign’s budget cap.',
        },
        {
          icon: 'qr',
          title: 'QR campaigns, no app needed',
          description:
            'Customers scan a code on the pack, receipt or standee and play in their browser. Nothing to install, so nobody drops out at a download.',
        },
        {
          icon: 'target',
          title: 'Personalised offers',
          description:
            'The AI reads purchase history, visit frequency and past responses to pick each customer’s next offer, instead of one discount for everyone.',
        },
        {
          icon: 'zap',
          title: 'Instant rewards',
          description:
            'Cashback, vouchers and points arrive by SMS or WhatsApp the moment a customer wins. A reward paid now does more than one promised for later.',
        },
      ],
    },
    benefits: {
      heading: 'Why Gratify works',
      intro:
        'Loyalty programmes fail when they are slow, generic or hard to join. Gratify is built to avoid all three.',
      items: [
        {
          icon: 'refresh',
          title: '45% customer retention',
          description:
            'Players come back: 45% more members are still buying after 12 months than a matched group of non-members, on regular Gratify campaigns.',
        },
        {
          icon: 'cart',
          title: '35% repeat purchases',
          description:
            'Offers timed to each customer’s buying cycle lift repeat purchases within 90 days by 35% over a holdout group sent untargeted promotions.',
        },
        {
          icon: 'database',
          title: 'First-party customer data',
          description:
            'Each scan gives a verified mobile number, location and product, with consent: at last you know who buys your products off retail shelves.',
        },
        {
          icon: 'chart',
          title: 'Spend you can measure',
          description:
            'Live dashboards show scans, wins, redemptions and cost per engaged customer by campaign, city and SKU, so budget moves to what works.',
        },
      ],
    },
  },
  {
    id: 'rewards',
    slug: 'RewardsRecognition',
    name: 'Rewards & Recognition',
    summary: 'One catalogue of 400+ gift cards and vouchers, 4,000+ merchandise options and curated hampers for employees, partners and customers.',
    icon: 'award',
    color: 'purple',
    hero: {
      eyebrow: 'Gift cards, vouchers and hampers',
      title: 'Thank people with something they chose',
      lead:
        'Thank an employee for a record quarter, a dealer for a new outlet or a customer for ten years of business, from a single catalogue and a single budget. Choose the reward, approve it and we handle delivery across India.',
    },
    claims: ['400+ gift cards and vouchers', '4,000+ merchandise options', 'Curated hampers for every occasion'],
    features: {
      heading: 'A catalogue for every kind of thank you',
      intro:
        'Digital or physical, individual or bulk, for your own people or those who sell and buy from you.',
      items: [
        {
          icon: 'gift',
          title: '400+ gift cards and vouchers',
          description:
            'E-vouchers from fashion, grocery, electronics, travel, dining and fuel brands, delivered by e-mail or SMS within minutes of approval.',
        },
        {
          icon: 'package',
          title: '4,000+ merchandise options',
          description:
            'Electronics, home and kitchen, personal care and branded merchandise, shipped to the recipient’s door with tracking at every step.',
        },
        {
          icon: 'box',
          title: 'Curated hampers',
          description:
            'Ready-made and custom hampers for Diwali, year-end, work anniversaries and client visits, packed with your branding and a personal note.',
        },
        {
          icon: 'users',
          title: 'Employees, partners and customers',
          description:
            'Run staff awards, dealer gifting and customer appreciation from one account, each with its own catalogue, budget and approval rules.',
        },
      ],
    },
    benefits: {
      heading: 'Why HR and sales teams use it',
      intro:
        'Gifting at scale is mostly logistics. We take that off your desk so recognition happens when it is earned, not when procurement catches up.',
      items: [
        {
          icon: 'heart',
          title: 'Recipients choose what they value',
          description:
            'Give points or a budget and let people pick from the catalogue. A choice they made means more than a generic gift they did not ask for.',
        },
        {
          icon: 'calendar',
          title: 'Festive gifting without the scramble',
          description:
            'Plan Diwali or year-end gifting for hundreds of recipients in one upload, with addresses collected and deliveries scheduled for you.',
        },
        {
          icon: 'settings',
          title: 'Budgets and approvals built in',
          description:
            'Set limits by team, cost centre or programme, route approvals to the right manager and keep every spend traceable for finance.',
        },
        {
          icon: 'file',
          title: 'Clean records for audit and tax',
          description:
            'Each reward is logged with recipient, value, approver and invoice, ready for audit and for the GST and perquisite treatment finance needs.',
        },
      ],
    },
  },
  {
    id: 'xdr',
    slug: site.xdrName,
    name: site.xdrName,
    summary: 'Extended detection and response: catches fileless malware and APTs, responds automatically and keeps you audit-ready for DPDP and CERT-In.',
    icon: 'shield',
    color: 'green',
    hero: {
      eyebrow: 'Extended detection and response',
      title: 'See attacks early. Contain them in minutes.',
      lead: `${site.xdrName} watches endpoints, servers, cloud workloads and user activity as one picture. It spots the attacks signature-based antivirus misses, isolates what is affected and gives your team the evidence to act, day or night.`,
    },
    claims: ['40% reduced security incidents', '100% of endpoints under data protection'],
    features: {
      heading: 'Detection and response in one console',
      intro: `Attackers move between email, endpoints and cloud accounts. ${site.xdrName} follows them across all three and acts before a foothold becomes a breach.`,
      items: [
        {
          icon: 'search',
          title: 'Fileless malware detection',
          description:
            'Behavioural analysis of PowerShell, scripts and memory catches attacks that never write a file to disk, and so slip past signature scans.',
        },
        {
          icon: 'eye',
          title: 'APT detection',
          description:
            'Links weak signals across days and machines (odd logins, lateral movement, slow data staging) to expose APTs hiding in normal traffic.',
        },
        {
          icon: 'zap',
          title: 'Automated incident response',
          description:
            'Playbooks isolate a host, kill a process, disable an account or block an address within seconds, then hand an analyst the full timeline.',
        },
        {
          icon: 'bell',
          title: 'Real-time alerts',
          description:
            'Prioritised alerts reach you by e-mail, SMS or your ticketing tool, grouped into incidents: one story to read, not hundreds of warnings.',
        },
      ],
    },
    benefits: {
      heading: `Why security teams rely on ${site.xdrName}`,
      intro:
        'Most Indian mid-size enterprises cannot staff a round-the-clock security operations centre. The platform does the watching, so your people can do the deciding.',
      items: [
        {
          icon: 'shield',
          title: '40% reduced incidents',
          description:
            'Early detection and automatic containment stop threats spreading: 40% fewer confirmed incidents in year one, against the year before.',
        },
        {
          icon: 'lock',
          title: '100% of managed endpoints protected',
          description:
            'Exfiltration, ransomware and access rules on every managed device from enrolment; a daily coverage report checks the 100% and names any gap.',
        },
        {
          icon: 'scale',
          title: 'Compliance, ready for audit',
          description:
            'Logs, incident records and reports mapped to the DPDP Act, CERT-In directions, HIPAA and GDPR, with evidence for CERT-In’s six-hour window.',
        },
        {
          icon: 'clock',
          title: 'Less alert fatigue',
          description:
            'Automated triage closes duplicate and low-risk cases: about nine in ten incidents never need an analyst, so a small team handles the rest.',
        },
      ],
    },
  },
  {
    id: 'pulsewatch',
    slug: 'Pulsewatch',
    name: 'PulseWatch',
    summary: 'DevOps observability: real-time and uptime monitoring, AI anomaly detection, cloud cost alerts and unified metrics, logs and traces.',
    icon: 'activity',
    color: 'cyan',
    hero: {
      eyebrow: 'DevOps observability',
      title: 'Know what broke, why, and what it costs',
      lead:
        'PulseWatch brings metrics, logs and traces from your applications and cloud accounts into one place, flags anomalies before users notice them and shows which services are quietly inflating your cloud bill.',
    },
    claims: [
      '20% cloud cost reduction in a quarter',
      '25% less unplanned downtime',
      'MTTR cut from 2 hours to 12 minutes',
      'Up to 30% cloud cost saving',
    ],
    counters: [
      { value: 90, suffix: '%', label: 'Faster mean time to resolution, from 2 hours to 12 minutes' },
      { value: 25, suffix: '%', label: 'Less unplanned downtime across monitored services' },
      { value: 20, suffix: '%', label: 'Lower monthly cloud costs within the first quarter' },
    ],
    features: {
      heading: 'Observability without the tool sprawl',
      intro:
        'One agent, one data store and one console for the signals your engineers now chase across separate dashboards.',
      items: [
        {
          icon: 'activity',
          title: 'Real-time and uptime monitoring',
          description:
            'Latency, error rates and saturation for every service, with synthetic checks on public endpoints from Indian and global locations.',
        },
        {
          icon: 'cpu',
          title: 'AI anomaly detection',
          description:
            'Models learn each service’s daily and weekly rhythm and alert on real deviations, not on static thresholds that fire at every festive spike.',
        },
        {
          icon: 'cloud',
          title: 'Cloud cost anomaly detection',
          description:
            'Spend by service, team and tag: an idle cluster or a runaway job is flagged the day it starts costing money, not when the invoice arrives.',
        },
        {
          icon: 'layers',
          title: 'Unified metrics, logs and traces',
          description:
            'Jump from a spike on a graph to the trace that caused it and the log lines behind it, in one click and with the same time window.',
        },
      ],
    },
    benefits: {
      heading: 'What changes for your engineering team',
      intro:
        'Fewer pages at 3 a.m., shorter incidents and a cloud bill you can explain to the CFO.',
      items: [
        {
          icon: 'clock',
          title: 'MTTR from 2 hours to 12 minutes',
          description:
            'Correlated signals lead to the failing component: a payments platform cut P1 resolution from about 2 hours to 12 minutes in two quarters.',
        },
        {
          icon: 'coins',
          title: 'Up to 30% cloud cost saving',
          description:
            'Removing idle and oversized resources typically saves 20% of cloud cost in the first quarter; up to 30% once releases carry cost alerts.',
        },
        {
          icon: 'signal',
          title: '25% less unplanned downtime',
          description:
            'Catching anomalies early and recovering faster cuts unplanned downtime by 25%, on services already up more than 99% of the time.',
        },
        {
          icon: 'users',
          title: 'One picture for dev, ops and finance',
          description:
            'Developers, SREs and finance look at the same data, so conversations about reliability and spend start from facts rather than screenshots.',
        },
      ],
    },
    audience: {
      heading: 'Built for teams that ship',
      intro:
        'PulseWatch fits teams that deploy often and cannot afford to find out about problems from their customers.',
      items: [
        {
          icon: 'cloud',
          title: 'SaaS companies',
          description:
            'Watch multi-tenant services per customer, catch slow endpoints before a renewal call and keep hosting costs in line with revenue.',
        },
        {
          icon: 'bank',
          title: 'Fintech and payments',
          description:
            'Monitor transaction paths end to end, alert on failed payment spikes within seconds and keep the audit trail regulators expect.',
        },
        {
          icon: 'rocket',
          title: 'Startups',
          description:
            'Get production-grade monitoring from the first deploy without hiring a platform team, and scale the setup as traffic grows.',
        },
        {
          icon: 'building',
          title: 'Enterprises',
          description:
            'Bring hundreds of services, several clouds and on-premise systems into one view, with role-based access for each business unit.',
        },
      ],
    },
  },
];

export default products;
