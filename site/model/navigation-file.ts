/** content/navigation.yml (the content model: site/model/content.ts). */
import { array, object, string } from './schema.ts';
import { industryGroupSchema } from './industries.ts';

/** content/navigation.yml: the industries menu, and the order of the case studies and whitepapers. */
export const navigationSchema = object({
  industryGroups: array(industryGroupSchema, { min: 1 }).describe('The groups of the industries menu, each industry in one; an industry in none is shown in a last group, More industries'),
  caseStudies: array(string(), { min: 1 }).describe('Every case study, by its file name without .md, in the order /case-studies shows them'),
  whitepapers: array(string(), { min: 1 }).describe('Every whitepaper, by its file name without .md, in the order /resources/whitepapers shows them'),
});
