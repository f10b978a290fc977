/**
 * The brand. Change a value here and every page, route and host file that uses it follows:
 * renaming `xdrName` moves the XDR product to /solutions/<new name> and renames it everywhere.
 * Text that names the company or the product writes it as a brand token ({{company}}, {{xdr}}):
 * each name is written once, in its own field (docs/content.md §3).
 */
import type { Site } from '../site/model/content.ts';

const site: Site = {
  company: 'Acme Deeptech',
  legalName: 'Acme Deeptech Private Limited',
  origin: 'https://www.acme.example',
  xdrName: 'AcmeXDR',
  tagline: 'The deep-tech command centre for the modern enterprise',
  description:
    '{{company}} builds AI-driven software that helps Indian enterprises engage customers, motivate channel partners, reward people and protect their systems.',
  email: 'hello@acme.example',
  phone: '+91 11 4567 8900',
  whatsapp: '+91 98100 45678',
  location: 'Delhi NCR, India',
  address: {
    street: '4th Floor, Tower B, Connaught Place',
    locality: 'Central Delhi',
    city: 'New Delhi',
    postalCode: '110001',
    country: 'India',
  },
  demoUrl: 'https://meet.acme.example/acme-deeptech/30-minute-demo',
  social: {
    linkedin: 'https://www.linkedin.com/company/acme-deeptech',
    instagram: 'https://www.instagram.com/acmedeeptech',
    youtube: 'https://www.youtube.com/@acmedeeptech',
    facebook: 'https://www.facebook.com/acmedeeptech',
    x: 'https://x.com/acmedeeptech',
  },
  forms: {},
  copyrightYear: 2025,
};

export default site;
