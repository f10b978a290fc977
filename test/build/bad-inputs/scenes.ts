/**
 * Bad inputs in an industry's scene (docs/content.md §4): a name that is no file under
 * content/images/, a missing file, a drawing that would run code, one outside the scene rules
 * (text, a colour not from the palette, too large), and one industry showing another's scene.
 */
import { setField, valueAt } from '../../helpers/yaml-edits.ts';
import { INDUSTRY, OTHER_INDUSTRY, fieldAt, source, yamlEdited, type BadInput } from './row.ts';

/** The scene the industry's file names, under content/images/. */
const SCENE = valueAt(source(INDUSTRY), 'scene') as string;
const NAMES = `${fieldAt(INDUSTRY, (text) => text, 'scene')} names content/images/${SCENE}, which`;
/** A row that makes `file`'s scene `scene`. */
const showing = (name: string, file: string, scene: string, says: string) => yamlEdited(name, file, (text) => setField(text, 'scene', scene), 'scene', [says]);
const scene = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320"><rect width="480" height="320" fill="var(--ill-sky)"/>${inner}</svg>\n`;

/** A scene past 6 KB: the same glow 120 times. */
const OVERSIZED = scene('<circle cx="240" cy="160" r="99" fill="var(--ill-glow)"/>'.repeat(120));

/** A row that replaces the industry's scene with `drawing`, refused as `says`. */
const drawn = (name: string, drawing: string, says: string): BadInput => ({
  name,
  arrange: (site) => site.write(`content/images/${SCENE}`, drawing),
  says: [`${NAMES} ${says}`],
});

export const sceneRows: BadInput[] = [
  showing('an industry scene on another host', INDUSTRY, 'https://cdn.acme.example/hero.svg', "an SVG drawing under content/images/, written like 'industries/retail.svg'"),
  showing('an industry scene whose file is not there', INDUSTRY, 'industries/no-such-scene.svg',
    'names content/images/industries/no-such-scene.svg, which does not exist: draw it in the illustration style (docs/design.md'),
  drawn('an industry scene that runs code when opened', scene('').replace('<svg ', '<svg onload="alert(1)" '), 'has onload="alert(1)" on <svg>, and a drawing may not run code: remove it'),
  drawn('an industry scene with words in it', scene('<text x="9" y="9">Kirana</text>'), 'has <text> (line 1), and a scene holds only shapes'),
  drawn('an industry scene with a colour of its own', scene('<circle cx="9" cy="9" r="9" fill="#ff0000"/>'), 'has fill="#ff0000" on <circle> (line 1): a scene\'s colours are the palette\'s tokens, written like fill="var(--ill-sky)"'),
  drawn('an industry scene with a style that would reach the page', scene('<style>body { display: none }</style>'), 'has <style> (line 1), and a scene holds only shapes'),
  drawn('an industry scene over 6 KB', OVERSIZED, `is ${(Buffer.byteLength(OVERSIZED) / 1024).toFixed(1)} KB, and a scene may be at most 6 KB`),
  showing('two industries showing the same scene', OTHER_INDUSTRY, SCENE,
    `names content/images/${SCENE}, which is the same drawing as ${INDUSTRY}'s scene, and each industry shows a scene of its own`),
];
