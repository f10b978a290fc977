/**
 * "Did you mean": the known name a mistyped one was most likely meant to be. A name that differs
 * by case alone wins; then the one a few keystrokes away (letters added, dropped, changed or
 * swapped: at most one per three letters, and two in all); then the one that begins with what was
 * typed, or with which it begins (`outdir` for `out`). None when nothing is that close, or when two
 * names are equally close, since a wrong guess misleads more than no guess.
 */
export function closestName(typed: string, known: readonly string[]): string | undefined {
  const word = typed.toLowerCase();
  const sameButCase = known.find((name) => name.toLowerCase() === word);
  if (sameButCase !== undefined) return sameButCase;
  const limit = Math.min(2, Math.floor(word.length / 3));
  let best: string | undefined;
  let bestDistance = limit + 1;
  let tied = false;
  for (const name of known) {
    const distance = editDistance(word, name.toLowerCase());
    if (distance < bestDistance) [best, bestDistance, tied] = [name, distance, false];
    else if (distance === bestDistance) tied = true;
  }
  if (best !== undefined) return tied ? undefined : best;
  const prefixed = word.length < 2 ? [] : known.filter((name) => name.toLowerCase().startsWith(word) || word.startsWith(name.toLowerCase()));
  return prefixed.length === 1 ? prefixed[0] : undefined;
}

/** Keystrokes between two words: letters added, dropped, changed, or two neighbours swapped. */
export function editDistance(a: string, b: string): number {
  // rows[i][j]: the distance between a's first i letters and b's first j.
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const changed = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + changed);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}
