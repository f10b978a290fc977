/**
 * The company pages: /about, /careers, /partners and /contact.
 */
import type { Company } from '../site/model/content.ts';
import site from './site.ts';

const company: Company = {
  // Facts a buyer asks first, shown on /about: confirm each before launch (docs/content.md §17).
  facts: {
    founded: 2016,
    teamSize: { people: 140, qualifier: 'about' },
    leadership: [
      {
        name: 'Aditya Khanna',
        role: 'Co-founder and Chief Executive',
        background: 'Ran channel-incentive programmes for two consumer-durables brands for eleven years before founding the company.',
      },
      {
        name: 'Nandini Venkatesan',
        role: 'Co-founder and Chief Technology Officer',
        background: 'Led platform engineering at a payments company in Bengaluru; designed the API layer all five products share.',
      },
      {
        name: 'Meera Nair',
        role: 'Head of Customer Success',
        background: 'Takes every client from launch to renewal, from a single-state distributor programme to national dealer networks.',
      },
      {
        name: 'Sneha Kulkarni',
        role: 'Head of Security Practice',
        background: `Built the detection and response team behind ${site.xdrName} after eight years in security operations centres for Indian banks.`,
      },
      {
        name: 'Priya Malhotra',
        role: 'Head of Channel Strategy',
        background: 'Designs dealer and distributor schemes with clients in automotive, FMCG and building materials.',
      },
    ],
    offices: [
      {
        city: site.address.city,
        purpose: 'Leadership, engineering, product and customer success',
        address: `${site.address.street}, ${site.address.city} ${site.address.postalCode}`,
        headOffice: true,
      },
      { city: 'Mumbai', purpose: 'Sales and partner management for western India', address: 'Bandra Kurla Complex, Mumbai' },
      { city: 'Bengaluru', purpose: 'Sales and customer success for southern India', address: 'Indiranagar, Bengaluru' },
    ],
    certifications: [
      {
        name: 'ISO/IEC 27001:2022',
        scope: 'Information security management for the design, development, hosting and support of all five products, at the New Delhi head office.',
      },
      {
        name: 'SOC 2 Type II',
        scope: 'Security and availability of the hosted platform, audited over a twelve-month period; the report is shared with clients under a non-disclosure agreement.',
      },
    ],
    recognitions: [
      {
        name: 'Startup India',
        scope: 'Recognised as a startup by the Department for Promotion of Industry and Internal Trade (DPIIT), Government of India.',
      },
    ],
  },
  // Clients, named with their logo only once each has agreed in writing (`publicName: true`, with
  // `name` and `logo`); until then the site shows the industry mark and the description
  // (docs/content.md §17). None has agreed yet: confirm each before launch.
  clients: [
    { description: 'Two-wheeler maker, India', industry: 'Automotive & EV', icon: 'zap', caseStudy: 'automotive-ev' },
    { description: 'NBFC, western and central India', industry: 'BFSI', icon: 'bank', caseStudy: 'bfsi-growth' },
    { description: 'Value-fashion retailer, India', industry: 'Retail & e-commerce', icon: 'store', caseStudy: 'retail-ecommerce' },
    { description: 'Payments software company, India', industry: 'Technology & software', icon: 'wallet', caseStudy: 'saas-performance' },
    { description: 'Diagnostics chain, India', industry: 'Healthcare & wellness', icon: 'stethoscope', caseStudy: 'healthcare-wellness' },
    { description: 'Packaged-foods brand, north India', industry: 'FMCG', icon: 'package', caseStudy: 'fmcg-distribution' },
    { description: 'IT services firm, India', industry: 'Technology & software', icon: 'cpu', caseStudy: 'it-saas-employee' },
    { description: 'Wires and switchgear maker, India', industry: 'Electrical & electronics', icon: 'plug', caseStudy: 'electrical-electronics' },
    { description: 'Precision engineering maker, India', industry: 'Manufacturing', icon: 'factory', caseStudy: 'manufacturing' },
    { description: 'Fine jewellery house, India', industry: 'Luxury & lifestyle', icon: 'sparkles', caseStudy: 'luxury-lifestyle' },
    { description: 'Life insurer, India', industry: 'BFSI', icon: 'shield', caseStudy: 'bfsi-financial' },
    { description: 'HR and payroll SaaS company, India', industry: 'Technology & software', icon: 'cloud', caseStudy: 'b2b-saas' },
  ],
  about: {
    title: 'About {{company}}',
    lead: `${site.company} is a Delhi NCR software company building AI-driven products for Indian enterprises. Our platforms help brands keep customers coming back, keep dealer networks selling, recognise the people who do the work and keep the systems behind all of it running and secure.`,
    vision:
      'An India where every enterprise, from a regional distributor to a listed manufacturer, runs its customer, channel and people programmes on software that is as capable as anything used by the largest global firms, and priced and supported for how Indian businesses actually operate.',
    mission: `To give sales, marketing, HR and technology teams one dependable platform to engage customers, motivate partners, reward people and protect their systems, with results they can measure in rupees, retention and uptime.`,
    valuesHeading: { eyebrow: 'How we work', title: 'What we value' },
    values: [
      {
        icon: 'target',
        title: 'Outcomes over features',
        description:
          'We judge our work by what moves for our clients: repeat purchases, dealer sales, incident counts. A feature nobody uses is not progress.',
      },
      {
        icon: 'handshake',
        title: 'Straight dealing',
        description:
          'Clear pricing, honest timelines and plain answers, including when the answer is that something is not a good fit for you.',
      },
      {
        icon: 'lock',
        title: 'Trust by design',
        description:
          'We hold our clients’ customer, employee and partner data, so security and privacy are designed in from the first line of code.',
      },
      {
        icon: 'map-pin',
        title: 'Built for India',
        description:
          'WhatsApp before apps, regional languages, GST-ready records and reach into tier-3 towns: we design for the market our clients sell in.',
      },
      {
        icon: 'lightbulb',
        title: 'Keep learning',
        description:
          'We use AI where it solves a specific problem, and keep testing whether it still does. We expect the same curiosity from the whole team.',
      },
    ],
  },
  careers: {
    title: 'Careers at {{company}}',
    lead: 'We are a team in which everyone knows the customers by name, building software that large Indian enterprises depend on every day. If you like owning a problem from the first conversation to production, we would like to hear from you.',
    benefits: [
      {
        icon: 'heart',
        title: 'Health cover for your family',
        description: 'Medical insurance for you, your spouse, children and parents, from your first day.',
      },
      {
        icon: 'home',
        title: 'Hybrid and remote work',
        description: 'Work from our Delhi NCR office, from home, or a mix. We care about what you deliver, not where you sit.',
      },
      {
        icon: 'graduation',
        title: 'Learning budget',
        description: 'An annual allowance for courses, certifications, books and conferences, plus time set aside to use it.',
      },
      {
        icon: 'rocket',
        title: 'Real ownership',
        description: 'Small teams and short decision chains. What you build reaches paying customers within weeks, not quarters.',
      },
      {
        icon: 'users',
        title: 'Mentorship',
        description: 'Every new joiner is paired with a senior colleague for the first six months, with regular one-to-ones.',
      },
      {
        icon: 'gift',
        title: 'We use our own rewards',
        description: 'Recognition for good work runs on our own Rewards & Recognition platform, so you choose what you receive.',
      },
    ],
    openings: [
      {
        title: 'Senior full-stack engineer (TypeScript)',
        type: 'Full-time',
        location: 'Delhi NCR or Remote',
        summary:
          'Build the campaign, scheme and reward flows behind Gratify and Navigator, from APIs to the screens used by millions of customers and dealers. 5+ years with TypeScript, Node.js and SQL.',
      },
      {
        title: 'Machine learning engineer',
        type: 'Full-time',
        location: 'Delhi NCR',
        summary:
          'Own the models that personalise offers and detect anomalies, from feature pipelines to production monitoring. Experience shipping models that serve live traffic, in Python.',
      },
      {
        title: 'Security analyst (Detection engineering)',
        type: 'Full-time',
        location: 'Delhi NCR',
        summary: `Write and tune detection rules and response playbooks for ${site.xdrName}, and investigate incidents with our clients. Hands-on SOC or threat-hunting experience required.`,
      },
      {
        title: 'Site reliability engineer',
        type: 'Full-time',
        location: 'Remote',
        summary:
          'Keep our platform reliable at millions of transactions a day and help shape PulseWatch from the user’s side. Kubernetes, Terraform and at least one major cloud provider.',
      },
      {
        title: 'Enterprise account executive',
        type: 'Full-time',
        location: 'Delhi NCR',
        summary:
          'Sell channel-engagement and loyalty programmes to sales and marketing heads at manufacturers, FMCG brands and financial firms. 4+ years of B2B software sales in India.',
      },
      {
        title: 'Customer success manager',
        type: 'Full-time',
        location: 'Delhi NCR or Remote',
        summary:
          'Guide clients from launch to renewal: plan schemes and campaigns with them, read the data and make sure each programme delivers what was promised. Hindi and English essential.',
      },
    ],
    cvLine: `Don’t see a role that fits? Send your CV and a few lines about what you would like to work on to ${site.email}.`,
  },
  partners: {
    title: 'Partner with {{company}}',
    lead: 'Our partners take our platforms to enterprises across India and beyond. Whether you resell, integrate, refer or run managed services, we give you the product, training and support to grow a profitable practice.',
    types: [
      {
        icon: 'store',
        title: 'Resellers',
        description: 'Sell our products under your relationships, with partner pricing, deal registration and our pre-sales team alongside you.',
      },
      {
        icon: 'plug',
        title: 'System integrators',
        description: 'Connect our platforms to ERP, CRM and dealer management systems for your clients, and own the implementation work.',
      },
      {
        icon: 'link',
        title: 'Technology partners',
        description: 'Build integrations between your product and ours through our APIs, and reach each other’s customers with a joint offer.',
      },
      {
        icon: 'handshake',
        title: 'Referral partners',
        description: 'Consultants and agencies who introduce clients to us earn a referral fee on every closed deal, with no sales commitment.',
      },
      {
        icon: 'shield',
        title: 'Managed service providers',
        description: `Run ${site.xdrName} and PulseWatch as part of your managed security or operations services, with multi-client consoles.`,
      },
    ],
    benefits: [
      {
        icon: 'percent',
        title: 'Healthy margins',
        description: 'Tiered discounts and recurring revenue on renewals, so each client you bring keeps paying back.',
      },
      {
        icon: 'graduation',
        title: 'Training and certification',
        description: 'Sales and technical training for your team, with certification that qualifies you for larger deals.',
      },
      {
        icon: 'headset',
        title: 'Pre-sales and technical support',
        description: 'Our solution engineers join your client calls, help scope proposals and back you up after go-live.',
      },
      {
        icon: 'trend-up',
        title: 'Joint marketing and leads',
        description: 'Co-branded campaigns, event participation and a share of inbound leads from your region or industry.',
      },
    ],
  },
  contact: {
    title: 'Contact us',
    lead: 'Questions about a product, a demo or a partnership? Write to us, call or message us on WhatsApp, and the right person on our team will get back to you.',
    officeLabel: 'Registered office',
    hours: 'Monday to Friday, 9:30 am to 6:30 pm IST',
  },
};

export default company;
