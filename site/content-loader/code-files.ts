/**
 * Code in content/: refused by name, never imported. Content is data (YAML and Markdown), so a
 * file in content/ can say what a page shows but cannot run on the machine that builds the site
 * (a module could end the build, or never let it finish). A module left from before content
 * became YAML is named with the YAML file that holds its values now.
 */
import type { Problem } from '../errors.ts';
import { entriesBelow, shownBelow } from './symbolic-links.ts';

/** Files that Node, tsx or a bundler would run; hidden files and editors' backups are left alone. */
const CODE = /(?<=^[^.~#][^~#]*)\.([cm]?[jt]sx?)$/i;

/** Each code file below `dir` (listed as `entries`), named as `label/<path>`, with what to write instead. */
export function codeFiles(dir: string, label: string, entries = entriesBelow(dir)): Problem[] {
  return entries
    .filter((entry) => entry.isFile() && CODE.test(entry.name))
    .map((entry) => {
      const file = shownBelow(dir, label, entry);
      return { file, message: `is code (.${CODE.exec(entry.name)![1]}), and nothing in content/ is run: content is YAML or Markdown. Write its values in ${file.replace(CODE, '.yml')} (docs/content.md §1), then delete this file` };
    })
    .sort((a, b) => a.file.localeCompare(b.file));
}
