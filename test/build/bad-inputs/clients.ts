/** Bad inputs in clients (their permission, logos and case studies) and leaders' photos, in the company's file (content/company.yml). */
import type { ScratchSite } from '../../helpers/scratch-site.ts';
import { gradientPhoto } from '../../helpers/gradient-photo.ts';
import { CONTENT_FILES } from '../../helpers/content.ts';
import { editList, setField } from '../../helpers/yaml-edits.ts';
import { LOGO_PNG_HEIGHT } from '../../../site/model/clients.ts';
import { PORTRAIT_MIN } from '../../../site/model/portraits.ts';
import { editedBy, fieldAt, type BadInput } from './row.ts';

const COMPANY = CONTENT_FILES.company;
/** The company's file with a client written first in its list, so that it is "clients[0]" whatever today's list holds. */
const firstClient = (fields: Record<string, unknown>) => (text: string) =>
  editList(text, 'clients', { atStart: true, add: [{ description: 'Packaged-foods brand, India', industry: 'FMCG', icon: 'package', ...fields }] });
const withClient = (site: ScratchSite, fields: Record<string, unknown>) => editedBy(COMPANY, firstClient(fields))(site);
/** The company's file with its first leader given `fields`. */
const leaderWith = (fields: Record<string, unknown>) => (text: string) =>
  Object.entries(fields).reduce((edited, [field, value]) => setField(edited, ['facts', 'leadership', 0, field], value), text);
const withLeaderPhoto = (site: ScratchSite, fields: Record<string, unknown>) => editedBy(COMPANY, leaderWith(fields))(site);
/** Where the build names `field` once `edit` is made (row.ts). */
const at = (edit: (text: string) => string, field: string, lineAt = field) => fieldAt(COMPANY, edit, field, lineAt);
const SUNRISE_SVG = { publicName: true, name: 'Sunrise Foods', logo: 'sunrise-foods.svg' };
const SUNRISE_PNG = { publicName: true, name: 'Sunrise Foods', logo: 'sunrise-foods.png' };
const LEADER_PHOTO = { photo: 'leader.jpg', photoAlt: 'The chief executive at the Delhi office' };
const SVG_LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40"><rect width="120" height="40" rx="8" fill="#4f46e5"/></svg>';

export const clientRows: BadInput[] = [
  {
    name: 'a client logo that is not in content/images/',
    arrange: (site) => withClient(site, SUNRISE_SVG),
    says: [`${at(firstClient(SUNRISE_SVG), 'clients[0].logo')} names content/images/sunrise-foods.svg, which does not exist`],
  },
  {
    name: 'a client named on the site (publicName: true) without a name or a logo',
    arrange: (site) => withClient(site, { publicName: true }),
    says: [`${at(firstClient({ publicName: true }), 'clients[0].publicName')} is true, but "name" and "logo" are missing`, 'remove publicName and the site shows the client\'s industry mark'],
  },
  {
    name: 'a client named on the site with its name but no logo',
    arrange: (site) => withClient(site, { publicName: true, name: 'Sunrise Foods' }),
    says: [`${at(firstClient({ publicName: true, name: 'Sunrise Foods' }), 'clients[0].publicName')} is true, but "logo" is missing`],
  },
  {
    name: 'a PNG client logo that is not a PNG (a JPEG named .png)',
    arrange: async (site) => {
      await site.write('content/images/sunrise-foods.png', await gradientPhoto(240, LOGO_PNG_HEIGHT, 'jpeg'));
      await withClient(site, SUNRISE_PNG);
    },
    says: [`${at(firstClient(SUNRISE_PNG), 'clients[0].logo')} names content/images/sunrise-foods.png, which is named .png but holds a JPEG`],
  },
  {
    name: 'a PNG client logo too short to be drawn sharp',
    arrange: async (site) => {
      await site.write('content/images/sunrise-foods.png', await gradientPhoto(120, LOGO_PNG_HEIGHT - 1, 'png'));
      await withClient(site, SUNRISE_PNG);
    },
    says: [`${at(firstClient(SUNRISE_PNG), 'clients[0].logo')} names content/images/sunrise-foods.png, which is 120 × ${LOGO_PNG_HEIGHT - 1} pixels: a PNG logo needs to be at least ${LOGO_PNG_HEIGHT} pixels tall`],
  },
  {
    name: 'an SVG client logo that runs a script',
    arrange: async (site) => {
      await site.write('content/images/sunrise-foods.svg', SVG_LOGO.replace('<svg ', '<svg onload="alert(1)" '));
      await withClient(site, SUNRISE_SVG);
    },
    says: [`${at(firstClient(SUNRISE_SVG), 'clients[0].logo')} names content/images/sunrise-foods.svg, which has onload="alert(1)" on <svg>, and a drawing may not run code`],
  },
  {
    name: 'a client whose case study does not exist',
    arrange: (site) => withClient(site, { caseStudy: 'sunrise-foods' }),
    says: [`${at(firstClient({ caseStudy: 'sunrise-foods' }), 'clients[0].caseStudy')} is "sunrise-foods", which is not a case study (no content/case-studies/sunrise-foods.md)`],
  },
  {
    name: 'a leader photo without photoAlt',
    arrange: async (site) => {
      await site.write('content/images/leader.jpg', await gradientPhoto(PORTRAIT_MIN - 1, PORTRAIT_MIN, 'jpeg'));
      await withLeaderPhoto(site, { photo: 'leader.jpg' });
    },
    says: [`${at(leaderWith({ photo: 'leader.jpg' }), 'facts.leadership[0].photoAlt', 'facts.leadership[0]')} is missing: a leader's photo needs "photoAlt"`],
  },
  {
    name: 'a leader photo smaller than its widest file',
    arrange: async (site) => {
      await site.write('content/images/leader.jpg', await gradientPhoto(PORTRAIT_MIN - 1, PORTRAIT_MIN, 'jpeg'));
      await withLeaderPhoto(site, LEADER_PHOTO);
    },
    says: [`${at(leaderWith(LEADER_PHOTO), 'facts.leadership[0].photo')} names content/images/leader.jpg, which is ${PORTRAIT_MIN - 1} × ${PORTRAIT_MIN} pixels: a leader's photo needs at least ${PORTRAIT_MIN} × ${PORTRAIT_MIN}`],
  },
];
