/**
 * Whether a drawing (an SVG file) may be published as it is. A browser opens a drawing as a page
 * of its own (followed from a link, or served by a host without the site's CSP), so it may hold
 * nothing that runs code or loads anything. DOMPurify (its SVG profile, with jsdom as its DOM)
 * judges the document a browser would parse: the file as XML (image/svg+xml). These rules add what
 * DOMPurify lets through but a drawing must not have: a reference outside itself (an href other
 * than "#id" outside an <a>, a CSS url(), src(), image-set() or @import), a DOCTYPE (its entities
 * read files or grow without end) and processing instructions. A drawing the sanitiser would
 * change is refused, naming the first thing it would remove, never published changed.
 *
 * jsdom takes a second or more to load: loadDrawingCheck() is called only when a drawing needs
 * checking, and site/generator/drawings.ts remembers the drawings that passed.
 */
import type { Config, DOMPurify, UponSanitizeAttributeHookEvent, UponSanitizeElementHookEvent } from 'dompurify';

/** Says why a drawing's text may not be published, or undefined when it may be as it is. */
export type DrawingCheck = (text: string) => string | undefined;

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const PARSER_ERROR_NAMESPACE = 'http://www.mozilla.org/newlayout/xml/parsererror.xml';

/**
 * The profile: plain SVG and its filters; <use> (which DOMPurify leaves out for its references to
 * other files: the href rule below allows only the drawing's own parts), comments, CDATA (as drawing
 * programs wrap a <style>'s rules) and the role attribute.
 */
const PURIFY_CONFIG = {
  IN_PLACE: true,
  USE_PROFILES: { svg: true, svgFilters: true },
  ADD_TAGS: ['use', '#comment', '#cdata-section'],
  ADD_ATTR: ['role'],
  // A drawing opened on its own has no page scripts whose globals an id could replace.
  SANITIZE_DOM: false,
} satisfies Config;

/** Why DOMPurify removes an element, by its local name. */
const ELEMENT_DANGER: Record<string, string> = {
  script: 'a drawing may not run code',
  foreignobject: 'it embeds a web page in the drawing, and a drawing may not hold HTML',
  iframe: 'a drawing may not load other pages',
  frame: 'a drawing may not load other pages',
  embed: 'a drawing may not load other files',
  object: 'a drawing may not load other files',
  animate: 'an animation can turn a link into code (animate with CSS in a <style> instead)',
  set: 'an animation can turn a link into code (animate with CSS in a <style> instead)',
};
const NOT_PLAIN = 'which is not plain SVG: save the drawing again as plain SVG (in Inkscape, "Plain SVG"), or remove it';

