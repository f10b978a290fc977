/**
 * The site generator, stage by stage. Read top to bottom, this is the whole pipeline:
 * load content → validate → route table → bundle → render → static → extras → weights → verify → swap in.
 *
 *   tsx build.ts [--content content] [--out dist]
 */
import './site/build/production-mode.ts';
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadContent } from './site/build/load.ts';
import { validateContent } from './site/build/validate.ts';
import { buildRouteTable, serverErrorStatuses } from './site/routes.tsx';
import { bundleAssets } from './site/build/bundle.ts';
import { renderPage, renderRedirect } from './site/build/render.tsx';
import { netlifyHeaders, netlifyRedirects, nginxSnippet, serveJson } from './site/build/host-config.ts';
import { robotsTxt, sitemapXml } from './site/build/seo-files.ts';
import { blogFeed } from './site/build/blog-feed.ts';
import { verifyLinks } from './site/build/verify.ts';
import { measurePages, summarizeWeights } from './site/build/page-weights.ts';
import { paths } from './site/paths.ts';
import { commitStaging, createStaging, discardStaging, fileForPath } from './site/build/output.ts';
import { BuildError } from './site/build/errors.ts';
import { createStageLog } from './site/build/stage-log.ts';

export interface BuildOptions {
  root?: string;
  contentDir?: string;
  outDir?: string;
  log?: (line: string) => void;
}

export async function build(options: BuildOptions = {}): Promise<{ pages: number }> {
  const root = path.resolve(options.root ?? path.dirname(new URL(import.meta.url).pathname));
  const contentDir = path.resolve(options.contentDir ?? path.join(root, 'content'));
  const outDir = path.resolve(options.outDir ?? path.join(root, 'dist'));
  const stage = createStageLog(options.log ?? console.log);

  const raw = await stage('load', () => loadContent(contentDir), () => `content from ${path.relative(root, contentDir) || '.'}`);
  const content = await stage('validate', () => validateContent(raw), () => 'every record matches the content model');
  const routes = await stage('routes', () => buildRouteTable(content), (r) => `${r.pages.length} pages, ${r.redirects.length} redirects`);

  const staging = await createStaging(outDir);
  try {
    const assets = await stage('bundle', () => bundleAssets(path.join(root, 'site'), staging.dir), (a) => `${Object.keys(a.css).length} stylesheets, ${Object.keys(a.islands).length} island entries`);
    await stage('render', async () => {
      for (const route of routes.pages) await staging.write(fileForPath(route.path), renderPage(route, content, assets));
      for (const redirect of routes.redirects) await staging.write(fileForPath(redirect.from), renderRedirect(redirect, content, assets));
    }, () => `${routes.pages.length} pages, ${routes.redirects.length} redirect pages`);
    await stage('static', () => cp(path.join(root, 'static'), staging.dir, { recursive: true }), () => 'copied static/');
    await stage('extras', () => Promise.all([
      staging.write('sitemap.xml', sitemapXml(content.site, routes.pages)),
      staging.write('robots.txt', robotsTxt(content.site)),
      writeFeed(staging, content),
      staging.write('serve.json', serveJson(content.site, routes.redirects)),
      staging.write('_headers', netlifyHeaders(content.site)),
      staging.write('_redirects', netlifyRedirects(routes.redirects)),
      staging.write('nginx.conf', nginxSnippet(content.site, routes.redirects, serverErrorStatuses)),
    ]), () => 'sitemap.xml, robots.txt, blog feed, serve.json, _headers, _redirects, nginx.conf');
    await stage('weights', () => measurePages(staging.dir, routes.pages, assets, [paths.caseStudies, paths.blog, paths.whitepapers]), summarizeWeights);
    await stage('verify', () => verifyLinks(staging.dir, content.site.origin), (r) => `${r.links} internal links on ${r.pages} pages resolve`);
    await stage('write', () => commitStaging(staging, outDir), () => `swapped into ${path.relative(root, outDir) || outDir}`);
  } catch (error) {
    await discardStaging(staging);
    throw error;
  }
  stage.total();
  return { pages: routes.pages.length };
}

async function writeFeed(staging: Awaited<ReturnType<typeof createStaging>>, content: Parameters<typeof blogFeed>[0]) {
  const feed = blogFeed(content);
  if (feed) await staging.write(paths.blogFeed.slice(1), feed);
}

function parseArgs(argv: string[]): BuildOptions {
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  return { contentDir: value('--content'), outDir: value('--out') };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  build(parseArgs(process.argv.slice(2))).catch((error: unknown) => {
    console.error(`\nBuild failed; the previous dist/ is untouched.\n${error instanceof BuildError ? error.message : (error as Error).stack ?? error}`);
    process.exit(1);
  });
}
