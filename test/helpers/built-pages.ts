/** Parses built HTML with linkedom, for the output checks. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseHTML } from 'linkedom';
import { projectRoot } from './server.ts';
import { fileForPath } from '../../site/paths.ts';
import { ISLAND_CHUNKS_ATTRIBUTE, ISLAND_ENTRIES_ATTRIBUTE } from '../../site/document/early-script.ts';

/** The build under test: dist/, or TEST_DIST (as test/helpers/server.ts serves it). */
export const distDir = process.env.TEST_DIST ?? path.join(projectRoot, 'dist');

/** An element's text as a reader meets it: runs of white space as one space, none at either end. */
export const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

export async function loadPage(urlPath: string, dist = distDir): Promise<Document> {
  const html = await readFile(path.join(dist, fileForPath(urlPath)), 'utf8');
  return parseHTML(html).document as unknown as Document;
}

/** The island module URLs a page declares on its early script (site/document/early-script.ts): its entries, or the chunks they import. */
export function declaredIslandUrls(doc: Document, kind: 'entries' | 'chunks' = 'entries'): string[] {
  const attribute = kind === 'entries' ? ISLAND_ENTRIES_ATTRIBUTE : ISLAND_CHUNKS_ATTRIBUTE;
  return (doc.querySelector(`script[${attribute}]`)?.getAttribute(attribute) ?? '').split(' ').filter(Boolean);
}
