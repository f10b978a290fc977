/** Bad inputs in clients (their permission, logos and case studies) and leaders' photos, in content/company.ts. */
import type { ScratchSite } from '../../helpers/scratch-site.ts';
import { gradientPhoto } from '../../helpers/gradient-photo.ts';
import { LOGO_PNG_HEIGHT } from '../../../site/model/clients.ts';
import { PORTRAIT_MIN } from '../../../site/model/portraits.ts';
import type { BadInput } from './row.ts';

const COMPANY = 'content/company.ts';
/** A client written first in the copy's list, so that it is "clients[0]" whatever today's list holds. */
const withClient = (site: ScratchSite, fields: string) =>
  site.edit(COMPANY, /^  clients: \[\n/m, `  clients: [\n    { description: 'Packaged-foods brand, India', industry: 'FMCG', icon: 'package', ${fields} },\n`);
/** The first leader of the copy given `fields`. */
const withLeaderPhoto = (site: ScratchSite, fields: string) => site.edit(COMPANY, /^(\s*)role: (.*)$/m, `$1role: $2\n$1${fields}`);
const SVG_LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><rect width="120" height="40" rx="8" fill="#4f46e5"/></svg>';

export const clientRows: BadInput[] = [
  {
    name: 'a client logo that is not in content/images/',
    arrange: (site) => withClient(site, "publicName: true, name: 'Sunrise Foods', logo: 'sunrise-foods.svg'"),
    says: [`${COMPANY}: "clients[0].logo" names content/images/sunrise-foods.svg, which does not exist`],
  },
  {
    name: 'a client named on the site (publicName: true) without a name or a logo',
    arrange: (site) => withClient(site, 'publicName: true'),
    says: [`${COMPANY}: "clients[0].publicName" is true, but "name" and "logo" are missing`, 'remove publicName and the site shows the client\'s industry mark'],
  },
  {
    name: 'a client named on the site with its name but no logo',
    arrange: (site) => withClient(site, "publicName: true, name: 'Sunrise Foods'"),
    says: [`${COMPANY}: "clients[0].publicName" is true, but "logo" is missing`],
  },
  {
    name: 'a PNG client logo that is not a PNG (a JPEG named .png)',
    arrange: async (site) => {
      await site.write('content/images/sunrise-foods.png', await gradientPhoto(240, LOGO_PNG_HEIGHT, 'jpeg'));
      await withClient(site, "publicName: true, name: 'Sunrise Foods', logo: 'sunrise-foods.png'");
    },
    says: [`${COMPANY}: "clients[0].logo" names content/images/sunrise-foods.png, which is named .png but holds a JPEG`],
  },
  {
    name: 'a PNG client logo too short to be drawn sharp',
    arrange: async (site) => {
      await site.write('content/images/sunrise-foods.png', await gradientPhoto(120, LOGO_PNG_HEIGHT - 1, 'png'));
      await withClient(site, "publicName: true, name: 'Sunrise Foods', logo: 'sunrise-foods.png'");
    },
    says: [`${COMPANY}: "clients[0].logo" names content/images/sunrise-foods.png, which is 120 × ${LOGO_PNG_HEIGHT - 1} pixels: a PNG logo needs to be at least ${LOGO_PNG_HEIGHT} pixels tall`],
  },
  {
    name: 'an SVG client logo that runs a script',
    arrange: async (site) => {
      await site.write('content/images/sunrise-foods.svg', SVG_LOGO.replace('<svg ', '<svg onload="alert(1)" '));
      await withClient(site, "publicName: true, name: 'Sunrise Foods', logo: 'sunrise-foods.svg'");
    },
    says: [`${COMPANY}: "clients[0].logo" names content/images/sunrise-foods.svg, which has onload="alert(1)" on <svg>, and a drawing may not run code`],
  },
  {
    name: 'a client whose case study does not exist',
    arrange: (site) => withClient(site, "caseStudy: 'sunrise-foods'"),
    says: [`${COMPANY}: "clients[0].caseStudy" is "sunrise-foods", which is not a case study (no content/case-studies/sunrise-foods.md)`],
  },
  {
    name: 'a leader photo without photoAlt',
    arrange: async (site) => {
      await site.write('content/images/leader.jpg', await gradientPhoto(PORTRAIT_MIN - 1, PORTRAIT_MIN, 'jpeg'));
      await withLeaderPhoto(site, "photo: 'leader.jpg',");
    },
    says: [`${COMPANY}: "facts.leadership[0].photoAlt" is missing: a leader's photo needs "photoAlt"`],
  },
  {
    name: 'a leader photo smaller than its widest file',
    arrange: async (site) => {
      await site.write('content/images/leader.jpg', await gradientPhoto(PORTRAIT_MIN - 1, PORTRAIT_MIN, 'jpeg'));
      await withLeaderPhoto(site, "photo: 'leader.jpg', photoAlt: 'The chief executive at the Delhi office',");
    },
    says: [`${COMPANY}: "facts.leadership[0].photo" names content/images/leader.jpg, which is ${PORTRAIT_MIN - 1} × ${PORTRAIT_MIN} pixels: a leader's photo needs at least ${PORTRAIT_MIN} × ${PORTRAIT_MIN}`],
  },
];
