/**
 * Clients, as proof a buyer can see (docs/content.md §17): `clients` in content/company.yml. A
 * client is named, and its logo shown, only with its written permission (`publicName: true`);
 * without it the site shows a drawn industry mark (site/components/client-mark/) and the
 * anonymised description, never a made-up logo. Logos are files in content/images/, made ready by
 * the images stage (site/generator/images.ts): an SVG passes the drawing check, a PNG is resized.
 */
import { boolean, object, oneOf, optional, string, type Infer, type Issue } from './schema.ts';
import { iconNames } from './icons.ts';
import { IMAGES_FOLDER, spacedFileName } from './cover-images.ts';

/** How tall a logo is drawn (CSS pixels), and so the height a PNG logo is written at (twice, for dense screens). */
export const LOGO_HEIGHT = 40;
export const LOGO_PNG_HEIGHT = LOGO_HEIGHT * 2;

export const clientSchema = object({
  /** What the site says when it may not name the client: "Two-wheeler maker, India". Always written. */
  description: string().describe('What the site says of the client when it may not name it, like "Two-wheeler maker, India"; always written'),
  /** The client's industry, in words ("Automotive & EV"). */
  industry: string().describe('The client\'s industry, in words, like "Automotive & EV"'),
  /** The icon drawn in the client's mark (site/model/icons.ts). */
  icon: oneOf(iconNames, 'an icon name:').describe('The icon drawn in the client\'s mark, shown until it may be named'),
  /** The case study told about this client: its file name in content/case-studies/, without .md. */
  caseStudy: optional(string({ pattern: /^[a-z0-9-]+$/, hint: 'a case study\'s file name without .md, like "automotive-ev"' })).describe('The case study told about this client: its file name in content/case-studies/, without .md'),
  /** true only once the client has agreed in writing to be named and its logo shown. */
  publicName: optional(boolean()).describe('true only once the client has agreed in writing to be named and its logo shown'),
  /** The client's name, shown only with `publicName: true`. */
  name: optional(string()).describe('The client\'s name, shown only with publicName: true'),
  /** The client's logo, an SVG or PNG in content/images/, shown only with `publicName: true`. */
  logo: optional(string({ pattern: /^[a-z0-9][\w.-]*\.(svg|png)$/i, hint: `a file name in content/${IMAGES_FOLDER}/ ending in .svg or .png, like "client-logo.svg"`, refuse: spacedFileName })).describe(`The client's logo: an SVG or PNG in content/${IMAGES_FOLDER}/, shown only with publicName: true`),
  /** What someone at the client said; their name is shown only with `publicName: true`, their role always. */
  quote: optional(object({
    text: string().describe('What they said'),
    person: string().describe('Who said it: shown only with publicName: true'),
    role: string().describe('Their role, always shown'),
  })).describe('What someone at the client said'),
});
export type Client = Infer<typeof clientSchema> & {
  /** Set by the images stage for a client with a logo. */
  logoFile?: ClientLogo;
};

/** A logo once the images stage has it: its URL path and its size at LOGO_HEIGHT. */
export interface ClientLogo {
  url: string;
  width: number;
  height: number;
}

/** Whether the site may name `client` and show its logo. */
export const isPublic = (client: Client): boolean => client.publicName === true;

/** The rules between a client's fields, and its case study among `caseStudies` (their file names). */
export function clientIssues(client: Client, caseStudies: readonly string[], folder: string): Issue[] {
  const issues: Issue[] = [];
  if (client.publicName) {
    const missing = [!client.name && '"name"', !client.logo && '"logo"'].filter(Boolean);
    if (missing.length) issues.push({ path: 'publicName', message: `is true, but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} missing: a client named on the site needs its name and its logo (an SVG or PNG in content/${IMAGES_FOLDER}/); without both, remove publicName and the site shows the client's industry mark` });
  }
  if (client.caseStudy && !caseStudies.includes(client.caseStudy)) {
    issues.push({ path: 'caseStudy', message: `is "${client.caseStudy}", which is not a case study (no ${folder}/case-studies/${client.caseStudy}.md): correct the name, or remove the field if the case study was deleted` });
  }
  return issues;
}
