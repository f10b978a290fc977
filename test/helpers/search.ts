/** What the search tests type: the words of a title, as a visitor would, without its punctuation. */
export function searchWords(title: string): string {
  return (title.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? []).filter((word) => word.length > 2).slice(0, 6).join(' ');
}
