/**
 * Files in static/ are copied into the output as they are, so one that would replace (or stand
 * where the build makes a folder for) a generated file — a page, a redirect page, sitemap.xml,
 * robots.txt, the host configurations, anything in the bundle's assets/ folder, the output's
 * marker — is a mistake to report, not to resolve silently. Pure, for the build and the dev server.
 */
import type { Problem } from '../errors.ts';
import { ASSETS_DIR } from './host-config.ts';
import { MARKER_FILE } from '../output-folder/marker.ts';

/** How a generated file is named to the user: a page by its URL, anything else by its path. */
function describe(file: string): string {
  if (file === 'index.html') return 'the generated home page (index.html)';
  if (file.endsWith('/index.html')) return `the generated page /${file.slice(0, -'/index.html'.length)} (${file})`;
  if (file.endsWith('.html')) return `the generated page /${file}`;
  return `the generated ${file}`;
}

/**
 * Every file of the output besides the pages and redirect pages, each named for a message: the
 * generated ones (`extras`: sitemap, robots.txt, feed, host files), the marker, the bundles' folder,
 * and the files of static/ (paths relative to it). A redirect's old path may be none of them.
 */
export function besidePages(extras: Iterable<string>, staticFiles: Iterable<string>): [file: string, what: string][] {
  return [
    ...[...extras, MARKER_FILE].map((file): [string, string] => [file, describe(file)]),
    [ASSETS_DIR, `the folder of the build's bundles (${ASSETS_DIR}/)`],
    ...[...staticFiles].map((file): [string, string] => [file, `static/${file}`]),
  ];
}

/**
 * Every file of static/ (paths relative to it, with forward slashes) that collides with a
 * generated file (paths relative to the output). Problems name the file as `static/<path>`.
 */
export function findStaticCollisions(staticFiles: Iterable<string>, generatedFiles: Iterable<string>): Problem[] {
  const generated = new Set(generatedFiles);
  generated.add(MARKER_FILE);
  // Every folder the build makes, with a generated file in it to name.
  const folders = new Map<string, string>();
  for (const file of generated) {
    for (let slash = file.indexOf('/'); slash > 0; slash = file.indexOf('/', slash + 1)) {
      if (!folders.has(file.slice(0, slash))) folders.set(file.slice(0, slash), file);
    }
  }
  const problems: Problem[] = [];
  const fix = 'rename or move it, or delete it if the generated one is what you want';
  for (const file of staticFiles) {
    const at = `static/${file}`;
    if (generated.has(file)) {
      problems.push({ file: at, message: `would replace ${describe(file)}: ${fix}.` });
    } else if (file === ASSETS_DIR || file.startsWith(`${ASSETS_DIR}/`)) {
      problems.push({ file: at, message: `lies in ${ASSETS_DIR}/, the folder of the build's bundles (served as never changing, for hashed names only): move it to another folder, e.g. static/images/.` });
    } else if (folders.has(file)) {
      problems.push({ file: at, message: `is a file where the build makes the folder ${file}/ for ${describe(folders.get(file)!)}: ${fix}.` });
    } else {
      const prefixes = [...file.matchAll(/\//g)].map((slash) => file.slice(0, slash.index));
      const clash = prefixes.find((prefix) => generated.has(prefix));
      if (clash) problems.push({ file: at, message: `needs a folder ${clash}/, but the build writes ${describe(clash)} there: ${fix}.` });
    }
  }
  return problems;
}
