/**
 * Added to each page by the dev server only (site/dev/site-server.ts): listens for build events,
 * reloads the tab when a build changed this page or a file it links, and shows a failed build as
 * an overlay above the last good page. Styles are set through the CSSOM, which the site's CSP
 * (no inline styles) allows, inside a shadow root so the site's CSS cannot touch them.
 */
import type { Problem } from '../errors.ts';

/** What the overlay shows of a failed build (site/dev/failure.ts). */
interface Failure {
  message: string;
  problems: Problem[];
}

// The dev server adds this script with its event stream's path, the file the page was served from
// (`blog/x/index.html`) and the build it came from (site/dev/site-server.ts).
const script = document.querySelector<HTMLScriptElement>('script[data-dev-events]')!;
const pageFile = script.dataset.devFile;
let build = Number(script.dataset.devBuild ?? 0);

function linksTo(file: string): boolean {
  if (file === pageFile) return true;
  return [...document.querySelectorAll('[src], [href]')].some((el) => [el.getAttribute('src'), el.getAttribute('href')].includes(`/${file}`));
}

let overlay: HTMLElement | undefined;

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, style: Partial<CSSStyleDeclaration>, text?: string) => {
  const node = document.createElement(tag);
  Object.assign(node.style, style);
  if (text !== undefined) node.textContent = text;
  return node;
};

function show(failure: Failure): void {
  hide();
  overlay = el('div', { position: 'fixed', inset: '0 0 auto 0', zIndex: '2147483647', maxHeight: '70vh', overflow: 'auto' });
  overlay.dataset.devOverlay = '';
  const panel = el('section', { margin: '0', padding: '20px 24px', background: '#1d1f27', color: '#f4f4f6', borderBottom: '4px solid #e5484d', font: '15px/1.5 system-ui, sans-serif', boxShadow: '0 8px 24px rgba(0,0,0,.35)' });
  panel.setAttribute('role', 'alert');
  panel.append(
    el('h2', { margin: '0 0 4px', fontSize: '18px', color: '#ff8589' }, 'Build failed'),
    el('p', { margin: '0 0 12px', color: '#c9cad3' }, 'This page is the last version that built. Fix the file and save: the page reloads by itself.'),
  );
  const list = el('ul', { margin: '0 0 12px', padding: '0', listStyle: 'none', font: '14px/1.5 ui-monospace, monospace' });
  for (const problem of failure.problems) {
    const item = el('li', { margin: '0 0 6px' });
    // Written as the terminal and the build write it (`content/blog/x.md:12: "date" …`); editors open `file:line` at the line.
    item.append(el('strong', { color: '#ffd479' }, problem.line ? `${problem.file}:${problem.line}` : problem.file), problem.field ? `: "${problem.field}" ` : ': ', problem.message);
    list.append(item);
  }
  if (failure.problems.length) panel.append(list);
  else panel.append(el('pre', { margin: '0 0 12px', whiteSpace: 'pre-wrap', font: '13px/1.5 ui-monospace, monospace' }, failure.message));
  const close = el('button', { font: 'inherit', padding: '4px 12px', cursor: 'pointer' }, 'Hide');
  close.type = 'button';
  close.addEventListener('click', hide);
  panel.append(close);
  overlay.attachShadow({ mode: 'open' }).append(panel);
  document.body.append(overlay);
}

function hide(): void {
  overlay?.remove();
  overlay = undefined;
}

const events = new EventSource(script.dataset.devEvents!);
const reload = () => {
  events.close();
  location.reload();
};
events.addEventListener('hello', (event) => {
  const hello = JSON.parse((event as MessageEvent<string>).data) as { build: number; failure: Failure | null };
  // A build this page missed (the server restarted, or the tab slept): catch up.
  if (hello.build !== build) return reload();
  if (hello.failure) show(hello.failure);
  else hide();
});
events.addEventListener('reload', (event) => {
  const update = JSON.parse((event as MessageEvent<string>).data) as { build: number; files: string[] };
  build = update.build;
  if (!pageFile || update.files.some(linksTo)) reload();
  else hide();
});
events.addEventListener('failed', (event) => show(JSON.parse((event as MessageEvent<string>).data) as Failure));
