/**
 * The headers of the single Markdown texts: the legal documents (content/legal/) and the About
 * page's story (content/pages/about.md). Their bodies are read by site/content-loader/validate-documents.ts.
 */
import { object, string } from './schema.ts';

const legalTitle = string().describe('The document\'s title, like "Privacy policy"');
const updated = string().describe('When it was last updated, as shown under the title, like "May 2025"');

export const legalHeaders = {
  privacy: object({ title: legalTitle, updated }),
  terms: object({ title: legalTitle, effective: string().describe('When these terms take effect, as shown under the title, like "May 2025"') }),
  disclaimer: object({ title: legalTitle, updated }),
};

/** The story's section heading: a small line above (`eyebrow`) and its title. */
export const aboutHeader = object({
  eyebrow: string().describe('The small line above the story\'s heading, like "Our story"'),
  title: string().describe('The story\'s heading on the About page, in sentence case'),
});
