/**
 * The page left at an old address: a meta refresh for static hosts that cannot send a 301, the
 * canonical link for search engines, and a visible link for everyone else.
 */
import type { Site } from '../model/content.ts';
import type { Redirect } from '../routes.tsx';
import { ColorSchemeMeta, titleWithCompany } from './Head.tsx';

export function RedirectPage({ redirect }: { redirect: Redirect }) {
  return (
    <main className="container section">
      <h1>This page has moved</h1>
      <p>
        It now lives at <a href={redirect.to}>{redirect.to}</a>.
      </p>
    </main>
  );
}

RedirectPage.Head = function RedirectHead({ redirect, site, css }: { redirect: Redirect; site: Site; css: string }) {
  return (
    <>
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{titleWithCompany(`Moved to ${redirect.to}`, site)}</title>
      <meta name="description" content={`This page has moved to ${site.origin}${redirect.to}.`} />
      <meta name="robots" content="noindex" />
      <ColorSchemeMeta />
      <meta httpEquiv="refresh" content={`0; url=${redirect.to}`} />
      {/* A canonical address names a page, never a place on it. */}
      <link rel="canonical" href={`${site.origin}${redirect.to.split('#')[0]}`} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="stylesheet" href={css} />
    </>
  );
};
