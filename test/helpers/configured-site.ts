/**
 * A second build of the site, from a copy of content/ with what a site owner may add configured:
 * every form endpoint (what the contact, newsletter and whitepaper tests post to) and cover photos
 * (COVERS: the newest post, featured on /blog, the second newest, a card there, the first case
 * study and the first whitepaper). Served as serveDist serves dist/; the files of a run share one
 * build, and the last close removes it.
 */
import { readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from '../../build.ts';
import { paths } from '../../site/paths.ts';
import { COVER_MIN_SIZE } from '../../site/model/cover-images.ts';
import { A_POST, ANOTHER_POST, contentDir, scratchProject } from './content.ts';
import { gradientPhoto } from './gradient-photo.ts';
import { projectRoot, serveDist } from './server.ts';
import { sharedByKey } from './shared.ts';

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

async function buildAndServe() {
  const project = await scratchProject();
  try {
    await project.edit('site.ts', /forms: \{[^}]*\}/, `forms: ${JSON.stringify(ENDPOINTS)}`);
    await mkdir(path.join(project.content, 'images'), { recursive: true });
    for (const [i, [name, cover]] of Object.entries(COVERS).entries()) {
      await writeFile(path.join(project.content, 'images', `${name}.jpg`), await gradientPhoto(COVER_MIN_SIZE.width, COVER_MIN_SIZE.height, 'jpeg', i * 60));
      await project.edit(cover.file, /^---\n/, `---\nimage: ${name}.jpg\nimageAlt: ${cover.alt}\n`);
    }
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
