/**
 * One copy of each distinct string, held apart from the text it was read from. What a regular
 * expression captures is, to V8, a view into the text it searched, and keeps all of that text
 * alive: the links, ids and island names the build keeps of each rendered page would hold every
 * page's HTML until the build ends. A pool copies each string once (its first time) and gives the
 * same copy for every later one: a header link read from every page is one string.
 */
export class StringPool {
  private readonly strings = new Map<string, string>();

  /** The pool's copy of `text`. */
  readonly get = (text: string): string => {
    let copy = this.strings.get(text);
    if (copy === undefined) {
      // Through bytes and back: a new string of its own, whatever V8 made `text` of.
      copy = Buffer.from(text).toString();
      this.strings.set(copy, copy);
    }
    return copy;
  };
}
