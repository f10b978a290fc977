/**
 * The industry scenes, read in the images stage: each industry's `scene` names a drawing under
 * content/images/ (docs/content.md §4), which must exist, pass the drawing check every published
 * drawing passes (site/generator/drawings.ts) and the scene rules (scene-check.ts), and be no other
 * industry's: each industry's page shows a scene of its own. The industry gets the checked markup
 * (`sceneMarkup`), which its page inlines, so the drawing follows the site's theme.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Industry } from '../model/content.ts';
import { IMAGES_FOLDER } from '../model/cover-images.ts';
import type { Problem } from '../errors.ts';
import { kindProblem } from './image-kinds.ts';
import { sha } from './image-files.ts';
import type { DrawingJudge } from './drawings.ts';
import { checkScene } from './scene-check.ts';

const STYLE_GUIDE = 'draw it in the illustration style (docs/design.md, "Illustration style")';

/** Why the scene file cannot be read, or its bytes. */
function readScene(file: string, folder: string): { refused: string } | { source: Buffer } {
  try {
    return { source: readFileSync(file) };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { refused: `does not exist: ${STYLE_GUIDE} and save it as ${folder}, or correct the name (names are case-sensitive)` };
    return { refused: code === 'EISDIR' ? 'is a folder, not a drawing: name the .svg file inside it' : `could not be read (${code})` };
  }
}

/** The industries, each with its scene's markup, or the problems of their scenes (each named by the industry's file and field). */
export async function industryScenes(industries: Industry[], { contentDir, label, drawings }: { contentDir: string; label: string; drawings: DrawingJudge }): Promise<{ industries: Industry[]; problems: Problem[] }> {
  const problems: Problem[] = [];
  const shownBy = new Map<string, string>();
  const scened = await Promise.all(industries.map(async (industry): Promise<Industry> => {
    const file = `${label}/industries/${industry.slug}.yml`;
    const shown = `${label}/${IMAGES_FOLDER}/${industry.scene}`;
    const refuse = (why: string) => {
      problems.push({ file, field: 'scene', message: `names ${shown}, which ${why}` });
      return industry;
    };
    const read = readScene(path.join(contentDir, IMAGES_FOLDER, industry.scene), shown);
    if ('refused' in read) return refuse(read.refused);
    const { source } = read;
    const mismatch = kindProblem(industry.scene, source);
    if (mismatch) return refuse(mismatch);
    const hash = sha(source);
    const other = shownBy.get(hash);
    if (other) return refuse(`is the same drawing as ${other}'s scene, and each industry shows a scene of its own: ${STYLE_GUIDE} and save it under a name of its own`);
    shownBy.set(hash, file);
    const unsafe = await drawings.refusal(source);
    if (unsafe) return refuse(unsafe);
    const scene = checkScene(source.toString('utf8'));
    if ('refused' in scene) return refuse(scene.refused);
    return { ...industry, sceneMarkup: scene.markup };
  }));
  return { industries: scened, problems };
}
