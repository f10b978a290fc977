/**
 * A second build of the site, from a copy of content/ with every form endpoint configured, served
 * as serveDist serves dist/: what the contact, newsletter and whitepaper tests post to. The files of
 * a run share one build; the last close removes it.
 */
import { build } from '../../build.ts';
import { scratchProject } from './content.ts';
import { projectRoot, serveDist } from './server.ts';
import { sharedByKey } from './shared.ts';

export const ENDPOINTS = {
  contact: 'https://forms.example.test/contact',
  newsletter: 'https://forms.example.test/newsletter',
  whitepaper: 'https://crm.example.test/leads',
} as const;

async function buildAndServe() {
  const project = await scratchProject();
  try {
    await project.edit('site.ts', /forms: \{[^}]*\}/, `forms: ${JSON.stringify(ENDPOINTS)}`);
    await build({ root: projectRoot, contentDir: project.content, outDir: project.out, log: () => {} });
    return { project, server: await serveDist(project.out) };
  } catch (error) {
    await project.cleanup();
    throw error;
  }
}

const endpointSite = sharedByKey(buildAndServe, async ({ project, server }) => {
  server.close();
  await project.cleanup();
});

export async function serveEndpointSite(): Promise<{ origin: string; close: () => Promise<void> }> {
  const { value, release } = await endpointSite('');
  return { origin: value.server.origin, close: release };
}
