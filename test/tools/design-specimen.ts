/**
 * The token specimen of docs/design.md: a page built from the custom properties the token
 * stylesheets define, so a new token appears in the picture without editing this file. Each
 * token is shown by what it does (a type size sets text, a colour fills a swatch, a radius rounds
 * a box, a shadow lifts a card), with its name.
 */
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

interface Token { name: string; value: string }

/** The custom properties the stylesheets define (the theme switches --if-light/--if-dark left out), in order, once each. */
export function tokensIn(css: string): Token[] {
  const found = new Map<string, string>();
  for (const [, name, value] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(--[\w-]+)\s*:\s*([^;}]*)/g)) {
    if (!/^--if-(light|dark)$/.test(name) && !found.has(name)) found.set(name, value.trim());
  }
  return [...found].map(([name, value]) => ({ name, value }));
}

const groups: { title: string; test: (t: Token) => boolean; show: (t: Token) => string; grid?: boolean }[] = [
  { title: 'Typeface', test: (t) => /^--font/.test(t.name), show: (t) => `<p style="font-family:var(${t.name});font-size:1.5rem;margin:0">Acme Deeptech builds loyalty, rewards and security software. 0123456789</p>` },
  { title: 'Type scale', test: (t) => /^--(step|display|text)/.test(t.name), show: (t) => `<p style="font-size:var(${t.name});font-weight:700;line-height:1.15;margin:0;letter-spacing:-0.015em">Keep every dealer selling</p>` },
  { title: 'Colour', grid: true, test: (t) => !/^--(ill|tint)-/.test(t.name) && /#[0-9a-f]{3,8}\b|rgb\(/i.test(t.value) && !/shadow/.test(t.name), show: (t) => `<span class="sw" style="background:var(${t.name})"></span>` },
  { title: 'Illustration palette', grid: true, test: (t) => /^--ill-/.test(t.name), show: (t) => `<span class="sw" style="background:var(${t.name})"></span>` },
  { title: 'Spacing and measure', test: (t) => /^--(space|gutter|container|measure|header-height)/.test(t.name), show: (t) => `<span class="bar" style="width:min(var(${t.name}),100%)"></span>` },
  { title: 'Radii', test: (t) => /^--radius/.test(t.name), show: (t) => `<span class="box" style="border-radius:var(${t.name})"></span>` },
  { title: 'Elevation', test: (t) => /^--shadow/.test(t.name), show: (t) => `<span class="box" style="box-shadow:var(${t.name});background:var(--surface-raised)"></span>` },
];

/** The tints of the `.tint-<colour>` classes, each as its strong and soft swatch. */
const tints = (css: string) => [...new Set([...css.matchAll(/\.tint-([\w-]+)\s*\{/g)].map((m) => m[1]))]
  .map((tint) => `<div class="row tint-${tint}"><span class="sw" style="background:var(--tint)"></span><span class="sw" style="background:var(--tint-soft)"></span><code>.tint-${escape(tint)}</code></div>`).join('');

export function specimenHtml(css: string, stylesheet: string): string {
  const tokens = tokensIn(css);
  const sections = groups.map(({ title, test, show, grid }) => {
    const rows = tokens.filter(test).map((t) => `<div class="row">${show(t)}<code>${escape(t.name)}</code></div>`).join('');
    return rows && `<section><h2>${escape(title)}</h2><div${grid ? ' class="grid"' : ''}>${rows}</div></section>`;
  }).join('') + `<section><h2>Tints</h2>${tints(css)}</section>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Design tokens</title><link rel="stylesheet" href="${escape(stylesheet)}">
<style>
body{padding:2rem;background:var(--surface)} section{margin-bottom:2rem} h2{font-size:var(--step-1);margin-bottom:.75rem;color:var(--ink-3);text-transform:uppercase;letter-spacing:.06em}
.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:0 1rem} .row{display:flex;align-items:center;gap:1rem;margin:.5rem 0;min-height:2rem} code{font-size:.8rem;color:var(--ink-3)}
.sw{display:inline-block;width:3rem;height:2rem;border-radius:.375rem;box-shadow:0 0 0 1px var(--line)} .bar{display:inline-block;height:.75rem;background:var(--brand);border-radius:99px}
.box{display:inline-block;width:6rem;height:3.5rem;background:var(--brand-soft);border:1px solid var(--line)}
</style></head><body><h1>Design tokens</h1>${sections}</body></html>`;
}
