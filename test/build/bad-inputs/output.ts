/** Bad inputs in the output folder and the command line: --out, dist/ states, the lock, static/ over pages. */
import { cp, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BadInput } from './row.ts';

const refusedOut = (folder: string, says: string): BadInput => ({
  name: `--out ${folder} is refused`,
  args: () => ['--out', folder],
  says: ['Build refused; nothing was written.', `--out ${folder} ${says}`, 'hint: build into a folder of its own'],
});

export const outputRows: BadInput[] = [
  refusedOut('.', 'is the project folder itself'),
  refusedOut('content', "is the project's folder content/"),
  refusedOut('site/x', "lies inside the project's folder site/"),
  refusedOut('node_modules', "is the project's folder node_modules/"),
  refusedOut('.git', "is the project's folder .git/"),
  refusedOut('test', "is the project's folder test/"),
  {
    name: '--out .. (a folder that contains the project) is refused',
    args: () => ['--out', '..'],
    says: ['Build refused', /--out \/\S+ contains the project folder/],
  },
  {
    name: '--out through a symbolic link that leads into content/ is refused',
    arrange: (site) => symlink('content', path.join(site.root, 'shortcut')),
    args: () => ['--out', 'shortcut/site'],
    says: ["--out shortcut/site lies inside the project's folder content/"],
  },
  {
    name: '--out inside the --content folder in use is refused',
    arrange: (site) => cp(path.join(site.root, 'content'), path.join(site.root, 'drafts'), { recursive: true }),
    args: () => ['--content', 'drafts', '--out', 'drafts/preview'],
    says: ["--out drafts/preview lies inside the project's folder drafts/"],
  },
  {
    name: '--out an existing folder of other files, not an earlier build',
    arrange: (site) => site.write('docs/notes.md', '# Notes to keep\n'),
    args: () => ['--out', 'docs'],
    says: ['docs holds other files (notes.md', 'is not the output of an earlier build', 'hint: choose a new or empty folder'],
  },
  {
    name: 'dist is a file, not a folder',
    arrange: async (site) => {
      await rm(site.out, { recursive: true });
      await writeFile(site.out, 'a file someone saved as dist\n');
    },
    says: ['dist is a file, not a folder', 'hint: move or delete it'],
  },
  {
    name: 'dist is a symbolic link to the real output folder',
    arrange: async (site) => {
      await rename(site.out, path.join(site.root, 'public'));
      await symlink('public', site.out);
    },
    says: ['dist is a symbolic link (to public)', 'hint: remove the link (rm dist)'],
  },
  {
    name: 'a second build while another holds the lock',
    // This test's own process stands for the running build: it is alive for as long as the row runs.
    command: true,
    arrange: (site) => site.write('dist.lock', `${process.pid}\nnode --import tsx build.ts\n`),
    says: [`Another build is writing dist: process ${process.pid}`, 'holds dist.lock', 'hint: wait for it to finish'],
  },
  {
    name: 'a static file static/about/index.html over the generated /about page',
    arrange: (site) => site.write('static/about/index.html', '<!doctype html><title>Old about page</title>'),
    says: ['static/about/index.html: would replace the generated page /about', 'the previous dist is untouched'],
  },
  {
    name: 'a static file static/sitemap.xml over the generated sitemap',
    arrange: (site) => site.write('static/sitemap.xml', '<?xml version="1.0"?><urlset/>'),
    says: ['static/sitemap.xml: would replace the generated sitemap.xml'],
  },
  {
    name: "a static file in assets/, the bundle's folder",
    arrange: (site) => site.write('static/assets/brochure.pdf', '%PDF-1.4\n'),
    says: ["static/assets/brochure.pdf: lies in assets/, the folder of the build's bundles"],
  },
  {
    name: 'a static file named like a page folder (static/contact)',
    arrange: (site) => site.write('static/contact', 'contact us at sales@example.com\n'),
    says: ['static/contact: is a file where the build makes the folder contact/'],
  },
  {
    name: 'an option of the dev server (--port) given to the build',
    args: () => ['--port', '4000'],
    says: ['unknown option --port', 'npm run dev -- --port'],
    exit: 2,
  },
  {
    name: '--out with no value',
    args: () => ['--out'],
    says: ['--out needs a value', 'hint: write --out <folder>'],
    exit: 2,
  },
  {
    name: '--out followed by another option instead of its value',
    args: () => ['--out', '--content', 'content'],
    says: ['--out needs a value, but is followed by the option --content'],
    exit: 2,
  },
  {
    name: '--content naming a folder that does not exist',
    args: () => ['--content', 'contnet'],
    says: ['--content "contnet": no such folder'],
    exit: 2,
  },
  {
    name: 'a misspelled option (--outdir)',
    // As a process of its own: the command prints a wrong command line's message and exits with 2.
    command: true,
    args: () => ['--outdir', 'public'],
    says: ['unknown option --outdir', 'did you mean --out?'],
    exit: 2,
  },
];
