/** Lines of a source text, for problems that name where they are. */

/** How many line breaks `text` holds. */
export const newlines = (text: string) => text.split('\n').length - 1;

/** The 1-based line of `index` in `text`. */
export const lineAt = (text: string, index: number): number => {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < index; i = text.indexOf('\n', i + 1)) line++;
  return line;
};

/** Finds pieces of `text` in order, each after the last: the line each (its first line) starts on. */
export const lineFinder = (text: string) => {
  let cursor = 0;
  return (raw: string): number | undefined => {
    const first = raw.trim().split('\n', 1)[0];
    const at = text.indexOf(first, cursor);
    if (at < 0) return undefined;
    cursor = at + first.length;
    return lineAt(text, at);
  };
};
