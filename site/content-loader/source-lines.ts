/**
 * Lines of a source text, for problems that name where they are. Every helper here takes time in
 * proportion to the text once, not once per question: a text may hold a hundred thousand pieces.
 */

/** How many line breaks `text` holds. */
export const newlines = (text: string) => {
  let count = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) count++;
  return count;
};

/** The 1-based line of `index` in `text`; for one question (lineCounter answers many). */
export const lineAt = (text: string, index: number): number => newlines(text.slice(0, index)) + 1;

/** The 1-based line of any index of `text`: the line starts are found once, each answer is a binary search. */
export const lineCounter = (text: string) => {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (index: number): number => {
    let [low, high] = [0, starts.length - 1];
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle] <= index) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
};

/**
 * Finds pieces of `text` in order, each after the last: where each starts, or -1. A piece is looked
 * for by its first line, and taken whole when the rest follows it there (in a quote or a list item
 * the lexer changes the rest). Looking for the whole piece first would search to the end of
 * the text for every piece changed so, which made a text of many quoted lines quadratic.
 */
export const pieceFinder = (text: string) => {
  let cursor = 0;
  return (raw: string): number => {
    const first = raw.trim().split('\n', 1)[0];
    const at = first ? text.indexOf(first, cursor) : -1;
    if (at < 0) return -1;
    const whole = at - raw.indexOf(first);
    if (whole >= cursor && text.startsWith(raw, whole)) return (cursor = whole + raw.length), whole;
    return (cursor = at + first.length), at;
  };
};

/** Like pieceFinder, but gives the line each piece starts on. */
export const lineFinder = (text: string) => {
  const find = pieceFinder(text);
  const lineOf = lineCounter(text);
  return (raw: string): number | undefined => {
    const at = find(raw);
    return at < 0 ? undefined : lineOf(at);
  };
};
