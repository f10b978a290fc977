/**
 * Reads a stylesheet's selector lists and names those an older browser would drop whole: it drops
 * a rule when any selector of its list uses something it does not know.
 */

/** Selector features newer than the oldest targets, which may only stand in lists where every selector has them. */
const ALONE_ONLY = [':has(', ':focus-visible'];

/** Every rule's selector list, with at-rule preludes and keyframe steps left out. */
function selectorLists(css: string): string[] {
  const lists: string[] = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  let keyframesDepth = -1;
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '{') {
      const prelude = text.slice(start, i).trim();
      if (prelude.startsWith('@')) {
        if (/^@(-webkit-)?keyframes\b/.test(prelude)) keyframesDepth = depth;
      } else if (keyframesDepth < 0) lists.push(prelude);
      depth++;
      start = i + 1;
    } else if (char === '}') {
      depth--;
      if (depth === keyframesDepth) keyframesDepth = -1;
      start = i + 1;
    } else if (char === ';') start = i + 1;
  }
  return lists;
}

/** Splits at the commas outside parentheses. */
function splitTopLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '(') depth++;
    else if (list[i] === ')') depth--;
    else if (list[i] === ',' && depth === 0) {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts;
}

/** A :not() whose argument is a list, e.g. `:not(a, b)`. */
function hasListInNot(selector: string): boolean {
  for (let at = selector.indexOf(':not('); at >= 0; at = selector.indexOf(':not(', at + 1)) {
    const open = at + ':not('.length;
    let depth = 1;
    let end = open;
    while (end < selector.length && depth > 0) {
      if (selector[end] === '(') depth++;
      else if (selector[end] === ')') depth--;
      end++;
    }
    if (splitTopLevel(selector.slice(open, end - 1)).length > 1) return true;
  }
  return false;
}

/** One line per selector list that an older target browser would drop whole, naming why. */
export function selectorProblems(css: string): string[] {
  const problems: string[] = [];
  for (const list of selectorLists(css)) {
    const selectors = splitTopLevel(list);
    if (/:(is|where)\(/.test(list)) problems.push(`"${list}" uses :is() or :where(); write the selectors out`);
    else if (selectors.some(hasListInNot)) problems.push(`"${list}" gives :not() a list; chain one :not() per selector`);
    else {
      const mixed = ALONE_ONLY.find((feature) => selectors.some((s) => s.includes(feature)) && selectors.some((s) => !s.includes(feature)));
      if (mixed) problems.push(`"${list}" puts ${mixed.replace('(', '()')} beside selectors without it; give it a rule of its own`);
    }
  }
  return problems;
}
