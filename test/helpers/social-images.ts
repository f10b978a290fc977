/**
 * The social images (Open Graph cards and PNG icons) that a project's current site values, colours
 * and favicon draw, drawn afresh in a folder of their own rather than taken from the build's cache:
 * what a built site's images must equal, byte for byte.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Site } from '../../site/model/content.ts';
import { socialImages } from '../../site/generator/social-images.ts';

export async function drawnAfresh(site: Site, root: string, contentDir = path.join(root, 'content')): Promise<Map<string, Uint8Array>> {
  const cacheDir = await mkdtemp(path.join(tmpdir(), 'social-images-'));
  try {
    return (await socialImages(site, { root, contentDir, cacheDir })).files;
  } finally {
    await rm(cacheDir, { recursive: true, force: true });
  }
}
