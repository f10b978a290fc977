/**
 * A second build of the site, from a copy of content/ with what a site owner may add configured:
 * every form endpoint (what the contact, newsletter and whitepaper tests post to), cover photos
 * (COVERS: the newest post, featured on /blog, the second newest, a card there, the first case
 * study and the first whitepaper), pictures in two texts (PICTURES) and sections in a post
 * (POST_SECTIONS). Served as serveDist serves dist/; the files of a run share one build, and the
 * last close removes it.
 */
import { readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../build.ts';
import { paths } from '../../site/paths.ts';
import { COVER_MIN_SIZE } from '../../site/model/cover-images.ts';
import { A_POST, ANOTHER_POST, CONTENT_FILES, contentDir, scratchContent } from './content.ts';
import { setField } from './yaml-edits.ts';
import { gradientPhoto } from './gradient-photo.ts';
import { projectRoot, serveDist } from './server.ts';
import { sharedByKey } from './shared-by-key.ts';

export const ENDPOINTS = {
  contact: 'https://forms.example.test/contact',
  newsletter: 'https://forms.example.test/newsletter',
  whitepaper: 'https://crm.example.test/leads',
} as const;

const firstRecord = (folder: string) => readdirSync(path.join(contentDir, folder)).filter((f) => f.endsWith('.md')).sort()[0].slice(0, -3);
const [STUDY, PAPER] = [firstRecord('case-studies'), firstRecord('whitepapers')];

/** The pages given a photo, each with its Markdown file under content/ and its alt text. */
export const COVERS = {
  featuredPost: { page: paths.blogPost(A_POST.slug), file: `blog/${A_POST.slug}.md`, alt: 'Store staff scanning a shopper’s loyalty QR code at the till' },
  post: { page: paths.blogPost(ANOTHER_POST.slug), file: `blog/${ANOTHER_POST.slug}.md`, alt: 'Dealers at a regional meet, holding their payout statements' },
  caseStudy: { page: paths.caseStudy(STUDY), file: `case-studies/${STUDY}.md`, alt: 'The loyalty dashboard on a branch manager’s screen' },
  whitepaper: { page: paths.whitepaper(PAPER), file: `whitepapers/${PAPER}.md`, alt: 'A printed report open on a meeting-room table' },
} as const;

/**
 * Pictures in texts: a photo with a caption and a drawing at the end of the post that COVERS.post
 * names, and the same photo in the whitepaper's first section (site/model/prose-pictures.ts).
 */
export const PICTURES = {
  photo: { name: 'till-queue.jpg', width: 1600, height: 1000, alt: 'Shoppers queueing at a till with loyalty QR codes on the counter' },
  drawing: { name: 'payout-steps.svg', width: 640, height: 360, alt: 'The four steps from quarter close to payout, as bars of days' },
  pages: [COVERS.post.page, COVERS.whitepaper.page],
} as const;
const DRAWING = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="#fff"/><rect x="40" y="60" width="420" height="48" fill="#4f46e5"/><rect x="40" y="140" width="260" height="48" fill="#0891b2"/></svg>`;

async function addPictures(project: Awaited<ReturnType<typeof scratchContent>>) {
  const { photo, drawing } = PICTURES;
  await writeFile(path.join(project.content, 'images', photo.name), await gradientPhoto(photo.width, photo.height, 'jpeg', 200));
  await writeFile(path.join(project.content, 'images', drawing.name), DRAWING);
  await project.edit(COVERS.post.file, /\s*$/, `\n\n![${photo.alt}](${photo.name} "The queue at a Pune store, on the first weekend")\n\n![${drawing.alt}](${drawing.name})\n`);
  await project.edit(COVERS.whitepaper.file, /^(## (?!Highlights).*)$/m, `$1\n\n![${photo.alt}](${photo.name})\n`);
}

/** Sections given to the post that COVERS.post names, after its pictures: enough for it to list them (POST_CONTENTS_MIN). */
export const POST_SECTIONS = ['What changed at the till', 'What shoppers saw', 'What the chain learnt'] as const;
const sectionText = 'A paragraph of the section, long enough to wrap on a phone and to be read as the text of a post.\n';

async function buildAndServe() {
  const project = await scratchContent();
  try {
    await project.change(CONTENT_FILES.site, (text) => setField(text, 'forms', ENDPOINTS));
    await mkdir(path.join(project.content, 'images'), { recursive: true });
    for (const [i, [name, cover]] of Object.entries(COVERS).entries()) {
      await writeFile(path.join(project.content, 'images', `${name}.jpg`), await gradientPhoto(COVER_MIN_SIZE.width, COVER_MIN_SIZE.height, 'jpeg', i * 60));
      await project.edit(cover.file, /^---\n/, `---\nimage: ${name}.jpg\nimageAlt: ${cover.alt}\n`);
    }
    await addPictures(project);
    await project.edit(COVERS.post.file, /\s*$/, `\n\n${POST_SECTIONS.map((title) => `## ${title}\n\n${sectionText.repeat(6)}`).join('\n')}`);
    await build({ root: projectRoot, contentDir: project.content, outDir: project.out, log: () => {} });
    return { project, server: await serveDist(project.out) };
  } catch (error) {
    await project.cleanup();
    throw error;
  }
}

const configuredSite = sharedByKey(buildAndServe, async ({ project, server }) => {
  server.close();
  await project.cleanup();
});

export async function serveConfiguredSite(): Promise<{ origin: string; close: () => Promise<void> }> {
  const { value, release } = await configuredSite('');
  return { origin: value.server.origin, close: release };
}
