/**
 * How the Industries menu groups the industry pages. Each group is a heading with the slugs of
 * its industries (file names in content/industries/); every industry appears in exactly one group.
 * Then the order of the case studies on /case-studies, by file name in content/case-studies/,
 * and of the whitepapers on /resources/whitepapers, by file name in content/whitepapers/: every
 * case study and every whitepaper appears exactly once.
 */
const navigation = {
  industryGroups: [
    { title: 'Financial & services', industries: ['nbfc', 'insurance'] },
    { title: 'Retail & consumer', industries: ['retail', 'ecommerce', 'consumer-durables'] },
    { title: 'Automotive & manufacturing', industries: ['automotive', 'manufacturing', 'construction'] },
    { title: 'Technology & services', industries: ['it-saas', 'telecom', 'media'] },
    { title: 'Healthcare & education', industries: ['healthcare', 'education'] },
    { title: 'Other industries', industries: ['hr', 'hospitality', 'real-estate', 'logistics', 'public-sector', 'agretech'] },
  ],
  caseStudies: [
    'bfsi-growth', 'retail-ecommerce', 'saas-performance', 'automotive-ev', 'healthcare-wellness', 'fmcg-distribution',
    'it-saas-employee', 'electrical-electronics', 'manufacturing', 'luxury-lifestyle', 'bfsi-financial', 'b2b-saas',
  ],
  whitepapers: ['ai-loyalty', 'future-loyalty', 'blockchain-ai'],
};

export default navigation;
