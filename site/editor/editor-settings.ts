/**
 * What the site owner tells the build about the repository the editor saves to, read from the
 * environment of the build (set in the host's dashboard: docs/content.md "Editing in the browser"),
 * since it is the host's setup, not content, and differs between a fork and the live site:
 *
 *   EDITOR_REPO            owner/name on GitHub; without it the editor works only with npm run dev
 *   EDITOR_BRANCH          the branch it publishes to (default main)
 *   EDITOR_OAUTH_URL       the OAuth provider's origin (default Netlify's, https://api.netlify.com)
 *   EDITOR_OAUTH_ENDPOINT  its path for logging in (default auth)
 *
 * Each is checked as what it becomes in config.yml: a GitHub repository name, a branch name, an
 * https origin, a path. A value that is not is refused before the build starts, naming the variable.
 */
import { BuildRefusedError } from '../errors.ts';

export interface EditorSettings {
  /** Decap's `backend` (https://decapcms.org/docs/github-backend/). */
  backend: Record<string, string>;
  /** Whether a repository was named: without one, the editor works only with npm run dev. */
  repository: boolean;
}

const REPO = /^[A-Za-z0-9-]{1,39}\/[A-Za-z0-9._-]{1,100}$/;
// A branch name as git takes it and a URL carries it: plain characters, no "..", no leading "-" or "/".
const BRANCH = /^(?!-|\/)(?!.*\.\.)(?!.*\/\/)(?!.*\/$)(?!.*\.lock$)[A-Za-z0-9._\/-]{1,100}$/;
const ENDPOINT = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

function refuse(variable: string, value: string, what: string): never {
  throw new BuildRefusedError(`The editor's setting ${variable} is ${JSON.stringify(value.slice(0, 200))}, which is not ${what}.`, `set ${variable} in the build's environment to ${what}, or leave it unset (docs/content.md, "Editing in the browser")`);
}

/** An https origin as the editor calls it: scheme and host (and port), nothing after. */
function httpsOrigin(variable: string, value: string): string {
  const what = 'an https address with only a host, like https://oauth.example.workers.dev';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return refuse(variable, value, what);
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.search || url.hash || url.pathname !== '/' || !/^https:\/\/[^/]+\/?$/i.test(value)) refuse(variable, value, what);
  return url.origin;
}

/** The settings from `env` (process.env), checked. */
export function editorSettings(env: Record<string, string | undefined>): EditorSettings {
  const repo = env.EDITOR_REPO?.trim();
  if (repo === undefined || repo === '') {
    return { backend: { name: 'github', branch: branchOf(env) }, repository: false };
  }
  if (!REPO.test(repo)) refuse('EDITOR_REPO', repo, 'a GitHub repository as owner/name, like acme/website');
  const baseUrl = env.EDITOR_OAUTH_URL?.trim() ? httpsOrigin('EDITOR_OAUTH_URL', env.EDITOR_OAUTH_URL.trim()) : undefined;
  const endpoint = env.EDITOR_OAUTH_ENDPOINT?.trim();
  if (endpoint && !ENDPOINT.test(endpoint)) refuse('EDITOR_OAUTH_ENDPOINT', endpoint, 'a path like auth or oauth/authorize (letters, digits, - and _ between slashes)');
  return {
    backend: { name: 'github', repo, branch: branchOf(env), ...(baseUrl ? { base_url: baseUrl } : {}), ...(endpoint ? { auth_endpoint: endpoint } : {}) },
    repository: true,
  };
}

function branchOf(env: Record<string, string | undefined>): string {
  const branch = env.EDITOR_BRANCH?.trim();
  if (branch === undefined || branch === '') return 'main';
  if (!BRANCH.test(branch)) refuse('EDITOR_BRANCH', branch, 'a branch name like main (letters, digits, . _ - and /)');
  return branch;
}
