/** Bad inputs in pictures and cover photos, drafts and moved pages. */
import type { ScratchSite } from '../../helpers/scratch-site.ts';
import { ANOTHER_POST } from '../../helpers/content.ts';
import { gradientPhoto } from '../../helpers/gradient-photo.ts';
import { COVER_MIN_SIZE } from '../../../site/model/cover-images.ts';
import { OTHER_POST, PAPER, POST, STUDY, append, appended, lastLine, lineOf, type BadInput } from './row.ts';
import { listed } from './host-values.ts';

/** Names `image` as the cover photo of a Markdown file of the copy. */
export const withCover = (site: ScratchSite, file: string, image: string) => site.edit(file, /^---\n/, `---\nimage: ${image}\nimageAlt: Dealers at a regional meet\n`);

export const pictureRows: BadInput[] = [
  {
    name: 'a cover photo that is not in content/images/',
    arrange: (site) => withCover(site, POST, 'dealer-meet.jpg'),
    says: [`${POST}: "image" names content/images/dealer-meet.jpg, which does not exist`],
  },
  {
    name: 'a cover photo that is not an image (a text file named .jpg)',
    arrange: async (site) => {
      await site.write('content/images/dealer-meet.jpg', 'Photo to follow from the events team.');
      await withCover(site, STUDY, 'dealer-meet.jpg');
    },
    says: [`${STUDY}: "image" names content/images/dealer-meet.jpg, which is not a JPEG, PNG or WebP image`],
  },
  {
    name: 'a cover photo narrower than the widest cover the pages show',
    arrange: async (site) => {
      await site.write('content/images/dealer-meet.png', await gradientPhoto(COVER_MIN_SIZE.width - 1, COVER_MIN_SIZE.height, 'png'));
      await withCover(site, PAPER, 'dealer-meet.png');
    },
    says: [`${PAPER}: "image" names content/images/dealer-meet.png, which is ${COVER_MIN_SIZE.width - 1} × ${COVER_MIN_SIZE.height} pixels: a cover needs at least ${COVER_MIN_SIZE.width} × ${COVER_MIN_SIZE.height}`],
  },
  {
    name: 'a cover photo cut short, as by an interrupted download',
    arrange: async (site) => {
      const photo = await gradientPhoto(COVER_MIN_SIZE.width, COVER_MIN_SIZE.height, 'jpeg');
      await site.write('content/images/dealer-meet.jpg', photo.subarray(0, photo.length / 2));
      await withCover(site, POST, 'dealer-meet.jpg');
    },
    says: [`${POST}: "image" names content/images/dealer-meet.jpg, which is damaged or incomplete (`, '): export or copy it again'],
  },
  {
    name: 'a draft flag that is neither true nor false',
    arrange: (site) => site.edit(POST, /^---\n/, '---\ndraft: yes\n'),
    says: [`${POST}:2: "draft" must be one of "true", "false"; got string "yes"`],
  },
  {
    name: 'a link to a post that is still a draft',
    arrange: async (site) => {
      await site.edit(OTHER_POST, /^---\n/, '---\ndraft: true\n');
      await append(POST, `Read [the draft](/blog/${ANOTHER_POST.slug}).`)(site);
    },
    // "a draft post", or "N draft posts" when the content holds drafts of its own.
    says: [/left out (a draft post|\d+ draft posts) \(shown by npm run dev only\): .*content\/blog\//, `${POST}:${lastLine(POST) + 2}: links to "/blog/${ANOTHER_POST.slug}", but ${ANOTHER_POST.source} is a draft, which a build leaves out: publish it (delete "draft: true") or link elsewhere`],
  },
  listed('a moved page whose old address is still a page, and one that leads to no page', [{ from: '/about', to: '/company' }, { from: '/old-offers', to: '/offers' }], (at) =>
    [`${at(0, 'from')} is "/about", the address of a page of the site`, `${at(1, 'to')} is "/offers", which is not a page of the site`]),
  appended('a picture in a post that is not in content/images/', POST, 'The meet, in one photo:\n\n![Dealers at the Pune meet](dealer-meet.jpg)', ['shows content/images/dealer-meet.jpg, which does not exist'], 3),
  appended('a picture given as a path on the site', POST, '![Payouts by month](/images/payouts.svg)', ['is a path on this site', 'a file in content/images/, written by its name']),
  appended('a picture in the About story, which shows none', 'content/pages/about.md', '![Our team at the Delhi office](team.jpg)', ['pictures go only in the text of a blog post or a whitepaper']),
  appended('a heading of no words in a post', POST, 'Steps.\n\n### \n\nText.', ['a heading has no words: write them after its #, or remove the line'], 3),
  appended('a section heading of no words in a whitepaper', PAPER, '##\n\nText.', ['a heading has no words: write them after its #, or remove the line']),
  appended('a heading that gives an id another heading of the post already gave', POST, '## What it costs {#pricing}\n\nText.\n\n## Pricing in 2027 {#pricing}', ['the heading "Pricing in 2027" asks for the id "pricing", already given to the heading "What it costs"'], 5),
  {
    name: 'a drawing that runs a script',
    arrange: async (site) => {
      await site.write('content/images/payouts.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"/>');
      await site.edit(PAPER, /^(## (?!Highlights).*)$/m, '$1\n\n![Payouts by month](payouts.svg)');
    },
    says: [`${PAPER}:${lineOf(PAPER, /^## (?!Highlights)/m) + 2}: shows content/images/payouts.svg, which has onload="alert(1)" on <svg>, and a drawing may not run code: remove it`],
  },
  {
    name: 'a drawing with no size',
    arrange: async (site) => {
      await site.write('content/images/payouts.svg', '<svg xmlns="http://www.w3.org/2000/svg"><rect x="0" y="0" width="10" height="10"/></svg>');
      await site.edit(PAPER, /^(## (?!Highlights).*)$/m, '$1\n\n![Payouts by month](payouts.svg)');
    },
    says: [`${PAPER}:${lineOf(PAPER, /^## (?!Highlights)/m) + 2}: shows content/images/payouts.svg, which has no size: its <svg> needs a viewBox, or a width and a height`],
  },
];