/** CSS comments and escapes, which a browser reads past: `u\72l(` is url(. */
const CSS_COMMENT = /\/\*[\s\S]*?(?:\*\/|$)/g;
const CSS_ESCAPE = /\\(?:([0-9a-f]{1,6})\s?|(.))/gi;
/** What makes CSS load a file: @import, url(), src() (and its target), image-set(). */
const CSS_LOAD = /@import\b[^;]*|\b((?:-webkit-)?image-set|url|src)\(\s*['"]?\s*([^'")]*)/gi;

/** The first thing in `css` that loads a file from outside the drawing (a url() to #id stays inside), as written. */
export function cssLoadOutside(css: string): string | undefined {
  if (!/[@(]/.test(css)) return undefined;
  const plain = css.replace(CSS_COMMENT, '').replace(CSS_ESCAPE, (_, hex: string | undefined, char: string | undefined) => {
    const code = hex ? parseInt(hex, 16) : -1;
    return hex ? (code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd') : char!;
  });
  for (const [whole, fn, target] of plain.matchAll(CSS_LOAD)) {
    if (!fn) return whole.trim();
    if (fn.toLowerCase().endsWith('image-set') || !target.trim().startsWith('#')) return `${fn}(${target.trim()}`.slice(0, 80) + ')';
  }
  return undefined;
}

/** A reference an attribute may make: to a part of the drawing (#id), or, on <image>, a photo inside the file. */
const OWN_PART = /^\s*#/;
const EMBEDDED_PHOTO = /^\s*data:image\/(?:png|jpeg|gif|webp|avif)[;,]/i;
const REFERENCE = new Set(['href', 'xlink:href', 'src']);
const shorten = (value: string) => (value.length > 60 ? `${value.slice(0, 57)}…` : value);
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/** The check, with DOMPurify and jsdom loaded (once per process). */
export async function loadDrawingCheck(): Promise<DrawingCheck> {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
  const { window } = new JSDOM('');
  const purify: DOMPurify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  const serializer = new window.XMLSerializer();

  // What the hooks found, in the order of the sanitiser's walk, with what DOMPurify removed between them.
  let found: string[] = [];
  // A namespace declaration (xmlns:inkscape) is named only if nothing that uses it is.
  let declarations: string[] = [];
  let seen = 0;
  /** Our reason for an attribute the hooks had DOMPurify remove. */
  const ours = new Map<Attr, string>();
  const catchUp = () => {
    for (; seen < purify.removed.length; seen++) {
      const entry = purify.removed[seen];
      const declaration = 'attribute' in entry && entry.attribute?.name.startsWith('xmlns:');
      (declaration ? declarations : found).push(describeRemoved(entry));
    }
  };
  const describeRemoved = (entry: (typeof purify.removed)[number]): string => {
    if ('element' in entry) return describeNode(entry.element);
    const { attribute, from } = entry;
    if (!attribute) return `has an attribute on <${(from as Element).nodeName}>, ${NOT_PLAIN}`;
    const written = `${attribute.name}="${shorten(attribute.value)}" on <${(from as Element).nodeName}>`;
    if (ours.has(attribute)) return `has ${written}, ${ours.get(attribute)}`;
    if (/^on/i.test(attribute.localName)) return `has ${written}, and a drawing may not run code: remove it`;
    if (REFERENCE.has(attribute.name.toLowerCase())) {
      const script = /^javascript:/i.test(attribute.value.replace(/[\u0000-\u0020]/g, ''));
      return `has ${written}, and a drawing may not ${script ? 'run code' : 'run code or load anything'}: remove it`;
    }
    return `has ${written}, ${NOT_PLAIN}`;
  };
  const describeNode = (node: Node): string => {
    if (node.nodeType === window.Node.COMMENT_NODE) return `has a comment that holds markup (<!--${shorten((node as Comment).data)}-->): remove it`;
    if (node.nodeType === window.Node.PROCESSING_INSTRUCTION_NODE) return `has a processing instruction (<?${(node as ProcessingInstruction).target} …?>), which can load a style sheet: remove it`;
    if (node.nodeType !== window.Node.ELEMENT_NODE) return `has ${node.nodeName}, ${NOT_PLAIN}`;
    const element = node as Element;
    const tag = `<${element.nodeName}>`;
    const danger = ELEMENT_DANGER[element.localName.toLowerCase()];
    if (danger) return `has ${article(element.localName)} ${tag} element, and ${danger}: remove it`;
    if (element.namespaceURI === XHTML_NAMESPACE) return `has ${article(element.localName)} ${tag} element, which is HTML, and a drawing may not hold HTML: remove it`;
    if (!element.firstElementChild && /<[/\w!]/.test(element.textContent ?? '')) return `has ${article(element.localName)} ${tag} element whose text reads as markup ("${shorten(element.textContent!.trim())}"), which the sanitiser removes: put a space after each <`;
    return `has ${article(element.localName)} ${tag} element, ${NOT_PLAIN}`;
  };

  purify.addHook('uponSanitizeElement', (node: Node, data: UponSanitizeElementHookEvent) => {
    catchUp();
    const css = data.tagName === 'style' ? cssLoadOutside(node.textContent ?? '') : undefined;
    if (css) found.push(`has a <style> that loads ${shorten(css)} from outside the drawing, and a drawing may not load anything: put what it shows in the drawing, or remove it`);
  });
  purify.addHook('uponSanitizeAttribute', (node: Element, data: UponSanitizeAttributeHookEvent) => {
    catchUp();
    const { attrName, attrValue } = data;
    let why: string | undefined;
    const css = cssLoadOutside(attrValue);
    if (css) why = `which loads ${shorten(css)} from outside the drawing, and a drawing may not load anything: refer only to its own parts, like url(#gradient), or remove it`;
    else if (REFERENCE.has(attrName) && node.localName !== 'a' && !OWN_PART.test(attrValue) && !(node.localName === 'image' && EMBEDDED_PHOTO.test(attrValue))) {
      why = 'which refers outside the drawing, and a drawing may refer only to its own parts (href="#id"): put what it shows in the drawing, or remove it';
    }
    if (!why) return;
    const attribute = node.getAttributeNode(data.attrName) ?? [...node.attributes].find((a) => a.name.toLowerCase() === attrName);
    if (attribute) ours.set(attribute, why);
    data.keepAttr = false;
  });

  return (text) => {
    // Refused unparsed: a browser would read the entities a DOCTYPE declares.
    const declaration = /<!(DOCTYPE|ENTITY)\b/i.exec(text);
    if (declaration) return `has a <!${declaration[1].toUpperCase()} …> declaration, whose entities can read other files or grow without end: remove it (a drawing needs none)`;
    const document = new window.DOMParser().parseFromString(text, 'image/svg+xml');
    const root = document.documentElement;
    if (root.namespaceURI === PARSER_ERROR_NAMESPACE) {
      const [, line, column, what] = /^(\d+):(\d+): (.*?)\.?$/.exec(root.textContent?.trim() ?? '') ?? [];
      return `is not well-formed XML${line ? ` (line ${line}, column ${column}: ${what})` : ''}, as a browser must read a drawing: save it again as SVG`;
    }
    if (root.localName !== 'svg' || root.namespaceURI !== SVG_NAMESPACE) {
      return `is not an SVG drawing: its first element is <${root.nodeName}>${root.localName === 'svg' ? ' without xmlns="http://www.w3.org/2000/svg"' : ''}, where a drawing starts with <svg xmlns="http://www.w3.org/2000/svg">: save it again as SVG`;
    }
    for (const node of document.childNodes) if (node.nodeType === window.Node.PROCESSING_INSTRUCTION_NODE) return describeNode(node);
    const before = serializer.serializeToString(document);
    found = [];
    declarations = [];
    seen = 0;
    ours.clear();
    purify.removed = [];
    try {
      purify.sanitize(root, PURIFY_CONFIG);
    } catch (error) {
      return `could not be checked by the sanitiser (${(error as Error).message}): save it again as plain SVG`;
    }
    catchUp();
    if (found.length || declarations.length) return found[0] ?? declarations[0];
    // Anything else the sanitiser changed without naming it.
    if (serializer.serializeToString(document) !== before) return 'would be changed by the sanitiser (DOMPurify), which allows only plain SVG: save it again as plain SVG';
    return undefined;
  };
}
