/**
 * A second build of the site, from a copy of content/ with every form endpoint configured, served
 * as serveDist serves dist/: what the contact, newsletter and whitepaper tests post to. The files of
 * a run share one build (uvu imports them all before running any); the last close removes it.
 */
import { build } from '../../build.ts';
import { scratchProject } from './content.ts';
import { projectRoot, serveDist } from './server.ts';

export const ENDPOINTS = {
  contact: 'https://forms.example.test/contact',
  newsletter: 'https://forms.example.test/newsletter',
  whitepaper: 'https://crm.example.test/leads',
} as const;

interface EndpointSite { origin: string; close: () => Promise<void> }

let shared: { site: Promise<EndpointSite>; users: number } | null = null;

export async function serveEndpointSite(): Promise<EndpointSite> {
  const entry = (shared ??= { site: buildAndServe(), users: 0 });
  entry.users++;
  const site = await entry.site;
  let closed = false;
  return {
    origin: site.origin,
    async close() {
      if (closed) return;
      closed = true;
      if (--entry.users > 0) return;
      if (shared === entry) shared = null;
      await site.close();
    },
  };
}

async function buildAndServe(): Promise<EndpointSite> {
  const project = await scratchProject();
  try {
    await project.edit('site.ts', /forms: \{[^}]*\}/, `forms: ${JSON.stringify(ENDPOINTS)}`);
    await build({ root: projectRoot, contentDir: project.content, outDir: project.out, log: () => {} });
    const server = await serveDist(project.out);
    return { origin: server.origin, close: async () => (server.close(), await project.cleanup()) };
  } catch (error) {
    await project.cleanup();
    throw error;
  }
}
