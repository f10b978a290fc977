/** Lines of a source text, for problems that name where they are. */

/** How many line breaks `text` holds. */
export const newlines = (text: string) => text.split('\n').length - 1;

/** The 1-based line of `index` in `text`. */
export const lineAt = (text: string, index: number): number => {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < index; i = text.indexOf('\n', i + 1)) line++;
  return line;
};

/**
 * Finds pieces of `text` in order, each after the last: where each starts, or -1. A piece is looked
 * for whole, then by its first line (a quote or list item changes the rest).
 */
export const pieceFinder = (text: string) => {
  let cursor = 0;
  return (raw: string): number => {
    for (const piece of [raw, raw.trim().split('\n', 1)[0]]) {
      const at = piece ? text.indexOf(piece, cursor) : -1;
      if (at >= 0) return (cursor = at + piece.length), at;
    }
    return -1;
  };
};

/** Like pieceFinder, but gives the line each piece starts on. */
export const lineFinder = (text: string) => {
  const find = pieceFinder(text);
  return (raw: string): number | undefined => {
    const at = find(raw);
    return at < 0 ? undefined : lineAt(text, at);
  };
};
